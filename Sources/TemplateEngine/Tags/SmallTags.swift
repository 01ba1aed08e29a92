import Foundation

/// `{% break [label] %}` and `{% continue [label] %}`, inside a `for` loop's body.
final class LoopControlNode: Node {
    let kind: String
    let label: String?

    init(kind: String, label: String?, place: Place) {
        self.kind = kind
        self.label = label
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let components = token.components
        guard components.count <= 2 else { throw TemplateError("'\(token.contents)' can accept only one parameter") }
        guard parser.hasOpenedForTag() else { throw TemplateError("'\(token.contents)' can be used only inside loop body") }
        return LoopControlNode(kind: components[0], label: components.count == 2 ? components[1] : nil, place: parser.place(of: token))
    }

    override func render(_ context: RenderContext) throws {
        try context.requestLoopControl(kind, label: label)
    }
}

/// `{% filter lowercase|… %}…{% endfilter %}`: the body's text through the filters.
final class FilterNode: Node {
    /// Its body renders in the level it is in.
    override var setsVariables: Bool { nodes.contains { $0.setsVariables } }

    let nodes: [Node]
    let filter: FilterExpression

    init(nodes: [Node], filter: FilterExpression, place: Place) {
        self.nodes = nodes
        self.filter = filter
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let components = token.components
        guard components.count == 2 else { throw TemplateError("'filter' tag takes one argument, the filter expression") }
        let nodes = try parser.parse(until: ["endfilter"])
        guard parser.nextToken() != nil else { throw TemplateError("`endfilter` was not found.") }
        let filter = try parser.compileFilter("filter_value|\(components[1])", in: token)
        return FilterNode(nodes: nodes, filter: filter, place: parser.place(of: token))
    }

    override func render(_ context: RenderContext) throws {
        let text = try context.capture { try renderNodes(nodes, context) }
        let value = try context.push("filter_value", .string(text)) { try filter.resolve(context) }
        context.write(ValuePrinter.text(value))
    }
}

/// `{% now ["format"] %}`: the date and time now, in a `DateFormatter` format (`yyyy-MM-dd 'at'
/// HH:mm` by default). (Stencil leaves this tag out on Linux; here it is everywhere.)
final class NowNode: Node {
    override var setsVariables: Bool { false }

    let format: Variable

    init(format: Variable, place: Place) {
        self.format = format
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let components = token.components
        guard components.count <= 2 else { throw TemplateError("'now' tags may only have one argument: the format string.") }
        let format = Variable(components.count == 2 ? components[1] : "\"yyyy-MM-dd 'at' HH:mm\"")
        return NowNode(format: format, place: parser.place(of: token))
    }

    override func render(_ context: RenderContext) throws {
        guard case .string(let format) = try format.resolve(context) else { return }
        let formatter = DateFormatter()
        formatter.dateFormat = format
        context.write(formatter.string(from: Date()))
    }
}
