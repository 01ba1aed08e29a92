import AnnogenModel
import Foundation

/// The cache's parse results: `parse.bin`, every file's entry as the last run that parsed wrote them,
/// and `parse-recent.bin`, the entries of files changed since by runs that replayed (their
/// declarations were unchanged, see `Pipeline.replayingUnchangedDeclarations`). Such a run writes
/// only the few entries it parsed, not every file's again (1.5 MB for swift-nio, 9 MB for 10,000
/// files); a run that writes `parse.bin` takes the recent entries in and removes the file.
extension AnnogenCache {
    /// Waits for the `parse.bin` a run may be writing in the background (`storeParseEntries`), so
    /// that the parse files are read and written in the order the run stored them. Not under `lock`.
    /// Watch mode answers from the results it keeps, and its writes are for a later start.
    private func settleParseFiles() {
        guard !keepsParsedFiles else { return }
        writeQueue("parse.bin").sync {}
    }

    /// The kind of `parse-recent.bin` (its payload is laid out as `parse.bin`'s).
    static let recentParseKind = "parse-recent"
    /// The most entries `parse-recent.bin` keeps before they are folded into `parse.bin`.
    static let recentParseLimit = 64

    /// The cached results for `wanted` (path → content hash): what watch mode keeps, or what
    /// `parse-recent.bin` and `parse.bin` hold for them.
    func parseEntries(wanted: [String: String]) -> [String: ParseCacheEntry] {
        settleParseFiles()
        lock.lock()
        defer { lock.unlock() }
        if let memoryParseEntries { return memoryParseEntries }
        var entries: [String: ParseCacheEntry] = [:]
        for (path, entry) in recentParseEntries() where wanted[path] == entry.contentHash { entries[path] = entry }
        // `parse.bin` is read through (to its checksum) only for what the recent entries lack: a
        // file edited again and again is answered by `parse-recent.bin` alone.
        let missing = entries.isEmpty ? wanted : wanted.filter { entries[$0.key] == nil }
        if !missing.isEmpty, let path = path("parse.bin"),
           let reader = CacheFile.stream(path, kind: ParseCacheFile.kind, toolVersion: toolVersion) {
            entries.merge(ParseCacheFile.decode(reader, wanted: missing) ?? [:]) { recent, _ in recent }
        }
        return entries
    }

    /// The latest cached results of the files at `paths`, whatever content they were parsed from.
    func parseEntries(forPaths paths: Set<String>) -> [String: ParseCacheEntry] {
        settleParseFiles()
        lock.lock()
        defer { lock.unlock() }
        if let memoryParseEntries { return memoryParseEntries.filter { paths.contains($0.key) } }
        // The recent entries are newer than `parse.bin`'s (written after it), which is read only
        // for the paths they lack.
        var entries = recentParseEntries().filter { paths.contains($0.key) }
        let missing = paths.subtracting(entries.keys)
        if !missing.isEmpty, let path = path("parse.bin"),
           let reader = CacheFile.stream(path, kind: ParseCacheFile.kind, toolVersion: toolVersion) {
            entries.merge(ParseCacheFile.decode(reader, paths: missing) ?? [:]) { recent, _ in recent }
        }
        return entries
    }

    /// Keeps `results` as the latest entries of their paths: in `parse-recent.bin`, or, once that
    /// would hold more than `recentParseLimit`, folded with it into `parse.bin` (which holds every
    /// one of these paths). When `parse.bin` cannot take them (missing, damaged, or without one of
    /// the paths), they all stay in `parse-recent.bin`. Nothing when nothing may be written.
    func replaceParseEntries(_ results: [ParsedFile]) {
        guard !readOnly, !keepsParsedFiles, let recentPath = path("parse-recent.bin") else { return }
        settleParseFiles()
        lock.lock()
        defer { lock.unlock() }
        var recent = recentParseEntries()
        for parsed in results { recent[parsed.path] = ParseCacheEntry(contentHash: parsed.contentHash, parsed: parsed) }
        let latest = recent.mapValues(\.parsed)
        if recent.count > Self.recentParseLimit, let path = path("parse.bin"),
           let reader = CacheFile.stream(path, kind: ParseCacheFile.kind, toolVersion: toolVersion) {
            let folded = CacheFile.write(to: path, kind: ParseCacheFile.kind, toolVersion: toolVersion) {
                ParseCacheFile.rewrite(reader, replacing: latest, into: &$0)
            }
            if folded {
                unlink(recentPath)
                return
            }
        }
        CacheFile.write(to: recentPath, kind: Self.recentParseKind, toolVersion: toolVersion) {
            ParseCacheFile.encode(Array(latest.values), into: &$0)
            return true
        }
    }

    /// What `parse-recent.bin` holds, by path; empty when it is missing or damaged.
    private func recentParseEntries() -> [String: ParseCacheEntry] {
        guard let path = path("parse-recent.bin"),
              let reader = CacheFile.stream(path, kind: Self.recentParseKind, toolVersion: toolVersion) else { return [:] }
        return ParseCacheFile.decode(reader) ?? [:]
    }

    /// Writes `parse.bin` for `results` when they `changed` (and removes `parse-recent.bin`, which it
    /// supersedes). Watch mode also keeps the decoded results in memory (not their encoded blobs),
    /// and writes in the background. A single run writes now and keeps nothing when the results are
    /// large: held through composing and rendering, and encoded while composing, the entries were
    /// 65 MB of the peak of 50,000 files (a later look-up in the run reads `parse.bin`). Results of
    /// up to `parseResultsWrittenMeanwhile` bytes are written while the run composes instead, on the
    /// core composing leaves idle much of the time (encoding them took 24 ms of a cold run on
    /// 10,000 files, on the main thread).
    ///
    /// Watch mode writes `parse.bin` when a pass parsed many files (its first), not after each
    /// edit: rewriting every file's results for one changed file was a sixth of a pass on 10,000
    /// files, and a later run parses the few files whose results the file lacks.
    func storeParseEntries(_ results: [ParsedFile], changed: Bool, parsed: Int = .max) {
        let recentPath = path("parse-recent.bin")
        // `parse.bin` on its queue, then `parse-recent.bin`, which it takes in, removed.
        func writeInBackground() {
            persistStreaming("parse.bin", kind: ParseCacheFile.kind, afterwards: { if let recentPath { unlink(recentPath) } }) { writer in
                ParseCacheFile.encode(results, into: &writer)
                return true
            }
        }
        guard keepsParsedFiles else {
            guard changed, !readOnly, let path = path("parse.bin") else { return }
            let size = results.reduce(0) { total, file in file.packedTypes.reduce(total) { $0 + $1.bytes.count } }
            guard size > parseResultsWrittenMeanwhile else {
                writeInBackground()
                return
            }
            // After any write of the file still queued, which would otherwise land on this one.
            settleParseFiles()
            CacheFile.write(to: path, kind: ParseCacheFile.kind, toolVersion: toolVersion) {
                ParseCacheFile.encode(results, into: &$0)
                return true
            }
            if let recentPath { unlink(recentPath) }
            return
        }
        // The decoded results are what the next run of watch reads; the file is for a later start.
        var entries: [String: ParseCacheEntry] = [:]
        entries.reserveCapacity(results.count)
        for parsed in results {
            entries[parsed.path] = ParseCacheEntry(contentHash: parsed.contentHash, parsed: parsed)
        }
        lock.lock()
        let first = memoryParseEntries == nil
        memoryParseEntries = entries
        lock.unlock()
        if changed, first || parsed > Self.parsedFilesWorthWriting { writeInBackground() }
    }

    /// How many files a watch pass must have parsed for it to write `parse.bin`.
    static let parsedFilesWorthWriting = 16
}
