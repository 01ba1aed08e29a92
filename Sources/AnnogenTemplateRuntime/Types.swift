import Foundation

/// `types`: every scanned type by kind, and lookups by conformance, each sorted by name.
public final class Types: NSObject {
    /// Every type, protocols included.
    public let types: [Type]
    /// Every type but protocols.
    public let all: [Type]
    public let classes: [Class]
    public let structs: [Struct]
    public let enums: [Enum]
    public let protocols: [SourceryProtocol]
    public let actors: [Actor]
    /// Extensions of types that were not scanned.
    public let extensions: [Type]
    public let typealiases: [Typealias]
    /// `types.implementing["AutoEquatable"]`: types conforming to a protocol, directly or not.
    public let implementing: TypesCollection
    /// `types.inheriting["Base"]`: subclasses, directly or not.
    public let inheriting: TypesCollection
    /// `types.based["X"]`: types that implement or inherit X or name it in their inheritance clause.
    public let based: TypesCollection

    init(model: PackedModel) {
        let value = model.rootValue("types")
        func list(_ name: String) -> PackedValue {
            guard case .dictionary(let entries) = value else { return .null }
            return entries[name] ?? .null
        }
        types = list("types").objects(in: model)
        all = list("all").objects(in: model)
        classes = list("classes").objects(in: model)
        structs = list("structs").objects(in: model)
        enums = list("enums").objects(in: model)
        protocols = list("protocols").objects(in: model)
        actors = list("actors").objects(in: model)
        extensions = list("extensions").objects(in: model)
        typealiases = list("typealiases").objects(in: model)
        implementing = TypesCollection(list("implementing"), model: model)
        inheriting = TypesCollection(list("inheriting"), model: model)
        based = TypesCollection(list("based"), model: model)
    }

    /// Every type by qualified name.
    public lazy var typesByName: [String: Type] = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    /// Every typealias by qualified name.
    public lazy var typesaliasesByName: [String: Typealias] =
        Dictionary(typealiases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}

/// Types under names: `types.implementing["AutoEquatable"]`.
public final class TypesCollection: NSObject {
    private let lists: [String: [Type]]

    init(_ value: PackedValue, model: PackedModel) {
        guard case .dictionary(let entries) = value else {
            lists = [:]
            return
        }
        lists = entries.mapValues { $0.objects(in: model) }
    }

    /// The types under `key`; none when no type has it.
    public subscript(_ key: String) -> [Type] { lists[key] ?? [] }

    /// The types under `key`; an error when no type has it, as Sourcery's.
    public func types(forKey key: String) throws -> [Type] {
        guard let types = lists[key] else { throw PackedModelError(description: "Unknown type \(key), should be used with `based`") }
        return types
    }
}
