import Foundation

/// A packed model read back: every object made once, and the root (`types`, `argument`).
public final class PackedModel {
    public private(set) var objects: [PackedObject] = []
    let root: PackedValue

    /// A model with nothing in it, for values made by a template itself (`TypeName(name:)`).
    nonisolated(unsafe) static let detached = PackedModel()

    private init() {
        root = .null
    }

    /// A model of objects made elsewhere, for an object a template makes itself.
    init(objects: [PackedObject]) {
        self.objects = objects
        root = .null
    }

    public init(bytes: [UInt8]) throws {
        var reader = PackedReader(bytes: bytes)
        let (packed, root) = try reader.read()
        self.root = root
        objects.reserveCapacity(packed.count)
        for (kind, members) in packed { objects.append(make(kind, members)) }
    }

    private func make(_ kind: PackedKind, _ members: [PackedValue]) -> PackedObject {
        switch kind {
        case .type:
            let kindName = members.indices.contains(TypeMember.kind.rawValue) ? members[TypeMember.kind.rawValue].string : ""
            switch kindName {
            case "class": return Class(members: members, model: self)
            case "struct": return Struct(members: members, model: self)
            case "enum": return Enum(members: members, model: self)
            case "protocol": return `Protocol`(members: members, model: self)
            case "actor": return Actor(members: members, model: self)
            default: return Type(members: members, model: self)
            }
        case .variable: return Variable(members: members, model: self)
        case .method: return Method(members: members, model: self)
        case .methodParameter: return MethodParameter(members: members, model: self)
        case .typeName: return TypeName(members: members, model: self)
        case .enumCase: return EnumCase(members: members, model: self)
        case .associatedValue: return AssociatedValue(members: members, model: self)
        case .`typealias`: return Typealias(members: members, model: self)
        case .`subscript`: return Subscript(members: members, model: self)
        case .attribute: return Attribute(members: members, model: self)
        case .modifier: return Modifier(members: members, model: self)
        case .genericRequirement: return GenericRequirement(members: members, model: self)
        case .typeReference: return TypeReference(members: members, model: self)
        case .import: return Import(members: members, model: self)
        }
    }

    /// The root's member `name`.
    func rootValue(_ name: String) -> PackedValue {
        guard case .dictionary(let entries) = root else { return .null }
        return entries[name] ?? .null
    }
}
