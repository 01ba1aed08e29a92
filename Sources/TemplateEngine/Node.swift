/// A compiled piece of a template, which writes its text into the render's context.
public protocol Node: AnyObject {
    func render(_ context: RenderContext) throws
    /// Where an error while rendering it points; nil for text.
    var place: Place? { get }
}

extension Node {
    public var place: Place? { nil }
}

/// Renders `nodes` in order, stopping after one that asked a loop to `break` or `continue`. An error
/// is placed at the innermost node that has a place.
public func renderNodes(_ nodes: [Node], _ context: RenderContext) throws {
    for node in nodes {
        do {
            try node.render(context)
        } catch {
            guard let place = node.place else { throw error }
            throw error.templateError(at: place.offset, in: place.source)
        }
        if context.isLoopControlled { break }
    }
}

/// Text written as it is (trimmed when the template was compiled).
final class TextNode: Node {
    let text: String

    init(_ text: String) { self.text = text }

    func render(_ context: RenderContext) throws {
        context.write(text)
    }
}

/// `{{ value }}`, and `{{ value if condition else other }}`.
final class VariableNode: Node {
    let value: Resolvable
    let condition: Condition?
    let otherwise: Resolvable?
    let place: Place?

    init(value: Resolvable, condition: Condition?, otherwise: Resolvable?, place: Place) {
        self.value = value
        self.condition = condition
        self.otherwise = otherwise
        self.place = place
    }

    static func parse(_ parser: Parser, _ token: Token) throws -> Node {
        let components = token.components
        // A condition's words when they make one (`{{ a == b }}` prints true or false), else a
        // variable with filters made of all the words.
        func compile(_ words: [String]) throws -> Resolvable {
            if let condition = try? parser.compileCondition(words, in: token) { return .condition(condition) }
            return .filter(try parser.compileFilter(words.joined(separator: " "), in: token))
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

    func render(_ context: RenderContext) throws {
        if let condition, try !condition.evaluate(context) {
            if let otherwise { context.write(ValuePrinter.text(try otherwise.resolve(context))) }
            return
        }
        context.write(ValuePrinter.text(try value.resolve(context)))
    }
}

/// A node that calls a closure (a simple tag).
public final class SimpleNode: Node {
    let handler: (RenderContext) throws -> String
    public let place: Place?

    public init(place: Place, handler: @escaping (RenderContext) throws -> String) {
        self.place = place
        self.handler = handler
    }

    public func render(_ context: RenderContext) throws {
        context.write(try handler(context))
    }
}
