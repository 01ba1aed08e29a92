import Foundation

/// An enum's case.
public final class EnumCase: PackedObject {
    @inline(__always) func value(_ member: EnumCaseMember) -> PackedValue { value(member.rawValue) }

    public var name: String { value(.name).string }
    /// The raw value, implicit ones too.
    public var rawValue: String? { value(.rawValue).optionalString }
    public var associatedValues: [AssociatedValue] { value(.associatedValues).objects(in: model) }
    public var hasAssociatedValue: Bool { value(.hasAssociatedValue).bool }
    public var indirect: Bool { value(.indirect).bool }
    public var annotations: Annotations { value(.annotations).annotations }
    public var documentation: Documentation { value(.documentation).strings }

    public override var description: String { value(.description).string }
}

/// A value a case carries.
public final class AssociatedValue: PackedObject, Typed {
    @inline(__always) func value(_ member: AssociatedValueMember) -> PackedValue { value(member.rawValue) }

    public var localName: String? { value(.localName).optionalString }
    public var externalName: String? { value(.externalName).optionalString }
    public var typeName: TypeName { value(.typeName).object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value(.type).object(in: model) }
    public var defaultValue: String? { value(.defaultValue).optionalString }
    public var annotations: Annotations { value(.annotations).annotations }

    public override var description: String { value(.description).string }
}

/// A typealias.
public final class Typealias: PackedObject, Typed {
    @inline(__always) func value(_ member: TypealiasMember) -> PackedValue { value(member.rawValue) }

    public var aliasName: String { value(.aliasName).string }
    /// The qualified name (`Shop.Money`).
    public var name: String { value(.name).string }
    public var typeName: TypeName { value(.typeName).object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value(.type).object(in: model) }
    public var parent: Type? { value(.parent).object(in: model) }
    public var parentName: String? { parent?.name }
    public var accessLevel: String { value(.accessLevel).string }
    public var annotations: Annotations { value(.annotations).annotations }
    public var documentation: Documentation { value(.documentation).strings }

    public override var description: String { value(.description).string }
}
