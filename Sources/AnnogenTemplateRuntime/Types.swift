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
        let every: [Type] = list("types").objects(in: model)
        implementing = TypesCollection(list("implementing"), model: model, types: every) { (type: Type) -> String? in
            type is SourceryProtocol ? nil : "\(type.name) is a class and should be used with `inheriting` or `based`"
        }
        inheriting = TypesCollection(list("inheriting"), model: model, types: every) { (type: Type) -> String? in
            type is Class ? nil : "\(type.name) is not a class and should be used with `implementing` or `based`"
        }
        based = TypesCollection(list("based"), model: model, types: nil, check: nil)
    }

    /// Every type by qualified name.
    public lazy var typesByName: [String: Type] = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    /// Every typealias by qualified name.
    public lazy var typesaliasesByName: [String: Typealias] =
        Dictionary(typealiases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}

/// Types under names: `types.implementing["AutoEquatable"]`. As in Sourcery, `implementing` takes a
/// scanned protocol's name and `inheriting` a scanned class's; another name is an error, written to
/// standard error (which fails the template's render) by the subscript, thrown by `types(forKey:)`.
public final class TypesCollection: NSObject {
    private let lists: [String: [Type]]
    /// Every type by name, for the check; nil for `based`, which takes any name.
    private let types: [String: Type]?
    private let check: ((Type) -> String?)?

    init(_ value: PackedValue, model: PackedModel, types: [Type]?, check: ((Type) -> String?)?) {
        if case .dictionary(let entries) = value {
            lists = entries.mapValues { $0.objects(in: model) }
        } else {
            lists = [:]
        }
        self.types = types.map { Dictionary($0.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }
        self.check = check
    }

    /// The types under `key`; none when no type has it (and an error on standard error when `key`
    /// is not a name this lookup takes).
    public subscript(_ key: String) -> [Type] {
        do {
            return try types(forKey: key)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return []
        }
    }

    /// The types under `key`; an error when `key` is not a name this lookup takes.
    public func types(forKey key: String) throws -> [Type] {
        if let types, let check {
            guard let type = types[key] else { throw PackedModelError(description: "Unknown type \(key), should be used with `based`") }
            if let problem = check(type) { throw PackedModelError(description: problem) }
        }
        return lists[key] ?? []
    }
}
