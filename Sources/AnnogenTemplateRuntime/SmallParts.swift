import Foundation

public typealias SourceryModifier = Modifier

/// An attribute: `@available(iOS 15, *)`; prints as written.
public final class Attribute: PackedObject {
    @inline(__always) func value(_ member: AttributeMember) -> PackedValue { value(member.rawValue) }

    public var name: String { value(.name).string }
    public var arguments: [String: NSObject] { value(.arguments).annotations }
    public var asSource: String { value(.asSource).string }
    public override var description: String { value(.description).string }
}

/// A modifier: `private(set)`; prints as written.
public final class Modifier: PackedObject {
    @inline(__always) func value(_ member: ModifierMember) -> PackedValue { value(member.rawValue) }

    public var name: String { value(.name).string }
    public var detail: String? { value(.detail).optionalString }
    public var asSource: String { value(.asSource).string }
    public override var description: String { value(.description).string }
}

/// A `where` clause's requirement: `T: Codable`, `Element == Int`.
public final class GenericRequirement: PackedObject {
    @inline(__always) func value(_ member: GenericRequirementMember) -> PackedValue { value(member.rawValue) }

    public var leftType: AssociatedType {
        value(.leftType).object(in: model).map(AssociatedType.init) ?? AssociatedType(TypeReference(members: [], model: model))
    }
    public var rightType: GenericTypeParameter {
        let reference: TypeReference = value(.rightType).object(in: model) ?? TypeReference(members: [], model: model)
        return GenericTypeParameter(typeName: reference.typeName)
    }
    /// `conformsTo` or `equals`.
    public var relationship: String { value(.relationship).string }
    /// `:` or `==`.
    public var relationshipSyntax: String { value(.relationshipSyntax).string }
    public override var description: String { value(.description).string }
}

/// A name in a `where` clause, with its type name and the scanned type it names.
final class TypeReference: PackedObject {
    @inline(__always) func value(_ member: TypeReferenceMember) -> PackedValue { value(member.rawValue) }

    var name: String { value(.name).string }
    var typeName: TypeName { value(.typeName).object(in: model) ?? TypeName(name: name) }
    var type: Type? { value(.type).object(in: model) }
}

/// The left side of a generic requirement (or a protocol's associated type).
public final class AssociatedType: NSObject {
    public let name: String
    public let typeName: TypeName?
    public let type: Type?

    init(_ reference: TypeReference) {
        name = reference.name
        typeName = reference.typeName
        type = reference.type
    }

    public override var description: String { name }
}

/// An `import` of a scanned file.
public final class Import: PackedObject {
    @inline(__always) func value(_ member: ImportMember) -> PackedValue { value(member.rawValue) }

    /// `struct`, `class`, … for `import struct A.B`; nil for a module.
    public var kind: String? { value(.kind).optionalString }
    public var path: String { value(.path).string }
    public var moduleName: String { value(.moduleName).string }
    public override var description: String { value(.description).string }
}
