/// A compiled piece of a template, which writes its text into the render's context. Tags are
/// subclasses (a class, not a protocol: a node is called where it sits in its list, without being
/// copied out of it and retained).
open class Node {
    /// Where an error while rendering it points; nil for text.
    public let place: Place?

    public init(place: Place?) {
        self.place = place
    }

    /// Writes the node's text into `context`.
    open func render(_ context: RenderContext) throws {}

    /// Whether rendering the node may set a variable in the level it is rendered in (as `set`
    /// does): an `if` branch without such a node renders without a level of its own, which nothing
    /// could tell apart. True unless a tag knows better (its own level, or no variables at all).
    open var setsVariables: Bool { true }
}

/// Renders `nodes` in order, stopping after one that asked a loop to `break` or `continue`. An error
/// is placed at the innermost node that has a place.
public func renderNodes(_ nodes: [Node], _ context: RenderContext) throws {
    // Through the buffer: each node is called where it is, not copied (and retained) out of the array.
    try nodes.withUnsafeBufferPointer { nodes in
        for index in nodes.indices {
            do {
                // Unretained: the list holds its nodes for as long as the template lives.
                try Unmanaged.passUnretained(nodes[index])._withUnsafeGuaranteedRef { try $0.render(context) }
            } catch {
                guard let place = nodes[index].place else { throw error }
                throw error.templateError(at: place.offset, in: place.source)
            }
            if context.isLoopControlled { break }
        }
    }
}

/// Text written as it is (trimmed when the template was compiled).
final class TextNode: Node {
    override var setsVariables: Bool { false }

    /// The text's UTF-8, made once: writing it is a copy of bytes.
    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
        super.init(place: nil)
    }

    override func render(_ context: RenderContext) throws {
        context.write(bytes: bytes)
    }
}

/// `{{ value }}`, and `{{ value if condition else other }}`.
final class VariableNode: Node {
    override var setsVariables: Bool { false }

    let value: Resolvable
    let condition: Condition?
    let otherwise: Resolvable?

    init(value: Resolvable, condition: Condition?, otherwise: Resolvable?, place: Place) {
        self.value = value
        self.condition = condition
        self.otherwise = otherwise
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let components = token.components
        // A condition's words when they make one (`{{ a == b }}` prints true or false), else a
        // variable with filters made of all the words.
        func compile(_ words: [String]) throws -> Resolvable {
            if let condition = try? parser.compileCondition(words, in: token) {
                // A lone value prints as itself; an operator's condition prints true or false.
                return condition.operand ?? ConditionExpression(condition)
            }
            return try parser.compileFilter(words.joined(separator: " "), in: token).simplified
        }
        guard !components.isEmpty else { throw TemplateError("Missing variable name") }
        guard components.count > 2, components[1] == "if" else {
            return VariableNode(value: try compile(components), condition: nil, otherwise: nil, place: parser.place(of: token))
        }
        let value = try compile([components[0]])
        let rest = components[2...]
        if let elseIndex = rest.firstIndex(of: "else") {
            let condition = try parser.compileCondition(Array(rest[..<elseIndex]), in: token)
            let otherwise = try compile(Array(rest[(elseIndex + 1)...]))
            return VariableNode(value: value, condition: condition, otherwise: otherwise, place: parser.place(of: token))
        }
        return VariableNode(value: value, condition: try parser.compileCondition(Array(rest), in: token), otherwise: nil, place: parser.place(of: token))
    }

    override func render(_ context: RenderContext) throws {
        if let condition, try !condition.evaluate(context) {
            if let otherwise { context.write(ValuePrinter.text(try otherwise.resolve(context))) }
            return
        }
        let resolved = try value.resolve(context)
        if case .string(let string) = resolved {
            context.write(string)
        } else {
            context.write(ValuePrinter.text(resolved))
        }
    }
}

/// A node that calls a closure (a simple tag).
public final class SimpleNode: Node {
    let handler: (RenderContext) throws -> String

    public init(place: Place, handler: @escaping (RenderContext) throws -> String) {
        self.handler = handler
        super.init(place: place)
    }

    public override func render(_ context: RenderContext) throws {
        context.write(try handler(context))
    }
}
