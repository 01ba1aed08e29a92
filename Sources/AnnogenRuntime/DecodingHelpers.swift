import Foundation

/// Helpers that keep generated `init(from:)` code to one line per property.
extension KeyedDecodingContainer {
    /// A Bool the server sends as `true`/`false`, `0`/`1`, or those as strings.
    public func decodeBoolFromInt(forKey key: Key) throws -> Bool {
        if let value = try? decode(Bool.self, forKey: key) { return value }
        if let number = try? decode(Int.self, forKey: key), let value = Self.bool(number) { return value }
        if let text = try? decode(String.self, forKey: key), let value = Self.bool(text) { return value }
        if isAbsent(key) { return try decode(Bool.self, forKey: key) }  // throws the usual error
        throw DecodingError.dataCorruptedError(
            forKey: key, in: self, debugDescription: "Expected true, false, 0 or 1")
    }

    /// Like ``decodeBoolFromInt(forKey:)``, but nil when the key is missing or null.
    public func decodeBoolFromIntIfPresent(forKey key: Key) throws -> Bool? {
        try isAbsent(key) ? nil : decodeBoolFromInt(forKey: key)
    }

    /// An array that is `[]` when the key is missing or null.
    public func decodeArrayOrEmpty<Element: Decodable>(_ type: [Element].Type, forKey key: Key) throws -> [Element] {
        try decodeIfPresent(type, forKey: key) ?? []
    }

    /// A dictionary that is `[:]` when the key is missing or null, as an array is `[]`.
    public func decodeDictionaryOrEmpty<DictionaryKey: Decodable & Hashable, Value: Decodable>(
        _ type: [DictionaryKey: Value].Type, forKey key: Key
    ) throws -> [DictionaryKey: Value] {
        try decodeIfPresent(type, forKey: key) ?? [:]
    }

    /// A value that is `defaultValue` when the key is missing or null. A present value of the
    /// wrong type still fails.
    public func decode<T: Decodable>(_ type: T.Type, forKey key: Key, default defaultValue: @autoclosure () -> T) throws -> T {
        try decodeIfPresent(type, forKey: key) ?? defaultValue()
    }

    /// A nullable value with a default: `defaultValue` when the key is missing, nil when it is
    /// null (OpenAPI's `nullable: true` beside a `default`: null is a value, the default stands in
    /// for an absent key only).
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key, defaultWhenMissing defaultValue: @autoclosure () -> T) throws -> T? {
        contains(key) ? try decodeIfPresent(type, forKey: key) : defaultValue()
    }

    /// An optional value that becomes nil instead of failing the whole response when it does
    /// not decode; the error goes to the client's decoding-issue hook with its coding path.
    public func decodeSafely<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        if isAbsent(key) { return nil }
        do {
            // Read as usual while alternatives are tried strictly: a safe value decides nothing.
            return try AlternativeDecoding.$rejectsUnknownValues.withValue(false) { try decode(type, forKey: key) }
        } catch {
            let decodingError = error as? DecodingError
            report(.droppedValue(reason: decodingError?.readableDescription ?? "\(error)"),
                   forKey: key, codingPath: decodingError?.readableCodingPath)
            return nil
        }
    }

    /// A raw-value enum whose unknown raw values become `fallback` (e.g. `.unknown`) instead
    /// of failing; each unknown raw value is reported to the decoding-issue hook.
    public func decodeRawValue<T: RawRepresentable>(_ type: T.Type, forKey key: Key, unknown fallback: T) throws -> T
    where T.RawValue: Decodable {
        let raw = try decode(T.RawValue.self, forKey: key)
        if let value = T(rawValue: raw) { return value }
        if AlternativeDecoding.rejectsUnknownValues {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: AlternativeDecoding.unknown(raw, of: T.self))
        }
        report(.unknownRawValue("\(raw)", type: "\(T.self)"), forKey: key)
        return fallback
    }

    /// Like ``decodeRawValue(_:forKey:unknown:)``, but nil when the key is missing or null.
    public func decodeRawValueIfPresent<T: RawRepresentable>(_ type: T.Type, forKey key: Key, unknown fallback: T) throws -> T?
    where T.RawValue: Decodable {
        try isAbsent(key) ? nil : decodeRawValue(type, forKey: key, unknown: fallback)
    }

    /// Missing or null: what `decodeIfPresent` asks before decoding.
    func isAbsent(_ key: Key) -> Bool {
        !contains(key) || (try? decodeNil(forKey: key)) == true
    }

    /// Containers do not expose `userInfo`; the decoder for `key` does (the key is present).
    private func report(_ kind: DecodingIssue.Kind, forKey key: Key, codingPath: String? = nil) {
        guard let decoder = try? superDecoder(forKey: key) else { return }
        decoder.reportDecodingIssue(kind, codingPath: codingPath)
    }
}

extension Decoder {
    /// For a raw-value enum's own `init(from:)`, so that it never fails on a new server value:
    /// `self = try decoder.decodeRawValue(unknown: .unknown)`. Unknown raw values are
    /// reported to the decoding-issue hook.
    public func decodeRawValue<T: RawRepresentable>(_ type: T.Type = T.self, unknown fallback: T) throws -> T
    where T.RawValue: Decodable {
        let container = try singleValueContainer()
        let raw = try container.decode(T.RawValue.self)
        if let value = T(rawValue: raw) { return value }
        if AlternativeDecoding.rejectsUnknownValues {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: AlternativeDecoding.unknown(raw, of: T.self))
        }
        reportDecodingIssue(.unknownRawValue("\(raw)", type: "\(T.self)"))
        return fallback
    }
}

extension KeyedDecodingContainer {
    fileprivate static func bool(_ number: Int) -> Bool? {
        switch number {
        case 0: false
        case 1: true
        default: nil
        }
    }

    fileprivate static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "0", "false": false
        case "1", "true": true
        default: nil
        }
    }
}
