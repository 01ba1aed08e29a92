import AnnogenModel
import AnnogenSwiftFrontend
import Foundation

/// Per-file parse results, keyed by path and content hash (never mtime), in one file
/// (`parse.bin`) whose header carries annogen's version. Each entry is a separately encoded blob
/// (`ParsedFileCoding`, not a Codable-based coder: cheaper to write and read), decoded
/// as the file is read. A blob that does not decode (another `ParsedFileCoding.formatVersion`,
/// corrupt) is a miss: the file is parsed again.
///
/// ```
/// payload = entryCount:varint { path hash blobLength:varint blob }*     (strings as length + UTF-8)
/// ```
struct ParseCacheEntry: Sendable {
    var contentHash: String
    /// Decoded as `parse.bin` was read, or kept between runs in watch mode.
    var parsed: ParsedFile
}

enum ParseCacheFile {
    static let kind = "parse"

    /// The entries of the payload `reader` reads for the files in `wanted` (path → content hash;
    /// every entry when nil), decoded as the payload is read, a few megabytes at a time on all
    /// cores: neither the payload (46 MB of 50,000 files) nor the blobs are held beside the decoded
    /// results, and entries of other files or contents are passed over. An entry whose blob does
    /// not decode is left out (a miss); nil when the payload is damaged (its checksum is checked at
    /// the end: nothing read is used then).
    static func decode(_ reader: CacheFile.PayloadReader, wanted: [String: String]? = nil) -> [String: ParseCacheEntry]? {
        decode(reader) { path, hash in wanted.map { $0[path] == hash } ?? true }
    }

    /// The entries of the files at `paths`, whatever content they were parsed from.
    static func decode(_ reader: CacheFile.PayloadReader, paths: Set<String>) -> [String: ParseCacheEntry]? {
        decode(reader) { path, _ in paths.contains(path) }
    }

    /// The entries `isWanted` (path, content hash) keeps, as `decode(_:wanted:)` reads them.
    private static func decode(_ reader: CacheFile.PayloadReader, isWanted: (String, String) -> Bool) -> [String: ParseCacheEntry]? {
        func text() -> String? {
            guard let length = reader.varint(), let bytes = reader.bytes(Int(clamping: length)) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        var entries: [String: ParseCacheEntry] = [:]
        var batch: [(path: String, hash: String, blob: [UInt8])] = []
        var batchBytes = 0
        func decodeBatch() {
            let items = batch
            let slots = ResultSlots<ParsedFile?>(count: items.count)
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                let (path, hash, blob) = items[index]
                // The declarations are not unpacked to be checked: nothing decoded here is used
                // unless the payload's checksum holds (`finish`), and the file is this build's.
                if let parsed = try? ParsedFileCoding.decode(blob, checkingDeclarations: false), parsed.path == path, parsed.contentHash == hash {
                    slots.set(index, parsed)
                } else {
                    slots.set(index, nil)
                }
            }
            for (index, parsed) in slots.values.enumerated() {
                if let parsed { entries[items[index].path] = ParseCacheEntry(contentHash: items[index].hash, parsed: parsed) }
            }
            batch.removeAll(keepingCapacity: true)
            batchBytes = 0
        }
        guard let count = reader.varint() else { return nil }
        for _ in 0..<count {
            guard let path = text(), let hash = text(), let length = reader.varint() else { return nil }
            let size = Int(clamping: length)
            if !isWanted(path, hash) {
                guard reader.skip(size) else { return nil }
                continue
            }
            guard let blob = reader.bytes(size) else { return nil }
            batch.append((path, hash, blob))
            batchBytes += size
            if batchBytes >= 4 << 20 { decodeBatch() }
        }
        decodeBatch()
        return reader.finish() ? entries : nil
    }

    /// The payload `reader` reads, with the entries of the paths in `replacements` in place of
    /// theirs (the same paths: the count does not change), appended to `sink`; the other entries'
    /// blobs are copied as they are, not decoded. False when the payload is damaged or a
    /// replacement's path has no entry (then what was written must not be used).
    static func rewrite<Sink: ByteSink>(_ reader: CacheFile.PayloadReader, replacing replacements: [String: ParsedFile], into sink: inout Sink) -> Bool {
        func text() -> [UInt8]? {
            guard let length = reader.varint() else { return nil }
            return reader.bytes(Int(clamping: length))
        }
        guard let count = reader.varint() else { return false }
        sink.writeVarint(count)
        var replaced = 0
        for _ in 0..<count {
            guard let pathBytes = text(), let hash = text(), let length = reader.varint() else { return false }
            let path = String(decoding: pathBytes, as: UTF8.self)
            sink.writeLengthPrefixed(pathBytes)
            if let replacement = replacements[path] {
                guard reader.skip(Int(clamping: length)) else { return false }
                sink.writeLengthPrefixed(replacement.contentHash.utf8)
                ParsedFileCoding.write(replacement, into: &sink, lengthPrefixed: true)
                replaced += 1
            } else {
                guard let blob = reader.bytes(Int(clamping: length)) else { return false }
                sink.writeLengthPrefixed(hash)
                sink.writeLengthPrefixed(blob)
            }
        }
        return replaced == replacements.count && reader.finish()
    }

    /// The payload of `results`, by path, appended to `sink` one entry at a time: new results are
    /// encoded as they are written, so a run writing `parse.bin` straight to the file holds one
    /// file's blob at a time, not the whole payload (46 MB of 50,000 files).
    static func encode<Sink: ByteSink>(_ results: [ParsedFile], into sink: inout Sink) {
        sink.writeVarint(UInt64(results.count))
        for parsed in results.sorted(by: { $0.path < $1.path }) {
            sink.writeLengthPrefixed(parsed.path.utf8)
            sink.writeLengthPrefixed(parsed.contentHash.utf8)
            ParsedFileCoding.write(parsed, into: &sink, lengthPrefixed: true)
        }
    }
}

/// Where an encoder appends bytes: an array, or a cache file being written (`CacheFile.PayloadWriter`).
protocol ByteSink {
    mutating func write<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8
}

extension ByteSink {
    /// `value` as a varint.
    mutating func writeVarint(_ value: UInt64) {
        var encoded: [UInt8] = []
        Varint.append(value, to: &encoded)
        write(encoded)
    }

    /// `bytes` after their count as a varint (the payload's strings and blobs).
    mutating func writeLengthPrefixed<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        writeVarint(UInt64(bytes.count))
        write(bytes)
    }
}

extension Array: ByteSink where Element == UInt8 {
    mutating func write<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 { append(contentsOf: bytes) }
}

extension AnnogenCache {
    /// Parses `files`, reusing every result whose path and parse key (`ParallelParser.parseKey`: the
    /// content hash, and a header's options) match the cache, and
    /// records the new results (unless `recording` is false: a look-up of a few files again). The
    /// order of the result is the order of `files`. Files at `unread` paths were not read (their
    /// text is empty): one the cache cannot answer for is read now, and if it no longer has the
    /// hash it was loaded with, its result is an error (it changed during the run) and nothing is
    /// recorded.
    func parse(_ files: [SourceFile], parser: ParallelParser, recording: Bool = true, unread: Set<String> = []) -> (parsed: [ParsedFile], reused: Int) {
        let keys = files.map(parser.parseKey)
        let previous = parseEntries(wanted: Dictionary(zip(files.map(\.path), keys), uniquingKeysWith: { first, _ in first }))
        let slots = ResultSlots<(parsed: ParsedFile, reused: Bool, changed: Bool)>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            var file = files[index]
            if let entry = previous[file.path], entry.contentHash == keys[index] {
                slots.set(index, (entry.parsed, true, false))
                return
            }
            if unread.contains(file.path) {
                switch file.readingAgain() {
                case .read(let read): file = read
                case .changed(let error):
                    slots.set(index, (ParsedFile(path: file.path, contentHash: file.contentHash, diagnostics: [error]), false, true))
                    return
                }
            }
            slots.set(index, (parser.parseOne(file), false, false))
        }
        let values = slots.values
        let reused = values.count(where: \.reused)
        let results = values.map(\.parsed)
        if recording, !values.contains(where: \.changed) {
            storeParseEntries(results, changed: reused != results.count || results.count != previous.count, parsed: results.count - reused)
        }
        return (results, reused)
    }
}
