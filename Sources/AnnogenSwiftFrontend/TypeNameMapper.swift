import AnnogenModel
import SwiftSyntax

/// `TypeSyntax` → `TypeName` with its structured shape. Names are the type as written, trimmed and
/// whitespace-normalized, without type attributes (those go to `attributes`).
enum TypeNameMapper {
    static func typeName(_ type: TypeSyntax) -> TypeName {
        let kind = type.as(TypeSyntaxEnum.self)
        if case .identifierType(let node) = kind, node.genericArgumentClause == nil {
            // One token (most type names): its text is the name as written, what `normalized` gives
            // after copying the node's bytes out.
            return TypeName(node.name.text)
        }
        let name = SyntaxText.normalized(type)
        switch kind {
        case .attributedType(let node):
            return attributed(node, droppingInout: false).typeName
        case .optionalType(let node):
            return TypeName(name, shape: .optional(typeName(node.wrappedType)))
        case .implicitlyUnwrappedOptionalType(let node):
            return TypeName(name, shape: .implicitlyUnwrappedOptional(typeName(node.wrappedType)))
        case .arrayType(let node):
            return TypeName(name, shape: .array(element: typeName(node.element)))
        case .dictionaryType(let node):
            return TypeName(name, shape: .dictionary(key: typeName(node.key), value: typeName(node.value)))
        case .identifierType(let node):
            return generic(name: name, base: node.name.text, arguments: node.genericArgumentClause)
        case .memberType(let node):
            let base = "\(SyntaxText.normalized(node.baseType)).\(node.name.text)"
            return generic(name: name, base: base, arguments: node.genericArgumentClause)
        case .tupleType(let node):
            return tuple(node, name: name)
        case .functionType(let node):
            return TypeName(name, shape: .closure(closure(node)))
        case .compositionType(let node):
            return TypeName(name, shape: .composition(node.elements.map { typeName($0.type) }))
        case .someOrAnyType(let node):
            return TypeName(name, shape: .opaque(keyword: node.someOrAnySpecifier.text, constraint: typeName(node.constraint)))
        default:
            return TypeName(name)
        }
    }

    /// A parameter's type: `inout` is reported, not kept in the name.
    static func parameterType(_ type: TypeSyntax) -> (typeName: TypeName, isInout: Bool) {
        if let attributedType = type.as(AttributedTypeSyntax.self) {
            return attributed(attributedType, droppingInout: true)
        }
        return (typeName(type), false)
    }

    /// `@escaping @Sendable (Int) -> Void`, `inout String`, `sending T`: the base type's name and shape,
    /// with attributes moved to `attributes`; specifiers other than a dropped `inout` stay in the name.
    private static func attributed(
        _ node: AttributedTypeSyntax, droppingInout: Bool
    ) -> (typeName: TypeName, isInout: Bool) {
        var result = typeName(node.baseType)
        var isInout = false
        var kept: [String] = []
        for specifier in Array(node.specifiers) + Array(node.lateSpecifiers) {
            if case .simpleTypeSpecifier(let simple) = specifier, simple.specifier.tokenKind == .keyword(.inout) {
                isInout = true
                if droppingInout { continue }
            }
            kept.append(SyntaxText.normalized(specifier))
        }
        if !kept.isEmpty {
            result.name = (kept + [result.name]).joined(separator: " ")
        }
        result.attributes = AccessMapper.attributes(node.attributes) + result.attributes
        return (result, isInout)
    }

    /// `Array<T>`, `Dictionary<K, V>`, `Optional<T>` get their sugared shapes; other generic types
    /// `.generic`; no arguments: `.simple`.
    static func generic(name: String, base: String, arguments clause: GenericArgumentClauseSyntax?) -> TypeName {
        guard let clause else { return TypeName(name) }
        let arguments = clause.arguments.map { argument -> TypeName in
            switch argument.argument {
            case .type(let type): typeName(type)
            case .expr(let expr): TypeName(SyntaxText.normalized(expr))
            }
        }
        switch (base, arguments.count) {
        case ("Array", 1), ("Swift.Array", 1):
            return TypeName(name, shape: .array(element: arguments[0]))
        case ("Dictionary", 2), ("Swift.Dictionary", 2):
            return TypeName(name, shape: .dictionary(key: arguments[0], value: arguments[1]))
        case ("Optional", 1), ("Swift.Optional", 1):
            return TypeName(name, shape: .optional(arguments[0]))
        default:
            return TypeName(name, shape: .generic(base: base, arguments: arguments))
        }
    }

    /// `(a: Int, String)`; a single unlabeled element in parentheses is that element's type.
    private static func tuple(_ node: TupleTypeSyntax, name: String) -> TypeName {
        let elements = Array(node.elements)
        if elements.count == 1, let only = elements.first, only.firstName == nil, only.ellipsis == nil {
            return typeName(only.type)
        }
        return TypeName(name, shape: .tuple(elements.map { element in
            TypeName.TupleElement(label: label(of: element), typeName: typeName(element.type))
        }))
    }

    private static func label(of element: TupleTypeElementSyntax) -> String? {
        guard let first = element.firstName, first.tokenKind != .wildcard else { return nil }
        return first.text
    }

    private static func closure(_ node: FunctionTypeSyntax) -> TypeName.Closure {
        let parameters = node.parameters.map { parameter in
            let (type, isInout) = parameterType(parameter.type)
            let first = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
            let detail = TypeName.ClosureParameter(
                argumentLabel: first, name: parameter.secondName?.text ?? first,
                isInout: isInout, isVariadic: parameter.ellipsis != nil
            )
            return (type, detail)
        }
        let effects = Effects(node.effectSpecifiers)
        return TypeName.Closure(
            parameters: parameters.map(\.0),
            returnTypeName: typeName(node.returnClause.type),
            isAsync: effects.isAsync,
            throws: effects.throws,
            throwsTypeName: effects.throwsTypeName,
            parameterDetails: parameters.map(\.1)
        )
    }
}
