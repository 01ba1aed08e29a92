import AnnogenModel
/// Decodes values written by `BinaryEncoder`. Every read is bounds-checked: truncated or corrupt
/// input throws `BinaryFormatError` (or a `DecodingError`), it never traps.
public enum BinaryDecoder {
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let reader = try BinaryReader(bytes)
        return try reader.decodeValue(T.self, at: reader.bodyStart, limit: bytes.count)
    }
}

/// The bytes and the string table, shared by every container of one decode.
final class BinaryReader {
    let bytes: [UInt8]
    private(set) var strings: [String] = []
    private(set) var bodyStart = 0

    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        var p = 0
        let count = try readVarint(&p, limit: bytes.count)
        guard count <= UInt64(bytes.count) else { throw BinaryFormatError("string table too large") }
        strings.reserveCapacity(Int(count))
        for _ in 0..<Int(count) {
            let length = try readVarint(&p, limit: bytes.count)
            guard length <= UInt64(bytes.count - p) else { throw BinaryFormatError("string past the end") }
            let end = p + Int(length)
            strings.append(String(decoding: bytes[p..<end], as: UTF8.self))
            p = end
        }
        bodyStart = p
    }

    func readVarint(_ p: inout Int, limit: Int) throws -> UInt64 {
        guard let value = Varint.read(bytes, at: &p, limit: limit) else { throw BinaryFormatError("bad varint") }
        return value
    }

    func tag(at p: Int, limit: Int) throws -> BinaryTag {
        guard p < limit, let tag = BinaryTag(rawValue: bytes[p]) else { throw BinaryFormatError("bad tag") }
        return tag
    }

    /// The position after the value at `p`.
    func skip(_ p: Int, limit: Int) throws -> Int {
        var q = p + 1
        switch try tag(at: p, limit: limit) {
        case .null, .falseValue, .trueValue: break
        case .int, .uint, .string: _ = try readVarint(&q, limit: limit)
        case .double: q += 8
        case .float: q += 4
        case .keyed, .unkeyed:
            let length = try readVarint(&q, limit: limit)
            guard length <= UInt64(limit - q) else { throw BinaryFormatError("container past the end") }
            q += Int(length)
        }
        guard q <= limit else { throw BinaryFormatError("value past the end") }
        return q
    }

    /// The content range of the container at `p`, after checking its tag.
    func container(_ expected: BinaryTag, at p: Int, limit: Int) throws -> Range<Int> {
        guard try tag(at: p, limit: limit) == expected else { throw BinaryFormatError("expected \(expected)") }
        var q = p + 1
        let length = try readVarint(&q, limit: limit)
        guard length <= UInt64(limit - q) else { throw BinaryFormatError("container past the end") }
        return q..<(q + Int(length))
    }

    func string(at p: Int, limit: Int) throws -> String {
        guard try tag(at: p, limit: limit) == .string else { throw BinaryFormatError("expected a string") }
        var q = p + 1
        let id = try readVarint(&q, limit: limit)
        return try string(id)
    }

    func string(_ id: UInt64) throws -> String {
        guard id < UInt64(strings.count) else { throw BinaryFormatError("bad string index") }
        return strings[Int(id)]
    }

    func integer<I: FixedWidthInteger>(_ type: I.Type, at p: Int, limit: Int) throws -> I {
        var q = p + 1
        switch try tag(at: p, limit: limit) {
        case .int:
            if let value = I(exactly: Varint.unzigzag(try readVarint(&q, limit: limit))) { return value }
        case .uint:
            if let value = I(exactly: try readVarint(&q, limit: limit)) { return value }
        default:
            break
        }
        throw BinaryFormatError("expected \(I.self)")
    }

    func bool(at p: Int, limit: Int) throws -> Bool {
        switch try tag(at: p, limit: limit) {
        case .trueValue: return true
        case .falseValue: return false
        default: throw BinaryFormatError("expected a Bool")
        }
    }

    func double(at p: Int, limit: Int) throws -> Double {
        switch try tag(at: p, limit: limit) {
        case .double: return Double(bitPattern: try fixed(UInt64.self, at: p + 1, limit: limit))
        case .float: return Double(Float(bitPattern: try fixed(UInt32.self, at: p + 1, limit: limit)))
        case .int, .uint: return Double(try integer(Int64.self, at: p, limit: limit))
        default: throw BinaryFormatError("expected a number")
        }
    }

    func float(at p: Int, limit: Int) throws -> Float {
        if try tag(at: p, limit: limit) == .float { return Float(bitPattern: try fixed(UInt32.self, at: p + 1, limit: limit)) }
        return Float(try double(at: p, limit: limit))
    }

    private func fixed<I: FixedWidthInteger>(_ type: I.Type, at p: Int, limit: Int) throws -> I {
        let size = MemoryLayout<I>.size
        guard p + size <= limit else { throw BinaryFormatError("number past the end") }
        var value: I = 0
        for i in 0..<size { value |= I(bytes[p + i]) << (8 * i) }
        return value
    }

    func decodeValue<T: Decodable>(_ type: T.Type, at p: Int, limit: Int) throws -> T {
        if T.self == String.self { return try string(at: p, limit: limit) as! T }
        if T.self == Int.self { return try integer(Int.self, at: p, limit: limit) as! T }
        if T.self == Bool.self { return try bool(at: p, limit: limit) as! T }
        if T.self == Double.self { return try double(at: p, limit: limit) as! T }
        return try T(from: ValueDecoder(reader: self, position: p, limit: limit))
    }
}
