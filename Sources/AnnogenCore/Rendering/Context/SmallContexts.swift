import AnnogenModel
import TemplateEngine

/// An attribute: `{{ attribute }}` renders `@available(iOS 15, *)`.
final class AttributeContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "name", "arguments", "asSource", "description"
    ]

    let attribute: Attribute

    init(_ attribute: Attribute) { self.attribute = attribute }

    var description: String { attribute.asSource }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "name": .string(attribute.name)
        case "arguments": TemplateValue(attribute.arguments)
        case "asSource", "description": .string(attribute.asSource)
        default: UnknownMemberLog.note(member, on: "an attribute", known: Self.memberNames)
        }
    }

    /// `attributes.name` without the dictionary: the attributes of that name, or nil when there are
    /// none (what `dictionary(attributes)` holds under `name`).
    static func named(_ name: String, in attributes: [Attribute]) -> TemplateValue {
        var result: [TemplateValue] = []
        for attribute in attributes where attribute.name == name { result.append(.object(AttributeContext(attribute))) }
        return result.isEmpty ? .null : .array(result)
    }

    /// `attributes.available` → the list of that attribute's uses, as Sourcery gives it.
    static func dictionary(_ attributes: [Attribute]) -> TemplateValue {
        var result: [String: [TemplateValue]] = [:]
        for attribute in attributes { result[attribute.name, default: []].append(.object(AttributeContext(attribute))) }
        return .dictionary(result.mapValues(TemplateValue.array))
    }
}

/// A modifier: `{{ modifier }}` renders `private(set)`.
final class ModifierContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "name", "detail", "asSource", "description"
    ]

    let modifier: Modifier

    init(_ modifier: Modifier) { self.modifier = modifier }

    var description: String { modifier.asSource }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "name": .string(modifier.name)
        case "detail": TemplateValue(modifier.detail)
        case "asSource", "description": .string(modifier.asSource)
        default: UnknownMemberLog.note(member, on: "a modifier", known: Self.memberNames)
        }
    }
}

/// An `import` of a type's file as templates see it (Sourcery's `Import`): `{{ import }}` prints
/// `struct Module.Name` or `Module`.
final class ImportContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = ["kind", "path", "moduleName", "description"]

    let source: SourceImport

    init(_ source: SourceImport) { self.source = source }

    var description: String { source.description }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "kind": TemplateValue(source.kind)
        case "path": .string(source.path)
        case "moduleName": TemplateValue(source.moduleName)
        case "description": .string(source.description)
        default: UnknownMemberLog.note(member, on: "an import", known: Self.memberNames)
        }
    }
}

/// A declaration's generic clause as templates see it.
enum GenericsContext {
    /// `<T: Equatable, U>`: each parameter's `name`, and its `inheritedTypeName` (a type name) when it
    /// has one.
    static func parameters(_ parameters: [GenericParameter], graph: ContextGraph) -> TemplateValue {
        .array(parameters.map { parameter in
            var value: [String: TemplateValue] = ["name": .string(parameter.name)]
            if let inherited = parameter.inheritedTypeName { value["inheritedTypeName"] = .object(TypeNameContext(TypeName(inherited), graph: graph)) }
            return .dictionary(value)
        })
    }

    /// The requirements; for Sourcery only those of the `where` clause.
    static func requirements(
        _ requirements: [GenericRequirement], parameters: [GenericParameter], graph: ContextGraph
    ) -> [GenericRequirementContext] {
        let kept = TemplateDialect.current == .sourcery ? whereRequirements(requirements, parameters: parameters) : requirements[...]
        return kept.map { GenericRequirementContext($0, graph: graph) }
    }

    /// `where E: Error, T.Element == Int`, or nil without a `where` clause.
    static func whereClause(_ requirements: [GenericRequirement], parameters: [GenericParameter]) -> String? {
        let clause = whereRequirements(requirements, parameters: parameters)
        guard !clause.isEmpty else { return nil }
        return "where " + clause.map { requirement in
            requirement.relationship == .equals
                ? "\(requirement.leftType) == \(requirement.rightType)" : "\(requirement.leftType): \(requirement.rightType)"
        }.joined(separator: ", ")
    }

    /// The requirements of the `where` clause: annogen's model lists a parameter's `T: P` first, one
    /// per parameter that has one (Sourcery reports those on the parameter).
    private static func whereRequirements(
        _ requirements: [GenericRequirement], parameters: [GenericParameter]
    ) -> ArraySlice<GenericRequirement> {
        requirements.dropFirst(parameters.count { $0.inheritedTypeName != nil })
    }
}

/// `T: Equatable`, `T.Element == Int`.
final class GenericRequirementContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "leftType", "rightType", "relationship", "relationshipSyntax", "asSource", "description"
    ]

    let requirement: GenericRequirement
    unowned let graph: ContextGraph

    init(_ requirement: GenericRequirement, graph: ContextGraph) {
        self.requirement = requirement
        self.graph = graph
    }

    var description: String { requirement.asSource }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "leftType": .object(TypeReferenceContext(requirement.leftType, graph: graph))
        case "rightType": .object(TypeReferenceContext(requirement.rightType, graph: graph))
        case "relationship": .string(requirement.relationship.rawValue)
        case "relationshipSyntax": .string(requirement.relationshipSyntax)
        case "asSource", "description": .string(requirement.asSource)
        default: UnknownMemberLog.note(member, on: "a generic requirement", known: Self.memberNames)
        }
    }
}

/// One side of a generic requirement (`T.Element`, `Equatable`): prints as written; `name`,
/// `typeName` and `type` as Sourcery's `AssociatedType`/`GenericTypeParameter` have them.
final class TypeReferenceContext: TemplateObject, CustomStringConvertible {
    static let memberNames = ["name", "typeName", "type"]

    let name: String
    unowned let graph: ContextGraph

    init(_ name: String, graph: ContextGraph) {
        self.name = name
        self.graph = graph
    }

    var description: String { name }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "name": .string(name)
        case "typeName": .object(TypeNameContext(TypeName(name), graph: graph))
        case "type": TemplateValue(graph.type(named: name))
        default: UnknownMemberLog.note(member, on: "a generic requirement's type", known: Self.memberNames)
        }
    }
}

/// An enum case.
final class EnumCaseContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "name", "rawValue", "associatedValues", "hasAssociatedValue", "indirect", "isIndirect", "annotations",
        "documentation", "line"
    ]

    let enumCase: EnumCase
    let associatedValues: [AssociatedValueContext]
    let annotations: [String: TemplateValue]

    init(_ enumCase: EnumCase, graph: ContextGraph) {
        self.enumCase = enumCase
        let count = enumCase.associatedValues.count
        associatedValues = enumCase.associatedValues.enumerated().map {
            AssociatedValueContext($1, index: $0, of: count, graph: graph)
        }
        annotations = AnnotationsBridge.dictionary(enumCase.annotations)
    }

    var description: String { name }

    /// The case's name; for Sourcery with the backticks its declaration needed (`` `class` ``).
    var name: String {
        TemplateDialect.current == .sourcery ? SourcerySpelling.backticked(enumCase.name, if: enumCase.isBackticked) : enumCase.name
    }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "name": .string(name)
        case "rawValue": TemplateValue(enumCase.rawValue)
        case "associatedValues": TemplateValue(objects: associatedValues)
        case "hasAssociatedValue": .bool(!associatedValues.isEmpty)
        case "indirect", "isIndirect": .bool(enumCase.isIndirect)
        case "annotations": AnnotationsBridge.templateValue(annotations)
        case "documentation": TemplateValue(strings: enumCase.documentation)
        case "line": .int(LocationReadLog.noted(enumCase.location.line))
        default: UnknownMemberLog.note(member, on: "an enum case", known: Self.memberNames)
        }
    }
}

/// `id: Int` in `case product(id: Int)`.
final class AssociatedValueContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "localName", "externalName", "typeName", "type", "defaultValue", "isOptional", "annotations"
    ]

    let value: AssociatedValue
    let typeName: TypeNameContext
    let annotations: [String: TemplateValue]
    /// Its position among its case's `count` values (Sourcery names unnamed ones by position).
    let index: Int, count: Int

    init(_ value: AssociatedValue, index: Int, of count: Int, graph: ContextGraph) {
        self.value = value
        self.index = index
        self.count = count
        typeName = TypeNameContext(value.typeName, graph: graph)
        annotations = AnnotationsBridge.dictionary(value.annotations)
    }

    /// Sourcery's `externalName`: the second name when written, else, for a case with several
    /// values, the first name or the position; nil for a single value with one name.
    private var sourceryExternalName: String? {
        if let local = value.localName, local != value.externalName { return local }
        return count > 1 ? (value.externalName ?? "\(index)") : nil
    }

    var description: String { value.localName ?? value.typeName.name }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "localName": TemplateValue(TemplateDialect.current == .sourcery ? value.externalName : value.localName)
        case "externalName": TemplateValue(TemplateDialect.current == .sourcery ? sourceryExternalName : value.externalName)
        case "typeName": .object(typeName)
        case "type": TemplateValue(typeName.graph.type(for: value.typeName))
        case "defaultValue": TemplateValue(value.defaultValue)
        case "isOptional": .bool(value.typeName.isOptional)
        case "annotations": AnnotationsBridge.templateValue(annotations)
        default: UnknownMemberLog.note(member, on: "an associated value", known: Self.memberNames)
        }
    }
}

/// `typealias Money = Int`.
final class TypealiasContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "name", "aliasName", "localName", "typeName", "type", "parentName", "parent", "accessLevel",
        "annotations", "documentation"
    ]

    let alias: Typealias
    let typeName: TypeNameContext
    unowned let graph: ContextGraph

    init(alias: Typealias, graph: ContextGraph) {
        self.alias = alias
        self.graph = graph
        typeName = TypeNameContext(alias.typeName, graph: graph)
    }

    var description: String { alias.name }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "name": .string(alias.name)
        case "aliasName", "localName": .string(alias.aliasName)
        case "typeName": .object(typeName)
        case "type": TemplateValue(graph.type(for: alias.typeName))
        case "parentName": TemplateValue(alias.parentName)
        case "parent": TemplateValue(alias.parentName.flatMap { graph.type(named: $0) })
        case "accessLevel": .string(alias.accessLevel.rawValue)
        case "annotations": AnnotationsBridge.templateDictionary(alias.annotations)
        case "documentation": TemplateValue(strings: alias.documentation)
        default: UnknownMemberLog.note(member, on: "a typealias", known: Self.memberNames)
        }
    }
}

/// A subscript.
final class SubscriptContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "parameters", "returnTypeName", "returnType", "isStatic", "isMutable", "isAsync", "throws", "throwsTypeName",
        "readAccess", "accessLevel", "writeAccess", "attributes", "modifiers", "annotations", "documentation",
        "definedInType", "definedInTypeName", "actualDefinedInTypeName", "actualReturnTypeName",
        "unwrappedReturnTypeName", "isOptionalReturnType", "isImplicitlyUnwrappedOptionalReturnType", "isFinal",
        "isGeneric", "genericParameters", "genericRequirements"
    ]

    let subscriptDecl: Subscript
    let parameters: [ParameterContext]
    let returnTypeName: TypeNameContext
    let definedInType: TypeContext

    init(_ subscriptDecl: Subscript, in type: TypeContext, graph: ContextGraph) {
        self.subscriptDecl = subscriptDecl
        definedInType = type
        parameters = subscriptDecl.parameters.enumerated().map { ParameterContext($1, index: $0, graph: graph) }
        returnTypeName = TypeNameContext(subscriptDecl.returnTypeName, graph: graph)
    }

    var description: String {
        "subscript(\(subscriptDecl.parameters.map(\.asSource).joined(separator: ", "))) -> \(subscriptDecl.returnTypeName.name)"
    }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "parameters": TemplateValue(objects: parameters)
        case "returnTypeName": .object(returnTypeName)
        case "returnType": TemplateValue(returnTypeName.graph.type(for: subscriptDecl.returnTypeName))
        case "isStatic": .bool(subscriptDecl.isStatic)
        case "isMutable": .bool(subscriptDecl.isMutable)
        case "isAsync": .bool(subscriptDecl.isAsync)
        case "throws": .bool(subscriptDecl.throws)
        case "throwsTypeName": TemplateValue(subscriptDecl.throwsTypeName.map { TypeNameContext($0, graph: returnTypeName.graph) })
        case "readAccess", "accessLevel": .string(subscriptDecl.readAccess.rawValue)
        case "writeAccess": .string(subscriptDecl.writeAccess?.rawValue ?? "")
        case "attributes": AttributeContext.dictionary(subscriptDecl.attributes)
        case "modifiers": TemplateValue(objects: subscriptDecl.modifiers.map(ModifierContext.init))
        case "annotations": AnnotationsBridge.templateDictionary(subscriptDecl.annotations)
        case "documentation": TemplateValue(strings: subscriptDecl.documentation)
        case "definedInType": .object(definedInType)
        case "definedInTypeName", "actualDefinedInTypeName": .object(definedInType.typeName)
        case "actualReturnTypeName": .object(returnTypeName.actualOrSelf)
        case "unwrappedReturnTypeName": .string(returnTypeName.unwrappedTypeName)
        case "isOptionalReturnType": .bool(subscriptDecl.returnTypeName.isOptional)
        case "isImplicitlyUnwrappedOptionalReturnType": .bool(subscriptDecl.returnTypeName.isImplicitlyUnwrappedOptional)
        case "isFinal": .bool(subscriptDecl.modifiers.contains { $0.name == "final" })
        case "isGeneric": .bool(!subscriptDecl.genericParameters.isEmpty)
        case "genericParameters": GenericsContext.parameters(subscriptDecl.genericParameters, graph: returnTypeName.graph)
        case "genericRequirements":
            TemplateValue(objects: GenericsContext.requirements(subscriptDecl.genericRequirements, parameters: subscriptDecl.genericParameters, graph: returnTypeName.graph))
        default: UnknownMemberLog.note(member, on: "a subscript", known: Self.memberNames)
        }
    }
}
