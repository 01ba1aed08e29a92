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
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: raw.count)
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        let count = raw.count
        var offset = 0
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            a = (a ^ word) &* 0x9FB2_1C65_1E98_DF25
            a ^= a >> 29
            b = (b &+ word) &* 0xD6E8_FEB8_6659_FD93
            b ^= b >> 32
            offset += 8
        }
        var tail: UInt64 = 0x80
        var shift: UInt64 = 0
        while offset < count {
            tail = (tail << 8) | UInt64(raw[offset])
            shift += 8
            offset += 1
        }
        a = (a ^ tail) &* 0x9FB2_1C65_1E98_DF25
        b = (b &+ tail &+ shift) &* 0xD6E8_FEB8_6659_FD93
        return hex(mix(a)) + hex(mix(b ^ a))
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
