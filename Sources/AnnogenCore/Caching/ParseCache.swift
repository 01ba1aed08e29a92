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

    /// One file's parse result for `parse.bin`: its blob when it came from the cache, or the result
    /// to encode.
    typealias Result = (parsed: ParsedFile, blob: ArraySlice<UInt8>?)

    /// The payload of `results`, in memory (watch mode keeps it; see `encode(_:into:)`).
    static func encode(_ results: [Result]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(results.reduce(64) { $0 + ($1.blob?.count ?? 1024) + 128 })
        encode(results, into: &out)
        return out
    }

    /// The payload of `results`, by path, appended to `sink` one entry at a time: new results are
    /// encoded as they are written, so a run writing `parse.bin` straight to the file holds one
    /// file's blob at a time, not the whole payload (46 MB of 50,000 files).
    static func encode<Sink: ByteSink>(_ results: [Result], into sink: inout Sink) {
        var count: [UInt8] = []
        Varint.append(UInt64(results.count), to: &count)
        sink.write(count)
        func append<C: Collection>(_ bytes: C) where C.Element == UInt8 {
            var length: [UInt8] = []
            Varint.append(UInt64(bytes.count), to: &length)
            sink.write(length)
            sink.write(bytes)
        }
        for index in results.indices.sorted(by: { results[$0].parsed.path < results[$1].parsed.path }) {
            let (parsed, blob) = results[index]
            append(parsed.path.utf8)
            append(parsed.contentHash.utf8)
            if let blob { append(blob) } else { ParsedFileCoding.write(parsed, into: &sink, lengthPrefixed: true) }
        }
    }
}

/// Where an encoder appends bytes: an array, or a cache file being written (`CacheFile.PayloadWriter`).
protocol ByteSink {
    mutating func write<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8
}

extension Array: ByteSink where Element == UInt8 {
    mutating func write<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 { append(contentsOf: bytes) }
}

extension AnnogenCache {
    /// Parses `files`, reusing every result whose path and content hash match the cache, and
    /// records the new results (unless `recording` is false: a look-up of a few files again). The
    /// order of the result is the order of `files`.
    func parse(_ files: [SourceFile], recording: Bool = true) -> (parsed: [ParsedFile], reused: Int) {
        let previous = parseEntries()
        let slots = ResultSlots<ParseCacheFile.Result>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            if let entry = previous[file.path], entry.contentHash == file.contentHash,
               let parsed = entry.parsed ?? (try? ParsedFileCoding.decode(Array(entry.blob))),
               parsed.path == file.path, parsed.contentHash == file.contentHash {
                slots.set(index, (parsed, entry.blob))
                return
            }
            slots.set(index, (ParallelParser.parseOne(file), nil))
        }
        let results = slots.values
        let reused = results.count { $0.blob != nil }
        if recording {
            storeParseEntries(results, changed: reused != results.count || results.count != previous.count)
        }
        return (results.map(\.parsed), reused)
    }
}
