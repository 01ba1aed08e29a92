@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// `RunRecordCoding`, `run.bin`'s payload: a record reads back exactly as written, extreme values
/// included, and damaged bytes are an error (a cache miss), never a trap or another record.
@Suite struct RunRecordCodingTests {
    private static func stamp(_ seed: Int64) -> SourceStamp {
        SourceStamp(device: UInt64(bitPattern: seed &* 31), inode: UInt64(bitPattern: seed &* 7 &+ 1), size: seed, modified: seed &* 1_000_003,
                    changed: seed &* 999_983)
    }

    /// Paths chosen for the shared-prefix encoding: one a prefix of the next, the same path twice,
    /// a shorter path after a longer one, letters whose UTF-8 forms share their first byte (Ü, Ö),
    /// and a path that shares nothing with the one before.
    private static let sample = RunRecord(
        key: "0123456789abcdef0123456789abcdef", filesRead: .max, headersSkipped: -1, typeCount: .min,
        diagnostics: [
            .error("source file is not valid UTF-8; skipped", at: SourceLocation(path: "Sources/Ü.swift", line: 1, column: 1)),
            .warning("no location"),
            Diagnostic(.note, "", at: SourceLocation(path: "", line: .min, column: .max)),
        ],
        outputs: [.init(path: "Generated/A.generated.swift", contentHash: "abc"), .init(path: "Generated/Gone.swift", contentHash: nil)],
        projectFiles: [.init(path: "Mocks.swift", root: ".", contentHash: nil), .init(path: "a/b", root: "/", contentHash: "")],
        sources: KnownSources(entries: [
            .init(path: "", stamp: stamp(0), contentHash: ""),
            .init(path: "Sources/A", stamp: SourceStamp(device: .max, inode: 0, size: .max, modified: .min, changed: .max), contentHash: "h"),
            .init(path: "Sources/A.swift", stamp: SourceStamp(device: 0, inode: .max, size: .min, modified: -1, changed: 0),
                  contentHash: nil, mayHoldBlocks: true),
            .init(path: "Sources/A.swift", stamp: stamp(3), contentHash: "same path again"),
            .init(path: "Sources/Sub/Deeper/Ö.swift", stamp: stamp(4), contentHash: String(repeating: "f", count: 300), mayHoldBlocks: true),
            .init(path: "Sources/Sub/Deeper/Ü.swift", stamp: stamp(5), contentHash: "ü"),
            .init(path: "Sources/Z.swift", stamp: stamp(-6), contentHash: "x"),
            .init(path: "zzz/🙂 b.swift", stamp: stamp(.max), contentHash: nil),
        ]),
        templatesReadLocations: true,
        templatesReadImports: true
    )

    @Test func aRecordReadsBackAsWritten() throws {
        #expect(try RunRecordCoding.decode(RunRecordCoding.encode(Self.sample)) == Self.sample)
        let empty = RunRecord(key: "", filesRead: 0, headersSkipped: 0, typeCount: 0, diagnostics: [], outputs: [], projectFiles: [],
                              sources: KnownSources(), templatesReadLocations: false)
        #expect(try RunRecordCoding.decode(RunRecordCoding.encode(empty)) == empty)
    }

    @Test func manySortedSourcesReadBackAsWritten() throws {
        var record = Self.sample
        var entries: [KnownSources.Entry] = []
        for index in 0..<5_000 {
            let hash: String? = index % 17 == 0 ? nil : ContentHash.of("\(index)")
            entries.append(KnownSources.Entry(path: "Sources/Module\(index / 100)/File\(index).swift", stamp: Self.stamp(Int64(index)),
                                              contentHash: hash, mayHoldBlocks: index % 13 == 0))
        }
        record.sources = KnownSources(entries: entries.sorted { $0.path < $1.path })
        let bytes = RunRecordCoding.encode(record)
        #expect(try RunRecordCoding.decode(bytes) == record)
        // Shared prefixes: each path takes well under its own length (`Sources/Module12/` at least is shared).
        let unshared = record.sources.entries.reduce(0) { $0 + $1.path.utf8.count + 44 + ($1.contentHash?.utf8.count ?? 0) }
        #expect(bytes.count < unshared - 15 * record.sources.entries.count)
    }

    /// The last source shares more of its path with the one before than the record has bytes left
    /// after that count (sources under a deep folder: a long absolute path, a short hash, no hash):
    /// the record of 10,000 such files could not be read back, so no run replayed.
    @Test func aLastPathSharingMoreThanTheBytesLeftReadsBack() throws {
        let folder = "/" + String(repeating: "deep-folder/", count: 20)
        var record = Self.sample
        record.sources = KnownSources(entries: [
            .init(path: folder + "A.swift", stamp: Self.stamp(1), contentHash: "a"),
            .init(path: folder + "B.swift", stamp: Self.stamp(2), contentHash: nil),
        ])
        #expect(try RunRecordCoding.decode(RunRecordCoding.encode(record)) == record)
    }

    @Test func everyTruncationAndTrailingByteIsAnError() {
        let bytes = RunRecordCoding.encode(Self.sample)
        for length in 0..<bytes.count {
            #expect(throws: ModelCodingError.self, "cut to \(length) bytes") { try RunRecordCoding.decode(Array(bytes.prefix(length))) }
        }
        #expect(throws: ModelCodingError.self) { try RunRecordCoding.decode(bytes + [0]) }
    }

    @Test func damagedBytesNeverTrap() {
        let bytes = RunRecordCoding.encode(Self.sample)
        var generator = SystemRandomNumberGenerator()
        for index in bytes.indices {
            for value: UInt8 in [0, 0x7f, 0x80, 0xff, bytes[index] ^ 1] {
                var damaged = bytes
                damaged[index] = value
                _ = try? RunRecordCoding.decode(damaged)
            }
        }
        for _ in 0..<500 {
            var damaged = bytes
            for _ in 0..<3 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = try? RunRecordCoding.decode(damaged)
        }
    }

    /// A count larger than the bytes could hold is refused before anything is allocated for it.
    @Test func anImpossibleCountIsAnError() {
        var record = Self.sample
        record.sources = KnownSources()
        var bytes = RunRecordCoding.encode(record)
        #expect(bytes.last == 0)
        bytes.removeLast()
        Varint.append(UInt64.max >> 1, to: &bytes)
        #expect(throws: ModelCodingError.self) { try RunRecordCoding.decode(bytes) }
        bytes = RunRecordCoding.encode(record)
        bytes[bytes.count - 1] = 1
        bytes += [UInt8](repeating: 0, count: 42)
        #expect(throws: ModelCodingError.self) { try RunRecordCoding.decode(bytes) }
    }

    @Test func theCacheReadsWhatItStoredAndMissesADamagedFile() throws {
        let folder = TemporaryFolder()
        let cache = AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1")
        cache.store(Self.sample)
        cache.flush()
        #expect(AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1").runRecord() == Self.sample)
        #expect(AnnogenCache(directory: folder.file("cache"), toolVersion: "test-2").runRecord() == nil)
        let path = folder.file("cache/run.bin")
        let original = try #require(FileManager.default.contents(atPath: path))
        for index in stride(from: 0, to: original.count, by: 7) {
            var damaged = [UInt8](original)
            damaged[index] ^= 0x10
            _ = FileManager.default.createFile(atPath: path, contents: Data(damaged))
            #expect(AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1").runRecord() == nil, "byte \(index) changed")
        }
    }
}

extension RunRecordCoding {
    /// `decode` on bytes made in memory, as the cache reads a file's.
    static func decode(_ bytes: [UInt8]) throws -> RunRecord {
        try bytes.withUnsafeBytes { try decode($0) }
    }
}
