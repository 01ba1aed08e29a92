import AnnogenModel
import Stencil

/// A property as templates see it.
final class VariableContext: DynamicMemberLookup, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "name", "typeName", "type", "unwrappedTypeName", "actualTypeName", "isOptional",
        "isImplicitlyUnwrappedOptional", "isArray", "isDictionary", "isTuple", "isClosure", "isComputed",
        "isStored", "isStatic", "isMutable", "isLazy", "isFinal", "isAsync", "throws", "throwsTypeName", "isTypeInferred",
        "readAccess", "accessLevel", "writeAccess", "defaultValue", "attributes", "propertyWrapper",
        "modifiers", "documentation", "annotations", "definedInType", "definedInTypeName", "definedInExtension",
        "line", "path", "actualDefinedInTypeName", "isDynamic"
    ]

    let variable: AnnogenModel.Variable
    let typeName: TypeNameContext
    let annotations: [String: Any]
    let attributes: [String: Any]
    unowned let definedInType: TypeContext
    /// True when it was declared in an extension rather than in the type's own declaration.
    let definedInExtension: Bool

    init(_ variable: AnnogenModel.Variable, in type: TypeContext, definedInExtension: Bool, graph: ContextGraph) {
        self.variable = variable
        definedInType = type
        self.definedInExtension = definedInExtension
        typeName = TypeNameContext(variable.typeName, graph: graph)
        annotations = AnnotationsBridge.dictionary(variable.annotations)
        attributes = AttributeContext.dictionary(variable.attributes)
    }

    var description: String { variable.name }

    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "name": TemplateDialect.current == .sourcery ? SourcerySpelling.backticked(variable.name, if: variable.isBackticked) : variable.name
        case "typeName": typeName
        case "type": typeName.graph.type(for: variable.typeName)
        case "unwrappedTypeName": typeName[dynamicMember: "unwrappedTypeName"]
        case "actualTypeName": typeName[dynamicMember: "actualTypeName"]
        case "isOptional": variable.typeName.isOptional
        case "isImplicitlyUnwrappedOptional": variable.typeName.isImplicitlyUnwrappedOptional
        case "isArray": variable.typeName.isArray
        case "isDictionary": variable.typeName.isDictionary
        case "isTuple": variable.typeName.isTuple
        case "isClosure": variable.typeName.isClosure
        case "isComputed": variable.isComputed
        case "isStored": !variable.isComputed
        case "isStatic": variable.isStatic
        case "isMutable": variable.isMutable
        case "isLazy": variable.isLazy
        case "isFinal": variable.isFinal
        case "isAsync": variable.isAsync
        case "throws": variable.throws
        case "throwsTypeName": variable.throwsTypeName.map { TypeNameContext($0, graph: typeName.graph) }
        case "isTypeInferred": variable.isTypeInferred
        case "readAccess", "accessLevel": variable.readAccess.rawValue
        case "writeAccess": variable.writeAccess?.rawValue ?? ""
        case "defaultValue": variable.defaultValue
        case "attributes": attributes
        case "propertyWrapper": propertyWrapper.map(AttributeContext.init)
        case "modifiers": variable.modifiers.map(ModifierContext.init)
        case "documentation": variable.documentation
        case "annotations": AnnotationsBridge.templateValue(annotations)
        case "definedInType": definedInType
        case "definedInTypeName", "actualDefinedInTypeName": definedInType.typeName
        case "definedInExtension": definedInExtension
        case "isDynamic": variable.modifiers.contains { $0.name == "dynamic" }
        case "line": LocationReadLog.noted(variable.location.line)
        case "path": typeName.graph.absolutePath(variable.location.path)
        default: UnknownMemberLog.note(member, on: "a variable", known: Self.memberNames)
        }
    }

    /// The attribute that wraps this property: one naming a scanned `@propertyWrapper` type, else the
    /// first capitalised attribute that is not one of Swift's, Interface Builder's or a scanned global actor.
    var propertyWrapper: Attribute? {
        variable.attributes.first { attribute in
            if let type = typeName.graph.type(named: attribute.name) { return type.declaration.isPropertyWrapper }
            return attribute.mayWrapProperty
        }
    }
}
