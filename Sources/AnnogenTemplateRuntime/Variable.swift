import Foundation

public typealias SourceryVariable = Variable

/// A property (or a protocol's property requirement).
public final class Variable: PackedObject, Typed {
    @inline(__always) func value(_ member: VariableMember) -> PackedValue { value(member.rawValue) }

    public var name: String { value(.name).string }
    public var typeName: TypeName { value(.typeName).object(in: model) ?? TypeName.empty(in: model) }
    public var type: Type? { value(.type).object(in: model) }
    public var isComputed: Bool { value(.isComputed).bool }
    public var isStatic: Bool { value(.isStatic).bool }
    public var isAsync: Bool { value(.isAsync).bool }
    public var `throws`: Bool { value(.throws).bool }
    public var throwsTypeName: TypeName? { value(.throwsTypeName).object(in: model) }
    public var readAccess: String { value(.readAccess).string }
    public var writeAccess: String { value(.writeAccess).string }
    public var accessLevel: (read: AccessLevel, write: AccessLevel) {
        (AccessLevel(rawValue: readAccess) ?? .none, AccessLevel(rawValue: writeAccess) ?? .none)
    }
    public var isMutable: Bool { value(.isMutable).bool }
    public var isLazy: Bool { value(.isLazy).bool }
    public var isFinal: Bool { value(.isFinal).bool }
    public var isDynamic: Bool { value(.isDynamic).bool }
    public var defaultValue: String? { value(.defaultValue).optionalString }
    public var attributes: AttributeList { value(.attributes).attributes(in: model) }
    public var modifiers: [SourceryModifier] { value(.modifiers).objects(in: model) }
    public var documentation: Documentation { value(.documentation).strings }
    public var annotations: Annotations { value(.annotations).annotations }
    public var definedInType: Type? { value(.definedInType).object(in: model) }
    public var definedInTypeName: TypeName? { value(.definedInTypeName).object(in: model) }
    public var actualDefinedInTypeName: TypeName? { value(.actualDefinedInTypeName).object(in: model) }

    public override var description: String { value(.description).string }
}
