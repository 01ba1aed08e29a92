import AnnogenModel
import Foundation
import Stencil

/// The filters and tags Sourcery adds to Stencil for its templates, with its names, arguments and
/// results, so that templates written for Sourcery run unchanged: `json`, `isEmpty`, `reversed`,
/// `toArray`, `sortedValuesByKeys`, `last`, `push`, `sorted:"prop"`, `sortedDescending:"prop"`,
/// `capitalise`, `titleCase`, `deletingLastComponent`, and the tags `newline` (a line break no
/// whitespace rule removes) and `typed` (a type hint; renders nothing). Its selection filters
/// (`optional`, `extends:"X"`, …) are in `CollectionFilters`.
enum SourceryFilters {
    /// What `{% newline %}` renders until the text is finished (`finish`).
    static let newlineMarker = "\u{E001}"

    static func register(in ext: Extension) {
        ext.registerFilter("json") { value, arguments in try json(value, pretty: arguments.first as? Bool ?? false) }
        ext.registerFilter("isEmpty") { value in
            switch TemplateValues.unwrapped(value) {
            case let string as String: string.isEmpty
            case let value?: TemplateValues.array(value)?.isEmpty ?? false
            case nil: false
            }
        }
        ext.registerFilter("reversed") { value in TemplateValues.array(value).map { Array($0.reversed()) } ?? value }
        ext.registerFilter("toArray") { value in
            guard let value = TemplateValues.unwrapped(value) else { return nil }
            return TemplateValues.array(value) ?? [value]
        }
        ext.registerFilter("sortedValuesByKeys") { value in
            guard let dictionary = TemplateValues.unwrapped(value) as? [String: Any] else { return nil }
            return dictionary.keys.sorted().map { dictionary[$0] as Any }
        }
        ext.registerFilter("last") { value in TemplateValues.array(value)?.last }
        ext.registerFilter("push") { value, arguments in
            (TemplateValues.array(value) ?? []) + [arguments.first.flatMap { $0 } as Any]
        }
        ext.registerFilter("sorted") { value, arguments in try sorted(value, arguments, filter: "sorted", descending: false) }
        ext.registerFilter("sortedDescending") { value, arguments in
            try sorted(value, arguments, filter: "sortedDescending", descending: true)
        }
        ext.registerFilter("capitalise") { value in StringFilters.map(value) { $0.capitalized } }
        ext.registerFilter("titleCase") { value in StringFilters.map(value, titleCase) }
        ext.registerFilter("deletingLastComponent") { value in StringFilters.map(value, PathText.deletingLastComponent) }
        ext.registerSimpleTag("newline") { _ in newlineMarker }
        ext.registerTag("typed") { _, token in
            let components = token.components
            guard components.count > 1, (components.count - 1) % 3 == 0 else {
                throw TemplateSyntaxError("'typed' tag takes only triple of arguments e.g. name as Type")
            }
            return TextNode(text: "")
        }
    }

    /// The rendered text with each `{% newline %}` made a line break (after the whitespace rules ran).
    static func finish(_ text: String) -> String {
        // Bytes first: Foundation's search of a large output for the marker was a third of a run that
        // reused most of its loops' iterations (`newlineMarker` is U+E001).
        TextSearch.contains(text, "\u{E001}") ? text.replacingOccurrences(of: newlineMarker, with: "\n") : text
    }

    private static func json(_ value: Any?, pretty: Bool) throws -> Any? {
        guard let value = TemplateValues.unwrapped(value) else { return nil }
        guard JSONSerialization.isValidJSONObject(value) else {
            throw TemplateSyntaxError("'json' filter needs an array or a dictionary of strings, numbers and Bools")
        }
        // Keys sorted: a dictionary's order changes from one process to the next, and the same
        // inputs must give the same bytes.
        let data = try JSONSerialization.data(withJSONObject: value, options: pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// Elements ordered by the string form of their member `prop`, ignoring case (as Sourcery
    /// sorts with `caseInsensitiveCompare`); stable for equal keys.
    private static func sorted(_ value: Any?, _ arguments: [Any?], filter: String, descending: Bool) throws -> Any? {
        try TemplateValues.expectArguments(arguments, count: 1, filter: filter)
        let property = try TemplateValues.stringArgument(arguments, 0, filter: filter)
        guard let array = TemplateValues.array(value) else { return nil }
        let keyed = array.enumerated().map { ($0.offset, TemplateValues.string(TemplateValues.member(path: property, of: $0.element)), $0.element) }
        return keyed.sorted { lhs, rhs in
            let order = lhs.1.caseInsensitiveCompare(rhs.1)
            if order == .orderedSame { return lhs.0 < rhs.0 }
            return descending ? order == .orderedDescending : order == .orderedAscending
        }.map(\.2)
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
