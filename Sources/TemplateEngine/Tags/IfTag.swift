/// `{% if condition %}…{% elif condition %}…{% else %}…{% endif %}` and
/// `{% ifnot condition %}…{% else %}…{% endif %}`: the first branch whose condition holds renders,
/// in a level of its own.
///
/// An error in a branch's condition points at that branch's tag: an `elif`'s at the `elif`, an
/// `ifnot`'s at the `ifnot` (Stencil points at the `if`, and at an `ifnot`'s `else` or `endif`).
final class IfNode: Node {
    override var setsVariables: Bool { false }

    final class Branch {
        let condition: Condition?
        let nodes: [Node]
        /// Whether a node of the branch may set a variable: only then does it render in a level of its own.
        let needsLevel: Bool
        /// The tag of the branch (`if`, `elif`, `ifnot`).
        let place: Place

        init(condition: Condition?, nodes: [Node], place: Place) {
            self.condition = condition
            self.nodes = nodes
            self.place = place
            needsLevel = nodes.contains { $0.setsVariables }
        }
    }

    let branches: [Branch]

    init(branches: [Branch], place: Place) {
        self.branches = branches
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let ends: Set<String> = ["endif", "elif", "else"]
        var branches: [Branch] = []
        let condition = try parser.compileCondition(Array(token.components.dropFirst()), in: token)
        branches.append(Branch(condition: condition, nodes: try parser.parse(until: ends), place: parser.place(of: token)))
        var next = parser.nextToken()
        while let current = next, current.contents.hasPrefix("elif") {
            let condition: Condition
            do {
                condition = try parser.compileCondition(Array(current.components.dropFirst()), in: current)
            } catch {
                throw error.templateError(at: current.offset, in: parser.source)
            }
            branches.append(Branch(condition: condition, nodes: try parser.parse(until: ends), place: parser.place(of: current)))
            next = parser.nextToken()
        }
        if let current = next, current.contents == "else" {
            branches.append(Branch(condition: nil, nodes: try parser.parse(until: ["endif"]), place: parser.place(of: current)))
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
        let place = parser.place(of: token)
        return IfNode(
            branches: [Branch(condition: condition, nodes: trueNodes, place: place), Branch(condition: nil, nodes: falseNodes, place: place)],
            place: place
        )
    }

    override func render(_ context: RenderContext) throws {
        // Each branch and its condition are used where they sit, not retained: the node holds them
        // for as long as the template lives.
        try branches.withUnsafeBufferPointer { branches in
            for index in branches.indices {
                let rendered = try Unmanaged.passUnretained(branches[index])._withUnsafeGuaranteedRef { branch in
                    if let condition = branch.condition {
                        let holds: Bool
                        do {
                            holds = try Unmanaged.passUnretained(condition)._withUnsafeGuaranteedRef { try $0.evaluate(context) }
                        } catch {
                            throw error.templateError(at: branch.place.offset, in: branch.place.source)
                        }
                        guard holds else { return false }
                    }
                    if branch.needsLevel {
                        try context.pushLevel { try renderNodes(branch.nodes, context) }
                    } else {
                        try renderNodes(branch.nodes, context)
                    }
                    return true
                }
                if rendered { return }
            }
        }
    }
}
