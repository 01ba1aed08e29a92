import Foundation

/// What `JSONDecoder` reads Swift's and Foundation's value types from, for the mock check: a
/// `String` from a string, an integer type from a number with no fraction within its range (`1.0`
/// and `1e2` are whole numbers, as `JSONDecoder` reads them), a `Double` from any finite number, a
/// `Bool` from `true`/`false`, and from strings: a `UUID` in its 36-character form and a non-empty
/// `URL`; a `Date` as the client's default decoder reads it (ISO 8601) and `Data` as base64. The
/// two last are configurable in a client (`makeDecoder`), so text in another form is a warning; a
/// value that is no string is an error either way. Types not listed here are not checked.
enum MockScalars {
    struct Expectation {
        let expected: String
        let isError: Bool
        /// Why a warning is no error, appended to the message.
        var note: String?
    }

    /// What is wrong with `value` as `typeName` (a bare name: `Int`, not `Swift.Int`), or nil when
    /// it decodes or the type is none of those listed.
    static func problem(_ value: LocatedJSON.Value, typeName: String) -> Expectation? {
        switch typeName {
        case "String", "Substring":
            return value.string == nil ? Expectation(expected: "a string", isError: true) : nil
        case "Character":
            return value.string?.count == 1 ? nil : Expectation(expected: "a string of one character", isError: true)
        case "Bool":
            if case .bool = value { return nil }
            return Expectation(expected: "true or false", isError: true)
        case "Double", "Float64", "CGFloat", "Decimal":
            guard case .number(let text) = value else { return Expectation(expected: "a number", isError: true) }
            return typeName == "Decimal" || Double(text)?.isFinite == true ? nil : Expectation(expected: "a number within Double's range", isError: true)
        case "Float", "Float32":
            guard case .number(let text) = value else { return Expectation(expected: "a number", isError: true) }
            return Float(text)?.isFinite == true ? nil : Expectation(expected: "a number within Float's range", isError: true)
        case "UUID":
            guard let text = value.string, UUID(uuidString: text) != nil else {
                return Expectation(expected: "a UUID string (\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")", isError: true)
            }
            return nil
        case "URL":
            guard let text = value.string, !text.isEmpty else { return Expectation(expected: "a URL string", isError: true) }
            return nil
        case "Date":
            guard let text = value.string else { return Expectation(expected: "a date string", isError: true) }
            return (try? Date(text.uppercased(), strategy: .iso8601)) == nil
                ? Expectation(expected: "an ISO 8601 date (\"2026-09-21T14:13:20Z\")", isError: false,
                              note: "APIClient.defaultDecoder() reads ISO 8601 dates; a makeDecoder of your own may read others") : nil
        case "Data":
            guard let text = value.string else { return Expectation(expected: "a base64 string", isError: true) }
            return Data(base64Encoded: text) == nil
                ? Expectation(expected: "base64 text", isError: false,
                              note: "JSONDecoder reads Data as base64 unless a makeDecoder of your own says otherwise") : nil
        default:
            guard let bounds = DefaultValueLiteral.integerBounds[typeName] else { return nil }
            guard case .number(let text) = value, let whole = wholeNumber(text) else { return Expectation(expected: "a whole number", isError: true) }
            let fits = whole.negative ? whole.magnitude <= bounds.lower.magnitude : whole.magnitude <= bounds.upper
            return fits ? nil : Expectation(expected: "a whole number from \(bounds.lower) to \(bounds.upper)", isError: true)
        }
    }

    /// The number as an `Int` when it is a whole number in `Int`'s range (`1.0e1` → 10).
    static func integer(_ text: String) -> Int? {
        guard let whole = wholeNumber(text) else { return nil }
        if whole.negative { return whole.magnitude <= Int.min.magnitude ? Int(truncatingIfNeeded: 0 &- whole.magnitude) : nil }
        return whole.magnitude <= UInt64(Int.max) ? Int(whole.magnitude) : nil
    }

    /// A JSON number's sign and magnitude when it has no fraction (`2.50e1` is 25, `2.5` is none);
    /// a magnitude past `UInt64`'s range is `UInt64.max` (out of every integer type's range).
    static func wholeNumber(_ text: String) -> (negative: Bool, magnitude: UInt64)? {
        var rest = Substring(text)
        let negative = rest.hasPrefix("-")
        if negative { rest = rest.dropFirst() }
        var exponent = 0
        if let marker = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let written = Int(rest[rest.index(after: marker)...].drop { $0 == "+" }) else {
                // An exponent past Int's range: zero stays zero, anything else is no whole number in range.
                return rest[..<marker].allSatisfy { $0 == "0" || $0 == "." } ? (negative, 0) : (negative, UInt64.max)
            }
            exponent = written
            rest = rest[..<marker]
        }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        exponent -= parts.count > 1 ? parts[1].count : 0
        digits = String(digits.drop { $0 == "0" })
        if digits.isEmpty { return (negative, 0) }
        if exponent < 0 {
            // The last -exponent digits are the fraction: all zeros, or no whole number.
            let cut = digits.count + exponent
            guard digits.suffix(-exponent).allSatisfy({ $0 == "0" }) else { return nil }
            digits = cut > 0 ? String(digits.prefix(cut)) : ""
            if digits.isEmpty { return (negative, 0) }
        } else if exponent > 0 {
            guard digits.count + exponent <= 20 else { return (negative, UInt64.max) }
            digits += String(repeating: "0", count: exponent)
        }
        return (negative, UInt64(digits) ?? UInt64.max)
    }
}

extension LocatedJSON.Value {
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
