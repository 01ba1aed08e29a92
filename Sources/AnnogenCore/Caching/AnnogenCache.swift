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

    /// annogen's version plus the identity of the running executable, so a rebuilt annogen does
    /// not reuse what an older build cached.
    public static let currentToolVersion: String = {
        var identity = AnnogenVersion.current
        if let path = Bundle.main.executablePath,
           let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity += "+\(size)-\(Int64(modified * 1000))"
        }
        return identity
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

    private let lock = NSLock()
    private let writes = DispatchGroup()
    private let writeQueue = DispatchQueue(label: "annogen.cache.write", qos: .utility)
    /// The entries last stored in watch mode (with their decoded results): a later look-up in the
    /// same run, or the next run of watch, reads them instead of `parse.bin`.
    private var memoryParseEntries: [String: ParseCacheEntry]?
    private var memoryModule: (key: String, value: CachedModule)?
    private var memoryRecord: RunRecord?

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
    }

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
    private func persistStreaming(_ name: String, kind: String, _ body: @escaping @Sendable (inout CacheFile.PayloadWriter) -> Bool) {
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

    // MARK: Parse results

    /// The cached results for `wanted` (path → content hash): what watch mode keeps, or what
    /// `parse.bin` holds for them.
    func parseEntries(wanted: [String: String]) -> [String: ParseCacheEntry] {
        lock.lock()
        defer { lock.unlock() }
        if let memoryParseEntries { return memoryParseEntries }
        guard let path = path("parse.bin"),
              let reader = CacheFile.stream(path, kind: ParseCacheFile.kind, toolVersion: toolVersion) else { return [:] }
        return ParseCacheFile.decode(reader, wanted: wanted) ?? [:]
    }

    /// Writes `parse.bin` for `results` when they `changed`. Watch mode also keeps the decoded
    /// results in memory (not their encoded blobs), and writes in the background. A single run writes now and
    /// keeps nothing: held through composing and rendering, and encoded while composing, the
    /// entries were 65 MB of the peak of 50,000 files (a later look-up in the run reads `parse.bin`).
    func storeParseEntries(_ results: [ParsedFile], changed: Bool) {
        guard keepsParsedFiles else {
            guard changed, !readOnly, let path = path("parse.bin") else { return }
            CacheFile.write(to: path, kind: ParseCacheFile.kind, toolVersion: toolVersion) {
                ParseCacheFile.encode(results, into: &$0)
                return true
            }
            return
        }
        // The decoded results are what the next run of watch reads; the file is for a later start.
        var entries: [String: ParseCacheEntry] = [:]
        entries.reserveCapacity(results.count)
        for parsed in results {
            entries[parsed.path] = ParseCacheEntry(contentHash: parsed.contentHash, parsed: parsed)
        }
        lock.lock()
        memoryParseEntries = entries
        lock.unlock()
        if changed {
            persistStreaming("parse.bin", kind: ParseCacheFile.kind) { writer in
                ParseCacheFile.encode(results, into: &writer)
                return true
            }
        }
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
        if let cached = times.measure("cache", { self.module(forKey: key) }) {
            files = []
            sources.releaseTexts()
            lastStatistics = Statistics(moduleReused: true, filesReused: fileCount, filesParsed: 0)
            return (cached.module, lookUp, cached.diagnostics)
        }
        let (parsed, reused) = times.measure("parse") { parse(files, parser: parser) }
        // The texts go once nothing here holds them.
        files = []
        sources.releaseTexts()
        let parseDiagnostics = ParallelParser.diagnostics(of: parsed)
        let composeStart = DispatchTime.now()
        let (module, composeDiagnostics) = Composer.compose(consume parsed)
        times.add("compose", since: composeStart)
        let value = CachedModule(key: key, module: module, diagnostics: parseDiagnostics + composeDiagnostics)
        store(value)
        lastStatistics = Statistics(moduleReused: false, filesReused: reused, filesParsed: fileCount - reused)
        return (module, lookUp, value.diagnostics)
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

    private func store(_ value: CachedModule) {
        lock.lock()
        if keepsParsedFiles { memoryModule = (value.key, value) }
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
        return read("run.bin", kind: RunRecord.kind).flatMap { try? BinaryDecoder.decode(RunRecord.self, from: $0) }
    }

    func store(_ record: RunRecord) {
        lock.lock()
        memoryRecord = record
        lock.unlock()
        persist("run.bin", kind: RunRecord.kind) { try? BinaryEncoder.encode(record) }
    }
}

/// `module.bin`: the model composed from one set of files, with the diagnostics that came with it.
struct CachedModule: Codable, Sendable {
    static let kind = "module"
    var key: String
    var module: ComposedModule
    var diagnostics: [Diagnostic]
}
