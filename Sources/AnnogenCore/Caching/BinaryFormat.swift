/// The compact binary form of `Codable` values that the cache stores in `module.bin`
/// (see `BinaryEncoder`, `BinaryDecoder`; `parse.bin` and `run.bin` use the faster hand-written
/// `ParsedFileCoding` and `RunRecordCoding` instead). Self-describing, so synthesized `Codable` (optional fields, enums
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

