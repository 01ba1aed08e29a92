import Foundation
import TemplateEngine

/// `{% map list into out using item %}…{% endmap %}`: renders the body once per element of `list`
/// and stores the outputs, each trimmed of surrounding whitespace and newlines, as an array named
/// `out` in the current level.
///
/// The body sees `item` (when `using` is given) and `maploop` with `counter` (0-based, as in
/// StencilSwiftKit), `first`, `last` and `item`. A nil list maps to an empty array; a dictionary
/// maps its values in key order.
final class MapNode: Node {
    let list: Resolvable
    let output: VariableName
    let itemName: String?
    let nodes: [Node]

    init(list: Resolvable, output: String, itemName: String?, nodes: [Node], place: Place) {
        self.list = list
        self.output = VariableName(output)
        self.itemName = itemName
        self.nodes = nodes
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let components = token.components
        let shapeIsValid = (components.count == 4 || (components.count == 6 && components[4] == "using"))
            && components[2] == "into"
        guard shapeIsValid, SetNode.isValidName(components[3]) else {
            throw TemplateError("'map' tag expects: {% map list into name using item %}")
        }
        let itemName = components.count == 6 ? components[5] : nil
        if let itemName, !SetNode.isValidName(itemName) {
            throw TemplateError("'map' tag: '\(itemName)' is not a valid variable name")
        }
        let list = try parser.compileResolvable(components[1], in: token)
        let nodes = try parser.parse(until: ["endmap"])
        guard parser.nextToken() != nil else { throw TemplateError("`endmap` was not found.") }
        return MapNode(list: list, output: components[3], itemName: itemName, nodes: nodes, place: parser.place(of: token))
    }

    override func render(_ context: RenderContext) throws {
        let items = try elements(of: list.resolve(context))
        var results: [TemplateValue] = []
        results.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let loop: TemplateValue = .dictionary([
                "counter": .int(index), "first": .bool(index == 0), "last": .bool(index == items.count - 1), "item": item,
            ])
            var bound: [(String, TemplateValue)] = [("maploop", loop)]
            if let itemName { bound.append((itemName, item)) }
            let rendered = try context.push(bound) { try context.capture { try renderNodes(nodes, context) } }
            results.append(.string(Self.trimmed(rendered)))
        }
        context.set(output, .array(results))
    }

    /// `text` without whitespace and line breaks around it (Foundation's trimming, only when a
    /// character other than an ASCII space, tab or line break is at an end).
    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        guard let first = utf8.first, let last = utf8.last else { return text }
        guard first < 0x80, last < 0x80 else { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard isASCIISpace(first) || isASCIISpace(last) else { return text }
        guard let start = utf8.firstIndex(where: { !isASCIISpace($0) }) else { return "" }
        guard let end = utf8.lastIndex(where: { !isASCIISpace($0) }) else { return "" }
        // An end that is not ASCII may be whitespace Foundation trims (U+00A0, U+2028, …).
        guard utf8[start] < 0x80, utf8[end] < 0x80 else { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
        return String(text[start...end])
    }

    private func elements(of value: TemplateValue) throws -> [TemplateValue] {
        if value.isNull { return [] }
        if let elements = value.arrayValue { return elements }
        if case .dictionary(let dictionary) = value {
            return dictionary.keys.sorted().compactMap { dictionary[$0] }
        }
        throw TemplateError("'map' tag expects an array, got \(TemplateValues.kindName(value))")
    }
}
