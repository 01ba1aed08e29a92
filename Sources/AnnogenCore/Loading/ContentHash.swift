import Foundation

/// A 128-bit content hash (two FNV-1a lanes) as hex: identifies a file's content for caching and
/// change detection, independent of mtime. Not for security.
public enum ContentHash {
    public static func of(_ data: Data) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x8422_2325_cbf2_9ce4
        let prime: UInt64 = 0x0000_0100_0000_01b3
        data.withUnsafeBytes { buffer in
            for byte in buffer {
                a = (a ^ UInt64(byte)) &* prime
                b = (b &+ UInt64(byte) &+ 0x9e) &* prime
                b ^= b >> 29
            }
        }
        return String(format: "%016llx%016llx", a, b)
    }

    public static func of(_ text: String) -> String { of(Data(text.utf8)) }
}
