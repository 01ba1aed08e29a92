import AnnogenModel

/// Which conventions a template is rendered with. Templates written for Sourcery (every template that
/// does not start with `{# annogen: whitespace = smart #}`) see type names spelled as Sourcery 2.x
/// spells them, so their output is Sourcery's byte for byte; annogen's own templates see names as
/// written, which are always valid Swift.
enum TemplateDialect: Sendable {
    case sourcery, annogen

    /// The dialect of the template being rendered on this task.
    @TaskLocal static var current: TemplateDialect = .sourcery
}

/// How Sourcery 2.x spells a `TypeName`, derived from its shape.
///
/// Sourcery builds a name from the syntax, not from the text: a parenthesised single type loses its
/// parentheses (`(any P)?` is `any P?`), an optional closure or composition keeps them
/// (`(() -> Void)?`), `Array<T>`/`Dictionary<K, V>`/`Set<T>` and closures are re-spelled from their
/// parts, and `asSource` puts the type's attributes, sorted, before it (`@escaping () -> Void`).
enum SourcerySpelling {
    /// `name`: with `?`/`!`, without attributes.
    static func name(_ typeName: TypeName) -> String {
        switch typeName.shape {
        case .optional(let wrapped):
            return isSpelledOut(typeName) ? typeName.name : unwrappedName(typeName, wrapped) + "?"
        case .implicitlyUnwrappedOptional(let wrapped):
            return unwrappedName(typeName, wrapped) + "!"
        case .array(let element):
            return typeName.name.hasPrefix("[") ? typeName.name : "Array<\(asSource(element))>"
        case .dictionary(let key, let value):
            return typeName.name.hasPrefix("[")
                ? typeName.name : "Dictionary<\(asSource(key)), \(asSource(value))>"
        case .generic(let base, let arguments) where base == "Set" && arguments.count == 1:
            return "Set<\(asSource(arguments[0]))>"
        case .closure(let closure):
            return closureName(closure)
        case .composition(let parts):
            return parts.map(name).joined(separator: " & ")
        case .tuple(let elements) where elements.isEmpty:
            return "()"
        default:
            return typeName.name
        }
    }

    /// `unwrappedTypeName`: the name without its optional suffix.
    static func unwrappedName(_ typeName: TypeName) -> String {
        switch typeName.shape {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return unwrappedName(typeName, wrapped)
        default:
            return name(typeName)
        }
    }

    /// `asSource`: sorted attributes, then the name (for an optional, its unwrapped name and suffix,
    /// which is the name).
    static func asSource(_ typeName: TypeName) -> String {
        description(typeName)
    }

    /// What `{{ typeName }}` prints: sorted attributes, then the name (`modifiers` is the parameter's
    /// `inout`, which Sourcery writes into a method parameter's type name).
    static func description(_ typeName: TypeName, modifiers: [String] = []) -> String {
        (typeName.attributes.map(\.asSource).sorted() + modifiers + [name(typeName)]).joined(separator: " ")
    }

    /// A closure parameter as Sourcery writes it inside a closure's name: its type alone when it has
    /// no names.
    static func closureParameter(_ typeName: TypeName, _ detail: TypeName.ClosureParameter) -> String {
        let type = (detail.isInout ? "inout " : "") + asSource(typeName) + (detail.isVariadic ? "..." : "")
        guard detail.argumentLabel != nil || detail.name != nil else { return type }
        return labelled(detail.argumentLabel, detail.name, type)
    }

    /// `label name: type`, `name: type` when both are the same, `_ name: type` without a label,
    /// `_: type` without either: how Sourcery writes a method's or a closure's parameter.
    static func labelled(_ label: String?, _ name: String?, _ type: String) -> String {
        if let name, label == name { return "\(name): \(type)" }
        return [label ?? "_", name].compactMap { $0 }.joined(separator: " ") + ": " + type
    }

    private static func closureName(_ closure: TypeName.Closure) -> String {
        let parameters = closure.parameters.enumerated().map { closureParameter($1, closure.detail(at: $0)) }
        var text = "(" + parameters.joined(separator: ", ") + ")"
        if closure.isAsync { text += " async" }
        if closure.throws { text += " throws" + (closure.throwsTypeName.map { "(\(asSource($0)))" } ?? "") }
        return text + " -> " + asSource(closure.returnTypeName)
    }

    /// A declared name as Sourcery reports it: with the backticks it was written with
    /// (`` `continue`(with:) ``, `` `default` ``). annogen's model keeps names without them.
    static func backticked(_ name: String, if written: Bool) -> String {
        guard written else { return name }
        let end = name.firstIndex { $0 == "(" || $0 == "<" || $0 == "?" } ?? name.endIndex
        return "`\(name[..<end])`" + name[end...]
    }

    /// `Optional<T>` written out keeps its spelling, as in Sourcery.
    private static func isSpelledOut(_ typeName: TypeName) -> Bool {
        typeName.name.hasPrefix("Optional<") || typeName.name.hasPrefix("Swift.Optional<")
    }

    private static func unwrappedName(_ optional: TypeName, _ wrapped: TypeName) -> String {
        if isSpelledOut(optional) { return name(wrapped) }
        switch wrapped.shape {
        case .closure, .composition: return "(\(asSource(wrapped)))"
        default: return name(wrapped)
        }
    }
}
