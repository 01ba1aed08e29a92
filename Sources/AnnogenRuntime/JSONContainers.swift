import Foundation

// What generated `init(from:)` and `encode(to:)` read from and write to: a keyed container with
// `JSONKey`s written as string literals, whose calls are one non-inlined function each in this
// module. Most of what Codable costs an app's binary is the container code the compiler would
// otherwise specialize and inline at every property of every model; a type of its own (not an
// extension of `KeyedDecodingContainer`) also keeps each call to a handful of overloads, which is
// cheaper to type-check, and passes no generic metadata when AnnogenRuntime is built with library
// evolution. Common Foundation types (Date, URL, Data, [String], [Int]) have calls of their own
// too: a generic call costs the model's code a metadata and witness-table lookup at every call site
// when AnnogenRuntime is built with library evolution.

/// A keyed decoding container with string keys, for generated `init(from:)`:
/// `let container = try JSONDecodingContainer(decoder)`, then
/// `id = try container.decode(Int.self, forKey: "id")`.
@frozen
public struct JSONDecodingContainer {
    /// The container it reads: errors carry its coding path, with `JSONKey`s named by their string.
    public let base: KeyedDecodingContainer<JSONKey>

    @inline(never)
    public init(_ decoder: any Decoder) throws {
        base = try decoder.container(keyedBy: JSONKey.self)
    }

    @inline(never)
    public func decode(_ type: String.Type, forKey key: String) throws -> String {
        try base.decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decode(_ type: Int.Type, forKey key: String) throws -> Int {
        try base.decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decode(_ type: Double.Type, forKey key: String) throws -> Double {
        try base.decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decode(_ type: Bool.Type, forKey key: String) throws -> Bool {
        try base.decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decode<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T {
        try base.decode(type, forKey: JSONKey(key))
    }

    /// An optional spelled through a typealias (`typealias MaybeName = String?`), which generated
    /// code decodes with `decode`: a missing key is nil, as synthesized Codable reads it. Chosen by
    /// the compiler over `decode(_:forKey:)` for any `Optional` type.
    @inline(never)
    public func decode<T: Decodable>(_ type: T?.Type, forKey key: String) throws -> T? {
        try base.decodeIfPresent(T.self, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent(_ type: String.Type, forKey key: String) throws -> String? {
        try base.decodeIfPresent(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent(_ type: Int.Type, forKey key: String) throws -> Int? {
        try base.decodeIfPresent(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent(_ type: Double.Type, forKey key: String) throws -> Double? {
        try base.decodeIfPresent(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent(_ type: Bool.Type, forKey key: String) throws -> Bool? {
        try base.decodeIfPresent(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T? {
        try base.decodeIfPresent(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decode(_ type: Date.Type, forKey key: String) throws -> Date {
        try base.decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent(_ type: Date.Type, forKey key: String) throws -> Date? {
        try base.decodeIfPresent(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decode(_ type: URL.Type, forKey key: String) throws -> URL {
        try base.decode(type, forKey: JSONKey(key))
    }

    /// An empty string is no URL, and decodes as nil: servers send `""` for one that is not set
    /// (Twilio's `sms_fallback_url`, declared `format: uri`), which failed the whole response.
    @inline(never)
    public func decodeIfPresent(_ type: URL.Type, forKey key: String) throws -> URL? {
        guard let text = try base.decodeIfPresent(String.self, forKey: JSONKey(key)), !text.isEmpty else { return nil }
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorruptedError(forKey: JSONKey(key), in: base, debugDescription: "Invalid URL string.")
        }
        return url
    }

    @inline(never)
    public func decode(_ type: Data.Type, forKey key: String) throws -> Data {
        try base.decode(type, forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeIfPresent(_ type: Data.Type, forKey key: String) throws -> Data? {
        try base.decodeIfPresent(type, forKey: JSONKey(key))
    }

    // Arrays of strings and numbers are read element by element from a nested unkeyed container,
    // as `Array.init(from:)` reads them and with the same errors, but in code specialized for the
    // element: `decode([String].self, forKey:)` goes through the decoder's generic path and the
    // standard library's unspecialized `init(from:)`, which costs about twice as much (issue 51).

    @inline(never)
    public func decode(_ type: [String].Type, forKey key: String) throws -> [String] {
        try decodeElements(forKey: key) { try $0.decode(String.self) }
    }

    @inline(never)
    public func decodeIfPresent(_ type: [String].Type, forKey key: String) throws -> [String]? {
        base.isAbsent(JSONKey(key)) ? nil : try decode(type, forKey: key)
    }

    @inline(never)
    public func decode(_ type: [Int].Type, forKey key: String) throws -> [Int] {
        try decodeElements(forKey: key) { try $0.decode(Int.self) }
    }

    @inline(never)
    public func decodeIfPresent(_ type: [Int].Type, forKey key: String) throws -> [Int]? {
        base.isAbsent(JSONKey(key)) ? nil : try decode(type, forKey: key)
    }

    @inline(never)
    public func decode(_ type: [Double].Type, forKey key: String) throws -> [Double] {
        try decodeElements(forKey: key) { try $0.decode(Double.self) }
    }

    @inline(never)
    public func decodeIfPresent(_ type: [Double].Type, forKey key: String) throws -> [Double]? {
        base.isAbsent(JSONKey(key)) ? nil : try decode(type, forKey: key)
    }

    @inline(never)
    public func decodeArrayOrEmpty(_ type: [String].Type, forKey key: String) throws -> [String] {
        try decodeIfPresent(type, forKey: key) ?? []
    }

    @inline(never)
    public func decodeArrayOrEmpty(_ type: [Int].Type, forKey key: String) throws -> [Int] {
        try decodeIfPresent(type, forKey: key) ?? []
    }

    @inline(never)
    public func decodeArrayOrEmpty(_ type: [Double].Type, forKey key: String) throws -> [Double] {
        try decodeIfPresent(type, forKey: key) ?? []
    }

    /// The array at `key`, each element read by `element`.
    @inline(__always)
    private func decodeElements<Element>(
        forKey key: String, _ element: (inout any UnkeyedDecodingContainer) throws -> Element
    ) throws -> [Element] {
        var container = try base.nestedUnkeyedContainer(forKey: JSONKey(key))
        var elements: [Element] = []
        elements.reserveCapacity(container.count ?? 0)
        while !container.isAtEnd {
            elements.append(try element(&container))
        }
        return elements
    }

    // An enum with `String` or `Int` raw values and no coding of its own is decoded as the standard
    // library's `init(from:)` for such enums decodes it: its raw value, then its case, with the same
    // error for a raw value it has no case for. Doing it here skips the decoder's generic path and
    // that `init(from:)`, which take twice as long (issue 51). Generated code calls these only for
    // enums whose coding it can see is the standard library's (`rawValueCoded` in the templates).

    @inline(never)
    public func decodeRawValue<T: RawRepresentable>(_ type: T.Type, forKey key: String) throws -> T where T.RawValue == String {
        try value(of: type, rawValue: base.decode(String.self, forKey: JSONKey(key)), forKey: key)
    }

    @inline(never)
    public func decodeRawValueIfPresent<T: RawRepresentable>(_ type: T.Type, forKey key: String) throws -> T? where T.RawValue == String {
        try base.decodeIfPresent(String.self, forKey: JSONKey(key)).map { try value(of: type, rawValue: $0, forKey: key) }
    }

    @inline(never)
    public func decodeRawValue<T: RawRepresentable>(_ type: T.Type, forKey key: String) throws -> T where T.RawValue == Int {
        try value(of: type, rawValue: base.decode(Int.self, forKey: JSONKey(key)), forKey: key)
    }

    @inline(never)
    public func decodeRawValueIfPresent<T: RawRepresentable>(_ type: T.Type, forKey key: String) throws -> T? where T.RawValue == Int {
        try base.decodeIfPresent(Int.self, forKey: JSONKey(key)).map { try value(of: type, rawValue: $0, forKey: key) }
    }

    /// The case of `rawValue`, or the standard library's error for a raw value without one.
    private func value<T: RawRepresentable>(of type: T.Type, rawValue: T.RawValue, forKey key: String) throws -> T {
        guard let value = T(rawValue: rawValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: JSONKey(key), in: base,
                debugDescription: "Cannot initialize \(T.self) from invalid \(T.RawValue.self) value \(rawValue)")
        }
        return value
    }

    /// An array that is `[]` when the key is missing or null.
    @inline(never)
    public func decodeArrayOrEmpty<Element: Decodable>(_ type: [Element].Type, forKey key: String) throws -> [Element] {
        try base.decodeArrayOrEmpty(type, forKey: JSONKey(key))
    }

    /// A dictionary that is `[:]` when the key is missing or null.
    @inline(never)
    public func decodeDictionaryOrEmpty<DictionaryKey: Decodable & Hashable, Value: Decodable>(
        _ type: [DictionaryKey: Value].Type, forKey key: String
    ) throws -> [DictionaryKey: Value] {
        try base.decodeDictionaryOrEmpty(type, forKey: JSONKey(key))
    }

    /// A value that is `defaultValue` when the key is missing or null.
    @inline(never)
    public func decode<T: Decodable>(_ type: T.Type, forKey key: String, default defaultValue: @autoclosure () -> T) throws -> T {
        try base.decode(type, forKey: JSONKey(key), default: defaultValue())
    }

    /// A nullable value that is `defaultValue` when the key is missing and nil when it is null.
    @inline(never)
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: String, defaultWhenMissing defaultValue: @autoclosure () -> T) throws -> T? {
        try base.decodeIfPresent(type, forKey: JSONKey(key), defaultWhenMissing: defaultValue())
    }

    /// An optional value that becomes nil (and is reported) instead of failing the response.
    @inline(never)
    public func decodeSafely<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
        base.decodeSafely(type, forKey: JSONKey(key))
    }

    /// A Bool the server sends as `true`/`false`, `0`/`1`, or those as strings.
    @inline(never)
    public func decodeBoolFromInt(forKey key: String) throws -> Bool {
        try base.decodeBoolFromInt(forKey: JSONKey(key))
    }

    @inline(never)
    public func decodeBoolFromIntIfPresent(forKey key: String) throws -> Bool? {
        try base.decodeBoolFromIntIfPresent(forKey: JSONKey(key))
    }
}

/// A keyed encoding container with string keys, for generated `encode(to:)`:
/// `var container = JSONEncodingContainer(encoder)`, then `try container.encode(id, forKey: "id")`.
@frozen
public struct JSONEncodingContainer {
    /// The container it writes.
    public var base: KeyedEncodingContainer<JSONKey>

    @inline(never)
    public init(_ encoder: any Encoder) {
        base = encoder.container(keyedBy: JSONKey.self)
    }

    @inline(never)
    public mutating func encode(_ value: String, forKey key: String) throws {
        try base.encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: Int, forKey key: String) throws {
        try base.encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: Double, forKey key: String) throws {
        try base.encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: Bool, forKey key: String) throws {
        try base.encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode<T: Encodable>(_ value: T, forKey key: String) throws {
        try base.encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: String?, forKey key: String) throws {
        try base.encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: Int?, forKey key: String) throws {
        try base.encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: Double?, forKey key: String) throws {
        try base.encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: Bool?, forKey key: String) throws {
        try base.encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: Date, forKey key: String) throws {
        try base.encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: Date?, forKey key: String) throws {
        try base.encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: URL, forKey key: String) throws {
        try base.encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: URL?, forKey key: String) throws {
        try base.encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: Data, forKey key: String) throws {
        try base.encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: Data?, forKey key: String) throws {
        try base.encodeIfPresent(value, forKey: JSONKey(key))
    }

    /// A UUID in lower case, as RFC 4122 asks of output (Foundation writes `uuidString`, upper case).
    @inline(never)
    public mutating func encode(_ value: UUID, forKey key: String) throws {
        try base.encode(value.uuidString.lowercased(), forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: UUID?, forKey key: String) throws {
        try base.encodeIfPresent(value?.uuidString.lowercased(), forKey: JSONKey(key))
    }

    /// An optional UUID written `null` when nil (`encodeNull`), in lower case otherwise.
    @inline(never)
    public mutating func encode(_ value: UUID?, forKey key: String) throws {
        try base.encode(value?.uuidString.lowercased(), forKey: JSONKey(key))
    }

    /// UUIDs in an array or as a dictionary's values in lower case too, so one body does not mix cases.
    @inline(never)
    public mutating func encode(_ value: [UUID], forKey key: String) throws {
        try base.encode(value.map { $0.uuidString.lowercased() }, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: [UUID]?, forKey key: String) throws {
        try base.encodeIfPresent(value?.map { $0.uuidString.lowercased() }, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: [UUID]?, forKey key: String) throws {
        try base.encode(value?.map { $0.uuidString.lowercased() }, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: [String: UUID], forKey key: String) throws {
        try base.encode(value.mapValues { $0.uuidString.lowercased() }, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: [String: UUID]?, forKey key: String) throws {
        try base.encodeIfPresent(value?.mapValues { $0.uuidString.lowercased() }, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: [String: UUID]?, forKey key: String) throws {
        try base.encode(value?.mapValues { $0.uuidString.lowercased() }, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: [String], forKey key: String) throws {
        try base.encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: [String]?, forKey key: String) throws {
        try base.encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encode(_ value: [Int], forKey key: String) throws {
        try base.encode(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent(_ value: [Int]?, forKey key: String) throws {
        try base.encodeIfPresent(value, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: String) throws {
        try base.encodeIfPresent(value, forKey: JSONKey(key))
    }

    // An enum that `JSONDecodingContainer.decodeRawValue` decodes is encoded as its raw value, as
    // the standard library's `encode(to:)` for such enums encodes it, without the encoder's generic
    // path. A function here rather than `status.rawValue` at the call site, which would put the
    // enum's table of raw values into every model's code.

    @inline(never)
    public mutating func encodeRawValue<T: RawRepresentable>(_ value: T, forKey key: String) throws where T.RawValue == String {
        try base.encode(value.rawValue, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeRawValueIfPresent<T: RawRepresentable>(_ value: T?, forKey key: String) throws where T.RawValue == String {
        try base.encodeIfPresent(value?.rawValue, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeRawValue<T: RawRepresentable>(_ value: T, forKey key: String) throws where T.RawValue == Int {
        try base.encode(value.rawValue, forKey: JSONKey(key))
    }

    @inline(never)
    public mutating func encodeRawValueIfPresent<T: RawRepresentable>(_ value: T?, forKey key: String) throws where T.RawValue == Int {
        try base.encodeIfPresent(value?.rawValue, forKey: JSONKey(key))
    }
}
