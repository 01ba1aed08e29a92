import AnnogenModel
import TemplateEngine

/// A property as templates see it.
final class VariableContext: TemplateObject, CustomStringConvertible {
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
    let annotations: [String: TemplateValue]
    /// `annotations` as templates read it, made once.
    let annotationsValue: TemplateValue
    /// Made when first read (few templates read a property's attributes).
    lazy var attributes: TemplateValue = AttributeContext.dictionary(variable.attributes)
    /// Made when first read; the Coding template reads it twice for every property.
    private lazy var propertyWrapperValue: TemplateValue = TemplateValue(propertyWrapper.map(AttributeContext.init))
    /// Kept strongly: type objects are handles the graph does not keep (see `ContextGraph`).
    let definedInType: TypeContext
    /// True when it was declared in an extension rather than in the type's own declaration.
    let definedInExtension: Bool

    init(_ variable: AnnogenModel.Variable, in type: TypeContext, definedInExtension: Bool, graph: ContextGraph) {
        self.variable = variable
        definedInType = type
        self.definedInExtension = definedInExtension
        typeName = TypeNameContext(variable.typeName, graph: graph)
        annotations = AnnotationsBridge.dictionary(variable.annotations)
        annotationsValue = AnnotationsBridge.templateValue(annotations)
    }

    var description: String { variable.name }

    func member(_ member: String) -> TemplateValue {
        // The members templates read most come first: a switch over strings compares in order.
        switch member {
        case "annotations": annotationsValue
        case "name": .string(variable.isBackticked && TemplateDialect.current == .sourcery ? SourcerySpelling.backticked(variable.name, if: true) : variable.name)
        case "typeName": .object(typeName)
        case "isOptional": .bool(variable.typeName.isOptional)
        case "defaultValue": TemplateValue(variable.defaultValue)
        case "isMutable": .bool(variable.isMutable)
        case "isLazy": .bool(variable.isLazy)
        case "isArray": .bool(variable.typeName.isArray)
        case "isDictionary": .bool(variable.typeName.isDictionary)
        case "propertyWrapper": propertyWrapperValue
        case "isStatic": .bool(variable.isStatic)
        case "isComputed": .bool(variable.isComputed)
        case "type": TemplateValue(typeName.graph.type(for: variable.typeName))
        case "unwrappedTypeName": typeName.member("unwrappedTypeName")
        case "actualTypeName": typeName.member("actualTypeName")
        case "readAccess", "accessLevel": .string(variable.readAccess.rawValue)
        case "isImplicitlyUnwrappedOptional": .bool(variable.typeName.isImplicitlyUnwrappedOptional)
        case "isTuple": .bool(variable.typeName.isTuple)
        case "isClosure": .bool(variable.typeName.isClosure)
        case "isStored": .bool(!variable.isComputed)
        case "isFinal": .bool(variable.isFinal)
        case "isAsync": .bool(variable.isAsync)
        case "throws": .bool(variable.throws)
        case "throwsTypeName": TemplateValue(variable.throwsTypeName.map { TypeNameContext($0, graph: typeName.graph) })
        case "isTypeInferred": .bool(variable.isTypeInferred)
        case "writeAccess": .string(variable.writeAccess?.rawValue ?? "")
        case "attributes": attributes
        case "modifiers": TemplateValue(objects: variable.modifiers.map(ModifierContext.init))
        case "documentation": TemplateValue(strings: variable.documentation)
        case "definedInType": .object(definedInType)
        case "definedInTypeName", "actualDefinedInTypeName": .object(definedInType.typeName)
        case "definedInExtension": .bool(definedInExtension)
        case "isDynamic": .bool(variable.modifiers.contains { $0.name == "dynamic" })
        case "line": .int(LocationReadLog.noted(variable.location.line))
        case "path": .string(typeName.graph.absolutePath(variable.location.path))
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
