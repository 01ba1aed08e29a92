import AnnogenModel
import SwiftSyntax

/// Functions, initializers and deinitializers → `Method`.
enum FunctionMapper {
    static func method(
        _ node: FunctionDeclSyntax, owner: Owner, context: SourceContext, diagnostics: inout [Diagnostic]
    ) -> Method {
        let modifiers = AccessMapper.modifiers(node.modifiers)
        let attachment = context.attachment(for: node)
        let effects = Effects(node.signature.effectSpecifiers)
        return Method(
            kind: .function,
            shortName: node.name.plainName,
            parameters: ParameterMapper.parameters(node.signature.parameterClause, map: context.map, diagnostics: &diagnostics),
            returnTypeName: node.signature.returnClause.map { TypeNameMapper.typeName($0.type) },
            throws: effects.throws,
            rethrows: effects.rethrows,
            throwsTypeName: effects.throwsTypeName,
            isAsync: effects.isAsync,
            isStatic: AccessMapper.contains("static", in: modifiers),
            isClass: AccessMapper.contains("class", in: modifiers),
            isMutating: AccessMapper.contains("mutating", in: modifiers),
            isBackticked: node.name.isBackticked,
            genericParameters: GenericsMapper.parameters(node.genericParameterClause),
            genericRequirements: GenericsMapper.requirements(node.genericParameterClause, node.genericWhereClause),
            accessLevel: AccessMapper.accessLevel(modifiers) ?? owner.memberDefaultAccess,
            attributes: AccessMapper.attributes(node.attributes),
            modifiers: modifiers,
            documentation: attachment.documentation,
            annotations: attachment.annotations,
            location: context.location(of: node)
        )
    }

    static func initializer(
        _ node: InitializerDeclSyntax, owner: Owner, context: SourceContext, diagnostics: inout [Diagnostic]
    ) -> Method {
        let modifiers = AccessMapper.modifiers(node.modifiers)
        let attachment = context.attachment(for: node)
        let effects = Effects(node.signature.effectSpecifiers)
        return Method(
            kind: .initializer,
            shortName: "init",
            parameters: ParameterMapper.parameters(node.signature.parameterClause, map: context.map, diagnostics: &diagnostics),
            returnTypeName: nil,
            throws: effects.throws,
            rethrows: effects.rethrows,
            throwsTypeName: effects.throwsTypeName,
            isAsync: effects.isAsync,
            isFailableInitializer: node.optionalMark != nil,
            isImplicitlyUnwrappedFailable: node.optionalMark?.tokenKind == .exclamationMark,
            isConvenienceInitializer: AccessMapper.contains("convenience", in: modifiers),
            isRequired: AccessMapper.contains("required", in: modifiers),
            genericParameters: GenericsMapper.parameters(node.genericParameterClause),
            genericRequirements: GenericsMapper.requirements(node.genericParameterClause, node.genericWhereClause),
            accessLevel: AccessMapper.accessLevel(modifiers) ?? owner.memberDefaultAccess,
            attributes: AccessMapper.attributes(node.attributes),
            modifiers: modifiers,
            documentation: attachment.documentation,
            annotations: attachment.annotations,
            location: context.location(of: node)
        )
    }

    static func deinitializer(_ node: DeinitializerDeclSyntax, owner: Owner, context: SourceContext) -> Method {
        let modifiers = AccessMapper.modifiers(node.modifiers)
        let attachment = context.attachment(for: node)
        return Method(
            kind: .deinitializer,
            shortName: "deinit",
            isAsync: node.effectSpecifiers?.asyncSpecifier != nil,
            accessLevel: AccessMapper.accessLevel(modifiers) ?? owner.memberDefaultAccess,
            attributes: AccessMapper.attributes(node.attributes),
            modifiers: modifiers,
            documentation: attachment.documentation,
            annotations: attachment.annotations,
            location: context.location(of: node)
        )
    }
}

/// `async`, `throws`, `rethrows`, `throws(MyError)` of a function signature, an accessor or a
/// function type.
struct Effects {
    var isAsync = false
    var `throws` = false
    var `rethrows` = false
    var throwsTypeName: TypeName?

    /// `rethrows` sets `rethrows` only; `throws` and `throws(E)` set `throws`, except `throws(Never)`,
    /// which cannot throw (its type is kept).
    init(_ specifiers: (some EffectSpecifiersSyntax)?) {
        guard let specifiers else { return }
        isAsync = specifiers.asyncSpecifier != nil
        guard let clause = specifiers.throwsClause else { return }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) {
            self.rethrows = true
        } else {
            throwsTypeName = clause.type.map { TypeNameMapper.typeName($0) }
            self.throws = !(throwsTypeName?.isNever ?? false)
        }
    }
}

/// Function, initializer and subscript parameters → `MethodParameter`.
enum ParameterMapper {
    /// For functions and initializers a single written name is both label and name; in subscripts
    /// (`subscriptStyle`) a single name is no label, as in Swift.
    static func parameters(
        _ clause: FunctionParameterClauseSyntax, subscriptStyle: Bool = false, map: SourceMap,
        diagnostics: inout [Diagnostic]
    ) -> [MethodParameter] {
        let commented = map.mayHoldComment(clause)
        return clause.parameters.map { parameter in
            let (typeName, isInout) = TypeNameMapper.parameterType(parameter.type)
            let firstName = parameter.firstName
            let label: String?
            let name: String
            if let secondName = parameter.secondName {
                label = firstName.tokenKind == .wildcard ? nil : firstName.plainName
                name = secondName.plainName
            } else {
                label = subscriptStyle || firstName.tokenKind == .wildcard ? nil : firstName.plainName
                name = firstName.plainName
            }
            return MethodParameter(
                argumentLabel: label,
                name: name,
                typeName: typeName,
                defaultValue: parameter.defaultValue.map { SyntaxText.verbatim($0.value) },
                isVariadic: parameter.ellipsis != nil,
                isInout: isInout,
                hasSingleName: parameter.secondName == nil,
                annotations: commented ? InlineAnnotations.annotations(before: parameter, map: map, diagnostics: &diagnostics) : Annotations()
            )
        }
    }
}
