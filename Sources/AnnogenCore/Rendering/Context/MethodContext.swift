import AnnogenModel
import TemplateEngine

/// A method or initializer as templates see it.
final class MethodContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "name", "selectorName", "shortName", "callName", "parameters", "returnTypeName", "returnType",
        "actualReturnTypeName", "unwrappedReturnTypeName", "isOptionalReturnType",
        "isImplicitlyUnwrappedOptionalReturnType", "throws", "rethrows", "throwsTypeName", "isAsync",
        "isStatic", "isClass", "isInitializer", "isDeinitializer", "isFailableInitializer",
        "isConvenienceInitializer", "isRequired", "isMutating", "isGeneric", "genericRequirements",
        "genericParameters", "accessLevel", "attributes", "modifiers", "annotations", "documentation",
        "definedInType", "definedInTypeName", "definedInExtension", "line", "actualDefinedInTypeName",
        "isThrowsTypeGeneric", "isFinal", "isOptional", "isNonisolated", "isDynamic", "isDistributed"
    ]

    /// The flags that ask whether the method carries a modifier.
    static let modifierFlags = [
        "isFinal": "final", "isOptional": "optional", "isNonisolated": "nonisolated", "isDynamic": "dynamic",
        "isDistributed": "distributed",
    ]

    let method: Method
    let parameters: [ParameterContext]
    let returnTypeName: TypeNameContext
    let annotations: [String: TemplateValue]
    /// Kept strongly: type objects are handles the graph does not keep (see `ContextGraph`).
    let definedInType: TypeContext
    /// True when it was declared in an extension rather than in the type's own declaration.
    let definedInExtension: Bool

    init(_ method: Method, in type: TypeContext, definedInExtension: Bool, graph: ContextGraph) {
        self.method = method
        definedInType = type
        self.definedInExtension = definedInExtension
        parameters = method.parameters.enumerated().map { ParameterContext($1, index: $0, graph: graph) }
        let returned: TypeName
        if let written = method.returnTypeName {
            returned = written
        } else if method.isInitializer {
            // Like Sourcery: an initializer returns its type (optional for `init?`).
            let selfName = TypeName(type.name)
            returned = method.isFailableInitializer ? TypeName(type.name + "?", shape: .optional(selfName)) : selfName
        } else {
            returned = .void
        }
        // Sourcery appends a function's `where` clause to its return type's name (not an initializer's).
        let whereClause = method.isInitializer
            ? nil : GenericsContext.whereClause(method.genericRequirements, parameters: method.genericParameters)
        returnTypeName = TypeNameContext(returned, graph: graph, whereClause: whereClause)
        annotations = AnnotationsBridge.dictionary(method.annotations)
    }

    var description: String { name }

    private var sourcery: Bool { TemplateDialect.current == .sourcery }

    /// Sourcery's `shortName`: the name up to its parameters, `?` of `init?` and generic clause included.
    private var sourceryShortName: String {
        let name = SourcerySpelling.backticked(method.name, if: method.isBackticked)
        guard let open = name.firstIndex(of: "(") else { return name }
        return String(name[..<open])
    }

    /// Whether the method is static; for Sourcery, initializers are too.
    var isStatic: Bool { method.isStatic || (sourcery && method.isInitializer) }

    /// The signature with its parameters spelled in the template's dialect.
    var name: String {
        guard sourcery else { return method.name }
        return sourceryShortName + "(" + parameters.map(\.description).joined(separator: ", ") + ")"
    }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "name": .string(name)
        case "selectorName":
            .string(sourcery ? SourcerySpelling.backticked(method.parameters.isEmpty ? method.shortName : method.selectorName, if: method.isBackticked) : method.selectorName)
        case "shortName": .string(sourcery ? sourceryShortName : method.shortName)
        case "callName": .string(sourcery ? SourcerySpelling.backticked(method.isFailableInitializer ? "init?" : method.shortName, if: method.isBackticked) : method.shortName)
        case "parameters": TemplateValue(objects: parameters)
        case "returnTypeName": .object(returnTypeName)
        case "returnType": TemplateValue(returnTypeName.graph.type(for: returnTypeName.typeName))
        case "actualReturnTypeName":
            // Sourcery resolves a protocol's associated type to its constraint (`Value` → `Sequence`).
            .object(sourcery ? definedInType.associatedConstraint(of: returnTypeName.typeName).map {
                TypeNameContext($0, graph: returnTypeName.graph)
            } ?? returnTypeName.actualOrSelf : returnTypeName.actualOrSelf)
        case "unwrappedReturnTypeName": .string(returnTypeName.unwrappedTypeName)
        case "isOptionalReturnType": .bool(returnTypeName.typeName.isOptional)
        case "isImplicitlyUnwrappedOptionalReturnType": .bool(returnTypeName.typeName.isImplicitlyUnwrappedOptional)
        case "throws": .bool(method.throws)
        case "rethrows": .bool(method.rethrows)
        case "throwsTypeName": TemplateValue(method.throwsTypeName.map { TypeNameContext($0, graph: returnTypeName.graph) })
        case "isAsync": .bool(method.isAsync)
        case "isStatic": .bool(isStatic)
        case "isClass": .bool(method.isClass)
        case "isInitializer": .bool(method.isInitializer)
        case "isDeinitializer": .bool(method.isDeinitializer)
        case "isFailableInitializer": .bool(method.isFailableInitializer)
        case "isConvenienceInitializer": .bool(method.isConvenienceInitializer)
        case "isRequired": .bool(method.isRequired)
        case "isMutating": .bool(method.isMutating)
        case "isGeneric": .bool(method.isGeneric)
        case "genericRequirements":
            TemplateValue(objects: GenericsContext.requirements(method.genericRequirements, parameters: method.genericParameters, graph: returnTypeName.graph))
        case "genericParameters": GenericsContext.parameters(method.genericParameters, graph: returnTypeName.graph)
        case "accessLevel": .string(method.accessLevel.rawValue)
        case "attributes": AttributeContext.dictionary(method.attributes)
        case "modifiers": TemplateValue(objects: method.modifiers.map(ModifierContext.init))
        case "annotations": AnnotationsBridge.templateValue(annotations)
        case "documentation": TemplateValue(strings: method.documentation)
        case "definedInType": .object(definedInType)
        case "definedInTypeName", "actualDefinedInTypeName": .object(definedInType.typeName)
        case "definedInExtension": .bool(definedInExtension)
        case "line": .int(LocationReadLog.noted(method.location.line))
        case "isThrowsTypeGeneric": .bool(method.throwsTypeName.map { thrown in method.genericParameters.contains { $0.name == thrown.name } } ?? false)
        case "isFinal", "isOptional", "isNonisolated", "isDynamic", "isDistributed":
            .bool(method.modifiers.contains { $0.name == Self.modifierFlags[member] })
        default: UnknownMemberLog.note(member, on: "a method", known: Self.memberNames)
        }
    }
}

/// A parameter of a method, initializer or subscript.
final class ParameterContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "argumentLabel", "name", "typeName", "type", "unwrappedTypeName", "defaultValue", "isVariadic",
        "isInout", "inout", "isClosure", "isOptional", "typeAttributes", "annotations", "index", "asSource"
    ]

    let parameter: MethodParameter
    let index: Int
    let typeName: TypeNameContext

    init(_ parameter: MethodParameter, index: Int, graph: ContextGraph) {
        self.parameter = parameter
        self.index = index
        typeName = TypeNameContext(parameter.typeName, graph: graph, isInout: parameter.isInout)
    }

    var description: String { asSource }

    /// Sourcery's name: empty for `_`.
    private var sourceryName: String { parameter.name == "_" ? "" : parameter.name }

    /// Sourcery's label: a single written name counts as one, in a subscript too.
    private var sourceryLabel: String? {
        parameter.argumentLabel ?? (parameter.hasSingleName && !sourceryName.isEmpty ? parameter.name : nil)
    }

    /// `label name: Type`, the type spelled in the template's dialect.
    private var asSource: String {
        guard TemplateDialect.current == .sourcery else { return parameter.asSource }
        // Sourcery's order: the default value before `...`.
        let type = (parameter.isInout ? "inout " : "") + SourcerySpelling.asSource(parameter.typeName)
            + (parameter.defaultValue.map { " = \($0)" } ?? "") + (parameter.isVariadic ? "..." : "")
        return SourcerySpelling.labelled(sourceryLabel, sourceryName.isEmpty ? nil : sourceryName, type)
    }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "argumentLabel": TemplateValue(TemplateDialect.current == .sourcery ? sourceryLabel : parameter.argumentLabel)
        case "name": .string(TemplateDialect.current == .sourcery ? sourceryName : parameter.name)
        case "typeName": .object(typeName)
        case "type": TemplateValue(typeName.graph.type(for: parameter.typeName))
        case "unwrappedTypeName": .string(typeName.unwrappedTypeName)
        case "defaultValue": TemplateValue(parameter.defaultValue)
        case "isVariadic": .bool(parameter.isVariadic)
        case "isInout", "inout": .bool(parameter.isInout)
        case "isClosure": .bool(parameter.typeName.isClosure)
        case "isOptional": .bool(parameter.typeName.isOptional)
        case "typeAttributes": AttributeContext.dictionary(parameter.typeName.attributes)
        case "annotations": AnnotationsBridge.templateDictionary(parameter.annotations)
        case "index": .int(index)
        case "asSource": .string(asSource)
        default: UnknownMemberLog.note(member, on: "a parameter", known: Self.memberNames)
        }
    }
}
