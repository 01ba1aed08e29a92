import AnnogenModel
import TemplateEngine

/// `types` in templates: the lists by kind and the lookups by conformance, each sorted by name.
final class TypesCollection: TemplateObject {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "types", "all", "classes", "structs", "enums", "protocols", "actors", "extensions", "typealiases",
        "implementing", "inheriting", "based", "typesByName", "typesaliasesByName"
    ]

    private unowned let graph: ContextGraph
    // Each list is built when a template first reads it: most templates read one or two, and all of
    // them with the conformance indexes were 15 MB of 50,000 files.
    /// Every type, protocols included (Sourcery's `types.types`).
    private(set) lazy var everyType = types(Self.includes("types"))
    private(set) lazy var all = types(Self.includes("all"))
    private(set) lazy var classes = types(Self.includes("classes"))
    private(set) lazy var structs = types(Self.includes("structs"))
    private(set) lazy var enums = types(Self.includes("enums"))
    private(set) lazy var protocols = types(Self.includes("protocols"))
    private(set) lazy var actors = types(Self.includes("actors"))
    private(set) lazy var extensions = types(Self.includes("extensions"))
    private(set) lazy var implementing = NameIndex(graph, keys: .implements)
    private(set) lazy var inheriting = NameIndex(graph, keys: .inherits)
    private(set) lazy var based = NameIndex(graph, keys: .based)

    init(graph: ContextGraph) {
        self.graph = graph
    }

    /// Which types a list holds, by their composed type.
    /// Which types a list holds, by their kind and whether they are an extension of an unknown type
    /// (not by the whole `ComposedType`, which a closure would be given as a copy).
    private static func includes(_ list: String) -> (TypeKind, Bool) -> Bool {
        switch list {
        case "all": { kind, _ in kind != .protocol }
        case "classes": { kind, _ in kind == .class }
        case "structs": { kind, _ in kind == .struct }
        case "enums": { kind, _ in kind == .enum }
        case "protocols": { kind, _ in kind == .protocol }
        case "actors": { kind, _ in kind == .actor }
        case "extensions": { _, isUnknownExtension in isUnknownExtension }
        default: { _, _ in true }
        }
    }

    /// The types `included` keeps, as a list of positions (made once: a template reads a list many
    /// times), whose objects are made as a loop or filter reaches them.
    private func types(_ included: (TypeKind, Bool) -> Bool) -> TemplateValue {
        let types = graph.types
        let positions = types.indices.filter { included(types[$0].kind, types[$0].isUnknownExtension) }.map { Int32($0) }
        return .object(TypeList(positions, graph: graph))
    }

    var typealiases: [TypealiasContext] { graph.allTypealiases }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "types": everyType
        case "all": all
        case "classes": classes
        case "structs": structs
        case "enums": enums
        case "protocols": protocols
        case "actors": actors
        case "extensions": extensions
        case "typealiases": TemplateValue(objects: typealiases)
        case "implementing": .object(implementing)
        case "inheriting": .object(inheriting)
        case "based": .object(based)
        // Sourcery's lookups by name (the second spelled as Sourcery spells it).
        case "typesByName": .object(TypeLookup(graph: graph))
        case "typesaliasesByName": TemplateValue(objects: graph.typealiasesByName)
        default: UnknownMemberLog.note(member, on: "types", known: Self.memberNames)
        }
    }
}

/// `types.implementing.X`: the types for a name (empty when none).
final class NameIndex: TemplateObject {
    /// The types under each name.
    let index: [String: TemplateValue]
    private unowned let graph: ContextGraph

    /// The types under each key of their relation (`implements`, `inherits`, `based`), by name, in
    /// name order (the module's types are).
    /// A type's relation to the names it lists.
    enum Relation {
        case implements, inherits, based
    }

    init(_ graph: ContextGraph, keys relation: Relation) {
        self.graph = graph
        var index: [String: [Int32]] = [:]
        let types = graph.types
        for position in types.indices {
            // Each field read in place (a key path copied the whole type first).
            let keys = switch relation {
            case .implements: types[position].implements.keys
            case .inherits: types[position].inherits.keys
            case .based: types[position].based.keys
            }
            for key in keys { index[key, default: []].append(Int32(position)) }
        }
        // Sorted by name: the module's order, unless it was built by hand out of order.
        self.index = index.mapValues { positions in
            guard !graph.typesAreSortedByName else { return .object(TypeList(positions, graph: graph)) }
            let sorted = graph.module.types.withUnsafeBufferPointer { types in
                positions.sorted { types[Int($0)].name < types[Int($1)].name }
            }
            return .object(TypeList(sorted, graph: graph))
        }
    }

    func member(_ member: String) -> TemplateValue { index[member] ?? .object(TypeList([], graph: graph)) }
}

/// `type.Name` in templates: a type by qualified name, or the first component of a dotted path.
final class TypeLookup: TemplateObject {
    unowned let graph: ContextGraph

    init(graph: ContextGraph) { self.graph = graph }

    func member(_ member: String) -> TemplateValue { TemplateValue(graph.type(named: member)) }
}

/// A list of types (`types.all`, `types.implementing.X`): their positions, and an object for each
/// made when a loop or filter reaches it, not kept by the list.
final class TypeList: TemplateObject {
    private let positions: [Int32]
    private unowned let graph: ContextGraph

    init(_ positions: [Int32], graph: ContextGraph) {
        self.positions = positions
        self.graph = graph
    }

    func member(_ name: String) -> TemplateValue { .null }

    var isList: Bool { true }
    var elementCount: Int { positions.count }
    func element(at index: Int) -> TemplateValue { .object(graph.object(at: Int(positions[index]))) }
    var elements: [TemplateValue] { positions.map { .object(graph.object(at: Int($0))) } }
}
