/// Decoding for enums whose cases are alternative shapes of one value (OpenAPI's `oneOf`/`anyOf`):
/// chosen by a discriminator property, or by trying each alternative in order.
///
/// ```swift
/// switch try decoder.discriminatorValue(forKey: "petType") {
/// case "cat": self = .cat(try Cat(from: decoder))
/// case let other: throw decoder.unknownDiscriminator(other, forKey: "petType", expected: ["cat"])
/// }
/// ```
extension Decoder {
    /// The string under `key`, which names the alternative the value is.
    public func discriminatorValue(forKey key: String) throws -> String {
        try container(keyedBy: DiscriminatorKey.self).decode(String.self, forKey: DiscriminatorKey(key))
    }

    /// The error for a discriminator value no alternative has.
    public func unknownDiscriminator(_ value: String, forKey key: String, expected: [String]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(
            codingPath: codingPath + [DiscriminatorKey(key)],
            debugDescription: "unknown \(key) '\(value)' (expected \(expected.map { "'\($0)'" }.joined(separator: ", ")))"
        ))
    }

    /// The value as `type`, or nil with the reason added to `failures`.
    public func attempt<T: Decodable>(_ type: T.Type, failures: inout [String]) -> T? {
        do {
            return try T(from: self)
        } catch let error as DecodingError {
            let path = error.readableCodingPath
            failures.append("\(T.self): \(error.readableDescription)\(path.isEmpty ? "" : " at \(path)")")
        } catch {
            failures.append("\(T.self): \(error)")
        }
        return nil
    }

    /// The error when no alternative decoded, naming why each failed.
    public func noAlternativeMatched(_ typeName: String, failures: [String]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(
            codingPath: codingPath,
            debugDescription: "the value matches none of \(typeName)'s alternatives (\(failures.joined(separator: "; ")))"
        ))
    }
}

/// A coding key for a discriminator property named at run time.
struct DiscriminatorKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ stringValue: String) { self.stringValue = stringValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
