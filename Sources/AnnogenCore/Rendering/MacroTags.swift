import Stencil

/// The macros defined so far in one render, shared by every template it includes.
///
/// Stored in the render's root context under `MacroRegistry.contextKey`, so a macro
/// defined in an included template stays callable after the include returns.
final class MacroRegistry {
    static let contextKey = "__annogen_macros"
    /// How deep macro calls may nest before rendering stops with an error.
    static let maximumDepth = 40

    struct Macro {
        let parameters: [String]
        let nodes: [NodeType]
    }

    private var macros: [String: Macro] = [:]
    private(set) var depth = 0

    /// How many definitions were rendered so far (`LoopMemo` tells iterations that define one).
    private(set) var definitions = 0

    func define(_ name: String, _ macro: Macro) {
        macros[name] = macro
        definitions += 1
    }
    func macro(named name: String) -> Macro? { macros[name] }

    func enter() -> Bool {
        guard depth < Self.maximumDepth else { return false }
        depth += 1
        return true
    }

    func leave() { depth -= 1 }

    /// The registry of the render `context` belongs to, created on first use.
    static func of(_ context: Context) -> MacroRegistry {
        if let registry = context[contextKey] as? MacroRegistry { return registry }
        let registry = MacroRegistry()
        context[contextKey] = registry
        return registry
    }
}

/// `{% macro name a b %}…{% endmacro %}`: defines `name` when rendered; renders nothing.
final class MacroNode: NodeType {
    let name: String
    let parameters: [String]
    let nodes: [NodeType]
    let token: Token?

    init(name: String, parameters: [String], nodes: [NodeType], token: Token) {
        self.name = name
        self.parameters = parameters
        self.nodes = nodes
        self.token = token
    }

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateSyntaxError("'macro' tag expects a name: {% macro name param1 param2 %}")
        }
        let nodes = try parser.parse(until(["endmacro"]))
        guard parser.nextToken() != nil else {
            throw TemplateSyntaxError("`endmacro` was not found.")
        }
        return MacroNode(name: components[1], parameters: Array(components.dropFirst(2)), nodes: nodes, token: token)
    }

    func render(_ context: Context) throws -> String {
        MacroRegistry.of(context).define(name, .init(parameters: parameters, nodes: nodes))
        return ""
    }
}

/// `{% call name x y %}`: renders macro `name` with its parameters bound to the
/// arguments, resolved (filters included) in the caller's context. The body sees the
/// caller's variables under a new context level holding the parameters.
final class CallNode: NodeType {
    let name: String
    let arguments: [Resolvable]
    let token: Token?

    init(name: String, arguments: [Resolvable], token: Token) {
        self.name = name
        self.arguments = arguments
        self.token = token
    }

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateSyntaxError("'call' tag expects a macro name: {% call name arg1 arg2 %}")
        }
        let arguments = try components.dropFirst(2).map {
            try parser.compileResolvable($0, containedIn: token)
        }
        return CallNode(name: components[1], arguments: arguments, token: token)
    }

    func render(_ context: Context) throws -> String {
        let registry = MacroRegistry.of(context)
        guard let macro = registry.macro(named: name) else {
            throw TemplateSyntaxError("Call to undefined macro '\(name)'")
        }
        guard macro.parameters.count == arguments.count else {
            throw TemplateSyntaxError(
                "Macro '\(name)' takes \(macro.parameters.count) arguments, \(arguments.count) given"
            )
        }
        let values = try arguments.map { try $0.resolve(context) }
        guard registry.enter() else {
            throw TemplateSyntaxError(
                "Macro '\(name)' nested deeper than \(MacroRegistry.maximumDepth) calls (runaway recursion?)"
            )
        }
        defer { registry.leave() }
        return try context.push {
            // In a template written for Sourcery, as in StencilSwiftKit, an argument that resolves to
            // nothing binds nothing: the parameter's name then finds the caller's variable of that
            // name (Sourcery's AutoMockable passes an undefined `method` where it means the enclosing
            // `variable`). In annogen's own templates a nil argument hides the caller's variable.
            let bindsNil = TemplateDialect.current == .annogen
            for (parameter, value) in zip(macro.parameters, values) where value != nil || bindsNil {
                context[parameter] = value
            }
            return try renderNodes(macro.nodes, context)
        }
    }
}
