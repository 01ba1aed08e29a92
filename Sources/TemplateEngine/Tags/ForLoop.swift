/// `forloop` in an iteration: Stencil's dictionary of `first`, `last`, `counter`, `counter0` and
/// `length`; for a labelled loop, `label` and an entry under the label (the same fields, `label`
/// too); and the labelled entries of the `forloop` it started in (an enclosing loop's), which do
/// not replace its own.
final class ForLoop: TemplateObject {
    let index: Int
    let count: Int
    let label: String?
    /// The value of `forloop` where the loop started: an enclosing loop's, or a variable of that name.
    let enclosing: TemplateValue

    init(index: Int, count: Int, label: String?, enclosing: TemplateValue) {
        self.index = index
        self.count = count
        self.label = label
        self.enclosing = enclosing
    }

    func member(_ name: String) -> TemplateValue {
        // `count` of a dictionary is its size, whatever its keys; the label's entry is set last in
        // Stencil's dictionary, so a loop labelled `first` has it there.
        if name == "count" { return .int(dictionary.count) }
        if let label, name == label { return .dictionary(ownFields) }
        switch name {
        case "first": return .bool(index == 0)
        case "last": return .bool(index == count - 1)
        case "counter": return .int(index + 1)
        case "counter0": return .int(index)
        case "length": return .int(count)
        case "label" where label != nil: return .string(label ?? "")
        default: return dictionary[name] ?? .null
        }
    }

    /// The fields, and `label` for a labelled loop (what its entry under the label holds).
    private var ownFields: [String: TemplateValue] {
        var fields: [String: TemplateValue] = [
            "first": .bool(index == 0), "last": .bool(index == count - 1), "counter": .int(index + 1),
            "counter0": .int(index), "length": .int(count),
        ]
        if let label { fields["label"] = .string(label) }
        return fields
    }

    /// Stencil's `forloop` dictionary, which `{{ forloop }}`, `forloop.count` and a loop over it read.
    var dictionary: [String: TemplateValue] {
        var result = ownFields
        if let label { result[label] = .dictionary(ownFields) }
        for (key, value) in Self.labelledEntries(of: enclosing) where result[key] == nil {
            result[key] = value
        }
        return result
    }

    /// The entries of a `forloop` value that are labelled loops' (dictionaries with a `label`).
    private static func labelledEntries(of value: TemplateValue) -> [String: TemplateValue] {
        let entries: [String: TemplateValue]
        switch value {
        case .object(let loop as ForLoop): entries = loop.dictionary
        case .dictionary(let dictionary): entries = dictionary
        default: return [:]
        }
        return entries.filter { _, entry in
            if case .dictionary(let fields) = entry { return fields["label"] != nil }
            return false
        }
    }

    var templateDescription: String { ValuePrinter.text(.dictionary(dictionary)) }

    /// A loop over `forloop` walks its entries by key, as over any dictionary.
    var elements: [TemplateValue] {
        let dictionary = dictionary
        return dictionary.keys.sorted().map { .object(KeyValuePair(key: $0, value: dictionary[$0] ?? .null)) }
    }
}
