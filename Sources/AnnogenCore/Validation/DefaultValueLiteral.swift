import AnnogenModel

/// The Swift expression a `// gen: defaultValue = …` gives a property of a given type, or why it
/// cannot give one. The validator reports the reason at the comment; the templates write the
/// expression (`decode(T.self, forKey: .k, default: <expression>)`), so a value the validator accepts
/// always compiles. Accepted, by the property's type:
/// - `String`: any string (`defaultValue = ""`); integers, decimals, `Bool`: a value of that kind;
/// - an optional: `nil`, or a value for the wrapped type;
/// - an array: `[]`, or a list in brackets (`defaultValue = "[FRA, HHN]"`, `"[1, 2]"`) whose elements
///   fit the element type; a dictionary: `[:]`;
/// - an enum declared in the sources: a case, written `.case` or `case` (or its raw value).
/// Anything else (a `Date`, a struct) cannot be checked and is refused.
public enum DefaultValueLiteral {
    /// The cases of an enum by its resolved name (case name and raw value), or nil when not an enum.
    typealias EnumCases = (String) -> [(name: String, rawValue: String?)]?

    static let integers: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    /// Each integer type's bounds (a UInt's largest value is past `Int`'s).
    static let integerBounds: [String: (lower: Int, upper: UInt64)] = [
        "Int8": (Int(Int8.min), UInt64(Int8.max)), "Int16": (Int(Int16.min), UInt64(Int16.max)),
        "Int32": (Int(Int32.min), UInt64(Int32.max)), "UInt8": (0, UInt64(UInt8.max)), "UInt16": (0, UInt64(UInt16.max)),
        "UInt32": (0, UInt64(UInt32.max)), "UInt": (0, UInt64(UInt.max)), "UInt64": (0, UInt64.max),
        "Int": (Int.min, UInt64(Int.max)), "Int64": (Int.min, UInt64(Int.max)),
    ]
    static let decimals: Set<String> = ["Double", "Float", "CGFloat", "Float32", "Float64"]
    static let strings: Set<String> = ["String", "Substring", "Character"]

    static func expression(for value: AnnotationValue, typeName: TypeName, cases: EnumCases) -> Result<String, Refusal> {
        if case .string("nil") = value {
            return typeName.isOptional ? .success("nil") : .failure(Refusal("nil fits only an optional; \(typeName.name) is not"))
        }
        let type = typeName.unwrapped
        switch type.shape {
        case .array(let element):
            // A list already read (a `// sourcery:` JSON value such as "[1, 2]"): each item as a scalar.
            if case .array(let items) = value {
                var expressions: [String] = []
                for item in items {
                    switch scalar(item, typeName: element, cases: cases) {
                    case .success(let expression): expressions.append(expression)
                    case .failure(let refusal): return .failure(Refusal("in the list: \(refusal.reason)"))
                    }
                }
                return .success("[" + expressions.joined(separator: ", ") + "]")
            }
            guard case .string(let text) = value else { return .failure(Refusal("an array takes [] or a list in brackets, e.g. \"[a, b]\"")) }
            return list(text, element: element, cases: cases)
        case .dictionary:
            guard case .string("[:]") = value else { return .failure(Refusal("a dictionary takes [:]")) }
            return .success("[:]")
        case .simple:
            return scalar(value, typeName: type, cases: cases)
        default:
            return .failure(Refusal("defaultValue cannot be checked for \(typeName.name); give the property a value in Swift instead"))
        }
    }

    /// Digits alone: an integer past `Int`'s range, which annotations keep as written.
    private static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(ASCII.isDigit)
    }

    /// Why a value does not fit, for the diagnostic.
    public struct Refusal: Error, Equatable {
        public let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private static func scalar(_ value: AnnotationValue, typeName: TypeName, cases: EnumCases) -> Result<String, Refusal> {
        let name = bareName(typeName.resolvedName)
        switch value {
        case .string(let text) where strings.contains(name): return .success(SwiftLiteralFilters.quoted(text))
        case .int(let number) where integers.contains(name):
            // The compiler reports an overflowing literal only when it builds, after type-checking.
            if let bounds = integerBounds[name], number < bounds.lower || (number > 0 && UInt64(number) > bounds.upper) {
                return .failure(Refusal("\(number) is out of the range of \(name) (\(bounds.lower)...\(bounds.upper))"))
            }
            return .success(String(number))
        case .string(let text) where integers.contains(name) && isDigits(text):
            // Digits past Int's largest value, which the annotation keeps as written.
            guard let bounds = integerBounds[name], let number = UInt64(text), number <= bounds.upper else {
                let range = integerBounds[name].map { " (\($0.lower)...\($0.upper))" } ?? ""
                return .failure(Refusal("\(text) is out of the range of \(name)\(range)"))
            }
            return .success(text)
        case .int(let number) where decimals.contains(name): return .success(String(number))
        case .int(let number):
            // An Int-raw-valued enum's case by its raw value, written bare (`defaultValue = 320`).
            if let enumCases = cases(typeName.resolvedName), let match = enumCases.first(where: { $0.rawValue == String(number) }) {
                return .success("." + StencilSwiftKitFilters.escapeReservedKeywords(match.name))
            }
        case .double(let number) where decimals.contains(name):
            // `1e39` overflows a Float: the generated literal would warn.
            if ["Float", "Float32"].contains(name), abs(number) > Double(Float.greatestFiniteMagnitude) {
                return .failure(Refusal("\(number) is out of the range of \(name)"))
            }
            return .success(String(number))
        case .string(let text) where decimals.contains(name) && isDigits(text):
            // Digits past Int's largest value, which the annotation keeps as written: a Double takes them.
            return .success(text)
        case .bool(let flag) where name == "Bool": return .success(flag ? "true" : "false")
        case .string(let text):
            if let enumCases = cases(typeName.resolvedName) {
                let written = text.hasPrefix(".") ? String(text.dropFirst()) : text
                guard let match = enumCases.first(where: { $0.name == written }) ?? enumCases.first(where: { $0.rawValue == text }) else {
                    return .failure(Refusal("'\(text)' is not a case of \(typeName.name) (cases: \(enumCases.map(\.name).joined(separator: ", ")))"))
                }
                return .success("." + StencilSwiftKitFilters.escapeReservedKeywords(match.name))
            }
        default:
            break
        }
        if strings.contains(name) || integers.contains(name) || decimals.contains(name) || name == "Bool" || cases(typeName.resolvedName) != nil {
            return .failure(Refusal("\(value.kindDescription) does not fit \(typeName.name)"))
        }
        return .failure(Refusal("defaultValue cannot be checked for \(typeName.name); give the property a value in Swift instead"))
    }

    /// `[]`, or `[a, b]` with each element read as a scalar of `element`.
    private static func list(_ text: String, element: TypeName, cases: EnumCases) -> Result<String, Refusal> {
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"), trimmed != "[:]" else {
            return .failure(Refusal("an array takes [] or a list in brackets, e.g. \"[a, b]\""))
        }
        let inner = String(trimmed.dropFirst().dropLast()).trimmingWhitespace
        guard !inner.isEmpty else { return .success("[]") }
        var expressions: [String] = []
        for item in split(inner) {
            switch scalar(elementValue(item, element: element), typeName: element, cases: cases) {
            case .success(let expression): expressions.append(expression)
            case .failure(let refusal): return .failure(Refusal("in the list: \(refusal.reason)"))
            }
        }
        return .success("[" + expressions.joined(separator: ", ") + "]")
    }

    /// One list item as the annotation reader would read it alone: a quoted or bare string, a
    /// number, a Bool (bare words are strings for a String element).
    private static func elementValue(_ item: String, element: TypeName) -> AnnotationValue {
        if item.count >= 2, item.hasPrefix("\""), item.hasSuffix("\"") { return .string(String(item.dropFirst().dropLast())) }
        if strings.contains(bareName(element.resolvedName)) { return .string(item) }
        if item == "true" || item == "false" { return .bool(item == "true") }
        if let number = Int(item) { return .int(number) }
        // Digits past Int's range stay as written, as the annotation parser keeps them (a UInt64's
        // largest value).
        if isDigits(item) { return .string(item) }
        if let number = Double(item) { return .double(number) }
        return .string(item)
    }

    /// Splits on commas outside double quotes, trimming each item.
    private static func split(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                items.append(current.trimmingWhitespace)
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current.trimmingWhitespace)
        return items
    }

    /// `Swift.Int` → `Int`: a standard type's name without its module.
    static func bareName(_ name: String) -> String {
        for prefix in ["Swift.", "Foundation.", "CoreGraphics."] where name.hasPrefix(prefix) { return String(name.dropFirst(prefix.count)) }
        return name
    }
}
