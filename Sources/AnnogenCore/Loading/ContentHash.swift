import Foundation

/// A 128-bit content hash as hex: identifies a file's content for caching and change detection,
/// independent of mtime. Two multiply-xorshift lanes over 8-byte words (the byte-at-a-time FNV it
/// replaces was a large part of a run where nothing changed). Not for security; the value depends on
/// the machine's byte order, which is fine for a cache that stays on one machine.
public enum ContentHash {
    public static func of(_ data: Data) -> String {
        data.withUnsafeBytes(of)
    }

    public static func of(_ text: String) -> String {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    /// The hash of `bytes`: the same as of `Data` holding them.
    public static func of(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes(of)
    }

    private static func of(_ raw: UnsafeRawBufferPointer) -> String {
        var stream = Stream(count: raw.count)
        stream.add(raw)
        return stream.finish()
    }

    /// `of` the text `head` followed by a line `first NUL second` for each element's two parts,
    /// hashed where the parts are instead of joined into one text (a run's key over every source,
    /// the key of a model over its files).
    static func ofLines<Elements: Collection>(head: String, _ elements: Elements, parts: (Elements.Element) -> (String, String)) -> String {
        let count = elements.reduce(head.utf8.count) { total, element in
            let (first, second) = parts(element)
            return total + first.utf8.count + second.utf8.count + 2
        }
        var stream = Stream(count: count)
        stream.add(head)
        for element in elements {
            let (first, second) = parts(element)
            stream.add(first)
            stream.add(byte: 0)
            stream.add(second)
            stream.add(byte: UInt8(ascii: "\n"))
        }
        return stream.finish()
    }

    /// `of` for bytes that come in pieces (a run's key: each source's path and hash), without
    /// joining them: `finish` gives what `of` gives for the pieces joined. The total length seeds
    /// the hash, so it is given first, and the pieces must add up to it.
    struct Stream {
        private var a: UInt64
        private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        /// The bytes of a word not yet complete (fewer than 8), in memory order.
        private var pending: UInt64 = 0
        private var pendingCount = 0

        init(count: Int) {
            a = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        }

        mutating func add(_ raw: UnsafeRawBufferPointer) {
            var offset = 0
            while pendingCount > 0, offset < raw.count {
                add(byte: raw[offset])
                offset += 1
            }
            while offset + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            while offset < raw.count {
                add(byte: raw[offset])
                offset += 1
            }
        }

        mutating func add(_ text: String) {
            if text.utf8.withContiguousStorageIfAvailable({ add(UnsafeRawBufferPointer($0)) }) == nil {
                Array(text.utf8).withUnsafeBytes { add($0) }
            }
        }

        mutating func add(byte: UInt8) {
            withUnsafeMutableBytes(of: &pending) { $0[pendingCount] = byte }
            pendingCount += 1
            if pendingCount == 8 {
                mix(pending)
                pending = 0
                pendingCount = 0
            }
        }

        private mutating func mix(_ word: UInt64) {
            a = (a ^ word) &* 0x9FB2_1C65_1E98_DF25
            a ^= a >> 29
            b = (b &+ word) &* 0xD6E8_FEB8_6659_FD93
            b ^= b >> 32
        }

        /// The hash of everything added: the bytes of an unfinished word are its tail.
        func finish() -> String {
            var tail: UInt64 = 0x80
            var shift: UInt64 = 0
            withUnsafeBytes(of: pending) { bytes in
                for index in 0..<pendingCount {
                    tail = (tail << 8) | UInt64(bytes[index])
                    shift += 8
                }
            }
            let a = (self.a ^ tail) &* 0x9FB2_1C65_1E98_DF25
            let b = (self.b &+ tail &+ shift) &* 0xD6E8_FEB8_6659_FD93
            return ContentHash.hex(ContentHash.mix(a)) + ContentHash.hex(ContentHash.mix(b ^ a))
        }
    }

    /// A final avalanche, so every input bit reaches every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static let digits = Array("0123456789abcdef".utf8)

    private static func hex(_ value: UInt64) -> String {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<16 {
            bytes[15 - index] = digits[Int((value >> (UInt64(index) * 4)) & 0xF)]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
