import AnnogenModel

/// The payload of `checks.bin` (what the checks found per type, `ValidationMemo`) and of
/// `renders.bin` (what each template rendered and read, `RenderMemo`) in the last run, each with the
/// key of the model it was made on. Two files: the checks' memo is written while the run renders.
/// A run whose model was patched from that one (`CompositionPatch`, from `module.bin`) checks and
/// renders again only what the change can reach, as `annogen watch` does with the same memos in
/// memory.
///
/// ```
/// payload  = version:u8 hasChecks:bool [checks] hasRenders:bool [renders]     (one ModelWriter blob)
/// checks   = moduleKey:string count (subject:int reads vocabulary)* count (subject:int reads diagnostics)*
/// reads    = count int*
/// vocabulary = diagnostics (found) count (hasLocation:bool location?)* (used at) diagnostics (misplaced)
/// renders  = moduleKey:string inputsKey:string count (path:string text diagnostics parts:bytes frameParts:bytes loops readLocations:bool)*
/// loops    = count (place:string count:int hasIterations:bool [count iteration*])*
/// iteration = item:int text reads parts:bytes count (member:string object:string hasSuggestion:bool suggestion:string?)*
///            readLocations:bool stops:bool
/// diagnostics = count diagnostic*
/// text     = length:varint utf8         (not in the string table: rendered texts are long and unique)
/// ```
///
/// Sets are written sorted, and subjects and templates in order.
/// Reading checks every read (`ModelReader`) and throws `ModelCodingError`, which the cache treats
/// as having no memo.
enum MemoCoding {
    static let checksKind = "checks"
    static let rendersKind = "renders"
    static let formatVersion: UInt8 = 5

    static func encode(checks: ValidationMemo?, renders: RenderMemo?) -> [UInt8] {
        // Room for the ~26 bytes of a subject (1.1 MB for 42,501 types) and a path per file: grown
        // as it filled, the buffer and the string table were a third of encoding the checks.
        let subjects = checks.map { $0.vocabulary.count + $0.requestBodies.count } ?? 0
        var writer = ModelWriter(capacity: max(1 << 16, 32 * subjects), strings: subjects / 8)
        writer.byte(formatVersion)
        writer.bool(checks != nil)
        if let checks {
            writer.string(checks.moduleKey)
            writer.subjects(checks.vocabulary) { writer, findings in
                writer.diagnostics(Array(findings.found).sortedForReport())
                let used = findings.scope.usedAt.sorted { a, b in
                    guard let a else { return b != nil }
                    guard let b else { return false }
                    return (a.path, a.line, a.column) < (b.path, b.line, b.column)
                }
                writer.list(used) { writer, location in
                    writer.bool(location != nil)
                    if let location { writer.location(location) }
                }
                writer.diagnostics(Array(findings.scope.misplaced).sortedForReport())
            }
            writer.subjects(checks.requestBodies) { $0.diagnostics($1) }
        }
        writer.bool(renders != nil)
        if let renders {
            writer.string(renders.moduleKey)
            writer.string(renders.inputsKey)
            writer.list(renders.entries.sorted { $0.key < $1.key }) { writer, item in
                writer.string(item.key)
                writer.text(item.value.text)
                writer.diagnostics(item.value.diagnostics)
                writer.rawBytes(item.value.parts)
                writer.rawBytes(item.value.frameParts)
                writer.loops(item.value.loops)
                writer.bool(item.value.readLocations)
            }
        }
        return writer.bytes
    }

    /// What `encode` wrote, read where it is (a cache file mapped into memory).
    static func decode(_ bytes: UnsafeRawBufferPointer) throws -> (checks: ValidationMemo?, renders: RenderMemo?) {
        var reader = ModelReader(bytes)
        let version = try reader.byte()
        guard version == formatVersion else { throw ModelCodingError("memo format \(version), expected \(formatVersion)") }
        var checks: ValidationMemo?
        if try reader.bool() {
            let moduleKey = try reader.string()
            let vocabulary = try reader.vocabularySubjects()
            let requestBodies = try reader.requestBodySubjects()
            checks = ValidationMemo(moduleKey: moduleKey, vocabulary: vocabulary, requestBodies: requestBodies)
        }
        var renders: RenderMemo?
        if try reader.bool() {
            var memo = RenderMemo(moduleKey: try reader.string(), inputsKey: try reader.string())
            let entries = try reader.array { reader in
                (path: try reader.string(),
                 entry: RenderMemo.Entry(text: try reader.text(), diagnostics: try reader.diagnostics(), parts: try reader.rawBytes(),
                                         frameParts: try reader.rawBytes(), loops: try reader.loops(), readLocations: try reader.bool()))
            }
            for (path, entry) in entries { memo.entries[path] = entry }
            renders = memo
        }
        guard reader.isAtEnd else { throw ModelCodingError("bytes after the end of a memo") }
        return (checks, renders)
    }
}

private extension ModelWriter {
    /// In their order (sets are sorted by the caller).
    mutating func diagnostics(_ values: [Diagnostic]) {
        list(values) { $0.diagnostic($1) }
    }

    mutating func loops(_ runs: [LoopRun]) {
        count(runs.count)
        for run in runs {
            string(run.place)
            int(run.count)
            bool(run.iterations != nil)
            guard let iterations = run.iterations else { continue }
            count(iterations.count)
            for iteration in iterations {
                int(iteration.item)
                text(iteration.text)
                count(iteration.reads.count)
                for read in iteration.reads { int(read) }
                rawBytes(iteration.parts)
                count(iteration.unknownMembers.count)
                for entry in iteration.unknownMembers {
                    string(entry.member)
                    string(entry.object)
                    bool(entry.suggestion != nil)
                    if let suggestion = entry.suggestion { string(suggestion) }
                }
                bool(iteration.readLocations)
                bool(iteration.stops)
            }
        }
    }

    mutating func subjects<Findings>(_ values: [Int: SubjectFindings<Findings>], _ findings: (inout ModelWriter, Findings) -> Void) {
        // In subject order, from the pairs (looking each sorted key up again was a tenth of encoding).
        count(values.count)
        for (subject, found) in values.sorted(by: { $0.key < $1.key }) {
            int(subject)
            count(found.reads.count)
            for read in found.reads { int(read) }
            findings(&self, found.findings)
        }
    }
}

// Read without generic helpers: the runtime's look-ups of their generic types, once per subject,
// were a sixth of reading the memo.
private extension ModelReader {
    mutating func diagnostics() throws -> [Diagnostic] {
        let count = try self.count()
        var result: [Diagnostic] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try diagnostic()) }
        return result
    }

    mutating func reads() throws -> [Int] {
        let count = try self.count()
        var result: [Int] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try int()) }
        return result
    }

    mutating func loops() throws -> [LoopRun] {
        let count = try self.count()
        var runs: [LoopRun] = []
        runs.reserveCapacity(count)
        for _ in 0..<count {
            let place = try string()
            var run = LoopRun(place: place, count: try int(), iterations: nil)
            if try bool() {
                let iterationCount = try self.count()
                var iterations: [LoopIteration] = []
                iterations.reserveCapacity(iterationCount)
                for _ in 0..<iterationCount {
                    let item = try int()
                    let text = try text()
                    let reads = try reads()
                    let parts = try rawBytes()
                    guard parts.count == reads.count else { throw ModelCodingError("\(parts.count) parts for \(reads.count) reads") }
                    let memberCount = try self.count()
                    var members: [UnknownMemberLog.Entry] = []
                    members.reserveCapacity(memberCount)
                    for _ in 0..<memberCount {
                        let member = try string()
                        let object = try string()
                        members.append(UnknownMemberLog.Entry(member: member, object: object, suggestion: try bool() ? try string() : nil))
                    }
                    iterations.append(LoopIteration(
                        item: item, text: text, reads: reads, parts: parts, unknownMembers: members,
                        readLocations: try bool(), stops: try bool()
                    ))
                }
                run.iterations = iterations
            }
            runs.append(run)
        }
        return runs
    }

    mutating func vocabularySubjects() throws -> [Int: SubjectFindings<AnnotationVocabulary.Findings>] {
        let count = try self.count()
        var result: [Int: SubjectFindings<AnnotationVocabulary.Findings>] = [:]
        result.reserveCapacity(count)
        for _ in 0..<count {
            let subject = try int()
            let reads = try reads()
            var findings = AnnotationVocabulary.Findings()
            findings.found = Set(try diagnostics())
            let places = try self.count()
            findings.scope.usedAt.reserveCapacity(places)
            for _ in 0..<places { findings.scope.usedAt.insert(try bool() ? try location() : nil) }
            findings.scope.misplaced = Set(try diagnostics())
            guard result.updateValue(SubjectFindings(findings: findings, reads: reads), forKey: subject) == nil else {
                throw ModelCodingError("subject \(subject) twice")
            }
        }
        return result
    }

    mutating func requestBodySubjects() throws -> [Int: SubjectFindings<[Diagnostic]>] {
        let count = try self.count()
        var result: [Int: SubjectFindings<[Diagnostic]>] = [:]
        result.reserveCapacity(count)
        for _ in 0..<count {
            let subject = try int()
            let reads = try reads()
            guard result.updateValue(SubjectFindings(findings: try diagnostics(), reads: reads), forKey: subject) == nil else {
                throw ModelCodingError("subject \(subject) twice")
            }
        }
        return result
    }
}
