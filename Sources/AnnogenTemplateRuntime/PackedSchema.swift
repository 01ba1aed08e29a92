/// The kinds of object in a packed model, and for each the members it holds, in order. The
/// runtime's classes read their members at these positions and annogen's packer writes them in this
/// order, both from these lists.
public enum PackedKind: UInt8, CaseIterable, Sendable {
    case type, variable, method, methodParameter, typeName, enumCase, associatedValue, `typealias`,
        `subscript`, attribute, modifier, genericRequirement, typeReference, `import`

    /// The members of an object of this kind, by name, in the order they are packed.
    public var members: [String] {
        switch self {
        case .type: TypeMember.allCases.map { String(describing: $0) }
        case .variable: VariableMember.allCases.map { String(describing: $0) }
        case .method: MethodMember.allCases.map { String(describing: $0) }
        case .methodParameter: MethodParameterMember.allCases.map { String(describing: $0) }
        case .typeName: TypeNameMember.allCases.map { String(describing: $0) }
        case .enumCase: EnumCaseMember.allCases.map { String(describing: $0) }
        case .associatedValue: AssociatedValueMember.allCases.map { String(describing: $0) }
        case .`typealias`: TypealiasMember.allCases.map { String(describing: $0) }
        case .`subscript`: SubscriptMember.allCases.map { String(describing: $0) }
        case .attribute: AttributeMember.allCases.map { String(describing: $0) }
        case .modifier: ModifierMember.allCases.map { String(describing: $0) }
        case .genericRequirement: GenericRequirementMember.allCases.map { String(describing: $0) }
        case .typeReference: TypeReferenceMember.allCases.map { String(describing: $0) }
        case .import: ImportMember.allCases.map { String(describing: $0) }
        }
    }
}

enum TypeMember: Int, CaseIterable {
    case name, localName, globalName, module, kind, parent, containedTypes, accessLevel, isFinal, isGeneric,
        genericRequirements, attributes, modifiers, documentation, annotations, inheritedTypes, implements, inherits,
        based, basedTypes, supertype, isExtension, isUnknownExtension, variables, rawVariables, allVariables,
        storedVariables, computedVariables, instanceVariables, staticVariables, methods, rawMethods, allMethods,
        initializers, instanceMethods, staticMethods, classMethods, subscripts, allSubscripts, typealiases, cases,
        hasAssociatedValues, rawTypeName, rawType, hasRawType, path, fileName, directory, imports,
        allImports, isDistributed, description
}

enum VariableMember: Int, CaseIterable {
    case name, typeName, type, isComputed, isStatic, isAsync, `throws`, throwsTypeName, readAccess, writeAccess,
        isMutable, isLazy, isFinal, isDynamic, defaultValue, attributes, modifiers, documentation, annotations,
        definedInType, definedInTypeName, actualDefinedInTypeName, description
}

enum MethodMember: Int, CaseIterable {
    case name, selectorName, shortName, callName, parameters, returnTypeName, returnType, actualReturnTypeName,
        unwrappedReturnTypeName, isOptionalReturnType, isImplicitlyUnwrappedOptionalReturnType, `throws`, `rethrows`,
        throwsTypeName, isThrowsTypeGeneric, isAsync, isDistributed, isStatic, isClass, isInitializer, isDeinitializer,
        isFailableInitializer, isConvenienceInitializer, isRequired, isFinal, isMutating, isGeneric, isOptional,
        isNonisolated, isDynamic, genericRequirements, accessLevel, attributes, modifiers, annotations, documentation,
        definedInType, definedInTypeName, actualDefinedInTypeName, description
}

enum MethodParameterMember: Int, CaseIterable {
    case argumentLabel, name, typeName, type, defaultValue, isVariadic, `inout`, typeAttributes, annotations, index,
        asSource, description
}

enum TypeNameMember: Int, CaseIterable {
    case name, description, unwrappedTypeName, actualTypeName, type, isOptional, isImplicitlyUnwrappedOptional,
        isProtocolComposition, isGeneric, isVoid, isTuple, isArray, isDictionary, isClosure, isSet, isNever, attributes,
        modifiers, asSource, array, dictionary, generic, tuple, closure, set
}

enum EnumCaseMember: Int, CaseIterable {
    case name, rawValue, associatedValues, hasAssociatedValue, indirect, annotations, documentation, description
}

enum AssociatedValueMember: Int, CaseIterable {
    case localName, externalName, typeName, type, defaultValue, annotations, description
}

enum TypealiasMember: Int, CaseIterable {
    case aliasName, name, typeName, type, parent, accessLevel, annotations, documentation, description
}

enum SubscriptMember: Int, CaseIterable {
    case parameters, returnTypeName, returnType, actualReturnTypeName, unwrappedReturnTypeName, isOptionalReturnType,
        isImplicitlyUnwrappedOptionalReturnType, isFinal, readAccess, writeAccess, isAsync, `throws`, throwsTypeName,
        isMutable, annotations, documentation, definedInType, definedInTypeName, actualDefinedInTypeName, attributes,
        modifiers, genericRequirements, isGeneric, description
}

enum AttributeMember: Int, CaseIterable {
    case name, arguments, asSource, description
}

enum ModifierMember: Int, CaseIterable {
    case name, detail, asSource, description
}

enum GenericRequirementMember: Int, CaseIterable {
    case leftType, rightType, relationship, relationshipSyntax, description
}

enum TypeReferenceMember: Int, CaseIterable {
    case name, typeName, type
}

enum ImportMember: Int, CaseIterable {
    case kind, path, moduleName, description
}
