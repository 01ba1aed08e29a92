/// A template compiled once: its text cut into tokens and parsed into nodes, every variable path and
/// filter resolved. Rendering it any number of times, from any thread (each render has a context of
/// its own), reads nothing but its nodes.
public final class Template: @unchecked Sendable {
    public let source: SourceText
    public let nodes: [Node]
    public let environment: Environment

    /// The template's name as loaded.
    public var name: String { source.name }

    public init(source: SourceText, environment: Environment) throws {
        self.source = source
        self.environment = environment
        do {
            let tokens = try Lexer(source: source).tokens()
            nodes = try Parser(tokens: tokens, source: source, environment: environment).parse()
        } catch {
            throw error.templateError(at: 0, in: source)
        }
    }

    /// The text of the template rendered with `globals` as its variables.
    public func render(_ globals: [String: TemplateValue] = [:]) throws -> String {
        let context = RenderContext(globals, environment: environment)
        try render(in: context)
        return context.output
    }

    /// Renders into `context` (its output and variables), as an include does.
    public func render(in context: RenderContext) throws {
        do {
            try renderNodes(nodes, context)
        } catch {
            throw error.templateError(at: 0, in: source)
        }
    }
}
