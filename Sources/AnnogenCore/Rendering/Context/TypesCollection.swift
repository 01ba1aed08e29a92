import AnnogenModel
import Stencil

/// `types` in templates: the lists by kind and the lookups by conformance, each sorted by name.
final class TypesCollection: DynamicMemberLookup, PlainMemberLookup {
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
    private(set) lazy var implementing = NameIndex(graph, keys: \.implements)
    private(set) lazy var inheriting = NameIndex(graph, keys: \.inherits)
    private(set) lazy var based = NameIndex(graph, keys: \.based)

    init(graph: ContextGraph) {
        self.graph = graph
    }

    /// Which types a list holds, by their composed type.
    private static func includes(_ list: String) -> (ComposedType) -> Bool {
        switch list {
        case "all": { $0.kind != .protocol }
        case "classes": { $0.kind == .class }
        case "structs": { $0.kind == .struct }
        case "enums": { $0.kind == .enum }
        case "protocols": { $0.kind == .protocol }
        case "actors": { $0.kind == .actor }
        case "extensions": { $0.isUnknownExtension }
        default: { _ in true }
        }
    }

    private func types(_ included: (ComposedType) -> Bool) -> [TypeContext] {
        graph.module.types.indices.filter { included(graph.module.types[$0]) }.map(graph.object)
    }

    /// The types of a list member (`all`, `protocols`, …) that `condition` keeps, in the list's order,
    /// making objects only for them (and for the types whose annotations it reads, see
    /// `TypeCondition`); nil for any other member. The same as filtering the list's objects.
    func list(_ member: String, where condition: TypeCondition) -> [TypeContext]? {
        guard Self.listNames.contains(member) else { return nil }
        let included = Self.includes(member)
        return graph.module.types.indices.filter { included(graph.module.types[$0]) && condition.evaluate(in: graph, at: $0) }
            .map(graph.object)
    }

    var typealiases: [TypealiasContext] { graph.allTypealiases }

    /// The lists go to Stencil inside a `LazyValueWrapper`, which it unwraps first thing: a Swift
    /// array handed over as it is meets Stencil's cast to that class, which on Linux bridges the
    /// whole array to an `NSArray` of boxed elements before failing (~17 MB for a moment for each
    /// `for type in types.all` over 212,500 types).
    subscript(dynamicMember member: String) -> Any? {
        let value = plainMember(member)
        guard let list = value as? [TypeContext] else { return value }
        return LazyValueWrapper { _ in list }
    }

    /// The names of the lists of type objects among the members.
    private static let listNames: Set<String> = ["types", "all", "classes", "structs", "enums", "protocols", "actors", "extensions"]

    /// The list of type objects a member names (`all`, `classes`, …), as the member gives it; nil
    /// for any other member.
    func list(_ member: String) -> [TypeContext]? {
        Self.listNames.contains(member) ? plainMember(member) as? [TypeContext] : nil
    }

    /// `(variable, member)` when `path` is a variable and one of the list members (`types.all`): a
    /// path `ForNode` may read through `list` when the variable is this collection.
    static func listPath(_ path: String) -> (variable: String, member: String)? {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, listNames.contains(String(parts[1])), let first = parts[0].first,
              first == "_" || first.isLetter, parts[0].allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    func plainMember(_ member: String) -> Any? {
        switch member {
        case "types": everyType
        case "all": all
        case "classes": classes
        case "structs": structs
        case "enums": enums
        case "protocols": protocols
        case "actors": actors
        case "extensions": extensions
        case "typealiases": typealiases
        case "implementing": implementing
        case "inheriting": inheriting
        case "based": based
        // Sourcery's lookups by name (the second spelled as Sourcery spells it).
        case "typesByName": TypeLookup(graph: graph)
        case "typesaliasesByName": graph.typealiasesByName
        default: UnknownMemberLog.note(member, on: "types", known: Self.memberNames)
        }
    }
}

/// `types.implementing.X`: the types for a name (empty when none).
final class NameIndex: DynamicMemberLookup, PlainMemberLookup {
    private let index: [String: [TypeContext]]

    /// The types under each key of their relation (`implements`, `inherits`, `based`), by name;
    /// objects are made only for the types with such a key (the others are in no list).
    init(_ graph: ContextGraph, keys relation: KeyPath<ComposedType, [String: String]>) {
        var index: [String: [TypeContext]] = [:]
        for position in graph.module.types.indices {
            let keys = graph.module.types[position][keyPath: relation].keys
            guard !keys.isEmpty else { continue }
            let type = graph.object(at: position)
            for key in keys { index[key, default: []].append(type) }
        }
        self.index = index.mapValues { $0.sorted { $0.name < $1.name } }
    }

    /// Wrapped for Stencil as `TypesCollection`'s lists are.
    subscript(dynamicMember member: String) -> Any? {
        let list = index[member] ?? []
        return LazyValueWrapper { _ in list }
    }

    func plainMember(_ member: String) -> Any? { index[member] ?? [] }
}

/// `type.Name` in templates: a type by qualified name, or the first component of a dotted path.
final class TypeLookup: DynamicMemberLookup {
    unowned let graph: ContextGraph

    init(graph: ContextGraph) { self.graph = graph }

    subscript(dynamicMember member: String) -> Any? { graph.type(named: member) }
}
