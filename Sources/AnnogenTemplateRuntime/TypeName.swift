import Foundation

/// A type as written where it is used (`[String: Item]?`). Prints as its name.
public final class TypeName: PackedObject, LosslessStringConvertible {
    @inline(__always) func value(_ member: TypeNameMember) -> PackedValue { value(member.rawValue) }

    /// An empty name, for a member the model left without one.
    static func empty(in model: PackedModel) -> TypeName { TypeName(members: [], model: model) }

    /// A name a template makes itself (Sourcery's `TypeName(name:)`): what its spelling tells.
    public convenience init(name: String) {
        var members = [PackedValue](repeating: .null, count: TypeNameMember.allCases.count)
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        let isOptional = trimmed.hasSuffix("?") || trimmed.hasPrefix("Optional<")
        let isImplicitlyUnwrapped = trimmed.hasSuffix("!")
        let unwrapped = isOptional || isImplicitlyUnwrapped ? String(trimmed.dropLast()) : trimmed
        members[TypeNameMember.name.rawValue] = .string(trimmed)
        members[TypeNameMember.description.rawValue] = .string(trimmed)
        members[TypeNameMember.unwrappedTypeName.rawValue] = .string(unwrapped)
        members[TypeNameMember.asSource.rawValue] = .string(trimmed)
        members[TypeNameMember.isOptional.rawValue] = .bool(isOptional || isImplicitlyUnwrapped)
        members[TypeNameMember.isImplicitlyUnwrappedOptional.rawValue] = .bool(isImplicitlyUnwrapped)
        members[TypeNameMember.isVoid.rawValue] = .bool(["Void", "()", "Swift.Void"].contains(unwrapped))
        members[TypeNameMember.isNever.rawValue] = .bool(unwrapped == "Never" || unwrapped == "Swift.Never")
        self.init(members: members, model: PackedModel.detached)
    }

    public convenience init?(_ description: String) { self.init(name: description) }

    public var name: String { value(.name).string }
    public var unwrappedTypeName: String { value(.unwrappedTypeName).string }
    /// The name with typealiases replaced and nested names qualified; nil when it is `name`.
    public var actualTypeName: TypeName? { value(.actualTypeName).object(in: model) }
    /// The scanned type it names, if any.
    var type: Type? { value(.type).object(in: model) }
    public var isOptional: Bool { value(.isOptional).bool }
    public var isImplicitlyUnwrappedOptional: Bool { value(.isImplicitlyUnwrappedOptional).bool }
    public var isProtocolComposition: Bool { value(.isProtocolComposition).bool }
    public var isGeneric: Bool { value(.isGeneric).bool }
    public var isVoid: Bool { value(.isVoid).bool }
    public var isTuple: Bool { value(.isTuple).bool }
    public var isArray: Bool { value(.isArray).bool }
    public var isDictionary: Bool { value(.isDictionary).bool }
    public var isClosure: Bool { value(.isClosure).bool }
    public var isSet: Bool { value(.isSet).bool }
    public var isNever: Bool { value(.isNever).bool }
    public var attributes: AttributeList { value(.attributes).attributes(in: model) }
    public var modifiers: [SourceryModifier] { value(.modifiers).objects(in: model) }
    public var asSource: String { value(.asSource).string }
    public var array: ArrayType? { value(.array).entries(in: model, as: ArrayType.init) }
    public var dictionary: DictionaryType? { value(.dictionary).entries(in: model, as: DictionaryType.init) }
    public var generic: GenericType? { value(.generic).entries(in: model, as: GenericType.init) }
    public var tuple: TupleType? { value(.tuple).entries(in: model, as: TupleType.init) }
    public var closure: ClosureType? { value(.closure).entries(in: model, as: ClosureType.init) }
    public var set: SetType? { value(.set).entries(in: model, as: SetType.init) }

    public override var description: String {
        let description = value(.description)
        return description == .null ? name : description.string
    }
}

/// `[Element]`.
public final class ArrayType: PackedEntries {
    public var name: String { value("name").string }
    public var elementTypeName: TypeName { value("elementTypeName").object(in: model) ?? TypeName.empty(in: model) }
    public var elementType: Type? { value("elementType").object(in: model) }
    public var asGeneric: GenericType? { value("asGeneric").entries(in: model, as: GenericType.init) }
    public override var description: String { name }
}

/// `Set<Element>`.
public final class SetType: PackedEntries {
    public var name: String { value("name").string }
    public var elementTypeName: TypeName { value("elementTypeName").object(in: model) ?? TypeName.empty(in: model) }
    public var elementType: Type? { value("elementType").object(in: model) }
    public var asGeneric: GenericType? { value("asGeneric").entries(in: model, as: GenericType.init) }
    public override var description: String { name }
}

/// `[Key: Value]`.
public final class DictionaryType: PackedEntries {
    public var name: String { value("name").string }
    public var keyTypeName: TypeName { value("keyTypeName").object(in: model) ?? TypeName.empty(in: model) }
    public var keyType: Type? { value("keyType").object(in: model) }
    public var valueTypeName: TypeName { value("valueTypeName").object(in: model) ?? TypeName.empty(in: model) }
    public var valueType: Type? { value("valueType").object(in: model) }
    public var asGeneric: GenericType? { value("asGeneric").entries(in: model, as: GenericType.init) }
    public override var description: String { name }
}

/// `Base<Arguments>`.
public final class GenericType: PackedEntries {
    public var name: String { value("name").string }
    public var typeParameters: [GenericTypeParameter] {
        value("typeParameters").objects(in: model).map { (typeName: TypeName) in GenericTypeParameter(typeName: typeName) }
    }
    public override var description: String { name }
}

/// One argument of a generic type.
public final class GenericTypeParameter: NSObject {
    public let typeName: TypeName
    public var type: Type? { typeName.type }

    public init(typeName: TypeName) { self.typeName = typeName }

    public override var description: String { typeName.description }
}

/// `(a: Int, String)`.
public final class TupleType: PackedEntries {
    public var name: String { value("name").string }
    public var elements: [TupleElement] {
        guard case .array(let elements) = value("elements") else { return [] }
        return elements.compactMap { $0.entries(in: model, as: TupleElement.init) }
    }
    public override var description: String { name }
}

/// One element of a tuple.
public final class TupleElement: PackedEntries, Typed {
    public var name: String? { value("name").optionalString }
    public var typeName: TypeName { value("typeName").object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value("type").object(in: model) }
    public var asSource: String {
        guard let name, Int(name) == nil else { return typeName.asSource }
        return "\(name): \(typeName.asSource)"
    }
}

/// `(Int) async throws -> String`.
public final class ClosureType: PackedEntries {
    public var name: String { value("name").string }
    public var parameters: [ClosureParameter] {
        guard case .array(let elements) = value("parameters") else { return [] }
        return elements.compactMap { $0.entries(in: model, as: ClosureParameter.init) }
    }
    public var returnTypeName: TypeName { value("returnTypeName").object(in: model) ?? TypeName.empty(in: model) }
    public var actualReturnTypeName: TypeName { value("actualReturnTypeName").object(in: model) ?? returnTypeName }
    public var returnType: Type? { value("returnType").object(in: model) }
    public var isOptionalReturnType: Bool { value("isOptionalReturnType").bool }
    public var isImplicitlyUnwrappedOptionalReturnType: Bool { value("isImplicitlyUnwrappedOptionalReturnType").bool }
    public var unwrappedReturnTypeName: String { value("unwrappedReturnTypeName").string }
    public var isAsync: Bool { value("isAsync").bool }
    public var asyncKeyword: String? { value("asyncKeyword").optionalString }
    public var `throws`: Bool { value("throws").bool }
    public var throwsOrRethrowsKeyword: String? { value("throwsOrRethrowsKeyword").optionalString }
    public var throwsTypeName: TypeName? { value("throwsTypeName").object(in: model) }
    public override var description: String { name }
}

/// A closure type's parameter.
public final class ClosureParameter: PackedEntries, Typed {
    public var argumentLabel: String? { value("argumentLabel").optionalString }
    public var name: String? { value("name").optionalString }
    public var typeName: TypeName { value("typeName").object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value("type").object(in: model) }
    public var `inout`: Bool { value("inout").bool }
    public var isVariadic: Bool { value("isVariadic").bool }
    public var defaultValue: String? { value("defaultValue").optionalString }
    public var annotations: Annotations { value("annotations").annotations }
    public var asSource: String { value("asSource").string }
}
