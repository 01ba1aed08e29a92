/// `{% if condition %}…{% elif condition %}…{% else %}…{% endif %}` and
/// `{% ifnot condition %}…{% else %}…{% endif %}`: the first branch whose condition holds renders,
/// in a level of its own.
final class IfNode: Node {
    let branches: [(condition: Condition?, nodes: [Node])]
    let place: Place?

    init(branches: [(condition: Condition?, nodes: [Node])], place: Place) {
        self.branches = branches
        self.place = place
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let ends: Set<String> = ["endif", "elif", "else"]
        var branches: [(Condition?, [Node])] = []
        let condition = try parser.compileCondition(Array(token.components.dropFirst()), in: token)
        branches.append((condition, try parser.parse(until: ends)))
        var next = parser.nextToken()
        while let current = next, current.contents.hasPrefix("elif") {
            let condition = try parser.compileCondition(Array(current.components.dropFirst()), in: current)
            branches.append((condition, try parser.parse(until: ends)))
            next = parser.nextToken()
        }
        if let current = next, current.contents == "else" {
            branches.append((nil, try parser.parse(until: ["endif"])))
            next = parser.nextToken()
        }
        guard let current = next, current.contents == "endif" else { throw TemplateError("`endif` was not found.") }
        return IfNode(branches: branches, place: parser.place(of: token))
    }

    static func parseIfNot(_ parser: Parser, _ token: Token) throws -> Node {
        let components = token.components
        guard components.count == 2 else {
            throw TemplateError("'ifnot' statements should use the following syntax 'ifnot condition'.")
        }
        let condition = try parser.compileCondition([components[1]], in: token)
        let falseNodes = try parser.parse(until: ["endif", "else"])
        guard let end = parser.nextToken() else { throw TemplateError("`endif` was not found.") }
        var trueNodes: [Node] = []
        if end.contents == "else" {
            trueNodes = try parser.parse(until: ["endif"])
            _ = parser.nextToken()
        }
        return IfNode(branches: [(condition, trueNodes), (nil, falseNodes)], place: parser.place(of: end))
    }

    func render(_ context: RenderContext) throws {
        for (condition, nodes) in branches {
            if let condition, try !condition.evaluate(context) { continue }
            try context.push { try renderNodes(nodes, context) }
            return
        }
    }
}
