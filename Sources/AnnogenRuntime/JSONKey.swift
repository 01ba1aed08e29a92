import Foundation

/// The coding key generated `init(from:)` and `encode(to:)` use: one key type for every model,
/// written as a string literal where it is used (`forKey: "display_name"`), instead of a
/// `CodingKeys` enum per model. Errors name it by its string, as they name an enum's case.
public struct JSONKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
    public let stringValue: String

    public init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    public init(stringLiteral value: String) {
        stringValue = value
    }

    public init?(stringValue: String) {
        self.stringValue = stringValue
    }

    public var intValue: Int? { nil }

    public init?(intValue: Int) {
        nil
    }
}

// The calls generated code makes, one function each in this module rather than a copy specialized
// and inlined into every model: most of what Codable costs an app's binary is that per-call code.

extension KeyedDecodingContainer where Key == JSONKey {
    @inline(never)
    public func decode(_ type: String.Type, forKey key: String) throws -> String {
        try decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decode(_ type: Int.Type, forKey key: String) throws -> Int {
        try decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decode(_ type: Double.Type, forKey key: String) throws -> Double {
        try decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decode(_ type: Bool.Type, forKey key: String) throws -> Bool {
        try decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decode<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T {
        try decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent(_ type: String.Type, forKey key: String) throws -> String? {
        try decodeIfPresent(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent(_ type: Int.Type, forKey key: String) throws -> Int? {
        try decodeIfPresent(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent(_ type: Double.Type, forKey key: String) throws -> Double? {
        try decodeIfPresent(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent(_ type: Bool.Type, forKey key: String) throws -> Bool? {
        try decodeIfPresent(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T? {
        try decodeIfPresent(type, forKey: JSONKey(key))
    }
}

extension KeyedEncodingContainer where Key == JSONKey {
    @inline(never)
    public mutating func encode(_ value: String, forKey key: String) throws {
        try encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: Int, forKey key: String) throws {
        try encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: Double, forKey key: String) throws {
        try encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: Bool, forKey key: String) throws {
        try encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode<T: Encodable>(_ value: T, forKey key: String) throws {
        try encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: String?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: Int?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: Double?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: Bool?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(key))
    }
}
