import TemplateEngine

/// `{% set name %}…{% endset %}` stores the rendered body as a string;
/// `{% set name = expression %}` (or `{% set name expression %}`) stores the value of
/// a variable expression with filters (`{% set n = type.name|lowercase %}`).
///
/// The variable goes into the current level, so it is visible after the tag in the same scope:
/// the rest of the template, or the rest of a loop iteration.
final class SetNode: Node {
    enum Content {
        case body([Node])
        case expression(Resolvable)
    }

    let name: VariableName
    /// The content's parts, read without copying the enum (a `set` is rendered per property).
    private let body: [Node]?
    private let expression: Resolvable?

    init(name: String, content: Content, place: Place) {
        self.name = VariableName(name)
        switch content {
        case .body(let nodes): (body, expression) = (nodes, nil)
        case .expression(let resolvable): (body, expression) = (nil, resolvable)
        }
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        var components = Array(token.components.dropFirst())
        // `{% set a=b %}` arrives as one component.
        if components.count == 1, let equals = components[0].firstIndex(of: "="), equals != components[0].startIndex {
            let name = String(components[0][..<equals])
            let rest = String(components[0][components[0].index(after: equals)...])
            components = [name, "="] + (rest.isEmpty ? [] : [rest])
        }
        guard let name = components.first, isValidName(name) else {
            throw TemplateError("'set' tag expects a variable name: {% set name %} or {% set name = value %}")
        }
        var expression = Array(components.dropFirst())
        if expression.first == "=" { expression.removeFirst() }
        if expression.isEmpty {
            if components.count > 1 {
                throw TemplateError("'set' tag is missing a value after '='")
            }
            let nodes = try parser.parse(until: ["endset"])
            guard parser.nextToken() != nil else { throw TemplateError("`endset` was not found.") }
            return SetNode(name: name, content: .body(nodes), place: parser.place(of: token))
        }
        let resolvable = try parser.compileResolvable(expression.joined(separator: " "), in: token)
        return SetNode(name: name, content: .expression(resolvable), place: parser.place(of: token))
    }

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    override func render(_ context: RenderContext) throws {
        if let body {
            context.set(name, .string(try context.capture { try renderNodes(body, context) }))
        } else if let expression {
            context.set(name, try expression.resolve(context))
        }
    }
}
