import Foundation

/// Stencil's filters: `default`, `capitalize`, `uppercase`, `lowercase`, `join`, `split`, `indent`,
/// `filter`, with its argument rules and messages.
enum BuiltinFilters {
    static func register(in environment: inout Environment) {
        environment.register(filter: "default") { value, arguments, _ in
            if !value.isNull, ValuePrinter.describing(value) != "nil" { return value }
            return arguments.first { !$0.isNull } ?? .null
        }
        environment.register(filter: "capitalize") { value in mapText(value) { $0.capitalized } }
        environment.register(filter: "uppercase") { value in mapText(value) { $0.uppercased() } }
        environment.register(filter: "lowercase") { value in mapText(value) { $0.lowercased() } }
        environment.register(filter: "join") { value, arguments, _ in
            guard arguments.count < 2 else { throw TemplateError("'join' filter takes at most one argument") }
            let separator = ValuePrinter.text(arguments.first ?? .string(""))
            guard let elements = value.arrayValue else { return value }
            return .string(elements.map(ValuePrinter.text).joined(separator: separator))
        }
        environment.register(filter: "split") { value, arguments, _ in
            guard arguments.count < 2 else { throw TemplateError("'split' filter takes at most one argument") }
            let separator = ValuePrinter.text(arguments.first ?? .string(" "))
            guard case .string(let string) = value else { return value }
            return .array(string.components(separatedBy: separator).map(TemplateValue.string))
        }
        environment.register(filter: "indent") { value, arguments, _ in try indent(value, arguments) }
        environment.register(filter: "filter") { value, arguments, context in
            guard !value.isNull else { return .null }
            guard arguments.count == 1 else { throw TemplateError("'filter' filter takes one argument") }
            let attribute = ValuePrinter.text(arguments[0])
            let expression = try FilterExpression("$0|\(attribute)", environment: context.environment) { _ in nil }
            return try context.push("$0", value) { try expression.resolve(context) }
        }
    }

    /// `transform` of the value's text, or of each element's of an array.
    static func mapText(_ value: TemplateValue, _ transform: (String) -> String) -> TemplateValue {
        if let elements = value.arrayValue { return .array(elements.map { .string(transform(ValuePrinter.text($0))) }) }
        return .string(transform(ValuePrinter.text(value)))
    }

    /// `indent:width,"character",indentFirst`: every line but the first (and empty ones) indented.
    private static func indent(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
        guard arguments.count <= 3 else { throw TemplateError("'indent' filter can take at most 3 arguments") }
        var width = 4
        if let first = arguments.first {
            guard case .int(let int) = first else {
                throw TemplateError("'indent' filter width argument must be an Integer (\(optionalDescription(first)))")
            }
            width = int
        }
        var character = " "
        if arguments.count > 1 {
            guard case .string(let string) = arguments[1] else {
                throw TemplateError("'indent' filter indentation argument must be a String (\(optionalDescription(arguments[1]))")
            }
            character = string
        }
        var indentFirst = false
        if arguments.count > 2 {
            guard case .bool(let bool) = arguments[2] else { throw TemplateError("'indent' filter indentFirst argument must be a Bool") }
            indentFirst = bool
        }
        let indentation = String(repeating: character, count: max(0, width))
        let text = ValuePrinter.text(value)
        guard !indentation.isEmpty else { return .string(text) }
        var lines = text.components(separatedBy: .newlines)
        let first = (indentFirst ? indentation : "") + lines.removeFirst()
        return .string(([first] + lines.map { $0.isEmpty ? "" : indentation + $0 }).joined(separator: "\n"))
    }

    /// `String(describing:)` of an optional argument, as Stencil's messages print it.
    private static func optionalDescription(_ value: TemplateValue) -> String {
        value.isNull ? "nil" : "Optional(\(ValuePrinter.debugText(value)))"
    }
}
