import Foundation
import Stencil

/// The string filters annogen adds to Stencil's own (`capitalize`, `uppercase`,
/// `lowercase`, `indent`, `join`, `default`).
///
/// Every filter stringifies a non-string input (`description` of a
/// `CustomStringConvertible`), maps over an array input element by element like
/// Stencil's `uppercase`, and passes nil through so `default:` still applies.
enum StringFilters {
    static func register(in ext: Extension) {
        ext.registerFilter("upperFirstLetter") { value in map(value, upperFirstLetter) }
        ext.registerFilter("lowerFirstLetter") { value in map(value, lowerFirstLetter) }
        ext.registerFilter("camelToSnakeCase") { value, arguments in
            let lowercased = try lowercaseArgument(arguments, filter: "camelToSnakeCase")
            return map(value) { camelToSnakeCase($0, lowercased: lowercased) }
        }
        ext.registerFilter("snakeToCamelCase") { value in map(value, snakeToCamelCase) }
        ext.registerFilter("swiftIdentifier") { value in map(value, swiftIdentifier) }
        ext.registerFilter("replace") { value, arguments in
            try TemplateValues.expectArguments(arguments, count: 2, filter: "replace")
            let target = try TemplateValues.stringArgument(arguments, 0, filter: "replace")
            let replacement = try TemplateValues.stringArgument(arguments, 1, filter: "replace")
            guard !target.isEmpty else { return value }
            return map(value) { $0.replacingOccurrences(of: target, with: replacement) }
        }
        ext.registerFilter("count") { value in count(value) }
        registerTest("contains", in: ext) { string, argument in string.contains(argument) }
        registerTest("hasPrefix", in: ext) { string, argument in string.hasPrefix(argument) }
        registerTest("hasSuffix", in: ext) { string, argument in string.hasSuffix(argument) }
    }

    /// Registers `name:"x"` and `!name:"x"`, both returning a Bool. On an array,
    /// `contains` asks whether any element's string form equals the argument; otherwise
    /// the test applies to the value's string form (nil counts as "").
    private static func registerTest(
        _ name: String, in ext: Extension, test: @escaping @Sendable (String, String) -> Bool
    ) {
        let evaluate: (Any?, [Any?]) throws -> Bool = { value, arguments in
            try TemplateValues.expectArguments(arguments, count: 1, filter: name)
            let argument = try TemplateValues.stringArgument(arguments, 0, filter: name)
            if name == "contains", let array = TemplateValues.array(value) {
                return array.contains { TemplateValues.string($0) == argument }
            }
            return test(TemplateValues.string(value), argument)
        }
        ext.registerFilter(name) { value, arguments in try evaluate(value, arguments) }
        ext.registerFilter("!" + name) { value, arguments in try !evaluate(value, arguments) }
    }

    private static func map(_ value: Any?, _ transform: (String) -> String) -> Any? {
        guard let value = TemplateValues.unwrapped(value) else { return nil }
        if let array = value as? [Any] {
            return array.map { transform(TemplateValues.string($0)) }
        }
        return transform(TemplateValues.string(value))
    }

    private static func lowercaseArgument(_ arguments: [Any?], filter: String) throws -> Bool {
        guard let first = arguments.first else { return true }
        guard arguments.count == 1, let flag = TemplateValues.unwrapped(first) as? Bool else {
            throw TemplateSyntaxError("'\(filter)' filter takes at most one argument, true or false")
        }
        return flag
    }

    /// The count of an array, dictionary or string (in characters); nil for anything else.
    static func count(_ value: Any?) -> Any? {
        switch TemplateValues.unwrapped(value) {
        case let array as [Any]: return array.count
        case let dictionary as [String: Any]: return dictionary.count
        case let string as String: return string.count
        default: return nil
        }
    }

    static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.first else { return string }
        return first.uppercased() + string.dropFirst()
    }

    static func lowerFirstLetter(_ string: String) -> String {
        guard let first = string.first else { return string }
        return first.lowercased() + string.dropFirst()
    }

    /// `productId` → `product_id`, `URLString` → `url_string`, `userID` → `user_id`.
    /// An underscore goes before an uppercase letter that follows a lowercase letter or
    /// digit, or that starts a word after an acronym (`LS` + `tring`).
    static func camelToSnakeCase(_ string: String, lowercased: Bool = true) -> String {
        let characters = Array(string)
        var result = ""
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let afterLower = previous.isLowercase || previous.isNumber
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if afterLower || endsAcronym { result.append("_") }
            }
            result.append(character)
        }
        return lowercased ? result.lowercased() : result
    }

    /// `product_id` → `productId`; leading underscores are kept (`_id` → `_id`), the
    /// first word keeps its case and later words get an uppercase first letter.
    static func snakeToCamelCase(_ string: String) -> String {
        let leading = string.prefix { $0 == "_" }
        let words = string.dropFirst(leading.count).split(separator: "_").map(String.init)
        guard let first = words.first else { return string }
        return String(leading) + first + words.dropFirst().map(upperFirstLetter).joined()
    }

    /// Words that cannot be used as a plain identifier (or after a dot) in Swift.
    static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol", "_",
    ]

    /// A usable Swift identifier: characters other than letters, digits and `_` become
    /// `_`, a leading digit gets a `_` prefix, and reserved words are wrapped in backticks.
    static func swiftIdentifier(_ string: String) -> String {
        guard !string.isEmpty else { return string }
        var result = String(string.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return reservedWords.contains(result) ? "`\(result)`" : result
    }
}
