import Foundation
import Stencil

/// `{% map list into out using item %}…{% endmap %}`: renders the body once per
/// element of `list` and stores the outputs, each trimmed of surrounding whitespace
/// and newlines, as an array named `out` in the current context level.
///
/// The body sees `item` (when `using` is given) and `maploop` with `counter`
/// (0-based, as in StencilSwiftKit), `first`, `last` and `item`. A nil list maps to
/// an empty array; a dictionary maps its values in key order.
final class MapNode: NodeType {
    let list: Resolvable
    let output: String
    let itemName: String?
    let nodes: [NodeType]
    let token: Token?

    init(list: Resolvable, output: String, itemName: String?, nodes: [NodeType], token: Token) {
        self.list = list
        self.output = output
        self.itemName = itemName
        self.nodes = nodes
        self.token = token
    }

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        let shapeIsValid = (components.count == 4 || (components.count == 6 && components[4] == "using"))
            && components[2] == "into"
        guard shapeIsValid, SetNode.isValidName(components[3]) else {
            throw TemplateSyntaxError("'map' tag expects: {% map list into name using item %}")
        }
        let itemName = components.count == 6 ? components[5] : nil
        if let itemName, !SetNode.isValidName(itemName) {
            throw TemplateSyntaxError("'map' tag: '\(itemName)' is not a valid variable name")
        }
        let list = try parser.compileResolvable(components[1], containedIn: token)
        let nodes = try parser.parse(until(["endmap"]))
        guard parser.nextToken() != nil else {
            throw TemplateSyntaxError("`endmap` was not found.")
        }
        return MapNode(list: list, output: components[3], itemName: itemName, nodes: nodes, token: token)
    }

    func render(_ context: Context) throws -> String {
        let items = try elements(of: list.resolve(context))
        var results: [String] = []
        results.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let loop: [String: Any] = [
                "counter": index,
                "first": index == 0,
                "last": index == items.count - 1,
                "item": item,
            ]
            let rendered = try context.push(dictionary: ["maploop": loop]) {
                if let itemName { context[itemName] = item }
                return try LoopMemo.capturing { try renderNodes(nodes, context) }
            }
            results.append(rendered.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        context[output] = results
        return ""
    }

    private func elements(of value: Any?) throws -> [Any] {
        guard let value = TemplateValues.unwrapped(value) else { return [] }
        if let array = value as? [Any] { return array }
        if let dictionary = value as? [String: Any] {
            return dictionary.keys.sorted().compactMap { dictionary[$0] }
        }
        throw TemplateSyntaxError("'map' tag expects an array, got \(type(of: value))")
    }
}
