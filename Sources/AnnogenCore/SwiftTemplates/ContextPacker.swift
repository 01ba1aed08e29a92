import AnnogenModel
import TemplateEngine
import enum AnnogenTemplateRuntime.PackedKind
import enum AnnogenTemplateRuntime.PackedValue
import struct AnnogenTemplateRuntime.PackedWriter

/// The template context packed for a Swift template's program (see `PackedWriter`): every object
/// reachable from `types` and `argument`, read through the same objects and member names Stencil
/// templates read, in Sourcery's dialect, so the two kinds of template see one model. Each kind of
/// object packs the members its runtime class reads (`PackedKind.members`), in that order.
struct ContextPacker {
    private var objects: [(kind: PackedKind, members: [PackedValue])] = []
    /// Object positions: types by their position in the module (a type's object is a handle made
    /// wherever it is reached), type names by value (one is made on each read), others by identity.
    private var typePositions: [Int: Int] = [:]
    private var typeNamePositions: [TypeNameKey: Int] = [:]
    private var identities: [ObjectIdentifier: Int] = [:]
    /// Objects packed by identity, kept alive so that a freed one's identity is not reused.
    private var kept: [AnyObject] = []
    private var pending: [(position: Int, object: any TemplateObject, known: [String])] = []
    private static let memberLists = Dictionary(uniqueKeysWithValues: PackedKind.allCases.map { ($0, $0.members) })

    private struct TypeNameKey: Hashable {
        let typeName: TypeName
        let isInout: Bool
        let whereClause: String?
    }

    /// The packed bytes of `context`'s model.
    static func pack(_ context: TemplateContext) -> [UInt8] {
        TemplateDialect.$current.withValue(.sourcery) {
            var packer = ContextPacker()
            let root = packer.root(context)
            return PackedWriter.bytes(objects: packer.objects, root: root)
        }
    }

    private mutating func root(_ context: TemplateContext) -> PackedValue {
        let values = context.dictionary(templateName: "")
        var types: [String: PackedValue] = [:]
        if case .object(let collection as TypesCollection)? = values["types"] {
            for list in ["types", "all", "classes", "structs", "enums", "protocols", "actors", "extensions", "typealiases"] {
                types[list] = pack(collection.member(list))
            }
            types["implementing"] = pack(.dictionary(collection.implementing.index))
            types["inheriting"] = pack(.dictionary(collection.inheriting.index))
            types["based"] = pack(.dictionary(collection.based.index))
        }
        let root: PackedValue = .dictionary(["types": .dictionary(types), "argument": pack(values["argument"] ?? .null)])
        while let (position, object, known) = pending.popLast() {
            objects[position].members = members(of: object, known: known, kind: objects[position].kind)
        }
        return root
    }

    /// The members of `kind` read from `object`, whose own members are `known` (`description` is
    /// what it prints, when it has no member of that name).
    private mutating func members(of object: any TemplateObject, known: [String], kind: PackedKind) -> [PackedValue] {
        let names = Self.memberLists[kind] ?? []
        return names.map { name in
            if name == "description" && !known.contains("description") { return .string(object.templateDescription) }
            return pack(object.member(name))
        }
    }

    private mutating func pack(_ value: TemplateValue) -> PackedValue {
        switch value {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .int(let int): return .int(int)
        case .double(let double): return .double(double)
        case .float(let float): return .double(Double(float))
        case .string(let string): return .string(string)
        case .array(let elements): return .array(elements.map { pack($0) })
        case .dictionary(let entries): return .dictionary(entries.mapValues { pack($0) })
        case .object(let object): return pack(object)
        }
    }

    private mutating func pack(_ object: any TemplateObject) -> PackedValue {
        switch object {
        case let type as TypeContext:
            if let position = typePositions[type.index] { return .object(position) }
            let position = reserve(.type, type, known: TypeContext.memberNames)
            typePositions[type.index] = position
            return .object(position)
        case let typeName as TypeNameContext:
            let key = TypeNameKey(typeName: typeName.typeName, isInout: typeName.isInout, whereClause: typeName.whereClause)
            if let position = typeNamePositions[key] { return .object(position) }
            let position = reserve(.typeName, typeName, known: TypeNameContext.memberNames)
            typeNamePositions[key] = position
            return .object(position)
        case let annotations as AnnotationsWithCount:
            return .dictionary(annotations.values.mapValues { pack($0) })
        case let source as ImportContext:
            return packByIdentity(source, kind: .import, known: ImportContext.memberNames)
        case let known as any KnownMembers:
            guard let kind = Self.kind(of: known) else { return .string(known.templateDescription) }
            return packByIdentity(known, kind: kind, known: Swift.type(of: known).memberNames)
        default:
            if object.isList { return .array(object.elements.map { pack($0) }) }
            return .string(object.templateDescription)
        }
    }

    private mutating func packByIdentity(_ object: any TemplateObject, kind: PackedKind, known: [String]) -> PackedValue {
        let id = ObjectIdentifier(object)
        if let position = identities[id] { return .object(position) }
        let position = reserve(kind, object, known: known)
        identities[id] = position
        kept.append(object)
        return .object(position)
    }

    /// A place in the table for `object`, whose members are packed later (objects refer to each
    /// other in cycles: a type's variables name the type).
    private mutating func reserve(_ kind: PackedKind, _ object: any TemplateObject, known: [String]) -> Int {
        objects.append((kind, []))
        pending.append((objects.count - 1, object, known))
        return objects.count - 1
    }

    private static func kind(of object: any KnownMembers) -> PackedKind? {
        switch object {
        case is TypeContext: .type
        case is VariableContext: .variable
        case is MethodContext: .method
        case is ParameterContext: .methodParameter
        case is TypeNameContext: .typeName
        case is EnumCaseContext: .enumCase
        case is AssociatedValueContext: .associatedValue
        case is TypealiasContext: .typealias
        case is SubscriptContext: .subscript
        case is AttributeContext: .attribute
        case is ModifierContext: .modifier
        case is GenericRequirementContext: .genericRequirement
        case is TypeReferenceContext: .typeReference
        default: nil
        }
    }
}
