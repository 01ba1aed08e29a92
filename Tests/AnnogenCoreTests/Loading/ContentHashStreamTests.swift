@testable import AnnogenCore
import AnnogenTestSupport
import Testing

@Suite struct ContentHashStreamTests {
    /// Bytes hashed in pieces of every size, one byte at a time or through texts, hash as the bytes
    /// joined do.
    @Test func piecesHashAsTheirBytesJoined() {
        var random = SeededRandom(seed: 0x2545_F491_4F6C_DD1D)
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let expected = ContentHash.of(bytes)
            for _ in 0..<20 {
                var stream = ContentHash.Stream(count: length)
                var start = 0
                while start < length {
                    let end = min(length, start + Int(random.next() % 12))
                    switch random.next() % 3 {
                    case 0: bytes[start..<end].withUnsafeBytes { stream.add($0) }
                    case 1: for byte in bytes[start..<end] { stream.add(byte: byte) }
                    default:
                        let piece = bytes[start..<end]
                        if piece.allSatisfy({ $0 < 0x80 }) {
                            stream.add(String(decoding: piece, as: UTF8.self))
                        } else {
                            piece.withUnsafeBytes { stream.add($0) }
                        }
                    }
                    start = end
                }
                #expect(stream.finish() == expected, "\(length) bytes")
            }
        }
    }
}
