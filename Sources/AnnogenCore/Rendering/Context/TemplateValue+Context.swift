import TemplateEngine

extension TemplateValue {
    /// A list of strings.
    init(strings: [String]) { self = .array(strings.map(TemplateValue.string)) }

    /// The number, or `.null` for nil.
    init(_ int: Int?) { self = int.map(TemplateValue.int) ?? .null }

    /// A dictionary of objects.
    init(objects: [String: some TemplateObject]) { self = .dictionary(objects.mapValues { .object($0) }) }
}
