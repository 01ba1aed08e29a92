/// The compact binary form of `Codable` values that the cache stores in `run.bin` and `module.bin`
/// (see `BinaryEncoder`, `BinaryDecoder`; `parse.bin`'s entries use the faster hand-written
/// `ParsedFileCoding` instead). Self-describing, so synthesized `Codable` (optional fields, enums
/// with associated values that read `allKeys`) round-trips exactly:
///
/// ```
/// payload  = stringCount:varint { length:varint utf8 }*  value
/// value    = nil | false | true | int zigzag:varint | uint varint | double 8 bytes LE
///          | float 4 bytes LE | string index:varint
///          | keyed length:varint { keyIndex:varint value }*
///          | unkeyed length:varint count:varint value*
/// ```
///
/// Every string (keys included) is stored once in the table, so repeated type names and paths
/// cost a varint each. Containers carry their byte length, so a decoder skips a value in O(1).
enum BinaryTag: UInt8 {
    case null = 0, falseValue, trueValue, int, uint, double, string, keyed, unkeyed, float
}

/// Thrown by `BinaryDecoder` for input it cannot read: truncated, corrupt or of another shape.
/// The cache treats it as a miss.
struct BinaryFormatError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

enum Varint {
    static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    /// The varint at `position` (moved past it), reading no further than `limit` (the end of
    /// `bytes` by default); nil when it is cut off or does not fit 64 bits. The one reader of every
    /// cache file's varints: the file frame, `parse.bin`'s index, and both coders.
    static func read(_ bytes: [UInt8], at position: inout Int, limit: Int? = nil) -> UInt64? {
        let end = min(limit ?? bytes.count, bytes.count)
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while position < end {
            let byte = bytes[position]
            position += 1
            // The tenth byte may only carry the top bit of a 64-bit value.
            guard shift < 63 || (shift == 63 && byte <= 1) else { return nil }
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
        return nil
    }

    static func size(_ value: UInt64) -> Int {
        var v = value
        var n = 1
        while v >= 0x80 {
            v >>= 7
            n += 1
        }
        return n
    }

    static func zigzag(_ value: Int64) -> UInt64 { UInt64(bitPattern: (value << 1) ^ (value >> 63)) }

    static func unzigzag(_ value: UInt64) -> Int64 { Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1) }
}
