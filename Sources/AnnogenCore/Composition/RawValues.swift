import AnnogenModel
import Foundation

/// Raw values of enum cases: the raw type from the inheritance clause, literals unquoted, and the
/// implicit values Swift assigns (`case low = 1, mid` gives mid `2`; a String enum's case name).
enum RawValues {
    private static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    private static let floatingTypes: Set<String> = ["Double", "Float", "Float32", "Float64", "CGFloat"]
    private static let stringTypes: Set<String> = ["String", "Character"]

    static func isRawTypeName(_ name: String) -> Bool {
        let bare = name.hasPrefix("Swift.") ? String(name.dropFirst(6)) : name
        return integerTypes.contains(bare) || floatingTypes.contains(bare) || stringTypes.contains(bare)
    }

    /// Sets the enum's `rawTypeName` and its cases' raw values in `declaration` (the type's, unpacked
    /// by the caller, who packs it again).
    static func fill(_ type: inout ComposedType, declaration: inout TypeDecl, resolver: NameResolver) {
        guard let first = type.inheritedTypes.first else { return }
        let resolved = resolver.resolve(TypeName(first), from: type.name)
        let rawName = resolved.resolvedName.hasPrefix("Swift.") ? String(resolved.resolvedName.dropFirst(6)) : resolved.resolvedName
        let hasExplicitRawValues = declaration.cases.contains { $0.rawValue != nil }
        guard isRawTypeName(rawName) || hasExplicitRawValues else { return }
        type.rawTypeName = resolved
        var next = 0
        var cases = declaration.cases
        for index in cases.indices {
            if let written = cases[index].rawValue {
                let value = unquote(written)
                cases[index].rawValue = value
                if let number = Int(value) { next = number + 1 }
            } else if stringTypes.contains(rawName) {
                cases[index].rawValue = cases[index].name
            } else if integerTypes.contains(rawName) || floatingTypes.contains(rawName) {
                cases[index].rawValue = String(next)
                next += 1
            }
        }
        declaration.cases = cases
    }

    /// `"x"` → `x` (with `\"` and `\\` unescaped); anything else as written.
    static func unquote(_ literal: String) -> String {
        let trimmed = literal.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        var result = ""
        var escaping = false
        for character in trimmed.dropFirst().dropLast() {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
