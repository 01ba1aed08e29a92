import AnnogenModel
import Foundation
import TemplateEngine

/// Filters that turn template values into Swift source: literals that compile whatever the value
/// holds, and project files embedded as string literals.
enum SwiftLiteralFilters {
    static func register(in environment: inout Environment) {
        environment.register(filter: "swiftLiteral") { value in .string(swiftLiteral(value)) }
        environment.register(filter: "swiftMultilineLiteral") { value, arguments, _ in
            let indentation: Int = if case .int(let int) = arguments.first ?? .null { int } else { 0 }
            return .string(multilineLiteral(TemplateValues.string(value), indentation: indentation))
        }
        environment.register(filter: "compact") { value in
            value.arrayValue.map { .array($0.filter { !TemplateValues.string($0).isEmpty }) } ?? .null
        }
        environment.register(filter: "defaultValueLiteral") { value in .string(defaultValueLiteral(value)) }
        environment.register(filter: "literalDefault") { value in .string(literalDefault(value)) }
        environment.register(filter: "fileContents") { value in
            TemplateValue(ProjectFile.contents(TemplateValues.string(value), root: ProjectFile.root ?? FileManager.default.currentDirectoryPath))
        }
    }

    /// `"text"` with escapes for strings; numbers and Bools as written; arrays as array literals;
    /// nil as `nil`.
    static func swiftLiteral(_ value: TemplateValue) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let bool): return bool ? "true" : "false"
        case .int(let int): return String(int)
        case .double(let double): return String(double)
        case .array(let elements): return "[" + elements.map(swiftLiteral).joined(separator: ", ") + "]"
        default:
            if let elements = value.arrayValue { return "[" + elements.map(swiftLiteral).joined(separator: ", ") + "]" }
            return quoted(TemplateValues.string(value))
        }
    }

    /// **(annogen)** `variable|defaultValueLiteral`: the Swift expression of the property's
    /// `defaultValue` annotation for its type (see `DefaultValueLiteral`): `""`, `0`, `[]`, `[:]`,
    /// `.someCase`, `nil`. A value that does not fit (which the validator already reported as an
    /// error) renders as `swiftLiteral` would.
    static func defaultValueLiteral(_ value: TemplateValue) -> String {
        guard case .object(let object) = value, let variable = object as? VariableContext,
              let annotation = variable.variable.annotations["defaultValue"]
        else { return "nil" }
        let graph = variable.typeName.graph
        let cases: DefaultValueLiteral.EnumCases = { name in
            guard let type = graph.type(named: name), type.composed.kind == .enum else { return nil }
            return type.declaration.cases.map { ($0.name, $0.rawValue) }
        }
        switch DefaultValueLiteral.expression(for: annotation, typeName: variable.variable.typeName, cases: cases) {
        case .success(let expression): return expression
        case .failure: return swiftLiteral(AnnotationsBridge.bridge(annotation))
        }
    }

    /// **(annogen)** `variable.defaultValue|literalDefault`: a property's initial value when it is a
    /// literal that means the same written anywhere (`20`, `-1.5`, `"none"`, `true`, `nil`, `[]`,
    /// `[:]`, `.asc`), for a parameter's default; empty for an expression (`Self.limit`,
    /// `Config.pageSize`), which would not compile where the parameter is declared.
    static func literalDefault(_ value: TemplateValue) -> String {
        guard case .string(let written) = value else { return "" }
        let text = written.trimmingCharacters(in: .whitespaces)
        if ["true", "false", "nil", "[]", "[:]"].contains(text) { return text }
        if isNumberLiteral(text) { return text }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\""), !text.contains("\\(") { return text }
        if isRawStringLiteral(text) { return text }
        if text.hasPrefix("."), text.count > 1, text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
           text.dropFirst().first.map({ !$0.isNumber }) == true {
            return text
        }
        return ""
    }

    /// A Swift integer or floating-point literal, with an optional `-`: `42`, `1_000`, `0xFF`,
    /// `0b1010`, `0o17`, `2.5`, `1e-3`, `0x1p4` (digits grouped with `_` after the first).
    static func isNumberLiteral(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.hasPrefix("-") { rest = rest.dropFirst() }
        func digits(_ part: Substring, _ isDigit: (Character) -> Bool) -> Bool {
            guard let first = part.first, isDigit(first) else { return false }
            return part.allSatisfy { isDigit($0) || $0 == "_" }
        }
        let decimal: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        let hex: (Character) -> Bool = { $0.isASCII && $0.isHexDigit }
        if rest.hasPrefix("0b") { return digits(rest.dropFirst(2)) { $0 == "0" || $0 == "1" } }
        if rest.hasPrefix("0o") { return digits(rest.dropFirst(2)) { ("0"..."7").contains($0) } }
        if rest.hasPrefix("0x") {
            let body = rest.dropFirst(2)
            guard let p = body.firstIndex(where: { $0 == "p" || $0 == "P" }) else { return digits(body, hex) }
            var exponent = body[body.index(after: p)...]
            if exponent.hasPrefix("-") || exponent.hasPrefix("+") { exponent = exponent.dropFirst() }
            let mantissa = body[..<p].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            return mantissa.allSatisfy { digits($0, hex) } && digits(exponent, decimal)
        }
        var mantissa = rest
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = rest[..<e]
            var exponent = rest[rest.index(after: e)...]
            if exponent.hasPrefix("-") || exponent.hasPrefix("+") { exponent = exponent.dropFirst() }
            guard digits(exponent, decimal) else { return false }
        }
        return mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).allSatisfy { digits($0, decimal) }
    }

    /// A one-line raw string literal without interpolation: `#"a\d"#`, `##"say "#hi""##`.
    static func isRawStringLiteral(_ text: String) -> Bool {
        let hashes = text.prefix { $0 == "#" }.count
        guard hashes > 0, !text.contains("\n") else { return false }
        let delimiter = String(repeating: "#", count: hashes)
        let open = delimiter + "\"", close = "\"" + delimiter
        guard text.count >= open.count + close.count, text.hasPrefix(open) else { return false }
        let bodyStart = text.index(text.startIndex, offsetBy: open.count)
        // The literal ends at the first closing delimiter, which must end the text; interpolation is `\#(`.
        guard let end = text.range(of: close, range: bodyStart..<text.endIndex), end.upperBound == text.endIndex else { return false }
        let body = text[bodyStart..<end.lowerBound]
        return !body.hasPrefix("\"\"") && !body.contains("\\" + delimiter + "(")
    }

    static func quoted(_ text: String) -> String {
        // Most texts (names, keys) need no escape.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A raw multi-line literal (`#"""` … `"""#`) holding `text` exactly; content lines and the
    /// closing delimiter are indented by `indentation` spaces, which Swift strips again. Enough `#`s
    /// are used that nothing in the text can end the literal.
    static func multilineLiteral(_ text: String, indentation: Int) -> String {
        var pounds = "#"
        while text.contains("\"\"\"" + pounds) || text.contains("\"" + pounds) { pounds += "#" }
        let pad = String(repeating: " ", count: max(0, indentation))
        var body = text
        if body.hasSuffix("\n") { body.removeLast() }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.isEmpty ? "" : pad + line
        }
        return "\(pounds)\"\"\"\n" + lines.joined(separator: "\n") + "\n\(pad)\"\"\"\(pounds)"
    }
}

/// Reads files of the project (the config file's folder, or the working directory without one) for
/// templates, never outside it.
enum ProjectFile {
    /// The file's text, or nil when it is missing, unreadable, not UTF-8, absolute, or outside the
    /// project folder (`..` or a symlink leading out).
    static func contents(_ relativePath: String, root projectRoot: String = FileManager.default.currentDirectoryPath) -> String? {
        guard !relativePath.isEmpty, !relativePath.hasPrefix("/") else { return nil }
        let root = URL(fileURLWithPath: projectRoot).resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: relativePath, relativeTo: URL(fileURLWithPath: root + "/"))
            .standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(root + "/") else { return nil }
        let text = FileManager.default.contents(atPath: resolved).flatMap { String(data: $0, encoding: .utf8) }
        readLog?.note(relativePath, root: projectRoot, text: text)
        return text
    }

    /// The project folder `fileContents` paths are relative to (the config's folder), bound while a
    /// run renders; the working directory when unbound.
    @TaskLocal static var root: String?

    /// Notes every project file read while bound (a run's inputs beyond sources and templates, for
    /// the cache); nil outside a cached run.
    @TaskLocal static var readLog: ProjectFileReadLog?
}
