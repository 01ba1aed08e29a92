import AnnogenModel

/// What a check found for one of its subjects (the type it checks), and the positions of the
/// types it read to find it, that type's own included.
struct SubjectFindings<Findings: Sendable>: Sendable {
    var findings: Findings
    var reads: [Int]
}

/// The types a check reads while it checks one subject: every read of a type goes through `read`.
final class ReadPositions {
    /// The positions read, each once: in a short list while there are few (a subject's check reads
    /// a few types, and a set per subject was most of what recording cost), in a set beyond.
    private var few: [Int] = []
    private var many: Set<Int>?
    /// False where nothing will look at the reads (a run that keeps no memo): none are kept.
    let isRecording: Bool

    init(recording: Bool = true) {
        isRecording = recording
    }

    func read(_ position: Int) {
        guard isRecording else { return }
        if many != nil {
            many?.insert(position)
            return
        }
        guard !few.contains(position) else { return }
        few.append(position)
        if few.count > 16 {
            many = Set(few)
            few = []
        }
    }

    /// The positions read so far, sorted, and a fresh start.
    func take() -> [Int] {
        defer {
            few = []
            many = nil
        }
        return (many.map(Array.init) ?? few).sorted()
    }
}

/// Checks done subject by subject, so that in watch mode a model patched from the last one
/// (`CompositionPatch`) is checked again only where it can differ: subjects that changed, and
/// subjects whose check read a type that changed. Every other subject's findings are the last ones.
enum SubjectChecks {
    /// The findings for every subject of `module`: those of `previous` (made on the model `patch`
    /// was patched from) where they still stand, `check` run on the rest; all subjects without
    /// `previous`. `isSubject` tells, by position, which types the check looks at.
    static func update<Findings: Sendable>(
        _ previous: [Int: SubjectFindings<Findings>]?, patch: ModulePatch?, module: ComposedModule,
        isSubject: (Int) -> Bool, check: ([Int]) -> [Int: SubjectFindings<Findings>]
    ) -> [Int: SubjectFindings<Findings>] {
        // A subject's findings without its reads would be kept after a change it read: never reuse them.
        if let previous, previous.values.contains(where: { $0.reads.isEmpty }) {
            return check(module.types.indices.filter(isSubject))
        }
        guard let previous, let patch, patch.previousTypeCount == module.types.count else {
            return check(module.types.indices.filter(isSubject))
        }
        let changed = Set(patch.changedPositions)
        var result = previous
        var again = Set(changed.filter(isSubject))
        for (subject, found) in previous where changed.contains(subject) || found.reads.contains(where: changed.contains) {
            result[subject] = nil
            if isSubject(subject) { again.insert(subject) }
        }
        for (subject, found) in check(again.sorted()) { result[subject] = found }
        return result
    }

    /// Every subject's findings in subject order.
    static func ordered<Findings: Sendable>(_ findings: [Int: SubjectFindings<Findings>]) -> [Findings] {
        findings.keys.sorted().compactMap { findings[$0]?.findings }
    }
}

/// The checks' findings per subject in watch mode, with the key of the model they were made on.
struct ValidationMemo: Sendable {
    var moduleKey: String
    var vocabulary: [Int: SubjectFindings<AnnotationVocabulary.Findings>]
    var requestBodies: [Int: SubjectFindings<[Diagnostic]>]
}
