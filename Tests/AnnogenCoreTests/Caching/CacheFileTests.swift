@testable import AnnogenCore
import AnnogenTestSupport
import Foundation
import Testing

/// `CacheFile` written as one payload or piece by piece (`parse.bin` is streamed into the file as it
/// is encoded): the same file either way, read back whole, and refused when damaged.
@Suite struct CacheFileTests {
    /// Bytes of no particular pattern, the same on every run.
    private static func payload(_ count: Int) -> [UInt8] {
        var random = SeededRandom(seed: 0x1234_5678)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    @Test(arguments: [0, 1, 7, 8, 9, 4099, CacheFile.PayloadWriter.bufferSize + 13])
    func piecesGiveTheSameFileAsOnePayload(_ size: Int) throws {
        let folder = TemporaryFolder()
        let bytes = Self.payload(size)
        let whole = folder.file("whole.bin")
        let pieces = folder.file("pieces.bin")
        CacheFile.write(bytes, to: whole, kind: "test", toolVersion: "v1")
        CacheFile.write(to: pieces, kind: "test", toolVersion: "v1") { writer in
            // Pieces of 1, 2, 3 … bytes: every alignment of the checksum's 8-byte words.
            var start = 0
            var length = 1
            while start < bytes.count {
                let end = min(bytes.count, start + length)
                writer.write(bytes[start..<end])
                start = end
                length = length % 23 + 1
            }
            return true
        }
        let wholeFile = try #require(FileManager.default.contents(atPath: whole))
        #expect(FileManager.default.contents(atPath: pieces) == wholeFile)
        #expect(CacheFile.read(pieces, kind: "test", toolVersion: "v1").map { Array($0.bytes) } == bytes)
        #expect(CacheFile.read(pieces, kind: "other", toolVersion: "v1") == nil)
        #expect(CacheFile.read(pieces, kind: "test", toolVersion: "v2") == nil)
    }

    /// A cache file is mapped into memory, or read into memory of its own where it cannot be mapped:
    /// the same bytes either way, and a file shorter than its size said is not taken.
    @Test(arguments: [0, 1, 4099])
    func aFileReadIntoMemoryHoldsWhatItsMappingHolds(_ size: Int) throws {
        let folder = TemporaryFolder()
        let path = folder.file("cache.bin")
        let bytes = Self.payload(size)
        CacheFile.write(bytes, to: path, kind: "test", toolVersion: "v1")
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let fileSize = try #require(FileManager.default.contents(atPath: path)).count
        let payload = (fileSize - 8 - size)..<(fileSize - 8)
        let mapped = try #require(CacheBytes(mapping: descriptor, size: fileSize, payload: payload))
        let read = try #require(CacheBytes(reading: descriptor, size: fileSize, payload: payload))
        #expect(Array(mapped.bytes) == bytes)
        #expect(Array(read.bytes) == bytes)
        #expect(Array(read.file) == Array(mapped.file))
        #expect(CacheBytes(reading: descriptor, size: fileSize + 10, payload: payload) == nil)
        #expect(CacheFile.read(path, kind: "test", toolVersion: "v1").map { Array($0.bytes) } == bytes)
    }

    @Test func aTruncatedOrChangedFileIsNotRead() throws {
        let folder = TemporaryFolder()
        let path = folder.file("cache.bin")
        CacheFile.write(Self.payload(1000), to: path, kind: "test", toolVersion: "v1")
        let file = try #require(FileManager.default.contents(atPath: path))
        for cut in [1, 8, 9, 500, file.count - 1] {
            try Data(file.prefix(cut)).write(to: URL(fileURLWithPath: path))
            #expect(CacheFile.read(path, kind: "test", toolVersion: "v1") == nil, "cut to \(cut) bytes")
        }
        var changed = file
        changed[file.count / 2] ^= 0x40
        try changed.write(to: URL(fileURLWithPath: path))
        #expect(CacheFile.read(path, kind: "test", toolVersion: "v1") == nil)
        // A byte moved to the end: the same bytes, another order.
        var moved = Array(file)
        let byte = moved.remove(at: 100)
        moved.insert(byte, at: moved.count - 9)
        try Data(moved).write(to: URL(fileURLWithPath: path))
        #expect(CacheFile.read(path, kind: "test", toolVersion: "v1") == nil)
    }

    /// Streaming read gives the payload `read` gives, and trusts it only when the checksum holds.
    @Test(arguments: [0, 9, CacheFile.PayloadReader.bufferSize + 5])
    func aStreamedPayloadIsTheWrittenOne(_ size: Int) throws {
        let folder = TemporaryFolder()
        let path = folder.file("cache.bin")
        let bytes = Self.payload(size)
        CacheFile.write(bytes, to: path, kind: "test", toolVersion: "v1")
        let reader = try #require(CacheFile.stream(path, kind: "test", toolVersion: "v1"))
        var read: [UInt8] = []
        while !reader.isAtEnd, let piece = reader.bytes(min(4097, size - read.count)) { read += piece }
        #expect(read == bytes)
        #expect(reader.bytes(1) == nil, "nothing past the end")
        #expect(reader.finish())
        #expect(CacheFile.stream(path, kind: "other", toolVersion: "v1") == nil)

        var changed = try #require(FileManager.default.contents(atPath: path))
        guard size > 0 else { return }
        changed[changed.count - 9] ^= 1  // the payload's last byte
        try changed.write(to: URL(fileURLWithPath: path))
        let damaged = try #require(CacheFile.stream(path, kind: "test", toolVersion: "v1"))
        #expect(damaged.bytes(size) != nil)
        #expect(!damaged.finish(), "the checksum no longer holds")
    }

    @Test func theChecksumDoesNotDependOnHowTheBytesArrive() {
        let bytes = Self.payload(1001)
        var whole = Checksum()
        whole.add(bytes)
        var bytewise = Checksum()
        for byte in bytes { bytewise.add([byte]) }
        var lazy = Checksum()
        lazy.add(bytes.lazy.map { $0 })
        #expect(whole.value == bytewise.value && whole.value == lazy.value)
        // Pieces of odd sizes: the words still reach their lanes in order.
        for size in [3, 13, 29, 40, 257] {
            var pieces = Checksum()
            for start in stride(from: 0, to: bytes.count, by: size) { pieces.add(bytes[start..<min(start + size, bytes.count)]) }
            #expect(pieces.value == whole.value, "pieces of \(size)")
        }
        // Two words swapped between lanes change it.
        var swapped = bytes
        swapped.replaceSubrange(0..<16, with: bytes[8..<16] + bytes[0..<8])
        var other = Checksum()
        other.add(swapped)
        #expect(bytes[0..<8] != bytes[8..<16] && other.value != whole.value)
        var shorter = Checksum()
        shorter.add(bytes.dropLast())
        #expect(shorter.value != whole.value)
    }
}
