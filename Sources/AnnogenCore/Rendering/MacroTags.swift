import Foundation
import TemplateEngine

/// The macros defined so far in one render, shared by every template it includes: a macro defined
/// in an included template stays callable after the include returns.
final class MacroRegistry {
    /// Where a render keeps its registry (`RenderContext.state`).
    private static let stateKey = ObjectIdentifier(MacroRegistry.self)
    /// How deep macro calls may nest before rendering stops with an error.
    static let maximumDepth = 40

    /// A class: a call reads its macro without copying (and retaining) its two arrays.
    final class Macro {
        let parameters: [VariableName]
        let nodes: [Node]

        init(parameters: [VariableName], nodes: [Node]) {
            self.parameters = parameters
            self.nodes = nodes
        }
    }

    /// By name's number (`MacroNames`): a call finds its macro without hashing its name.
    @exclusivity(unchecked) private var macros: [Macro?] = []
    @exclusivity(unchecked) private(set) var depth = 0
    /// How many definitions were rendered so far (`LoopMemo` tells iterations that define one).
    @exclusivity(unchecked) private(set) var definitions = 0
    /// Whether a nil argument binds its parameter: in annogen's own templates it does (hiding the
    /// caller's variable of that name); in one written for Sourcery, as in StencilSwiftKit, it does
    /// not (Sourcery's AutoMockable passes an undefined `method` where it means the enclosing
    /// `variable`). Read once, when the render makes its registry.
    let bindsNil = TemplateDialect.current == .annogen

    func define(_ name: Int, _ macro: Macro) {
        if name >= macros.count { macros.append(contentsOf: repeatElement(nil, count: name - macros.count + 1)) }
        macros[name] = macro
        definitions += 1
    }

    func macro(named name: Int) -> Macro? { name < macros.count ? macros[name] : nil }

    func enter() -> Bool {
        guard depth < Self.maximumDepth else { return false }
        depth += 1
        return true
    }

    func leave() { depth -= 1 }

    /// The registry of the render `context` belongs to, created on first use.
    static func of(_ context: RenderContext) -> MacroRegistry {
        context.state(stateKey) { MacroRegistry() }
    }
}

/// Numbers for macro names, given when templates are compiled: every template of an environment
/// (and so of a render) numbers a name alike.
final class MacroNames: @unchecked Sendable {
    private let lock = NSLock()
    private var numbers: [String: Int] = [:]

    func number(of name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[name] { return number }
        let number = numbers.count
        numbers[name] = number
        return number
    }
}

/// `{% macro name a b %}…{% endmacro %}`: defines `name` when rendered; renders nothing.
final class MacroNode: Node {
    override var setsVariables: Bool { false }

    let name: String
    let number: Int
    let parameters: [VariableName]
    let nodes: [Node]

    init(name: String, number: Int, parameters: [String], nodes: [Node], place: Place) {
        self.name = name
        self.number = number
        self.parameters = parameters.map(VariableName.init)
        self.nodes = nodes
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token, names: MacroNames) throws -> Node {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateError("'macro' tag expects a name: {% macro name param1 param2 %}")
        }
        let nodes = try parser.parse(until: ["endmacro"])
        guard parser.nextToken() != nil else { throw TemplateError("`endmacro` was not found.") }
        return MacroNode(
            name: components[1], number: names.number(of: components[1]), parameters: Array(components.dropFirst(2)),
            nodes: nodes, place: parser.place(of: token)
        )
    }

    override func render(_ context: RenderContext) throws {
        MacroRegistry.of(context).define(number, .init(parameters: parameters, nodes: nodes))
    }
}

/// `{% call name x y %}`: renders macro `name` with its parameters bound to the arguments,
/// evaluated (filters included) where it is called. The body sees the caller's variables under a
/// new level holding the parameters.
final class CallNode: Node {
    override var setsVariables: Bool { false }

    let name: String
    let number: Int
    let arguments: [Resolvable]

    init(name: String, number: Int, arguments: [Resolvable], place: Place) {
        self.name = name
        self.number = number
        self.arguments = arguments
        super.init(place: place)
    }

    static func parse(_ parser: Parser, _ token: Token, names: MacroNames) throws -> Node {
        let components = token.components
        guard components.count >= 2 else {
            throw TemplateError("'call' tag expects a macro name: {% call name arg1 arg2 %}")
        }
        let arguments = try components.dropFirst(2).map { try parser.compileResolvable($0, in: token) }
        return CallNode(name: components[1], number: names.number(of: components[1]), arguments: arguments, place: parser.place(of: token))
    }

    override func render(_ context: RenderContext) throws {
        let registry = MacroRegistry.of(context)
        guard let macro = registry.macro(named: number) else {
            throw TemplateError("Call to undefined macro '\(name)'")
        }
        guard macro.parameters.count == arguments.count else {
            throw TemplateError("Macro '\(name)' takes \(macro.parameters.count) arguments, \(arguments.count) given")
        }
        let bindsNil = registry.bindsNil
        // The arguments are evaluated in the caller's scope; one argument (the common call) without
        // an array of values, and without closures around the body (a call is rendered per property).
        var single: TemplateValue?
        var values: [TemplateValue] = []
        if arguments.count == 1 {
            single = try arguments[0].resolve(context)
        } else {
            values = try arguments.map { try $0.resolve(context) }
        }
        guard registry.enter() else {
            throw TemplateError("Macro '\(name)' nested deeper than \(MacroRegistry.maximumDepth) calls (runaway recursion?)")
        }
        defer { registry.leave() }
        context.pushEmptyLevel()
        defer { context.popLevel() }
        if let single {
            if !single.isNull || bindsNil { context.set(macro.parameters[0], single) }
        } else {
            for (parameter, value) in zip(macro.parameters, values) where !value.isNull || bindsNil {
                context.set(parameter, value)
            }
        }
        try renderNodes(macro.nodes, context)
    }
}
