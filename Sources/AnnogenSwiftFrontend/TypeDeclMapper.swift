import AnnogenModel
import SwiftSyntax

/// The declaration-level facts of a struct, class, enum, protocol, actor or extension (members are
/// added by the visitor as it reads the member block).
enum TypeDeclMapper {
    static func typeDecl(
        _ node: some DeclGroupSyntax, kind: TypeKind, localName: String, parentName: String?,
        genericParameterClause: GenericParameterClauseSyntax?, defaultAccess: AccessLevel, context: SourceContext
    ) -> TypeDecl {
        let modifiers = AccessMapper.modifiers(node.modifiers)
        let attachment = context.attachment(for: node)
        return TypeDecl(
            kind: kind,
            localName: localName,
            parentName: parentName,
            accessLevel: AccessMapper.accessLevel(modifiers) ?? defaultAccess,
            attributes: AccessMapper.attributes(node.attributes),
            modifiers: modifiers,
            inheritedTypes: node.inheritanceClause?.inheritedTypes.map { SyntaxText.normalized($0.type) } ?? [],
            genericParameters: GenericsMapper.parameters(genericParameterClause),
            genericRequirements: GenericsMapper.requirements(genericParameterClause, node.genericWhereClause),
            documentation: attachment.documentation,
            annotations: attachment.annotations,
            location: context.location(of: node),
            bodyRange: bodyRange(node.memberBlock, map: context.map)
        )
    }

    /// From the `{` to just after the `}` (UTF-8 offsets in the whole file, also when the tree is one
    /// run of it); nil when either brace is missing.
    static func bodyRange(_ block: MemberBlockSyntax, map: SourceMap) -> Range<Int>? {
        guard block.leftBrace.presence == .present, block.rightBrace.presence == .present else { return nil }
        let start = map.offset(of: block.leftBrace.positionAfterSkippingLeadingTrivia)
        let end = map.offset(of: block.rightBrace.endPositionBeforeTrailingTrivia)
        return start < end ? start..<end : nil
    }

    /// The extended type as written without generic arguments: `API.Product`, `Array` for `Array<Int>`.
    static func extendedName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.plainName
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return "\(extendedName(member.baseType)).\(member.name.plainName)"
        }
        return SyntaxText.normalized(type)
    }
}
