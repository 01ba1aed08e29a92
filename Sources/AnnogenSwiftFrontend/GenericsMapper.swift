import AnnogenModel
import SwiftSyntax

/// Generic parameters and requirements from `<T: P>` and `where` clauses.
enum GenericsMapper {
    static func parameters(_ clause: GenericParameterClauseSyntax?) -> [GenericParameter] {
        guard let clause else { return [] }
        return clause.parameters.map { parameter in
            GenericParameter(
                name: parameter.name.text,
                inheritedTypeName: parameter.inheritedType.map { SyntaxText.normalized($0) }
            )
        }
    }

    /// Requirements in source order: `T: P` written in the parameter clause first, then the clause's own
    /// (old-style) `where`, then the declaration's `where` clause.
    static func requirements(
        _ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?
    ) -> [GenericRequirement] {
        var result: [GenericRequirement] = []
        if let clause {
            for parameter in clause.parameters {
                if let inherited = parameter.inheritedType {
                    result.append(GenericRequirement(
                        leftType: parameter.name.text,
                        rightType: SyntaxText.normalized(inherited),
                        relationship: .conformsTo
                    ))
                }
            }
            result += requirements(clause.genericWhereClause)
        }
        result += requirements(whereClause)
        return result
    }

    static func requirements(_ whereClause: GenericWhereClauseSyntax?) -> [GenericRequirement] {
        guard let whereClause else { return [] }
        return whereClause.requirements.map { element in
            switch element.requirement {
            case .sameTypeRequirement(let requirement):
                GenericRequirement(
                    leftType: SyntaxText.normalized(requirement.leftType),
                    rightType: SyntaxText.normalized(requirement.rightType),
                    relationship: .equals
                )
            case .conformanceRequirement(let requirement):
                GenericRequirement(
                    leftType: SyntaxText.normalized(requirement.leftType),
                    rightType: SyntaxText.normalized(requirement.rightType),
                    relationship: .conformsTo
                )
            case .layoutRequirement(let requirement):
                GenericRequirement(
                    leftType: SyntaxText.normalized(requirement.type),
                    rightType: layoutText(requirement),
                    relationship: .conformsTo
                )
            }
        }
    }

    /// `_Trivial(32)` from `T: _Trivial(32)`.
    private static func layoutText(_ requirement: LayoutRequirementSyntax) -> String {
        var text = requirement.layoutSpecifier.text
        if let size = requirement.size {
            text += "(\(size.text)"
            if let alignment = requirement.alignment { text += ", \(alignment.text)" }
            text += ")"
        }
        return text
    }
}
