/// `{% include "name" %}`, `{% include "name" values %}` and `{% include "name" with values %}`: the
/// template `name` (found by the loader, beside the including template first) rendered in place,
/// with the dictionary `values` pushed as a level when given. An error inside it keeps its own
/// place; the includes that led there are listed after it.
final class IncludeNode: Node {
    override var setsVariables: Bool { false }

    let templateName: Variable
    let values: Variable?

    init(templateName: Variable, values: Variable?, place: Place) {
        self.templateName = templateName
        self.values = values
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let bits = token.components
        switch bits.count {
        case 2: return IncludeNode(templateName: Variable(bits[1]), values: nil, place: parser.place(of: token))
        case 3: return IncludeNode(templateName: Variable(bits[1]), values: Variable(bits[2]), place: parser.place(of: token))
        case 4 where bits[2] == "with":
            return IncludeNode(templateName: Variable(bits[1]), values: Variable(bits[3]), place: parser.place(of: token))
        default:
            throw TemplateError(
                "'include' tag requires one argument, the template file to be included. A second optional argument can be used to specify the context that will be passed to the included file"
            )
        }
    }

    override func render(_ context: RenderContext) throws {
        guard case .string(let name) = try templateName.resolve(context) else {
            throw TemplateError("'\(templateName.text)' could not be resolved as a template name")
        }
        var pushed: [(String, TemplateValue)] = []
        if let values {
            guard case .dictionary(let dictionary) = try values.resolve(context) else {
                throw TemplateError("'\(values.text)' is not a dictionary to include '\(name)' with")
            }
            pushed = dictionary.sorted { $0.key < $1.key }
        }
        try Inclusion.render(name, from: place, in: context) { template in
            try context.push(pushed) { try template.render(in: context) }
        }
    }
}

/// What `include` and `extends` share: loading the template, a guard against templates that include
/// each other without end, and errors inside that name where they were included from.
enum Inclusion {
    static let maximumNesting = 64

    static func render(_ name: String, from place: Place?, extending: Bool = false, in context: RenderContext, _ body: (Template) throws -> Void) throws {
        guard let loader = context.environment.loader else {
            throw TemplateError("Template named `\(name)` does not exist. No loaders found")
        }
        guard context.nesting < maximumNesting else {
            throw TemplateError("Templates include each other more than \(maximumNesting) deep: '\(name)' (does it include itself?)")
        }
        context.nesting += 1
        defer { context.nesting -= 1 }
        do {
            // Compiling it is inside too: an error in its text is placed there, and names this tag.
            let template = try loader.template(named: name, from: extending ? nil : place?.source.name, environment: context.environment)
            try body(template)
        } catch var error as TemplateError {
            // An error placed inside the other template names this tag too (one in this template's own
            // blocks, rendered by the base it extends, is placed already).
            if let place, let inside = error.template, !extending || inside.name != place.source.name {
                let location = place.source.lineAndColumn(of: place.offset)
                error.includes.append(TemplateError.Location(template: place.source.name, line: location.line, column: location.column))
            }
            throw error
        }
    }
}

/// `{% extends "base" %}` … `{% block name %}…{% endblock %}`: the base template rendered with this
/// template's blocks in place of its own (`{{ block.super }}` is the base's text of a block).
final class ExtendsNode: Node {
    let templateName: Variable
    let blocks: [String: BlockNode]

    init(templateName: Variable, blocks: [String: BlockNode], place: Place) {
        self.templateName = templateName
        self.blocks = blocks
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let bits = token.components
        guard bits.count == 2 else { throw TemplateError("'extends' takes one argument, the template file to be extended") }
        let nodes = try parser.parse()
        guard !nodes.contains(where: { $0 is ExtendsNode }) else {
            throw TemplateError("'extends' cannot appear more than once in the same template")
        }
        var blocks: [String: BlockNode] = [:]
        for case let block as BlockNode in nodes { blocks[block.name] = block }
        return ExtendsNode(templateName: Variable(bits[1]), blocks: blocks, place: parser.place(of: token))
    }

    override func render(_ context: RenderContext) throws {
        guard case .string(let name) = try templateName.resolve(context) else {
            throw TemplateError("'\(templateName.text)' could not be resolved as a string")
        }
        let blockContext: BlockContext
        if let current = context.blockContext {
            blockContext = current
            for (name, block) in blocks.sorted(by: { $0.key < $1.key }) { current.push(block, for: name) }
        } else {
            blockContext = BlockContext(blocks)
        }
        try Inclusion.render(name, from: place, extending: true, in: context) { base in
            let outer = context.blockContext
            context.blockContext = blockContext
            defer { context.blockContext = outer }
            try context.push { try base.render(in: context) }
        }
    }
}

/// `{% block name %}…{% endblock %}`.
final class BlockNode: Node {
    let name: String
    let nodes: [Node]

    init(name: String, nodes: [Node], place: Place) {
        self.name = name
        self.nodes = nodes
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let bits = token.components
        guard bits.count == 2 else { throw TemplateError("'block' tag takes one argument, the block name") }
        let nodes = try parser.parse(until: ["endblock"])
        _ = parser.nextToken()
        return BlockNode(name: bits[1], nodes: nodes, place: parser.place(of: token))
    }

    override func render(_ context: RenderContext) throws {
        context.write(try text(context))
    }

    /// The block's text: a child template's block of this name when one extends this one (with this
    /// block's own text as `block.super`), else its own.
    private func text(_ context: RenderContext) throws -> String {
        if let blockContext = context.blockContext, let child = blockContext.pop(name) {
            let superText = try text(context)
            // The child's block renders as a block too: a template extending it may replace it in
            // turn, and its text is what `{{ block.name }}` reads after it.
            return try context.push("block", .dictionary(["super": .string(superText)])) {
                do {
                    return try child.text(context)
                } catch {
                    guard let place = child.place else { throw error }
                    throw error.templateError(at: place.offset, in: place.source)
                }
            }
        }
        let text = try context.capture { try renderNodes(nodes, context) }
        context.cacheBlock(name, text)
        return text
    }
}

/// The blocks of the templates that extend the one being rendered, by name, the most derived first.
final class BlockContext {
    private var blocks: [String: [BlockNode]] = [:]

    init(_ blocks: [String: BlockNode]) {
        for (name, block) in blocks { self.blocks[name] = [block] }
    }

    func push(_ block: BlockNode, for name: String) {
        blocks[name, default: []].append(block)
    }

    func pop(_ name: String) -> BlockNode? {
        guard var list = blocks[name], !list.isEmpty else { return nil }
        let block = list.removeFirst()
        blocks[name] = list.isEmpty ? nil : list
        return block
    }
}
