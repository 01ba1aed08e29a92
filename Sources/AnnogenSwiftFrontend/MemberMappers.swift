import AnnogenModel
import SwiftSyntax

/// Subscripts, typealiases and associated types.
enum SubscriptMapper {
    static func subscriptDecl(
        _ node: SubscriptDeclSyntax, owner: Owner, context: SourceContext, diagnostics: inout [Diagnostic]
    ) -> Subscript {
        let modifiers = AccessMapper.modifiers(node.modifiers)
        let attachment = context.attachment(for: node)
        let accessors = AccessorInfo(node.accessorBlock)
        let readAccess = AccessMapper.accessLevel(modifiers) ?? owner.memberDefaultAccess
        return Subscript(
            parameters: ParameterMapper.parameters(
                node.parameterClause, subscriptStyle: true, map: context.map, diagnostics: &diagnostics
            ),
            returnTypeName: TypeNameMapper.typeName(node.returnClause.type),
            isStatic: AccessMapper.contains("static", in: modifiers) || AccessMapper.contains("class", in: modifiers),
            isMutable: accessors.hasSetter,
            isAsync: accessors.isAsync,
            throws: accessors.throws,
            throwsTypeName: accessors.throwsTypeName,
            readAccess: readAccess,
            writeAccess: accessors.hasSetter ? (AccessMapper.setterAccessLevel(modifiers) ?? readAccess) : nil,
            genericParameters: GenericsMapper.parameters(node.genericParameterClause),
            genericRequirements: GenericsMapper.requirements(node.genericParameterClause, node.genericWhereClause),
            attributes: AccessMapper.attributes(node.attributes),
            modifiers: modifiers,
            documentation: attachment.documentation,
            annotations: attachment.annotations,
            location: context.location(of: node)
        )
    }
}

enum AliasMapper {
    /// `typealias Name<T> = Type`; `parentName` is the enclosing type's qualified name, nil at top level.
    static func typealiasDecl(
        _ node: TypeAliasDeclSyntax, parentName: String?, defaultAccess: AccessLevel, context: SourceContext
    ) -> Typealias {
        let modifiers = AccessMapper.modifiers(node.modifiers)
        let attachment = context.attachment(for: node)
        return Typealias(
            aliasName: node.name.plainName,
            typeName: TypeNameMapper.typeName(node.initializer.value),
            parentName: parentName,
            accessLevel: AccessMapper.accessLevel(modifiers) ?? defaultAccess,
            genericParameters: GenericsMapper.parameters(node.genericParameterClause),
            documentation: attachment.documentation,
            annotations: attachment.annotations,
            location: context.location(of: node)
        )
    }

    /// `associatedtype Element: Equatable` → typeName `Equatable`; several constraints give a
    /// composition; none gives nil. `= Int` is its default; `where …` its requirements.
    static func associatedType(_ node: AssociatedTypeDeclSyntax, context: SourceContext) -> AssociatedType {
        let constraints = node.inheritanceClause.map { clause in
            clause.inheritedTypes.map { TypeNameMapper.typeName($0.type) }
        } ?? []
        let typeName: TypeName? = switch constraints.count {
        case 0: nil
        case 1: constraints[0]
        default: TypeName(constraints.map(\.name).joined(separator: " & "), shape: .composition(constraints))
        }
        return AssociatedType(
            name: node.name.plainName,
            typeName: typeName,
            defaultTypeName: node.initializer.map { TypeNameMapper.typeName($0.value) },
            genericRequirements: GenericsMapper.requirements(node.genericWhereClause),
            annotations: context.attachment(for: node).annotations,
            location: context.location(of: node)
        )
    }
}
