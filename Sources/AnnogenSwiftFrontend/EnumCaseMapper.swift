import AnnogenModel
import SwiftSyntax

/// `case a, b`, `case product(id: Int, String)`, `case x = "y"` → `EnumCase`s.
enum EnumCaseMapper {
    static func cases(
        _ node: EnumCaseDeclSyntax, context: SourceContext, diagnostics: inout [Diagnostic]
    ) -> [EnumCase] {
        let attachment = context.attachment(for: node)
        let isIndirect = node.modifiers.contains { $0.name.tokenKind == .keyword(.indirect) }
        let location = context.location(of: node)
        return node.elements.compactMap { element in
            guard element.name.presence == .present else { return nil }
            return EnumCase(
                name: element.name.plainName,
                rawValue: element.rawValue.map { SyntaxText.verbatim($0.value) },
                associatedValues: element.parameterClause.map {
                    associatedValues($0, map: context.map, diagnostics: &diagnostics)
                } ?? [],
                isIndirect: isIndirect,
                isBackticked: element.name.isBackticked,
                documentation: attachment.documentation,
                annotations: attachment.annotations,
                location: location
            )
        }
    }

    /// `id: Int` → local and external name `id`; `_ id: Int` → local `id`, no external name;
    /// `String` → neither.
    private static func associatedValues(
        _ clause: EnumCaseParameterClauseSyntax, map: SourceMap, diagnostics: inout [Diagnostic]
    ) -> [AssociatedValue] {
        let commented = map.mayHoldComment(clause)
        return clause.parameters.map { parameter in
            var localName: String?
            var externalName: String?
            if let first = parameter.firstName {
                let external = first.tokenKind == .wildcard ? nil : first.plainName
                externalName = external
                localName = parameter.secondName?.plainName ?? external
            }
            return AssociatedValue(
                localName: localName,
                externalName: externalName,
                typeName: TypeNameMapper.typeName(parameter.type),
                defaultValue: parameter.defaultValue.map { SyntaxText.verbatim($0.value) },
                annotations: commented ? InlineAnnotations.annotations(before: parameter, map: map, diagnostics: &diagnostics) : Annotations()
            )
        }
    }
}
