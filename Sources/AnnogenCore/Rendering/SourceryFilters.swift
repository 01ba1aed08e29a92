import AnnogenModel
import Foundation
import TemplateEngine

/// The filters and tags Sourcery adds to Stencil for its templates, with its names, arguments and
/// results, so that templates written for Sourcery run unchanged: `json`, `isEmpty`, `reversed`,
/// `toArray`, `sortedValuesByKeys`, `last`, `push`, `sorted:"prop"`, `sortedDescending:"prop"`,
/// `capitalise`, `titleCase`, `deletingLastComponent`, and the tags `newline` (a line break no
/// whitespace rule removes) and `typed` (a type hint; renders nothing). Its selection filters
/// (`optional`, `extends:"X"`, …) are in `CollectionFilters`.
enum SourceryFilters {
    /// What `{% newline %}` renders until the text is finished (`finish`).
    static let newlineMarker = "\u{E001}"

    static func register(in environment: inout Environment) {
        environment.register(filter: "json") { value, arguments, _ in
            let pretty: Bool = if case .bool(true) = arguments.first ?? .null { true } else { false }
            return try json(value, pretty: pretty)
        }
        environment.register(filter: "isEmpty") { value in
            switch value {
            case .string(let string): .bool(string.isEmpty)
            case .null: .bool(false)
            default: .bool(value.arrayValue?.isEmpty ?? false)
            }
        }
        environment.register(filter: "reversed") { value in value.arrayValue.map { .array($0.reversed()) } ?? value }
        environment.register(filter: "toArray") { value in
            if value.isNull { return .null }
            return .array(value.arrayValue ?? [value])
        }
        environment.register(filter: "sortedValuesByKeys") { value in
            guard case .dictionary(let dictionary) = value else { return .null }
            return .array(dictionary.keys.sorted().map { dictionary[$0] ?? .null })
        }
        environment.register(filter: "last") { value in value.arrayValue?.last ?? .null }
        environment.register(filter: "push") { value, arguments, _ in
            .array((value.arrayValue ?? []) + [arguments.first ?? .null])
        }
        environment.register(filter: "sorted") { value, arguments, _ in try sorted(value, arguments, filter: "sorted", descending: false) }
        environment.register(filter: "sortedDescending") { value, arguments, _ in
            try sorted(value, arguments, filter: "sortedDescending", descending: true)
        }
        environment.register(filter: "capitalise") { value in StringFilters.map(value) { $0.capitalized } }
        environment.register(filter: "titleCase") { value in StringFilters.map(value, titleCase) }
        environment.register(filter: "deletingLastComponent") { value in StringFilters.map(value, PathText.deletingLastComponent) }
        environment.register(tag: "newline") { parser, token in
            SimpleNode(place: parser.place(of: token)) { _ in newlineMarker }
        }
        environment.register(tag: "typed") { _, token in
            let components = token.components
            guard components.count > 1, (components.count - 1) % 3 == 0 else {
                throw TemplateError("'typed' tag takes only triple of arguments e.g. name as Type")
            }
            return NothingNode(place: nil)
        }
    }

    /// The rendered text with each `{% newline %}` made a line break (after the whitespace rules ran).
    static func finish(_ text: String) -> String {
        // Bytes first: Foundation's search of a large output for the marker was a third of a run that
        // reused most of its loops' iterations (`newlineMarker` is U+E001).
        TextSearch.contains(text, "\u{E001}") ? text.replacingOccurrences(of: newlineMarker, with: "\n") : text
    }

    private static func json(_ value: TemplateValue, pretty: Bool) throws -> TemplateValue {
        if value.isNull { return .null }
        guard let object = TemplateValues.json(value), JSONSerialization.isValidJSONObject(object) else {
            throw TemplateError("'json' filter needs an array or a dictionary of strings, numbers and Bools")
        }
        // Keys sorted: a dictionary's order changes from one process to the next, and the same
        // inputs must give the same bytes.
        let data = try JSONSerialization.data(withJSONObject: object, options: pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys])
        return .string(String(decoding: data, as: UTF8.self))
    }

    /// Elements ordered by the printed form of their member `prop`, ignoring case (as Sourcery
    /// sorts with `caseInsensitiveCompare`); stable for equal keys.
    private static func sorted(_ value: TemplateValue, _ arguments: [TemplateValue], filter: String, descending: Bool) throws -> TemplateValue {
        try TemplateValues.expectArguments(arguments, count: 1, filter: filter)
        let property = try TemplateValues.stringArgument(arguments, 0, filter: filter)
        guard let elements = value.arrayValue else { return .null }
        let keyed = elements.enumerated().map { ($0.offset, TemplateValues.string(TemplateValues.member(path: property, of: $0.element)), $0.element) }
        return .array(keyed.sorted { lhs, rhs in
            let order = lhs.1.caseInsensitiveCompare(rhs.1)
            if order == .orderedSame { return lhs.0 < rhs.0 }
            return descending ? order == .orderedDescending : order == .orderedAscending
        }.map(\.2))
    }

    /// `somethingNamedLikeThis` → `Something Named Like This`, by Sourcery's rules: a space before
    /// each capital that starts a word (after a lowercase letter, or ending a run of capitals), then
    /// the first letter uppercased.
    static func titleCase(_ text: String) -> String {
        let spaced = text
            .replacingOccurrences(of: "([a-z])([A-Z](?=[A-Z])[a-z]*)", with: "$1 $2", options: .regularExpression)
            .replacingOccurrences(of: "([A-Z])([A-Z][a-z])", with: "$1 $2", options: .regularExpression)
            .replacingOccurrences(of: "([a-z]vis)([A-Z][a-z])", with: "$1 $2", options: .regularExpression)
            .replacingOccurrences(of: "([a-z])([A-Z][a-z])", with: "$1 $2", options: .regularExpression)
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }
}

/// A tag that renders nothing (`typed`).
final class NothingNode: Node {
    override func render(_ context: RenderContext) throws {}
}
