/// Decoding for enums whose cases are alternative shapes of one value (OpenAPI's `oneOf`/`anyOf`):
/// chosen by a discriminator property, or by trying each alternative in order; and encoding with
/// the discriminator.
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

    /// The first of `alternatives` (each with its type's name, for the error) that decodes the
    /// value, read strictly first: a raw value no enum case has is an error then, not the enum's
    /// unknown case, so `{"type": "ukLocal", …}` is not taken for the first alternative whose
    /// `type` enum falls back to `unknown` and drops the rest. When none fits strictly, they are
    /// tried again as usual (a value the server added later still decodes). Inside a strict
    /// reading of an enclosing value, only strictly.
    public func firstAlternative<Value>(
        of typeName: String, _ alternatives: [(name: String, decode: (any Decoder) throws -> Value)]
    ) throws -> Value {
        let passes = AlternativeDecoding.rejectsUnknownValues ? [true] : [true, false]
        var failures: [String] = []
        for strict in passes {
            failures = []
            for alternative in alternatives {
                do {
                    return try AlternativeDecoding.$rejectsUnknownValues.withValue(strict) { try alternative.decode(self) }
                } catch let error as DecodingError {
                    let path = error.readableCodingPath
                    failures.append("\(alternative.name): \(error.readableDescription)\(path.isEmpty ? "" : " at \(path)")")
                } catch {
                    failures.append("\(alternative.name): \(error)")
                }
            }
        }
        throw noAlternativeMatched(typeName, failures: failures)
    }

    /// The value as `type`, or nil with the reason added to `failures`: what the built-in Coding
    /// template wrote before `firstAlternative(of:_:)`, kept for templates copied from it.
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

extension Encoder {
    /// A discriminated alternative: `value`'s own keys, then the discriminator `key` with the value
    /// `tag` that decoding chooses its case by (an alternative's schema need not list the property,
    /// and its struct then has none: `.card(Card(last4: "4242"))` → `{"last4": "4242", "type": "card"}`).
    /// The case's tag wins over a property of that name in `value`.
    public func encode(_ value: some Encodable, discriminatedAs tag: String, forKey key: String) throws {
        try value.encode(to: self)
        var container = container(keyedBy: DiscriminatorKey.self)
        try container.encode(tag, forKey: DiscriminatorKey(key))
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

/// Whether unknown raw values fail instead of becoming an enum's unknown case: while the
/// alternatives of a value are tried strictly (`Decoder.firstAlternative(of:_:)`).
public enum AlternativeDecoding {
    @TaskLocal public static var rejectsUnknownValues = false

    static func unknown<Raw>(_ raw: Raw, of type: Any.Type) -> String {
        "'\(raw)' is not a value of \(type)"
    }
}
