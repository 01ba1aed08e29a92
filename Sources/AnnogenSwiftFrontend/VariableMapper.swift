import AnnogenModel
import SwiftSyntax

/// `let`/`var` declarations → `Variable`s, one per name (`let a, b: Int` gives two).
enum VariableMapper {
    static func variables(from node: VariableDeclSyntax, owner: Owner, context: SourceContext) -> [Variable] {
        let attributes = AccessMapper.attributes(node.attributes)
        let modifiers = AccessMapper.modifiers(node.modifiers)
        let attachment = context.attachment(for: node)
        let location = context.location(of: node)
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let readAccess = AccessMapper.accessLevel(modifiers) ?? owner.memberDefaultAccess
        let setterAccess = AccessMapper.setterAccessLevel(modifiers)
        let isStatic = AccessMapper.contains("static", in: modifiers) || AccessMapper.contains("class", in: modifiers)

        var result: [Variable] = []
        // `let a, b: Int`: a name without a type or value takes the type written after it.
        var typeWrittenLater: TypeName?
        for binding in node.bindings.reversed() {
            let written = binding.typeAnnotation.map { TypeNameMapper.typeName($0.type) }
            if let written { typeWrittenLater = written }
            // `let (x, y) = …` is skipped.
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                  pattern.identifier.presence == .present
            else { continue }

            let typeName: TypeName
            let isTypeInferred: Bool
            if let written {
                (typeName, isTypeInferred) = (written, false)
            } else if binding.initializer == nil, let later = typeWrittenLater {
                (typeName, isTypeInferred) = (later, false)
            } else {
                let inferred = binding.initializer.flatMap { TypeInference.inferredType(of: $0.value) }
                (typeName, isTypeInferred) = (inferred ?? TypeName(""), true)
            }

            let accessors = AccessorInfo(binding.accessorBlock)
            let isMutable = accessors.isComputed ? accessors.hasSetter : !isLet
            result.append(Variable(
                name: pattern.identifier.plainName,
                typeName: typeName,
                isTypeInferred: isTypeInferred,
                isComputed: accessors.isComputed,
                isStatic: isStatic,
                isMutable: isMutable,
                isLazy: AccessMapper.contains("lazy", in: modifiers),
                isFinal: AccessMapper.contains("final", in: modifiers),
                isAsync: accessors.isAsync,
                throws: accessors.throws,
                throwsTypeName: accessors.throwsTypeName,
                isBackticked: pattern.identifier.isBackticked,
                readAccess: readAccess,
                writeAccess: isMutable ? (setterAccess ?? readAccess) : nil,
                defaultValue: binding.initializer.map { SyntaxText.verbatim($0.value) },
                attributes: attributes,
                modifiers: modifiers,
                documentation: attachment.documentation,
                annotations: attachment.annotations,
                location: location
            ))
        }
        return result.reversed()
    }
}


/// What a property's or subscript's accessor block says: computed or stored, settable, effects.
struct AccessorInfo {
    var isComputed = false
    var hasSetter = false
    var isAsync = false
    var `throws` = false
    var throwsTypeName: TypeName?

    private static let getters: Set<String> = ["get", "_read", "read", "unsafeAddress"]
    private static let setters: Set<String> = ["set", "_modify", "modify", "unsafeMutableAddress"]

    /// No block: stored. A getter body, `get`/`set` (also protocol `{ get set }`): computed.
    /// Only `willSet`/`didSet`: stored.
    init(_ block: AccessorBlockSyntax?) {
        guard let block else { return }
        switch block.accessors {
        case .getter:
            isComputed = true
        case .accessors(let accessors):
            for accessor in accessors {
                let kind = accessor.accessorSpecifier.text
                if Self.getters.contains(kind) {
                    isComputed = true
                    let effects = Effects(accessor.effectSpecifiers)
                    isAsync = isAsync || effects.isAsync
                    self.throws = self.throws || effects.throws
                    throwsTypeName = throwsTypeName ?? effects.throwsTypeName
                } else if Self.setters.contains(kind) {
                    isComputed = true
                    hasSetter = true
                }
            }
        }
    }
}
