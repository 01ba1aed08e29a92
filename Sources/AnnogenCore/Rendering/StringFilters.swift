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

    /// `transform` over the value's string form, or over each element of an array; nil stays nil.
    static func map(_ value: Any?, _ transform: (String) -> String) -> Any? {
        guard let value = TemplateValues.unwrapped(value) else { return nil }
        if let array = value as? [Any] {
            return array.map { transform(TemplateValues.string($0)) }
        }
        return transform(TemplateValues.string(value))
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
}
