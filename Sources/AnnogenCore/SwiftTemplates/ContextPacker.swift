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
    private var pending: [(position: Int, object: any TemplateObject)] = []
    /// Members of a type that are its file's (`path`, `imports`, …), packed once per file: a file
    /// declares several types, and each read builds paths and import objects anew.
    private var fileMembers: [String: [String: PackedValue]] = [:]
    private static let perFile: Set<String> = ["path", "fileName", "directory", "imports"]
    /// The kinds whose context class has a member `description` of its own (the others print it).
    static let describing: Set<PackedKind> = [.typeName, .attribute, .modifier, .genericRequirement, .import]
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
        while let (position, object) = pending.popLast() {
            objects[position].members = members(of: object, kind: objects[position].kind)
        }
        return root
    }

    /// The members of `kind` read from `object` (`description` is what it prints, unless its class
    /// has a member of that name).
    private mutating func members(of object: any TemplateObject, kind: PackedKind) -> [PackedValue] {
        let names = Self.memberLists[kind] ?? []
        let describes = Self.describing.contains(kind)
        var values: [PackedValue] = []
        values.reserveCapacity(names.count)
        let file = (object as? TypeContext)?.composed.packedDeclaration.path
        for name in names {
            if name == "description" && !describes {
                values.append(.string(object.templateDescription))
            } else if let file, Self.perFile.contains(name) {
                if let value = fileMembers[file]?[name] {
                    values.append(value)
                } else {
                    let value = pack(object.member(name))
                    fileMembers[file, default: [:]][name] = value
                    values.append(value)
                }
            } else {
                values.append(pack(object.member(name)))
            }
        }
        return values
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
            let position = reserve(.type, type)
            typePositions[type.index] = position
            return .object(position)
        case let typeName as TypeNameContext:
            let key = TypeNameKey(typeName: typeName.typeName, isInout: typeName.isInout, whereClause: typeName.whereClause)
            if let position = typeNamePositions[key] { return .object(position) }
            let position = reserve(.typeName, typeName)
            typeNamePositions[key] = position
            return .object(position)
        case let annotations as AnnotationsWithCount:
            return .dictionary(annotations.values.mapValues { pack($0) })
        default:
            // Concrete classes, not a cast to a protocol: the packer meets a million objects.
            if let kind = Self.kind(of: object) { return packByIdentity(object, kind: kind) }
            if object.isList { return .array(object.elements.map { pack($0) }) }
            return .string(object.templateDescription)
        }
    }

    private mutating func packByIdentity(_ object: any TemplateObject, kind: PackedKind) -> PackedValue {
        let id = ObjectIdentifier(object)
        if let position = identities[id] { return .object(position) }
        let position = reserve(kind, object)
        identities[id] = position
        kept.append(object)
        return .object(position)
    }

    /// A place in the table for `object`, whose members are packed later (objects refer to each
    /// other in cycles: a type's variables name the type).
    private mutating func reserve(_ kind: PackedKind, _ object: any TemplateObject) -> Int {
        objects.append((kind, []))
        pending.append((objects.count - 1, object))
        return objects.count - 1
    }

    /// The kind of a context object packed by identity.
    private static func kind(of object: any TemplateObject) -> PackedKind? {
        switch object {
        case is VariableContext: .variable
        case is MethodContext: .method
        case is ParameterContext: .methodParameter
        case is AttributeContext: .attribute
        case is ModifierContext: .modifier
        case is EnumCaseContext: .enumCase
        case is AssociatedValueContext: .associatedValue
        case is TypealiasContext: .typealias
        case is SubscriptContext: .subscript
        case is GenericRequirementContext: .genericRequirement
        case is TypeReferenceContext: .typeReference
        case is ImportContext: .import
        default: nil
        }
    }
}
