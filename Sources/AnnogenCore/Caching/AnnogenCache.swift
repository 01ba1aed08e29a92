import AnnogenModel
import AnnogenObjCFrontend
import Foundation

/// annogen's persistent cache (`.build/annogen-cache` by default): per-file parse results
/// (`parse.bin`), the composed model of the last set of files (`module.bin`) and the record of the
/// last successful run (`run.bin`, the whole-run fast path). Everything is keyed by content hashes
/// and by `toolVersion`; anything unreadable counts as a miss and is rebuilt.
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
    /// Write `module.bin`. Encoding a large model with the Codable-based coder costs more than
    /// composing it again from cached parse results (measured with `annogen-bench`: ~30 % of a
    /// one-file-changed run), so it is off by default; every run still reads it when present, and
    /// watch mode keeps the model in memory.
    public let writesModule: Bool
    /// Nothing is written (`--check`, `--dry-run`): the cache is read, never created or changed.
    public let readOnly: Bool
    /// The outermost folder of `directory` that did not exist when this instance was made, so a
    /// failed run can take away a cache it created (`removeIfCreated`); nil once a run succeeded.
    private var createdRoot: String?

    /// Guards the memory fields (watch mode reads and writes them from the render threads too).
    let lock = NSLock()
    private let writes = DispatchGroup()
    private let writeQueue = DispatchQueue(label: "annogen.cache.write", qos: .utility)
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

    public init(
        directory: String? = AnnogenCache.defaultDirectory, toolVersion: String = AnnogenCache.currentToolVersion,
        keepsParsedFiles: Bool = false, writesModule: Bool? = nil, readOnly: Bool = false
    ) {
        self.directory = directory
        self.toolVersion = toolVersion
        self.keepsParsedFiles = keepsParsedFiles
        self.writesModule = writesModule ?? false
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
    func persistStreaming(_ name: String, kind: String, _ body: @escaping @Sendable (inout CacheFile.PayloadWriter) -> Bool) {
        guard !readOnly, let path = path(name) else { return }
        let toolVersion = toolVersion
        writeQueue.async(group: writes) {
            CacheFile.write(to: path, kind: kind, toolVersion: toolVersion, body)
        }
    }

    /// Waits until everything stored so far is on disk.
    public func flush() { writes.wait() }

    private func read(_ name: String, kind: String) -> [UInt8]? {
        path(name).flatMap { CacheFile.read($0, kind: kind, toolVersion: toolVersion) }
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
    /// exactly these files (paths and content hashes) last time; the sources' texts are let go once
    /// parsed (see `LoadedSources`). Returns the module, the parsed files on demand, and the parse
    /// diagnostics in file order followed by the composition's, as without a cache.
    func parseAndCompose(
        _ sources: inout LoadedSources, parser: ParallelParser, skippingHeaders: Bool, times: inout StageTimes
    ) -> (module: ComposedModule, parsed: ([SourceFile]) -> [ParsedFile], diagnostics: [Diagnostic]) {
        var files = sources.parseable(skippingHeaders: skippingHeaders)
        let fileCount = files.count
        let key = Self.moduleKey(files, parser: parser, toolVersion: toolVersion)
        let lookUp: ([SourceFile]) -> [ParsedFile] = { self.parse($0, parser: parser, recording: false).parsed }
        lastPatch = nil
        if let cached = times.measure("cache", { self.module(forKey: key) }) {
            files = []
            sources.releaseTexts()
            lastPatch = ModulePatch(previousKey: key, previous: cached.module, changedPositions: [])
            lastStatistics = Statistics(moduleReused: true, filesReused: fileCount, filesParsed: 0)
            return (cached.module, lookUp, cached.diagnostics)
        }
        // In watch mode, the files and model of the last run: a few changed files patch it.
        lock.lock()
        let previousEntries = keepsParsedFiles ? memoryParseEntries : nil
        let previousModule = keepsParsedFiles ? memoryModule : nil
        let previousFiles = memoryModuleFiles
        var patchIndex = memoryPatchIndex
        lock.unlock()
        let unread = sources.unreadPaths
        let (parsed, reused) = times.measure("parse") { parse(files, parser: parser, unread: unread) }
        // The texts go once nothing here holds them.
        let keys = files.map { (path: $0.path, key: parser.parseKey($0)) }
        files = []
        sources.releaseTexts()
        if let previousModule, let previousEntries,
           let patch = times.measure("compose", {
               Self.patch(previousModule.value, files: previousFiles, entries: previousEntries, keys: keys, parsed: parsed, index: &patchIndex)
           }) {
            let value = CachedModule(key: key, module: patch.module, diagnostics: previousModule.value.diagnostics)
            store(value, files: keys)
            // The outline is the same: the next patch uses the same index.
            lock.lock()
            memoryPatchIndex = patchIndex
            lock.unlock()
            lastPatch = ModulePatch(previousKey: previousModule.key, previous: previousModule.value.module, changedPositions: patch.changedPositions)
            lastStatistics = Statistics(moduleReused: false, filesReused: reused, filesParsed: fileCount - reused, typesRecomposed: patch.changedPositions.count)
            return (patch.module, lookUp, value.diagnostics)
        }
        let parseDiagnostics = ParallelParser.diagnostics(of: parsed)
        let composeStart = DispatchTime.now()
        let (module, composeDiagnostics) = Composer.compose(consume parsed)
        times.add("compose", since: composeStart)
        let value = CachedModule(key: key, module: module, diagnostics: parseDiagnostics + composeDiagnostics)
        store(value, files: keys)
        lastStatistics = Statistics(moduleReused: false, filesReused: reused, filesParsed: fileCount - reused)
        return (module, lookUp, value.diagnostics)
    }

    /// The last model patched for the files whose parse key changed since (nil when files were
    /// added or removed, too many changed, or `CompositionPatch` cannot patch them).
    private static func patch(
        _ previous: CachedModule, files previousFiles: [String: String], entries: [String: ParseCacheEntry],
        keys: [(path: String, key: String)], parsed: [ParsedFile], index: inout CompositionPatch.Index?
    ) -> CompositionPatch.Result? {
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
            if new.count > 16 { return nil }
        }
        return CompositionPatch.apply(to: previous.module, old: old, new: new, allFiles: parsed, index: &index)
    }

    /// The key of the model the last `parseAndCompose` returned, in watch mode.
    var lastModuleKey: String? {
        guard keepsParsedFiles else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return memoryModule?.key
    }

    /// What `RenderMemo` keeps in watch mode, with the key of the model it was rendered from.
    func renderMemo() -> RenderMemo? {
        lock.lock()
        defer { lock.unlock() }
        return memoryRenders
    }

    /// What `ValidationMemo` keeps in watch mode.
    func validationMemo() -> ValidationMemo? {
        lock.lock()
        defer { lock.unlock() }
        return memoryValidation
    }

    func store(_ memo: ValidationMemo) {
        guard keepsParsedFiles else { return }
        lock.lock()
        memoryValidation = memo
        lock.unlock()
    }

    func store(_ memo: RenderMemo) {
        guard keepsParsedFiles else { return }
        lock.lock()
        memoryRenders = memo
        lock.unlock()
    }

    static func moduleKey(_ files: [SourceFile], parser: ParallelParser, toolVersion: String) -> String {
        var text = "module\n\(toolVersion)\n"
        for file in files { text += "\(file.path)\u{0}\(parser.parseKey(file))\n" }
        return ContentHash.of(text)
    }

    private func module(forKey key: String) -> CachedModule? {
        lock.lock()
        if let memoryModule, memoryModule.key == key {
            lock.unlock()
            return memoryModule.value
        }
        lock.unlock()
        guard let payload = read("module.bin", kind: CachedModule.kind),
              let cached = try? BinaryDecoder.decode(CachedModule.self, from: payload), cached.key == key
        else { return nil }
        return cached
    }

    private func store(_ value: CachedModule, files: [(path: String, key: String)] = []) {
        lock.lock()
        if keepsParsedFiles {
            memoryModule = (value.key, value)
            memoryPatchIndex = nil
            memoryModuleFiles = Dictionary(files.map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first })
        }
        lock.unlock()
        guard writesModule else { return }
        persist("module.bin", kind: CachedModule.kind) { try? BinaryEncoder.encode(value) }
    }

    // MARK: The last run

    func runRecord() -> RunRecord? {
        lock.lock()
        let remembered = memoryRecord
        lock.unlock()
        if let remembered { return remembered }
        return read("run.bin", kind: RunRecord.kind).flatMap { try? RunRecordCoding.decode($0) }
    }

    func store(_ record: RunRecord) {
        lock.lock()
        memoryRecord = record
        lock.unlock()
        persist("run.bin", kind: RunRecord.kind) { RunRecordCoding.encode(record) }
    }
}

/// A model patched from the one before (see `CompositionPatch`): the one before, its key, and the
/// positions of the types that were composed again (all others are the same values).
struct ModulePatch: Sendable {
    var previousKey: String
    var previous: ComposedModule
    var changedPositions: [Int]
}

/// `module.bin`: the model composed from one set of files, with the diagnostics that came with it.
struct CachedModule: Codable, Sendable {
    static let kind = "module"
    var key: String
    var module: ComposedModule
    var diagnostics: [Diagnostic]
}
