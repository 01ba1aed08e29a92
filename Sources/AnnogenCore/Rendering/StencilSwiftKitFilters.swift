import AnnogenModel
import Foundation
import TemplateEngine

/// The string and number filters Sourcery templates get from StencilSwiftKit, with its names,
/// arguments and results: `camelToSnakeCase`, `snakeToCamelCase`, `swiftIdentifier`,
/// `escapeReservedKeywords`, `lowerFirstWord`, `upperFirstLetter`, `lowerFirstLetter`, `titlecase`,
/// `removeNewlines`, `basename`, `dirname`, `hexToInt`, `int255toFloat`, `percent`.
///
/// Like StencilSwiftKit's, the string filters apply to the value's string form; unlike it, they map
/// over an array element by element and pass nil through (so `default:` still applies) instead of
/// stopping the render.
enum StencilSwiftKitFilters {
    static func register(in environment: inout Environment) {
        environment.register(filter: "upperFirstLetter") { value in StringFilters.map(value, upperFirstLetter) }
        environment.register(filter: "titlecase") { value in StringFilters.map(value, upperFirstLetter) }
        environment.register(filter: "lowerFirstLetter") { value in StringFilters.map(value, lowerFirstLetter) }
        environment.register(filter: "lowerFirstWord") { value in StringFilters.map(value, lowerFirstWord) }
        environment.register(filter: "escapeReservedKeywords") { value in StringFilters.map(value, escapeReservedKeywords) }
        environment.register(filter: "camelToSnakeCase") { value, arguments, _ in
            let lowercased = try boolArgument(arguments, filter: "camelToSnakeCase") ?? true
            return StringFilters.map(value) { camelToSnakeCase($0, lowercased: lowercased) }
        }
        environment.register(filter: "snakeToCamelCase") { value, arguments, _ in
            let stripLeading = try boolArgument(arguments, filter: "snakeToCamelCase") ?? false
            return StringFilters.map(value) { snakeToCamelCase($0, stripLeading: stripLeading) }
        }
        environment.register(filter: "swiftIdentifier") { value, arguments, _ in
            let mode = try modeArgument(arguments, filter: "swiftIdentifier", modes: ["normal", "valid", "pretty"], default: "normal")
            return StringFilters.map(value) { swiftIdentifier($0, mode: mode) }
        }
        environment.register(filter: "removeNewlines") { value, arguments, _ in
            let mode = try modeArgument(arguments, filter: "removeNewlines", modes: ["all", "leading"], default: "all")
            return StringFilters.map(value) { removeNewlines($0, leadingOnly: mode == "leading") }
        }
        environment.register(filter: "basename") { value in StringFilters.map(value) { ($0 as NSString).lastPathComponent } }
        environment.register(filter: "dirname") { value in StringFilters.map(value, dirname) }
        environment.register(filter: "hexToInt") { value in
            value.isNull ? .null : Int(TemplateValues.string(value), radix: 16).map(TemplateValue.int) ?? .null
        }
        environment.register(filter: "int255toFloat") { value in
            guard let int = number(value).flatMap({ Int(exactly: $0) }) else {
                throw TemplateError("'int255toFloat' filter expects an integer")
            }
            return .float(Float(int) / 255)
        }
        environment.register(filter: "percent") { value in
            guard let fraction = number(value) else { throw TemplateError("'percent' filter expects a number") }
            return .string("\(Int(Float(fraction) * 100))%")
        }
    }

    // MARK: Strings

    static func upperFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).uppercased() + String(string.unicodeScalars.dropFirst())
    }

    static func lowerFirstLetter(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return string }
        return String(first).lowercased() + String(string.unicodeScalars.dropFirst())
    }

    /// `URLRequest` → `urlRequest`, `HTTPS` → `https`, `Stuff` → `stuff`: the leading run of capitals
    /// is lowercased, except the last one when a lowercase letter follows it.
    static func lowerFirstWord(_ string: String) -> String {
        ASCII.isASCII(string.utf8) ? asciiLowerFirstWord(string) : unicodeLowerFirstWord(string)
    }

    /// `lowerFirstWord` of ASCII text (nearly every name), on bytes: there the upper- and lowercase
    /// letters are A-Z and a-z.
    static func asciiLowerFirstWord(_ string: String) -> String {
        let bytes = Array(string.utf8)
        var end = 0
        while end < bytes.count, ASCII.isUppercase(bytes[end]) { end += 1 }
        if end > 1, end < bytes.count, ASCII.isLowercase(bytes[end]) { end -= 1 }
        guard end > 0 else { return string }
        var result = bytes
        for index in 0..<end { result[index] = bytes[index] | 0x20 }
        return String(decoding: result, as: UTF8.self)
    }

    /// `lowerFirstWord` of any text, by Unicode scalars and Foundation's letter sets.
    static func unicodeLowerFirstWord(_ string: String) -> String {
        let scalars = Array(string.unicodeScalars)
        var end = 0
        while end < scalars.count, CharacterSet.uppercaseLetters.contains(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, CharacterSet.lowercaseLetters.contains(scalars[end]) { end -= 1 }
        var head = String.UnicodeScalarView(), tail = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<end])
        tail.append(contentsOf: scalars[end...])
        return String(head).lowercased() + String(tail)
    }

    /// The words StencilSwiftKit escapes with backticks.
    static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "Any", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true",
        "try", "_", "#available", "#colorLiteral", "#column", "#else", "#elseif", "#endif", "#file",
        "#fileLiteral", "#function", "#if", "#imageLiteral", "#line", "#selector", "#sourceLocation",
        "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "set", "Type", "unowned", "weak", "willSet",
    ]

    static func escapeReservedKeywords(_ string: String) -> String {
        reservedKeywords.contains(string) ? "`\(string)`" : string
    }

    /// `productId` → `product_id`, `URLString` → `url_string` (`lowercased: false` keeps the case:
    /// `URL_String`).
    static func camelToSnakeCase(_ string: String, lowercased: Bool = true) -> String {
        let snake = snakeCase(string)
        return lowercased ? snake.lowercased() : snake
    }

    /// `snake_case` → `SnakeCase`; an all-capitals input is split as camel case first
    /// (`SNAKE_CASE` → `SnakeCase`). Leading underscores stay unless `stripLeading`.
    static func snakeToCamelCase(_ string: String, stripLeading: Bool) -> String {
        let body: String
        if string.range(of: "[a-z]", options: .regularExpression) != nil {
            body = string.components(separatedBy: "_").map(upperFirstLetter).joined()
        } else {
            body = snakeCase(string).components(separatedBy: "_").map(\.capitalized).joined()
        }
        if stripLeading { return body }
        return String(string.unicodeScalars.prefix { $0 == "_" }) + body
    }

    /// `normal`: each run of characters that cannot be in an identifier becomes `_` and the word after
    /// it gets a capital (`hello world` → `Hello_World`); `valid`: the same without capitals;
    /// `pretty`: `normal`, then the underscores removed (`HelloWorld`). A leading `_` is added when
    /// the first character cannot start an identifier.
    static func swiftIdentifier(_ string: String, mode: String) -> String {
        switch mode {
        case "valid":
            return identifier(string, capitalizing: false)
        case "pretty":
            return prefixedIfNeeded(snakeToCamelCase(identifier(string, capitalizing: true), stripLeading: true))
        default:
            return identifier(string, capitalizing: true)
        }
    }

    static func removeNewlines(_ string: String, leadingOnly: Bool) -> String {
        guard leadingOnly else { return string.components(separatedBy: .whitespacesAndNewlines).joined() }
        return string.components(separatedBy: .newlines)
            .map { line in String(line.unicodeScalars.drop { CharacterSet.whitespaces.contains($0) }) }
            .joined()
            .trimmingCharacters(in: .whitespaces)
    }

    /// The parent folder, normalised: `a/b/c.swift` → `a/b`, `c.swift` → `.`.
    static func dirname(_ path: String) -> String {
        let parent = PathText.deletingLastComponent(path)
        if parent.isEmpty { return "." }
        return (parent as NSString).standardizingPath
    }

    // MARK: Helpers

    /// StencilSwiftKit's camel-to-snake step: `ABCDef` → `ABC_Def`, then `aB`/`1B` → `a_B`/`1_B`,
    /// and `-` → `_`. Like it, the second pass looks only as far as the input's original length.
    private static func snakeCase(_ string: String) -> String {
        let length = string.unicodeScalars.count
        let runs = replacing("([A-Z\\d]+)([A-Z][a-z])", in: string, length: length)
        return replacing("([a-z\\d])([A-Z])", in: runs, length: min(length, (runs as NSString).length))
            .replacingOccurrences(of: "-", with: "_")
    }

    private static func replacing(_ pattern: String, in string: String, length: Int) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return string }
        return regex.stringByReplacingMatches(
            in: string, range: NSRange(location: 0, length: length), withTemplate: "$1_$2"
        )
    }

    private static func identifier(_ string: String, capitalizing: Bool) -> String {
        let parts = string.unicodeScalars.split(omittingEmptySubsequences: false) { !isIdentifierTail($0) }
            .map { String(String.UnicodeScalarView($0)) }
        let words = capitalizing ? parts.map(upperFirstLetter) : parts
        return prefixedIfNeeded(words.joined(separator: "_"))
    }

    private static func prefixedIfNeeded(_ string: String) -> String {
        guard let first = string.unicodeScalars.first else { return "" }
        return isIdentifierHead(first) ? string : "_" + string
    }

    /// The characters Swift allows to start an identifier (The Swift Programming Language, Lexical
    /// Structure: identifier-head).
    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x61...0x7a, 0x41...0x5a, 0x5f, 0xa8, 0xaa, 0xad, 0xaf, 0xb2...0xb5, 0xb7...0xba, 0xbc...0xbe,
             0xc0...0xd6, 0xd8...0xf6, 0xf8...0xff, 0x100...0x2ff, 0x370...0x167f, 0x1681...0x180d,
             0x180f...0x1dbf, 0x1e00...0x1fff, 0x200b...0x200d, 0x202a...0x202e, 0x203f, 0x2040, 0x2054,
             0x2060...0x206f, 0x2070...0x20cf, 0x2100...0x218f, 0x2460...0x24ff, 0x2776...0x2793,
             0x2c00...0x2dff, 0x2e80...0x2fff, 0x3004...0x3007, 0x3021...0x302f, 0x3031...0x303f,
             0x3040...0xd7ff, 0xf900...0xfd3d, 0xfd40...0xfdcf, 0xfdf0...0xfe1f, 0xfe30...0xfe44,
             0xfe47...0xfffd:
            return true
        case 0x10000...0xefffd:
            return v & 0xffff <= 0xfffd
        default:
            return false
        }
    }

    /// identifier-head, or a digit or combining mark (identifier-character).
    private static func isIdentifierTail(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x300...0x36f, 0x1dc0...0x1dff, 0x20d0...0x20ff, 0xfe20...0xfe2f: true
        default: isIdentifierHead(scalar)
        }
    }

    private static func number(_ value: TemplateValue) -> Double? {
        switch value {
        case .int(let int): Double(int)
        case .double(let double): double
        case .float(let float): Double(float)
        case .string(let string): Double(string)
        default: nil
        }
    }

    /// An optional first argument read as StencilSwiftKit does: `true`/`yes`/`1` or `false`/`no`/`0`.
    private static func boolArgument(_ arguments: [TemplateValue], filter: String) throws -> Bool? {
        guard let first = arguments.first else { return nil }
        guard arguments.count == 1 else { throw TemplateError("'\(filter)' filter takes at most one argument") }
        if case .bool(let flag) = first { return flag }
        switch TemplateValues.string(first).lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw TemplateError("'\(filter)' filter's argument must be true or false")
        }
    }

    private static func modeArgument(_ arguments: [TemplateValue], filter: String, modes: [String], default: String) throws -> String {
        guard let first = arguments.first else { return `default` }
        let mode = TemplateValues.string(first)
        guard arguments.count == 1, modes.contains(mode) else {
            throw TemplateError("'\(filter)' filter takes one of \(modes.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        return mode
    }
}
