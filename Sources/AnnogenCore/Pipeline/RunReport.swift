import AnnogenModel

/// What a run did: counts for the summary line, every diagnostic, and each output's change.
public struct RunReport: Sendable {
    public var diagnostics: [Diagnostic] = []
    /// Source files read: parsed, or taken from the cache (`filesFromCache` of them). Headers left
    /// out for want of libclang are not counted here but in `headersSkipped`.
    public var filesRead = 0
    public var filesFromCache = 0
    /// Templates whose text the last render of `annogen watch` gave (they read nothing that changed).
    public var templatesReused = 0
    /// Iterations of loops over types whose text the last render gave (`LoopMemo`), in templates
    /// rendered again.
    public var loopIterationsReused = 0
    /// Templates rendered in shards, one per core, put together (`ShardedRender`).
    public var templatesSharded = 0
    /// Swift templates' programs compiled (not found compiled in the cache).
    public var swiftTemplatesCompiled = 0
    public var headersSkipped = 0
    public var typeCount = 0
    /// Types composed again when the cached model was patched for a few changed files instead of
    /// composing every file (nil: it was not patched).
    public var typesRecomposed: Int?
    public var changes: [OutputChange] = []
    /// Source files not written because they changed on disk during the run (each an error; nothing
    /// was written).
    public var skippedPaths: [String] = []
    public var elapsedSeconds: Double = 0
    /// Time per stage (for a replayed run, what it took to tell that nothing changed).
    public var stageTimes = StageTimes()
    /// True when the run was the last one replayed from the cache (nothing parsed or rendered);
    /// `stageTimes` then holds what it took to tell (load, key).
    public var replayed = false
    /// For a replayed run, the changed sources it parsed and found declaring what they declared in the
    /// recorded run (see `Pipeline.replayingUnchangedDeclarations`); 0 when no source changed.
    public var declarationsReplayed = 0
    /// Whether a template read where a declaration is in its file (a `line`): see `LocationReadLog`.
    var templatesReadLocations = false
    /// Whether a template read a type's imports (`ImportsReadLog`).
    var templatesReadImports = false

    public init() {}

    public var hasErrors: Bool { diagnostics.containsErrors }

    /// Outputs that differ from the disk (what `--check` complains about).
    public var staleOutputs: [OutputChange] { changes.filter { $0.kind != .unchanged } }

    /// Outputs that are on disk as they should be. Not a template that rendered nothing, whose file
    /// does not exist and should not: that is no file at all.
    public var unchangedOutputs: [OutputChange] {
        changes.filter { $0.kind == .unchanged && ($0.oldContent != nil || $0.newContent != nil) }
    }

    /// `12 files parsed, 48 types, 3 outputs written, 2 unchanged in 0.41 s`; with the cache
    /// `12 files (2 parsed, 10 from the cache), …` or `12 files (all from the cache), …`.
    public func summary(mode: RunMode) -> String {
        let skipped = mode == .write ? skippedPaths.count : 0
        // A skipped source stops every write.
        let changed = skipped > 0 ? 0 : staleOutputs.count
        let verb: String
        switch mode {
        case .write: verb = "written"
        case .check: verb = "stale"
        case .dryRun: verb = "would change"
        }
        let time = (elapsedSeconds * 100).rounded() / 100
        return "\(filesSummary), \(Self.count(typeCount, "type")), "
            + "\(Self.count(changed, "output")) \(verb), \(unchangedOutputs.count) unchanged"
            + (skipped > 0 ? ", \(skipped) skipped" : "") + " in \(time) s"
    }

    /// How the sources were read: parsed, from the cache, and headers left out.
    public var filesSummary: String {
        var text: String
        switch filesFromCache {
        case 0: text = "\(Self.count(filesRead, "file")) parsed"
        case filesRead: text = "\(Self.count(filesRead, "file")) (all from the cache)"
        default: text = "\(Self.count(filesRead, "file")) (\(filesRead - filesFromCache) parsed, \(filesFromCache) from the cache)"
        }
        if headersSkipped > 0 { text += ", \(Self.count(headersSkipped, "header")) not read (no libclang)" }
        return text
    }

    /// `model patched (2 types composed again), ` for `--verbose`'s stage line, with what rendering
    /// reused (`1 template's text and 40 loop iterations reused, `) and the Swift templates compiled
    /// (`1 Swift template compiled, `); empty when none of these happened.
    public var patchSummary: String {
        var reused: [String] = []
        if templatesReused > 0 { reused.append(templatesReused == 1 ? "1 template's text" : "\(templatesReused) templates' texts") }
        if loopIterationsReused > 0 { reused.append(Self.count(loopIterationsReused, "loop iteration")) }
        let reuse = reused.isEmpty ? "" : reused.joined(separator: " and ") + " reused, "
        let compiled = swiftTemplatesCompiled > 0 ? "\(Self.count(swiftTemplatesCompiled, "Swift template")) compiled, " : ""
        return (typesRecomposed.map { "model patched (\(Self.count($0, "type")) composed again), " } ?? "") + reuse + compiled
    }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}

/// Whether a run writes, only checks, or shows what it would do.
public enum RunMode: Sendable {
    case write, check, dryRun
}
