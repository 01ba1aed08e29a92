import Foundation

public typealias SourceryMethod = Method

/// A method or initializer.
public final class Method: PackedObject {
    @inline(__always) func value(_ member: MethodMember) -> PackedValue { value(member.rawValue) }

    /// The signature as declared: `run(_ x: Int, label y: String = "z")`.
    public var name: String { value(.name).string }
    /// `run(_:label:)`.
    public var selectorName: String { value(.selectorName).string }
    /// `run`.
    public var shortName: String { value(.shortName).string }
    public var callName: String { value(.callName).string }
    public var parameters: [MethodParameter] { value(.parameters).objects(in: model) }
    public var returnTypeName: TypeName { value(.returnTypeName).object(in: model) ?? TypeName.empty(in: model) }
    public var returnType: Type? { value(.returnType).object(in: model) }
    public var actualReturnTypeName: TypeName { value(.actualReturnTypeName).object(in: model) ?? returnTypeName }
    public var unwrappedReturnTypeName: String { value(.unwrappedReturnTypeName).string }
    public var isOptionalReturnType: Bool { value(.isOptionalReturnType).bool }
    public var isImplicitlyUnwrappedOptionalReturnType: Bool { value(.isImplicitlyUnwrappedOptionalReturnType).bool }
    public var `throws`: Bool { value(.throws).bool }
    public var `rethrows`: Bool { value(.rethrows).bool }
    public var throwsTypeName: TypeName? { value(.throwsTypeName).object(in: model) }
    public var isThrowsTypeGeneric: Bool { value(.isThrowsTypeGeneric).bool }
    public var isAsync: Bool { value(.isAsync).bool }
    public var isDistributed: Bool { value(.isDistributed).bool }
    public var isStatic: Bool { value(.isStatic).bool }
    public var isClass: Bool { value(.isClass).bool }
    public var isInitializer: Bool { value(.isInitializer).bool }
    public var isDeinitializer: Bool { value(.isDeinitializer).bool }
    public var isFailableInitializer: Bool { value(.isFailableInitializer).bool }
    public var isConvenienceInitializer: Bool { value(.isConvenienceInitializer).bool }
    public var isRequired: Bool { value(.isRequired).bool }
    public var isFinal: Bool { value(.isFinal).bool }
    public var isMutating: Bool { value(.isMutating).bool }
    public var isGeneric: Bool { value(.isGeneric).bool }
    public var isOptional: Bool { value(.isOptional).bool }
    public var isNonisolated: Bool { value(.isNonisolated).bool }
    public var isDynamic: Bool { value(.isDynamic).bool }
    public var genericRequirements: [GenericRequirement] { value(.genericRequirements).objects(in: model) }
    public var accessLevel: String { value(.accessLevel).string }
    public var attributes: AttributeList { value(.attributes).attributes(in: model) }
    public var modifiers: [SourceryModifier] { value(.modifiers).objects(in: model) }
    public var annotations: Annotations { madeAnnotations ?? value(.annotations).annotations }
    public var documentation: Documentation { value(.documentation).strings }
    public var definedInType: Type? { value(.definedInType).object(in: model) }
    public var definedInTypeName: TypeName? { value(.definedInTypeName).object(in: model) }
    public var actualDefinedInTypeName: TypeName? { value(.actualDefinedInTypeName).object(in: model) }

    public override var description: String { value(.description).string }

    /// A method a template makes itself, as Sourcery's initializer makes one.
    public convenience init(
        name: String, selectorName: String? = nil, parameters: [MethodParameter] = [],
        returnTypeName: TypeName = TypeName(name: "Void"), isAsync: Bool = false, throws: Bool = false,
        rethrows: Bool = false, accessLevel: AccessLevel = .internal, isStatic: Bool = false, isClass: Bool = false,
        isFailableInitializer: Bool = false, annotations: [String: NSObject] = [:], documentation: [String] = []
    ) {
        var members = [PackedValue](repeating: .null, count: MethodMember.allCases.count)
        func set(_ member: MethodMember, _ value: PackedValue) { members[member.rawValue] = value }
        let shortName = name.firstIndex(of: "(").map { String(name[..<$0]) } ?? name
        set(.name, .string(name))
        set(.selectorName, .string(selectorName ?? name))
        set(.shortName, .string(shortName))
        set(.callName, .string(shortName))
        set(.parameters, .array(parameters.indices.map { .object($0) }))
        set(.returnTypeName, .object(parameters.count))
        set(.unwrappedReturnTypeName, .string(returnTypeName.unwrappedTypeName))
        set(.isOptionalReturnType, .bool(returnTypeName.isOptional || isFailableInitializer))
        set(.isImplicitlyUnwrappedOptionalReturnType, .bool(returnTypeName.isImplicitlyUnwrappedOptional))
        set(.isAsync, .bool(isAsync))
        set(.throws, .bool(`throws`))
        set(.rethrows, .bool(`rethrows`))
        set(.accessLevel, .string(accessLevel.rawValue))
        set(.isStatic, .bool(isStatic))
        set(.isClass, .bool(isClass))
        set(.isInitializer, .bool(name.hasPrefix("init(")))
        set(.isDeinitializer, .bool(name == "deinit"))
        set(.isFailableInitializer, .bool(isFailableInitializer))
        set(.documentation, .array(documentation.map(PackedValue.string)))
        set(.description, .string(name))
        self.init(members: members, objects: parameters + [returnTypeName])
        madeAnnotations = annotations
    }

    /// Annotations of a method a template made.
    private var madeAnnotations: Annotations?
}

/// A method's parameter.
public final class MethodParameter: PackedObject, Typed {
    @inline(__always) func value(_ member: MethodParameterMember) -> PackedValue { value(member.rawValue) }

    /// The argument label; nil for `_`.
    public var argumentLabel: String? { value(.argumentLabel).optionalString }
    public var name: String { value(.name).string }
    public var typeName: TypeName { value(.typeName).object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value(.type).object(in: model) }
    public var defaultValue: String? { value(.defaultValue).optionalString }
    public var isVariadic: Bool { value(.isVariadic).bool }
    public var `inout`: Bool { value(.inout).bool }
    public var typeAttributes: AttributeList { value(.typeAttributes).attributes(in: model) }
    public var annotations: Annotations { value(.annotations).annotations }
    public var index: Int { value(.index).int }
    public var asSource: String { value(.asSource).string }

    public override var description: String { value(.description).string }
}

/// A subscript.
public final class Subscript: PackedObject {
    @inline(__always) func value(_ member: SubscriptMember) -> PackedValue { value(member.rawValue) }

    public var parameters: [MethodParameter] { value(.parameters).objects(in: model) }
    public var returnTypeName: TypeName { value(.returnTypeName).object(in: model) ?? TypeName.empty(in: model) }
    public var returnType: Type? { value(.returnType).object(in: model) }
    public var actualReturnTypeName: TypeName { value(.actualReturnTypeName).object(in: model) ?? returnTypeName }
    public var unwrappedReturnTypeName: String { value(.unwrappedReturnTypeName).string }
    public var isOptionalReturnType: Bool { value(.isOptionalReturnType).bool }
    public var isImplicitlyUnwrappedOptionalReturnType: Bool { value(.isImplicitlyUnwrappedOptionalReturnType).bool }
    public var isFinal: Bool { value(.isFinal).bool }
    public var readAccess: String { value(.readAccess).string }
    public var writeAccess: String { value(.writeAccess).string }
    public var isAsync: Bool { value(.isAsync).bool }
    public var `throws`: Bool { value(.throws).bool }
    public var throwsTypeName: TypeName? { value(.throwsTypeName).object(in: model) }
    public var isMutable: Bool { value(.isMutable).bool }
    public var annotations: Annotations { value(.annotations).annotations }
    public var documentation: Documentation { value(.documentation).strings }
    public var definedInType: Type? { value(.definedInType).object(in: model) }
    public var definedInTypeName: TypeName? { value(.definedInTypeName).object(in: model) }
    public var actualDefinedInTypeName: TypeName? { value(.actualDefinedInTypeName).object(in: model) }
    public var attributes: AttributeList { value(.attributes).attributes(in: model) }
    public var modifiers: [SourceryModifier] { value(.modifiers).objects(in: model) }
    public var genericRequirements: [GenericRequirement] { value(.genericRequirements).objects(in: model) }
    public var isGeneric: Bool { value(.isGeneric).bool }

    public override var description: String { value(.description).string }
}
