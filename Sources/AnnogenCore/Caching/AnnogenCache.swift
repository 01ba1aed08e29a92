import AnnogenModel
import AnnogenObjCFrontend
import Foundation

/// annogen's persistent cache (`.build/annogen-cache` by default): per-file parse results
/// (`parse.bin`, and `parse-recent.bin`), the composed model of the last set of files
/// (`module.bin`), what the checks found per type and what each template rendered and read on it
/// (`checks.bin`, `renders.bin`: a run after a few edits patches the model and redoes only what the
/// edits reach) and the record of the last successful run (`run.bin`, the whole-run fast path).
/// Everything is keyed by content hashes and by `toolVersion`; anything unreadable counts as a miss
/// and is rebuilt.
///
/// One instance serves one run, or every run of `annogen watch` (`keepsParsedFiles`), which then
/// reuses the parse results and the model in memory instead of reading them back.
public final class AnnogenCache: @unchecked Sendable {
    public static let defaultDirectory = ".build/annogen-cache"

    /// annogen's version plus the identity of the running executable (its size and modification
    /// time in milliseconds, by `stat`: Bundle.main and FileManager's attributes took half a
    /// millisecond of every run), so a rebuilt annogen does not reuse what an older build cached.
    public static let currentToolVersion: String = {
        #if os(Linux)
        let path: String? = "/proc/self/exe"
        #else
        let path = Bundle.main.executablePath
        #endif
        var info = stat()
        guard let path, stat(path, &info) == 0 else { return AnnogenVersion.current }
        let modified = SourceStamp(info).modified / 1_000_000
        return AnnogenVersion.current + "+\(info.st_size)-\(modified)"
    }()

    /// Nil for a cache that lives only in memory (`annogen watch --no-cache`).
    public let directory: String?
    public let toolVersion: String
    /// Keep decoded results in memory between runs, and write the files in the background (watch mode).
    public let keepsParsedFiles: Bool
    /// The packed declarations' bytes up to which a single run writes `parse.bin` in the background
    /// (see `storeParseEntries`): 10,000 generated files have 9 MB, 50,000 have 45 MB.
    var parseResultsWrittenMeanwhile = 16 << 20
    /// Write `module.bin` (on by default): a run on the same sources with other templates or config
    /// reads the model back instead of composing it, and a run after a few files changed patches
    /// it (see `parseAndCompose`).
    public let writesModule: Bool
    /// Nothing is written (`--check`, `--dry-run`): the cache is read, never created or changed.
    public let readOnly: Bool
    /// The outermost folder of `directory` that did not exist when this instance was made, so a
    /// failed run can take away a cache it created (`removeIfCreated`); nil once a run succeeded.
    private var createdRoot: String?

    /// Guards the memory fields (watch mode reads and writes them from the render threads too).
    let lock = NSLock()
    private let writes = DispatchGroup()
    /// One serial queue per cache file (made under `lock`): writes of one file stay in order (the
    /// last stored is the one left), and different files are written on different cores while a
    /// run waits for them at its end.
    private var writeQueues: [String: DispatchQueue] = [:]
    /// The entries last stored in watch mode (with their decoded results): a later look-up in the
    /// same run, or the next run of watch, reads them instead of `parse.bin`.
    var memoryParseEntries: [String: ParseCacheEntry]?
    private var memoryModule: (key: String, value: CachedModule)?
    /// The files `memoryModule` was composed from (path → parse key), in watch mode: a run that
    /// changed a few of them patches the model (`CompositionPatch`) instead of composing it again.
    private var memoryModuleFiles: [String: String] = [:]
    /// What patching `memoryModule` needs of its files' outline, once a patch built it.
    private var memoryPatchIndex: CompositionPatch.Index?
    private var memoryRecord: RunRecord?
    /// What each template rendered last in watch mode and what it read (see `RenderMemo`).
    private var memoryRenders: RenderMemo?
    /// What the checks found last in watch mode, per type (see `SubjectChecks`).
    private var memoryValidation: ValidationMemo?
    /// What `checks.bin` and `renders.bin` held when first asked for (nil: not read yet).
    private var diskMemos: (checks: ValidationMemo?, renders: RenderMemo?)?
    /// Their decoding on another thread, begun when a run found it may patch `module.bin`'s model
    /// (see `prefetchMemos`).
    private var memosPrefetch: Background<(checks: ValidationMemo?, renders: RenderMemo?)>?

    public init(
        directory: String? = AnnogenCache.defaultDirectory, toolVersion: String = AnnogenCache.currentToolVersion,
        keepsParsedFiles: Bool = false, writesModule: Bool? = nil, readOnly: Bool = false
    ) {
        self.directory = directory
        self.toolVersion = toolVersion
        self.keepsParsedFiles = keepsParsedFiles
        self.writesModule = writesModule ?? true
        self.readOnly = readOnly
        var missing: String?
        var folder = directory
        while let current = folder, !current.isEmpty, current != ".", current != "/",
              !FileManager.default.fileExists(atPath: current) {
            missing = current
            folder = PathText.deletingLastComponent(current)
        }
        createdRoot = missing
    }

    /// After a run that succeeded: the cache stays from now on, whatever later runs do.
    public func keep() {
        lock.lock()
        createdRoot = nil
        lock.unlock()
    }

    /// After a run that failed: waits for pending writes, then removes the cache folder (and the
    /// folders made for it, when they hold nothing else) if it did not exist before this instance
    /// and no run of it succeeded.
    public func removeIfCreated() {
        flush()
        lock.lock()
        let createdRoot = self.createdRoot
        lock.unlock()
        guard let directory, let createdRoot else { return }
        try? FileManager.default.removeItem(atPath: directory)
        var folder = PathText.deletingLastComponent(directory)
        while folder.count >= createdRoot.count, rmdir(folder) == 0 {
            folder = PathText.deletingLastComponent(folder)
        }
    }

    /// What the last `compose` did, for tests and the benchmark.
    public private(set) var lastStatistics = Statistics()

    public struct Statistics: Sendable, Equatable {
        public var moduleReused = false
        public var filesReused = 0
        public var filesParsed = 0
        /// Types composed again by patching the last model (nil: the model was not patched).
        public var typesRecomposed: Int?
    }

    /// Parse results this run already has: the old and new results of the sources the declaration
    /// replay compared (`Pipeline.replayingUnchangedDeclarations`), by path.
    private var knownParses: (old: [String: ParseCacheEntry], new: [String: ParsedFile]) = ([:], [:])

    /// Keeps what the declaration replay parsed and read, for `patchStored` (not in watch mode).
    func remember(old: [String: ParseCacheEntry], new: [ParsedFile]) {
        guard !keepsParsedFiles else { return }
        lock.lock()
        knownParses = (old, Dictionary(new.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }))
        lock.unlock()
    }

    /// The key of the model the last `parseAndCompose` returned, and its number of types.
    private var lastKey: String?
    private var lastTypeCount = 0

    /// The model of the last `parseAndCompose` and how it came from the one before, when it was
    /// patched from it: what `RenderMemo` needs to tell which templates read what changed.
    private(set) var lastPatch: ModulePatch?

    /// Lets go of `lastPatch` (and the model before it) once the run has rendered.
    func forgetLastPatch() { lastPatch = nil }

    func path(_ name: String) -> String? { directory.map { ($0 as NSString).appendingPathComponent(name) } }

    /// Writes a cache file off the critical path; `flush` waits for every pending write.
    private func persist(_ name: String, kind: String, _ payload: @escaping @Sendable () -> [UInt8]?) {
        persistStreaming(name, kind: kind) { writer in
            guard let bytes = payload() else { return false }
            writer.write(bytes)
            return true
        }
    }

    /// `persist` for a payload written piece by piece (`body` returns false to write nothing).
    /// `queue`: the file whose writes this one is ordered with (its own by default); `afterwards`
    /// runs on it once the file is in place.
    func persistStreaming(
        _ name: String, kind: String, queue: String? = nil, afterwards: (@Sendable () -> Void)? = nil,
        _ body: @escaping @Sendable (inout CacheFile.PayloadWriter) -> Bool
    ) {
        guard !readOnly, let path = path(name) else { return }
        let toolVersion = toolVersion
        writeQueue(queue ?? name).async(group: writes) {
            if CacheFile.write(to: path, kind: kind, toolVersion: toolVersion, body) { afterwards?() }
        }
    }

    /// The serial queue of the cache file `name`'s writes.
    func writeQueue(_ name: String) -> DispatchQueue {
        lock.lock()
        defer { lock.unlock() }
        let queue = writeQueues[name] ?? DispatchQueue(label: "annogen.cache.write.\(name)", qos: .utility)
        writeQueues[name] = queue
        return queue
    }

    /// Waits until everything stored so far is on disk.
    public func flush() { writes.wait() }

    /// Mapped into memory, except in watch mode: the model it keeps holds on to the chunks of
    /// `module.bin` for the whole session, and a mapping would not survive someone else truncating
    /// the file meanwhile (see `CacheBytes`).
    private func read(_ name: String, kind: String) -> CacheBytes? {
        path(name).flatMap { CacheFile.read($0, kind: kind, toolVersion: toolVersion, mapping: !keepsParsedFiles) }
    }

    // MARK: The composed model

    /// `parseAndCompose` on files as loaded, every one of them read (Objective-C headers too, with
    /// `objc`'s paths and defines).
    public func parseAndCompose(
        _ files: [SourceFile], objc: ObjCOptions = ObjCOptions(), times: inout StageTimes
    ) -> (module: ComposedModule, parsed: ([SourceFile]) -> [ParsedFile], diagnostics: [Diagnostic]) {
        let parser = ParallelParser(objc: objc, sources: files)
        var sources = LoadedSources(files)
        return parseAndCompose(&sources, parser: parser, skippingHeaders: false, times: &times)
    }

    /// Parses (reusing cached results) and composes the sources, or returns the model composed from
    /// exactly these files (paths and content hashes) last time, or that model patched where a few
    /// files changed (`CompositionPatch`: in memory in watch mode, from `module.bin` otherwise); the
    /// sources' texts are let go once parsed (see `LoadedSources`). Returns the module, the parsed
    /// files on demand, and the parse diagnostics in file order followed by the composition's, as
    /// without a cache.
    func parseAndCompose(
        _ sources: inout LoadedSources, parser: ParallelParser, skippingHeaders: Bool, times: inout StageTimes
    ) -> (module: ComposedModule, parsed: ([SourceFile]) -> [ParsedFile], diagnostics: [Diagnostic]) {
        let result = composeThroughCache(&sources, parser: parser, skippingHeaders: skippingHeaders, times: &times)
        lock.lock()
        lastTypeCount = result.module.types.count
        lock.unlock()
        return result
    }

    private func composeThroughCache(
        _ sources: inout LoadedSources, parser: ParallelParser, skippingHeaders: Bool, times: inout StageTimes
    ) -> (module: ComposedModule, parsed: ([SourceFile]) -> [ParsedFile], diagnostics: [Diagnostic]) {
        var files = sources.parseable(skippingHeaders: skippingHeaders)
        let fileCount = files.count
        let keys = files.map { (path: $0.path, key: parser.parseKey($0)) }
        let key = Self.moduleKey(keys, toolVersion: toolVersion)
        let lookUp: ([SourceFile]) -> [ParsedFile] = { self.parse($0, parser: parser, recording: false).parsed }
        lastPatch = nil
        lock.lock()
        lastKey = key
        diskMemos = nil
        memosPrefetch = nil
        lock.unlock()
        // The files left unread this run (their text is not here): looked up one by one for the few
        // files a patch takes (a set of 10,000 paths cost a one-file run 1 ms), as a set for parsing.
        let unreadFiles = sources.unreadFiles
        // The stored model's types are decoded only when this run can use them: the same files, or
        // a few changed that a patch can take (a file added or removed composes everything, and its
        // 42,501 types were read for nothing).
        // The files a patch takes, as the stored model's were compared with this run's.
        var changedSinceStored: [Int]?
        var stored = times.measure("cache") {
            self.storedModule { storedKey, storedFiles in
                changedSinceStored = nil
                if storedKey == key { return true }
                guard !self.keepsParsedFiles else { return false }
                changedSinceStored = Self.changedFiles(keys, since: storedFiles) { path in unreadFiles.contains { $0.path == path } }
                return changedSinceStored != nil
            }
        }
        if let cached = stored, cached.key == key {
            files = []
            sources.releaseTexts()
            // Watch mode starting on what the last run left: the model and its files' parse
            // results are kept, so the first edit patches the model instead of composing it again.
            if keepsParsedFiles { keepInMemory(cached, keys: keys) }
            lastPatch = ModulePatch(previousKey: key, previousTypeCount: cached.module.types.count, previousTypes: [:])
            lastStatistics = Statistics(moduleReused: true, filesReused: fileCount, filesParsed: 0)
            return (cached.module, lookUp, cached.diagnostics)
        }
        // A few files changed since `module.bin` was written: only they are parsed, and the model patched.
        if !keepsParsedFiles, let changed = changedSinceStored, var value = stored.take() {
            // A patched model is checked and rendered with the memos: they are decoded on the core
            // that patching leaves idle (3 ms of a one-file run on 10,000 files).
            prefetchMemos()
            if let (previous, parsed) = times.measure("compose", { patchStored(&value, changed: changed, keys: keys, files: files, parser: parser) }) {
                files = []
                sources.releaseTexts()
                let previousKey = value.key
                value.key = key
                value.files = keys
                value.changed(at: previous.keys)
                store(value)
                replaceParseEntries(parsed)
                lastPatch = ModulePatch(previousKey: previousKey, previousTypeCount: value.module.types.count, previousTypes: previous)
                lastStatistics = Statistics(moduleReused: false, filesReused: fileCount - parsed.count, filesParsed: parsed.count,
                                            typesRecomposed: previous.count)
                return (value.module, lookUp, value.diagnostics)
            }
        }
        stored = nil
        // In watch mode, the files and model of the last run: a few changed files patch it.
        lock.lock()
        let previousEntries = keepsParsedFiles ? memoryParseEntries : nil
        let previousModule = keepsParsedFiles ? memoryModule : nil
        let previousFiles = memoryModuleFiles
        var patchIndex = memoryPatchIndex
        lock.unlock()
        let unread = Set(unreadFiles.map(\.path))
        let (parsed, reused) = times.measure("parse") { parse(files, parser: parser, unread: unread) }
        // The texts go once nothing here holds them.
        files = []
        sources.releaseTexts()
        if let previousModule, let previousEntries {
            var value = previousModule.value
            if let previous = times.measure("compose", {
                Self.patch(&value.module, files: previousFiles, entries: previousEntries, keys: keys, parsed: parsed, index: &patchIndex)
            }) {
                value.key = key
                value.files = keys
                store(value, persisting: false)
                // The outline is the same: the next patch uses the same index.
                lock.lock()
                memoryPatchIndex = patchIndex
                lock.unlock()
                lastPatch = ModulePatch(previousKey: previousModule.key, previousTypeCount: value.module.types.count, previousTypes: previous)
                lastStatistics = Statistics(moduleReused: false, filesReused: reused, filesParsed: fileCount - reused, typesRecomposed: previous.count)
                return (value.module, lookUp, value.diagnostics)
            }
        }
        let parseDiagnostics = ParallelParser.diagnostics(of: parsed)
        let composeStart = DispatchTime.now()
        let (module, composeDiagnostics, aliases) = Composer.composeKeepingAliases(consume parsed)
        times.add("compose", since: composeStart)
        let value = CachedModule(key: key, module: module, diagnostics: parseDiagnostics + composeDiagnostics, files: keys,
                                 writtenAliases: aliases.sorted { $0.key < $1.key }.map(\.value))
        store(value)
        lastStatistics = Statistics(moduleReused: false, filesReused: reused, filesParsed: fileCount - reused)
        return (module, lookUp, value.diagnostics)
    }

    /// `stored` patched for the files at positions `changed` (`changedFiles`: their parse key
    /// changed since it was composed), and their new parse results: the old results come from the
    /// parse cache, the new ones are parsed, and the files that declare the changed types are read
    /// from the parse cache. Nil when the parse cache lacks what is needed, or `CompositionPatch`
    /// cannot patch.
    private func patchStored(
        _ stored: inout CachedModule, changed: [Int], keys: [(path: String, key: String)], files: [SourceFile], parser: ParallelParser
    ) -> (CompositionPatch.Previous, [ParsedFile])? {
        let oldKeys = Dictionary(changed.map { (keys[$0].path, stored.files[$0].key) }, uniquingKeysWith: { first, _ in first })
        lock.lock()
        let known = knownParses
        lock.unlock()
        var oldEntries = known.old.filter { oldKeys[$0.key] == $0.value.contentHash }
        let missing = oldKeys.filter { oldEntries[$0.key] == nil }
        if !missing.isEmpty { oldEntries.merge(parseEntries(wanted: missing)) { first, _ in first } }
        var old: [ParsedFile] = []
        for index in changed {
            guard let entry = oldEntries[keys[index].path], entry.contentHash == oldKeys[keys[index].path] else { return nil }
            old.append(entry.parsed)
        }
        let unparsed = changed.filter { known.new[keys[$0].path]?.contentHash != keys[$0].key }
        var parsedNow = Dictionary(parser.parse(unparsed.map { files[$0] }).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        parsedNow.merge(known.new) { now, _ in now }
        var new: [ParsedFile] = []
        for index in changed {
            guard let parsed = parsedNow[keys[index].path] else { return nil }
            new.append(parsed)
        }
        let newByPath = Dictionary(new.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let keyByPath = Dictionary(keys.map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first })
        // The files that declare the changed types: new versions, or what the parse cache holds for
        // their current contents.
        let current: ([String]) -> [String: ParsedFile]? = { paths in
            var result: [String: ParsedFile] = [:]
            var wanted: [String: String] = [:]
            for path in paths {
                if let parsed = newByPath[path] {
                    result[path] = parsed
                } else if let key = keyByPath[path] {
                    wanted[path] = key
                } else {
                    return nil
                }
            }
            guard !wanted.isEmpty else { return result }
            let entries = self.parseEntries(wanted: wanted)
            for (path, key) in wanted {
                guard let entry = entries[path], entry.contentHash == key else { return nil }
                result[path] = entry.parsed
            }
            return result
        }
        let aliases = Dictionary(stored.writtenAliases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let index = CompositionPatch.Index(module: stored.module, aliases: aliases)
        guard let previous = CompositionPatch.apply(to: &stored.module, old: old, new: new, paths: keys.map(\.path), index: index, files: current)
        else { return nil }
        return (previous, new)
    }

    /// The last model patched for the files whose parse key changed since (nil when files were
    /// added or removed, too many changed, or `CompositionPatch` cannot patch them).
    private static func patch(
        _ module: inout ComposedModule, files previousFiles: [String: String], entries: [String: ParseCacheEntry],
        keys: [(path: String, key: String)], parsed: [ParsedFile], index: inout CompositionPatch.Index?
    ) -> CompositionPatch.Previous? {
        guard keys.count == previousFiles.count else { return nil }
        var old: [ParsedFile] = []
        var new: [ParsedFile] = []
        for (index, entry) in keys.enumerated() {
            guard let previousKey = previousFiles[entry.path] else { return nil }
            guard previousKey != entry.key else { continue }
            guard let before = entries[entry.path], before.contentHash == previousKey else { return nil }
            old.append(before.parsed)
            new.append(parsed[index])
            // Composing everything is cheaper than patching much of it.
            if new.count > Pipeline.declarationReplayLimit { return nil }
        }
        guard !new.isEmpty else { return [:] }
        let current = index ?? CompositionPatch.Index(module: module, aliases: Composer.writtenAliases(of: parsed))
        index = current
        let positions = Dictionary(parsed.indices.map { (parsed[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        return CompositionPatch.apply(to: &module, old: old, new: new, paths: keys.map(\.path), index: current) { paths in
            var result: [String: ParsedFile] = [:]
            for path in paths {
                guard let position = positions[path] else { return nil }
                result[path] = parsed[position]
            }
            return result
        }
    }

    /// The key of the model the last `parseAndCompose` returned.
    var lastModuleKey: String? {
        lock.lock()
        defer { lock.unlock() }
        return lastKey
    }

    /// Whether runs record what the checks found per type and what templates read (`checks.bin` and
    /// `renders.bin`, or memory in watch mode), for a later run on a patched model.
    /// Outside watch mode, only for a model of at most `storedModelLimit` types.
    var recordsMemos: Bool {
        lock.lock()
        defer { lock.unlock() }
        return keepsParsedFiles || (directory != nil && !readOnly && lastTypeCount <= Self.storedModelLimit)
    }

    /// The most types a model may have for a run to keep it in `module.bin` and its memos in
    /// `checks.bin` and `renders.bin`. Encoding them beside a larger model's run, and the checks'
    /// findings with what they read, took it past the memory bound a run keeps: 50,000 files (212,501 types) peaked at
    /// 249 MB instead of 208 MB. Such a run composes, checks and renders everything, as without them.
    static let storedModelLimit = 100_000

    /// What templates rendered last (`RenderMemo`): in watch mode the last pass's, otherwise what
    /// `renders.bin` holds, when this run's model was patched from a stored one.
    func renderMemo() -> RenderMemo? {
        lock.lock()
        defer { lock.unlock() }
        // Watch mode's first pass reads what the last run stored.
        return keepsParsedFiles ? memoryRenders ?? storedMemos()?.renders : storedMemos()?.renders
    }

    /// What the checks found last, per type (`ValidationMemo`), as `renderMemo` tells.
    func validationMemo() -> ValidationMemo? {
        lock.lock()
        defer { lock.unlock() }
        return keepsParsedFiles ? memoryValidation ?? storedMemos()?.checks : storedMemos()?.checks
    }

    /// The stored memos, read once, and only for a model patched from `module.bin` or reused
    /// from it (none other has a use for them). Called with `lock` held.
    private func storedMemos() -> (checks: ValidationMemo?, renders: RenderMemo?)? {
        guard lastPatch != nil else { return nil }
        if let diskMemos { return diskMemos }
        if let prefetch = memosPrefetch {
            // The decoding takes no lock.
            diskMemos = prefetch.value
            memosPrefetch = nil
        } else {
            diskMemos = decodedMemos()
        }
        return diskMemos
    }

    /// What `checks.bin` and `renders.bin` hold (each nil when missing, damaged or of another version).
    private func decodedMemos() -> (checks: ValidationMemo?, renders: RenderMemo?) {
        func memos(_ name: String, kind: String) -> (checks: ValidationMemo?, renders: RenderMemo?)? {
            read(name, kind: kind).flatMap { file in try? file.withBytes { try MemoCoding.decode($0) } }
        }
        let checks = memos("checks.bin", kind: MemoCoding.checksKind)?.checks
        let renders = memos("renders.bin", kind: MemoCoding.rendersKind)?.renders
        return (checks, renders)
    }

    /// Decodes the stored memos on another thread, for `storedMemos`. Before this run stores its own.
    private func prefetchMemos() {
        let prefetch = Background { self.decodedMemos() }
        lock.lock()
        memosPrefetch = prefetch
        lock.unlock()
    }

    /// Keeps the memo (watch mode), or writes it to `checks.bin` while the run renders.
    func store(_ memo: ValidationMemo) {
        guard recordsMemos else { return }
        lock.lock()
        memoryValidation = memo
        lock.unlock()
        guard !keepsParsedFiles else { return }
        persist("checks.bin", kind: MemoCoding.checksKind) { MemoCoding.encode(checks: memo, renders: nil) }
    }

    /// Keeps the memo (watch mode), or writes it to `renders.bin`.
    func store(_ memo: RenderMemo) {
        guard recordsMemos else { return }
        lock.lock()
        memoryRenders = memo
        lock.unlock()
        guard !keepsParsedFiles else { return }
        persist("renders.bin", kind: MemoCoding.rendersKind) { MemoCoding.encode(checks: nil, renders: memo) }
    }

    /// Keeps `value` (the model `module.bin` holds for exactly these files) as watch mode keeps the
    /// model it composed, with every file's parse result from the parse cache; nothing when one is
    /// missing (the next pass then composes, as before).
    private func keepInMemory(_ value: CachedModule, keys: [(path: String, key: String)]) {
        let entries = parseEntries(wanted: Dictionary(keys.map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first }))
        guard entries.count == keys.count, keys.allSatisfy({ entries[$0.path]?.contentHash == $0.key }) else { return }
        lock.lock()
        memoryParseEntries = entries
        lock.unlock()
        store(value, persisting: false)
    }

    /// The positions of the files whose parse key changed since a model was composed from `stored`,
    /// when a patch can take them: the same paths in the same order, at least one and fewer than
    /// `Pipeline.declarationReplayLimit` changed (composing everything is cheaper than patching much
    /// of it), none of them left unread this run (its text is not here); nil otherwise.
    static func changedFiles(
        _ keys: [(path: String, key: String)], since stored: [(path: String, key: String)], isUnread: (String) -> Bool
    ) -> [Int]? {
        guard keys.count == stored.count else { return nil }
        var changed: [Int] = []
        for (index, (now, before)) in zip(keys, stored).enumerated() {
            guard now.path == before.path else { return nil }
            guard now.key != before.key else { continue }
            guard !isUnread(now.path), changed.count < Pipeline.declarationReplayLimit else { return nil }
            changed.append(index)
        }
        return changed.isEmpty ? nil : changed
    }

    /// The key of the model composed from files with these paths and parse keys: the hash of the
    /// lines `path NUL key`, streamed (the joined text of 10,000 files was 2 % of a run).
    static func moduleKey(_ keys: [(path: String, key: String)], toolVersion: String) -> String {
        ContentHash.ofLines(head: "module\n\(toolVersion)\n", keys) { ($0.path, $0.key) }
    }

    /// The model of the last `parseAndCompose` in watch mode, or the one `module.bin` holds when
    /// `wanted` takes its key and files (its types are not decoded otherwise).
    private func storedModule(wanted: (_ key: String, _ files: [(path: String, key: String)]) -> Bool) -> CachedModule? {
        lock.lock()
        if let memoryModule {
            lock.unlock()
            return memoryModule.value
        }
        lock.unlock()
        guard let file = read("module.bin", kind: CachedModule.kind) else { return nil }
        return try? ModuleCoding.decode(file, recent: read("module-recent.bin", kind: CachedModule.recentKind), wanted: wanted)
    }

    /// Keeps the model for the next run: in memory in watch mode, and in `module.bin` (in watch mode
    /// only when `persisting`: a pass that patched the model leaves the file to the pass that
    /// composed it, instead of encoding the whole model again after every save).
    private func store(_ value: CachedModule, persisting: Bool = true) {
        lock.lock()
        if keepsParsedFiles {
            memoryModule = (value.key, value)
            memoryPatchIndex = nil
            memoryModuleFiles = Dictionary(value.files.map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first })
        }
        lock.unlock()
        guard writesModule, persisting || !keepsParsedFiles else { return }
        guard value.module.types.count <= Self.storedModelLimit else {
            // What an earlier, smaller model left is no use to the next run.
            remove(["module.bin", "module-recent.bin"], after: "module.bin")
            return
        }
        // A model patched from the files: only the chunks `module.bin` does not hold are written,
        // while they are few; the rest of `module.bin` stays as it is.
        if value.writeID != 0, let stored = value.storedChunks,
           stored.count(where: { $0?.inModuleFile != true }) <= max(1, stored.count / Self.recentChunkShare) {
            persistStreaming("module-recent.bin", kind: CachedModule.recentKind, queue: "module.bin") { writer in
                ModuleCoding.write(value, into: &writer, recent: true)
                return true
            }
            return
        }
        var whole = value
        whole.writeID = UInt64.random(in: 1 ... .max)
        persistStreaming("module.bin", kind: CachedModule.kind) { [whole] writer in
            ModuleCoding.write(whole, into: &writer)
            return true
        }
        // What completed the module.bin replaced: it names that one, and would be passed over anyway.
        remove(["module-recent.bin"], after: "module.bin")
    }

    /// `module-recent.bin` is written while at most this share of the chunks (1 in 4) differ from
    /// `module.bin`'s; past it the whole model is written to `module.bin` again.
    static let recentChunkShare = 4

    /// Removes the cache files `names`, after the writes queued for `queue` (none when read-only).
    private func remove(_ names: [String], after queue: String) {
        guard !readOnly else { return }
        let paths = names.compactMap(path)
        writeQueue(queue).async(group: writes) {
            for path in paths { unlink(path) }
        }
    }

    // MARK: The last run

    func runRecord() -> RunRecord? {
        lock.lock()
        let remembered = memoryRecord
        lock.unlock()
        if let remembered { return remembered }
        return read("run.bin", kind: RunRecord.kind).flatMap { file in try? file.withBytes { try RunRecordCoding.decode($0) } }
    }

    func store(_ record: RunRecord) {
        lock.lock()
        memoryRecord = record
        lock.unlock()
        persist("run.bin", kind: RunRecord.kind) { RunRecordCoding.encode(record) }
    }
}

/// A model patched from the one before (see `CompositionPatch`): the one before's key and number
/// of types, and the types that were composed again, as they were (all others are the same values).
struct ModulePatch: Sendable {
    var previousKey: String
    var previousTypeCount: Int
    /// By position.
    var previousTypes: CompositionPatch.Previous

    /// The positions of the types composed again, ascending.
    var changedPositions: [Int] { previousTypes.keys.sorted() }
}

/// One chunk of a stored model's types, as read (see `ModuleCoding`).
struct StoredChunk: Sendable {
    /// The file it was read from, and where it is in it.
    var file: CacheBytes
    var range: Range<Int>
    /// Whether `module.bin` holds it (else `module-recent.bin` does).
    var inModuleFile: Bool
}

/// `module.bin`: the model composed from one set of files, with the diagnostics that came with it
/// (`ModuleCoding`).
struct CachedModule: Sendable {
    static let kind = "module"
    /// `module-recent.bin`'s kind: a model patched since `module.bin` was written.
    static let recentKind = "module-recent"
    var key: String
    var module: ComposedModule
    var diagnostics: [Diagnostic]
    /// The files it was composed from (path and parse key), in the order of the run.
    var files: [(path: String, key: String)] = []
    /// Those files' typealiases as written, by name (`Composer.writtenAliases`): what names resolve
    /// through when the model is patched (`CompositionPatch`).
    var writtenAliases: [Typealias] = []
    /// The `module.bin` it was read from, or is written as (its `writeID`, drawn at every full
    /// write); 0 when it was composed and not yet written.
    var writeID: UInt64 = 0
    /// The bytes of each chunk of types as it was read (`ModuleCoding`), nil for a chunk that changed
    /// since: writing the model again copies the others instead of encoding them, and
    /// `module-recent.bin` refers to those that `module.bin` holds.
    var storedChunks: [StoredChunk?]?

    /// Forgets the stored bytes of the chunks that hold these positions.
    mutating func changed(at positions: some Sequence<Int>) {
        for position in positions where storedChunks?.indices.contains(ModuleCoding.chunk(of: position)) == true {
            storedChunks?[ModuleCoding.chunk(of: position)] = nil
        }
    }
}
