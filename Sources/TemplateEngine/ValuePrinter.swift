/// How values print: `{{ value }}` as Stencil's `stringify` prints them, and elements inside a
/// printed array as Swift's `debugPrint` writes them (Stencil prints an array with its `description`).
///
/// One deliberate difference: a dictionary prints with its keys in order (Swift's order changes from
/// one process to the next, and the same inputs must give the same bytes).
public enum ValuePrinter {
    /// The text `{{ value }}` writes.
    public static func text(_ value: TemplateValue) -> String {
        switch value {
        case .null: ""
        case .string(let string): string
        case .bool(let bool): bool ? "true" : "false"
        case .int(let int): String(int)
        case .double(let double): double.description
        case .float(let float): float.description
        case .array(let elements): arrayText(elements)
        case .dictionary(let dictionary): dictionaryText(dictionary)
        case .object(let object): object.isList ? arrayText(object.elements) : object.templateDescription
        }
    }

    /// The value as an element of a printed collection: strings quoted and escaped, nil as `nil`.
    public static func debugText(_ value: TemplateValue) -> String {
        switch value {
        case .null: "nil"
        case .string(let string): string.debugDescription
        case .object(let object): object.isList ? arrayText(object.elements) : object.templateDebugDescription
        default: text(value)
        }
    }

    static func arrayText(_ elements: [TemplateValue]) -> String {
        var result = "["
        for (index, element) in elements.enumerated() {
            if index > 0 { result += ", " }
            result += debugText(element)
        }
        return result + "]"
    }

    static func dictionaryText(_ dictionary: [String: TemplateValue]) -> String {
        guard !dictionary.isEmpty else { return "[:]" }
        var result = "["
        for (index, key) in dictionary.keys.sorted().enumerated() {
            if index > 0 { result += ", " }
            result += key.debugDescription + ": " + debugText(dictionary[key] ?? .null)
        }
        return result + "]"
    }

    /// What Stencil's `default` filter and `String(describing:)` see: the text, with nil as `nil`.
    static func describing(_ value: TemplateValue) -> String {
        switch value {
        case .null: "nil"
        case .object(let object) where !object.isList: object.templateDescription
        default: text(value)
        }
    }
}
