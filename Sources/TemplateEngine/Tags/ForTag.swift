/// `{% [label:] for x[, y] in list [where condition] %}…{% empty %}…{% endfor %}`, as Stencil 0.15
/// renders it: arrays element by element, dictionaries as `(key, value)` pairs in key order,
/// `forloop` (`first`, `last`, `counter`, `counter0`, `length`, and the labelled loops around it),
/// `break` and `continue` (optionally naming a label).
final class ForNode: Node {
    override var setsVariables: Bool { false }

    let list: Resolvable
    /// The names an item binds: a tuple's elements one each, anything else the first.
    let loopVariables: [VariableName]
    let nodes: [Node]
    let emptyNodes: [Node]
    let condition: Condition?
    let label: String?

    init(list: Resolvable, loopVariables: [String], nodes: [Node], emptyNodes: [Node], condition: Condition?, label: String?, place: Place) {
        self.list = list
        self.loopVariables = loopVariables.map(VariableName.init)
        self.nodes = nodes
        self.emptyNodes = emptyNodes
        self.condition = condition
        self.label = label
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        var components = token.components
        var label: String?
        if components.first?.hasSuffix(":") == true {
            label = String(components.removeFirst().dropLast())
        }
        func has(_ word: String, at index: Int) -> Bool {
            components.count > index + 1 && components[index] == word
        }
        guard has("in", at: 2), components.count == 4 || has("where", at: 4) else {
            throw TemplateError("'for' statements should use the syntax: `for <x> in <y> [where <condition>]`.")
        }
        let loopVariables = components[1].split(separator: ",").map { String($0).stencilTrimmed(" ") }
        let list = try parser.compileResolvable(components[3], in: token)
        let condition = has("where", at: 4) ? try parser.compileCondition(Array(components[5...]), in: token) : nil
        let nodes = try parser.parse(until: ["endfor", "empty"])
        guard let end = parser.nextToken() else { throw TemplateError("`endfor` was not found.") }
        var emptyNodes: [Node] = []
        if end.contents == "empty" {
            emptyNodes = try parser.parse(until: ["endfor"])
            _ = parser.nextToken()
        }
        // Errors of the loop itself point at its tag (Stencil's point at its closing tag).
        return ForNode(
            list: list, loopVariables: loopVariables, nodes: nodes, emptyNodes: emptyNodes, condition: condition,
            label: label, place: parser.place(of: token)
        )
    }

    override func render(_ context: RenderContext) throws {
        let value = try list.resolve(context)
        var items: [TemplateValue]
        if let condition {
            // A list object's elements are made one at a time: only those that pass are kept.
            let holds = { (item: TemplateValue) in try self.bind(item, in: context) { try condition.evaluate(context) } }
            if case .object(let object) = value, object.isList {
                items = []
                for index in 0..<object.elementCount {
                    let item = object.element(at: index)
                    if try holds(item) { items.append(item) }
                }
            } else {
                items = try Self.elements(of: value).filter(holds)
            }
        } else {
            items = Self.elements(of: value)
        }
        guard !items.isEmpty else {
            try context.push { try renderNodes(emptyNodes, context) }
            return
        }
        // The labelled loops around this one come from the `forloop` it starts in.
        let enclosing = context.lookup(.forloop)
        // One iteration: its text written, and whether the loop stops after it.
        func iteration(_ index: Int) throws -> Bool {
            let loop = ForLoop(index: index, count: items.count, label: label, enclosing: enclosing)
            context.pushLevel(loop: loop)
            defer { context.popLevel() }
            // The loop variables go into the iteration's level, beside `forloop`.
            try bind(items[index], in: context)
            try renderNodes(nodes, context)
            return context.loopStops(label: label)
        }
        if let observer = context.loopObserver, context.captureDepth == 0, let place {
            try observer.renderIterations(of: place, items: items, in: context, iteration: iteration)
            return
        }
        for index in items.indices where try iteration(index) { break }
    }


    /// Runs `body` with the loop variables bound to `item` in a level of their own (see `bind(_:in:_:)`).
    private func bind<Result>(_ item: TemplateValue, in context: RenderContext, _ body: () throws -> Result) throws -> Result {
        try context.pushLevel {
            try bind(item, in: context)
            return try body()
        }
    }

    /// Sets the loop variables in the newest level: a tuple's elements one per variable (`_` binds
    /// nothing), anything else to the first.
    private func bind(_ item: TemplateValue, in context: RenderContext) throws {
        guard let first = loopVariables.first else { return }
        if case .object(let object) = item, let elements = object.tupleElements {
            guard loopVariables.count <= elements.count else {
                throw TemplateError("Tuple '\(ValuePrinter.debugText(item))' has less values than loop variables")
            }
            for (name, element) in zip(loopVariables, elements) where name.text != "_" {
                context.set(name, element)
            }
            return
        }
        context.set(first, item)
    }

    /// What a loop walks: an array's elements, a non-empty dictionary's pairs by key, an object's
    /// elements; nothing for anything else.
    static func elements(of value: TemplateValue) -> [TemplateValue] {
        switch value {
        case .array(let elements):
            return elements
        case .dictionary(let dictionary):
            return dictionary.keys.sorted().map { .object(KeyValuePair(key: $0, value: dictionary[$0] ?? .null)) }
        case .object(let object):
            return object.elements
        default:
            return []
        }
    }
}
