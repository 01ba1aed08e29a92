import AnnogenModel
import AnnogenSwiftFrontend
import Foundation

/// Per-file parse results, keyed by path and content hash (never mtime), in one file
/// (`parse.bin`) whose header carries annogen's version. Each entry is a separately encoded blob
/// (`ParsedFileCoding`, not the Codable-based `BinaryEncoder`: cheaper to write and read), so hits
/// decode in parallel and a run that parsed a few files re-encodes only those. A blob that does
/// not decode (another `ParsedFileCoding.formatVersion`, corrupt) is a miss: the file is parsed again.
///
/// ```
/// payload = entryCount:varint { path hash blobLength:varint blob }*     (strings as length + UTF-8)
/// ```
struct ParseCacheEntry: Sendable {
    var contentHash: String
    /// A slice of the `parse.bin` payload it was read from (not a copy of it), or a new blob.
    var blob: ArraySlice<UInt8>
    /// Kept decoded between runs in watch mode.
    var parsed: ParsedFile?
}

enum ParseCacheFile {
    static let kind = "parse"

    static func decode(_ payload: [UInt8]) -> [String: ParseCacheEntry]? {
        var p = 0
        func varint() -> Int? {
            Varint.read(payload, at: &p).flatMap { $0 <= UInt64(payload.count) ? Int($0) : nil }
        }
        func bytes() -> ArraySlice<UInt8>? {
            guard let length = varint(), length <= payload.count - p else { return nil }
            defer { p += length }
            return payload[p..<(p + length)]
        }
        guard let count = varint() else { return nil }
        var entries: [String: ParseCacheEntry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = bytes(), let hash = bytes(), let blob = bytes() else { return nil }
            entries[String(decoding: path, as: UTF8.self)] = ParseCacheEntry(
                contentHash: String(decoding: hash, as: UTF8.self), blob: blob, parsed: nil
            )
        }
        return p == payload.count ? entries : nil
    }

    static func encode(_ entries: [String: ParseCacheEntry]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(entries.values.reduce(64) { $0 + $1.blob.count + 128 })
        Varint.append(UInt64(entries.count), to: &out)
        func append<C: Collection>(_ bytes: C) where C.Element == UInt8 {
            Varint.append(UInt64(bytes.count), to: &out)
            out.append(contentsOf: bytes)
        }
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            append(Array(path.utf8))
            append(Array(entry.contentHash.utf8))
            append(entry.blob)
        }
        return out
    }
}

extension AnnogenCache {
    /// Parses `files`, reusing every result whose path and content hash match the cache, and
    /// records the new results (unless `recording` is false: a look-up of a few files again). The
    /// order of the result is the order of `files`.
    func parse(_ files: [SourceFile], recording: Bool = true) -> (parsed: [ParsedFile], reused: Int) {
        let previous = parseEntries()
        let slots = ResultSlots<(ParsedFile, ParseCacheEntry, Bool)>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            if var entry = previous[file.path], entry.contentHash == file.contentHash {
                if let parsed = entry.parsed ?? (try? ParsedFileCoding.decode(Array(entry.blob))),
                   parsed.path == file.path, parsed.contentHash == file.contentHash {
                    if keepsParsedFiles { entry.parsed = parsed }
                    slots.set(index, (parsed, entry, true))
                    return
                }
            }
            let parsed = ParallelParser.parseOne(file)
            let blob = ParsedFileCoding.encode(parsed)
            slots.set(index, (parsed, ParseCacheEntry(contentHash: file.contentHash, blob: blob[...], parsed: keepsParsedFiles ? parsed : nil), false))
        }
        let results = slots.values
        guard recording else { return (results.map(\.0), results.count(where: \.2)) }
        var entries: [String: ParseCacheEntry] = [:]
        entries.reserveCapacity(results.count)
        for (parsed, entry, _) in results { entries[parsed.path] = entry }
        let reused = results.count(where: \.2)
        storeParseEntries(entries, changed: reused != results.count || entries.count != previous.count)
        return (results.map(\.0), reused)
    }
}
