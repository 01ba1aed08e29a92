/// A variable as written in a template (`type.variables.first.name`, `items[index]`, `"text"`, `42`),
/// compiled once: a literal, or a path whose parts are known before rendering (Stencil parses the
/// key path again at every evaluation).
///
/// Literals as Stencil reads them: a quoted string (no escapes), then an `Int`, then a `Float`
/// (`1.5`, also `1e3`, `inf` and `nan`), then `true`/`false`. Anything else is a path, looked up in
/// the context and then member by member (`Lookup`).
public final class Variable: Resolvable, @unchecked Sendable {
    /// As written.
    public let text: String
    let kind: Kind
    /// A literal's value.
    private let literal: TemplateValue?
    /// A path without subscripts or mistakes, the common case: its first name, and the names after
    /// it with their index values.
    private let head: VariableName?
    /// The names after `head`, each with its value as an index, in one buffer read without bounds checks.
    private let tail: ContiguousArray<Step>

    struct Step {
        let name: String
        let index: Int?
    }

    enum Kind: Sendable {
        case literal(TemplateValue.Literal)
        /// Parts after resolving subscripts, and a mistake in the path found after them (thrown when
        /// the variable is evaluated, as Stencil throws it then).
        case path([Part], error: String?)
    }

    enum Part: Sendable {
        /// A name, with its value as an index when it reads as an `Int`.
        case name(String, index: Int?)
        /// `[inner]`: the inner variable's value, printed, is the name.
        case subscriptOf(Variable)
    }

    public init(_ text: String) {
        self.text = text
        let kind = Self.compile(text)
        self.kind = kind
        switch kind {
        case .literal(let literal):
            self.literal = literal.value
            (head, tail) = (nil, [])
        case .path(let parts, let error):
            literal = nil
            var names: [(String, Int?)] = []
            for part in parts {
                guard case .name(let name, let index) = part else { break }
                names.append((name, index))
            }
            if error == nil, names.count == parts.count, let first = names.first {
                (head, tail) = (VariableName(first.0), ContiguousArray(names.dropFirst().map { Step(name: $0.0, index: $0.1) }))
            } else {
                (head, tail) = (nil, [])
            }
        }
    }

    private static func compile(_ text: String) -> Kind {
        if text.count > 1, (text.hasPrefix("'") && text.hasSuffix("'")) || (text.hasPrefix("\"") && text.hasSuffix("\"")) {
            return .literal(.string(String(text.dropFirst().dropLast())))
        }
        if let int = Int(text) { return .literal(.int(int)) }
        if let float = Float(text) { return .literal(.float(float)) }
        if let bool = Bool(text) { return .literal(.bool(bool)) }
        var parser = KeyPathParser(text)
        return parser.parse()
    }

    /// The value in `context`.
    public override func resolve(_ context: RenderContext) throws -> TemplateValue {
        if let head {
            var current = context.lookup(head)
            return tail.withUnsafeBufferPointer { tail in
                var index = 0
                let count = tail.count
                while index < count {
                    if current.isNull { return .null }
                    // Two steps at once where the object can take them.
                    if index + 1 < count, case .object(let object) = current, !object.isList,
                       let value = object.member(tail[index].name, then: tail[index + 1].name) {
                        current = value
                        index += 2
                        continue
                    }
                    current = Lookup.member(tail[index].name, index: tail[index].index, of: current)
                    index += 1
                }
                return current
            }
        }
        if let literal { return literal }
        return try resolvePath(context)
    }

    /// A path with subscripts or a mistake, or none at all.
    private func resolvePath(_ context: RenderContext) throws -> TemplateValue {
        switch kind {
        case .literal(let literal):
            return literal.value
        case .path(let parts, let error):
            guard let first = parts.first else {
                if let error { throw TemplateError(error) }
                return .null
            }
            // Subscripts are resolved first, in order, then the path's own mistake is reported.
            var names: [(String, Int?)]?
            if parts.contains(where: { if case .subscriptOf = $0 { true } else { false } }) {
                names = try parts.map { part in
                    switch part {
                    case .name(let name, let index): return (name, index)
                    case .subscriptOf(let inner):
                        let value = try inner.resolve(context)
                        guard !value.isNull else {
                            throw TemplateError("Unable to resolve subscript '\(inner.text)' in variable '\(text)'")
                        }
                        let name = ValuePrinter.text(value)
                        return (name, Int(name))
                    }
                }
            }
            if let error { throw TemplateError(error) }
            if let names {
                var current = context.lookup(names[0].0)
                for (name, index) in names.dropFirst() {
                    if current.isNull { return .null }
                    current = Lookup.member(name, index: index, of: current)
                }
                return current
            }
            guard case .name(let name, _) = first else { return .null }
            var current = context.lookup(name)
            for part in parts.dropFirst() {
                if current.isNull { return .null }
                guard case .name(let name, let index) = part else { return .null }
                current = Lookup.member(name, index: index, of: current)
            }
            return current
        }
    }
}

extension TemplateValue {
    /// A literal's value, `Sendable` (a template's compiled parts are shared between threads).
    enum Literal: Sendable {
        case string(String)
        case int(Int)
        case float(Float)
        case bool(Bool)

        var value: TemplateValue {
            switch self {
            case .string(let string): .string(string)
            case .int(let int): .int(int)
            case .float(let float): .float(float)
            case .bool(let bool): .bool(bool)
            }
        }
    }
}

/// Stencil's reading of a key path: `.` between names, `[…]` around a variable whose value is the
/// next name; its mistakes with its messages.
private struct KeyPathParser {
    let text: String
    private var parts: [Variable.Part] = []
    private var current = ""
    private var partial: [Variable.Part] = []
    private var level = 0

    init(_ text: String) { self.text = text }

    mutating func parse() -> Variable.Kind {
        for character in text {
            let error: String?
            switch character {
            case "." where level == 0: error = separator()
            case "[": error = openBracket()
            case "]": error = closeBracket()
            default: error = add(character)
            }
            if let error { return .path(parts + partial, error: error) }
        }
        if !current.isEmpty { partial.append(name(current)) }
        parts += partial
        return .path(parts, error: level == 0 ? nil : "Unbalanced subscript brackets in variable '\(text)'")
    }

    private func name(_ text: String) -> Variable.Part { .name(text, index: Int(text)) }

    private mutating func separator() -> String? {
        if !current.isEmpty { partial.append(name(current)) }
        guard !partial.isEmpty else { return "Unexpected '.' in variable '\(text)'" }
        parts += partial
        current = ""
        partial = []
        return nil
    }

    private mutating func openBracket() -> String? {
        guard !partial.isEmpty || !current.isEmpty else { return "Unexpected '[' in variable '\(text)'" }
        if level > 0 {
            current.append("[")
        } else if !current.isEmpty {
            partial.append(name(current))
            current = ""
        }
        level += 1
        return nil
    }

    private mutating func closeBracket() -> String? {
        guard level > 0 else { return "Unbalanced ']' in variable '\(text)'" }
        if level > 1 {
            current.append("]")
        } else if !current.isEmpty {
            partial.append(.subscriptOf(Variable(current)))
            current = ""
        } else {
            return "Unable to resolve subscript '' in variable '\(text)'"
        }
        level -= 1
        return nil
    }

    private mutating func add(_ character: Character) -> String? {
        guard partial.isEmpty || level > 0 else { return "Unexpected character '\(character)' in variable '\(text)'" }
        current.append(character)
        return nil
    }
}
