import AnnogenModel
import Stencil

/// A method or initializer as templates see it.
final class MethodContext: DynamicMemberLookup, CustomStringConvertible {
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
    let annotations: [String: Any]
    unowned let definedInType: TypeContext
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

    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "name": name
        case "selectorName":
            sourcery ? SourcerySpelling.backticked(method.parameters.isEmpty ? method.shortName : method.selectorName, if: method.isBackticked) : method.selectorName
        case "shortName": sourcery ? sourceryShortName : method.shortName
        case "callName": sourcery ? SourcerySpelling.backticked(method.isFailableInitializer ? "init?" : method.shortName, if: method.isBackticked) : method.shortName
        case "parameters": parameters
        case "returnTypeName": returnTypeName
        case "returnType": returnTypeName.graph.type(for: returnTypeName.typeName)
        case "actualReturnTypeName":
            // Sourcery resolves a protocol's associated type to its constraint (`Value` → `Sequence`).
            sourcery ? definedInType.associatedConstraint(of: returnTypeName.typeName).map {
                TypeNameContext($0, graph: returnTypeName.graph)
            } ?? returnTypeName.actualOrSelf : returnTypeName.actualOrSelf
        case "unwrappedReturnTypeName": returnTypeName[dynamicMember: "unwrappedTypeName"]
        case "isOptionalReturnType": returnTypeName.typeName.isOptional
        case "isImplicitlyUnwrappedOptionalReturnType": returnTypeName.typeName.isImplicitlyUnwrappedOptional
        case "throws": method.throws
        case "rethrows": method.rethrows
        case "throwsTypeName": method.throwsTypeName.map { TypeNameContext($0, graph: returnTypeName.graph) }
        case "isAsync": method.isAsync
        case "isStatic": isStatic
        case "isClass": method.isClass
        case "isInitializer": method.isInitializer
        case "isDeinitializer": method.isDeinitializer
        case "isFailableInitializer": method.isFailableInitializer
        case "isConvenienceInitializer": method.isConvenienceInitializer
        case "isRequired": method.isRequired
        case "isMutating": method.isMutating
        case "isGeneric": method.isGeneric
        case "genericRequirements":
            GenericsContext.requirements(method.genericRequirements, parameters: method.genericParameters, graph: returnTypeName.graph)
        case "genericParameters": GenericsContext.parameters(method.genericParameters, graph: returnTypeName.graph)
        case "accessLevel": method.accessLevel.rawValue
        case "attributes": AttributeContext.dictionary(method.attributes)
        case "modifiers": method.modifiers.map(ModifierContext.init)
        case "annotations": AnnotationsBridge.templateValue(annotations)
        case "documentation": method.documentation
        case "definedInType": definedInType
        case "definedInTypeName", "actualDefinedInTypeName": definedInType.typeName
        case "definedInExtension": definedInExtension
        case "line": LocationReadLog.noted(method.location.line)
        case "isThrowsTypeGeneric": method.throwsTypeName.map { thrown in method.genericParameters.contains { $0.name == thrown.name } } ?? false
        case "isFinal", "isOptional", "isNonisolated", "isDynamic", "isDistributed":
            method.modifiers.contains { $0.name == Self.modifierFlags[member] }
        default: UnknownMemberLog.note(member, on: "a method", known: Self.memberNames)
        }
    }
}

/// A parameter of a method, initializer or subscript.
final class ParameterContext: DynamicMemberLookup, CustomStringConvertible {
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

    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "argumentLabel": TemplateDialect.current == .sourcery ? sourceryLabel : parameter.argumentLabel
        case "name": TemplateDialect.current == .sourcery ? sourceryName : parameter.name
        case "typeName": typeName
        case "type": typeName.graph.type(for: parameter.typeName)
        case "unwrappedTypeName": typeName[dynamicMember: "unwrappedTypeName"]
        case "defaultValue": parameter.defaultValue
        case "isVariadic": parameter.isVariadic
        case "isInout", "inout": parameter.isInout
        case "isClosure": parameter.typeName.isClosure
        case "isOptional": parameter.typeName.isOptional
        case "typeAttributes": AttributeContext.dictionary(parameter.typeName.attributes)
        case "annotations": AnnotationsBridge.templateDictionary(parameter.annotations)
        case "index": index
        case "asSource": asSource
        default: UnknownMemberLog.note(member, on: "a parameter", known: Self.memberNames)
        }
    }
}
