import AnnogenModel
import Foundation
import TemplateEngine

/// The string filters annogen adds to Stencil's own (`capitalize`, `uppercase`, `lowercase`,
/// `indent`, `join`, `default`): `replace`, `count`, and the tests `contains`, `hasPrefix`,
/// `hasSuffix` with their `!` negations.
///
/// Every filter works on a non-string input's printed form, maps over an array element by element
/// like Stencil's `uppercase`, and passes nil through so `default:` still applies.
enum StringFilters {
    static func register(in environment: inout Environment) {
        environment.register(filter: "replace") { value, arguments, _ in
            // StencilSwiftKit's third argument: "normal" (the default) or "regex".
            if arguments.count != 3 { try TemplateValues.expectArguments(arguments, count: 2, filter: "replace") }
            let target = try TemplateValues.stringArgument(arguments, 0, filter: "replace")
            let replacement = try TemplateValues.stringArgument(arguments, 1, filter: "replace")
            let mode = arguments.count == 3 ? try TemplateValues.stringArgument(arguments, 2, filter: "replace") : "normal"
            guard !target.isEmpty else { return value }
            switch mode {
            case "normal":
                return map(value) { TextSearch.replacing($0, target, with: replacement) }
            case "regex":
                guard let expression = try? NSRegularExpression(pattern: target) else {
                    throw TemplateError("'replace' filter: '\(target)' is not a regular expression")
                }
                return map(value) { text in
                    expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: replacement)
                }
            default:
                throw TemplateError("'replace' filter's third argument must be \"normal\" or \"regex\", not '\(mode)'")
            }
        }
        environment.register(filter: "count") { value in count(value) }
        registerTest("contains", in: &environment) { string, argument in TextSearch.contains(string, substring: argument) }
        registerTest("hasPrefix", in: &environment) { string, argument in string.hasPrefix(argument) }
        registerTest("hasSuffix", in: &environment) { string, argument in string.hasSuffix(argument) }
    }

    /// Registers `name:"x"` and `!name:"x"`, both giving a Bool. On an array, `contains` asks
    /// whether any element's printed form equals the argument; otherwise the test applies to the
    /// value's printed form (nil counts as "").
    private static func registerTest(_ name: String, in environment: inout Environment, test: @escaping (String, String) -> Bool) {
        let evaluate: (TemplateValue, [TemplateValue]) throws -> Bool = { value, arguments in
            try TemplateValues.expectArguments(arguments, count: 1, filter: name)
            let argument = try TemplateValues.stringArgument(arguments, 0, filter: name)
            if name == "contains", let elements = value.arrayValue {
                return elements.contains { TemplateValues.string($0) == argument }
            }
            return test(TemplateValues.string(value), argument)
        }
        environment.register(filter: name) { value, arguments, _ in .bool(try evaluate(value, arguments)) }
        environment.register(filter: "!" + name) { value, arguments, _ in .bool(try !evaluate(value, arguments)) }
    }

    /// `transform` over the value's printed form, or over each element of an array; nil stays nil.
    static func map(_ value: TemplateValue, _ transform: (String) -> String) -> TemplateValue {
        if value.isNull { return .null }
        if let elements = value.arrayValue {
            return .array(elements.map { .string(transform(TemplateValues.string($0))) })
        }
        return .string(transform(TemplateValues.string(value)))
    }

    /// The count of an array, dictionary or string (in characters); nil for anything else.
    static func count(_ value: TemplateValue) -> TemplateValue {
        switch value {
        case .string(let string): .int(string.count)
        case .dictionary(let dictionary): .int(dictionary.count)
        default: value.arrayValue.map { .int($0.count) } ?? .null
        }
    }
}
