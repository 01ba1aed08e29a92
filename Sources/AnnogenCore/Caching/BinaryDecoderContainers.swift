import AnnogenModel
/// The `Decoder` for one value at a position of a `BinaryReader`.
struct ValueDecoder: Decoder {
    let reader: BinaryReader
    let position: Int
    let limit: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let range = try reader.container(.keyed, at: position, limit: limit)
        return KeyedDecodingContainer(KeyedValueContainer<Key>(reader: reader, range: range))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let range = try reader.container(.unkeyed, at: position, limit: limit)
        return try UnkeyedValueContainer(reader: reader, range: range)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(reader: reader, position: position, limit: limit)
    }
}

/// Keys are usually asked for in the order they were written: the container checks the next entry
/// first and builds an index of all entries only when asked out of order.
final class KeyedCursor {
    var next: Int
    var index: [String: Int]?
    init(_ next: Int) { self.next = next }
}

struct KeyedValueContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: BinaryReader
    let range: Range<Int>
    let cursor: KeyedCursor
    var codingPath: [any CodingKey] { [] }

    init(reader: BinaryReader, range: Range<Int>) {
        self.reader = reader
        self.range = range
        self.cursor = KeyedCursor(range.lowerBound)
    }

    /// Every entry: key → position of its value.
    private func entries() throws -> [(String, Int)] {
        var result: [(String, Int)] = []
        var p = range.lowerBound
        while p < range.upperBound {
            let name = try reader.string(try reader.readVarint(&p, limit: range.upperBound))
            result.append((name, p))
            p = try reader.skip(p, limit: range.upperBound)
        }
        return result
    }

    /// The position of `key`'s value; `consume` moves past it when it is the next entry.
    private func find(_ key: Key, consume: Bool) throws -> Int? {
        let name = key.stringValue
        if cursor.index == nil, cursor.next < range.upperBound {
            var p = cursor.next
            let id = try reader.readVarint(&p, limit: range.upperBound)
            if try reader.string(id) == name {
                if consume { cursor.next = try reader.skip(p, limit: range.upperBound) }
                return p
            }
        }
        if cursor.index == nil {
            cursor.index = Dictionary(try entries(), uniquingKeysWith: { first, _ in first })
        }
        return cursor.index?[name]
    }

    private func require(_ key: Key) throws -> Int {
        guard let p = try find(key, consume: true) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no value for \(key.stringValue)"))
        }
        return p
    }

    var allKeys: [Key] { ((try? entries()) ?? []).compactMap { Key(stringValue: $0.0) } }

    func contains(_ key: Key) -> Bool { ((try? find(key, consume: false)) ?? nil) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let p = try find(key, consume: false) else { return true }
        if try reader.tag(at: p, limit: range.upperBound) == .null {
            _ = try find(key, consume: true)
            return true
        }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try reader.decodeValue(T.self, at: try require(key), limit: range.upperBound)
    }

    private func decodeOptional<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let p = try find(key, consume: true) else { return nil }
        if try reader.tag(at: p, limit: range.upperBound) == .null { return nil }
        return try reader.decodeValue(T.self, at: p, limit: range.upperBound)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try decodeOptional(type, forKey: key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeOptional(type, forKey: key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeOptional(type, forKey: key) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeOptional(type, forKey: key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeOptional(type, forKey: key) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let inner = try reader.container(.keyed, at: try require(key), limit: range.upperBound)
        return KeyedDecodingContainer(KeyedValueContainer<NestedKey>(reader: reader, range: inner))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let inner = try reader.container(.unkeyed, at: try require(key), limit: range.upperBound)
        return try UnkeyedValueContainer(reader: reader, range: inner)
    }

    func superDecoder() throws -> any Decoder {
        guard let p = try find(Key(stringValue: "super") ?? Key(intValue: 0)!, consume: true) else {
            throw BinaryFormatError("no super value")
        }
        return ValueDecoder(reader: reader, position: p, limit: range.upperBound)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(reader: reader, position: try require(key), limit: range.upperBound)
    }
}

struct UnkeyedValueContainer: UnkeyedDecodingContainer {
    let reader: BinaryReader
    let end: Int
    var position: Int
    var count: Int?
    var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) || position >= end }

    init(reader: BinaryReader, range: Range<Int>) throws {
        self.reader = reader
        self.end = range.upperBound
        var p = range.lowerBound
        let count = try reader.readVarint(&p, limit: end)
        guard count <= UInt64(end - p) else { throw BinaryFormatError("bad element count") }
        self.count = Int(count)
        self.position = p
    }

    private mutating func advance() throws -> Int {
        guard !isAtEnd else { throw BinaryFormatError("no more elements") }
        let p = position
        position = try reader.skip(p, limit: end)
        currentIndex += 1
        return p
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try reader.tag(at: position, limit: end) == .null else { return false }
        _ = try advance()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try reader.decodeValue(T.self, at: try advance(), limit: end)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let inner = try reader.container(.keyed, at: try advance(), limit: end)
        return KeyedDecodingContainer(KeyedValueContainer<NestedKey>(reader: reader, range: inner))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let inner = try reader.container(.unkeyed, at: try advance(), limit: end)
        return try UnkeyedValueContainer(reader: reader, range: inner)
    }

    mutating func superDecoder() throws -> any Decoder {
        ValueDecoder(reader: reader, position: try advance(), limit: end)
    }
}

struct SingleValueContainer: SingleValueDecodingContainer {
    let reader: BinaryReader
    let position: Int
    let limit: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { (try? reader.tag(at: position, limit: limit)) == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: position, limit: limit) }
    func decode(_ type: String.Type) throws -> String { try reader.string(at: position, limit: limit) }
    func decode(_ type: Double.Type) throws -> Double { try reader.double(at: position, limit: limit) }
    func decode(_ type: Float.Type) throws -> Float { try reader.float(at: position, limit: limit) }
    func decode(_ type: Int.Type) throws -> Int { try reader.integer(type, at: position, limit: limit) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type, at: position, limit: limit) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type, at: position, limit: limit) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type, at: position, limit: limit) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type, at: position, limit: limit) }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type, at: position, limit: limit) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type, at: position, limit: limit) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type, at: position, limit: limit) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type, at: position, limit: limit) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type, at: position, limit: limit) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.decodeValue(T.self, at: position, limit: limit) }
}
