import AnnogenModel
import Stencil

/// `types` in templates: the lists by kind and the lookups by conformance, each sorted by name.
final class TypesCollection: DynamicMemberLookup, PlainMemberLookup {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "types", "all", "classes", "structs", "enums", "protocols", "actors", "extensions", "typealiases",
        "implementing", "inheriting", "based"
    ]

    private unowned let graph: ContextGraph
    // Each list is built when a template first reads it: most templates read one or two, and all of
    // them with the conformance indexes were 15 MB of 50,000 files.
    /// Every type, protocols included (Sourcery's `types.types`).
    private(set) lazy var everyType = types { _ in true }
    private(set) lazy var all = types { $0.composed.kind != .protocol }
    private(set) lazy var classes = types { $0.composed.kind == .class }
    private(set) lazy var structs = types { $0.composed.kind == .struct }
    private(set) lazy var enums = types { $0.composed.kind == .enum }
    private(set) lazy var protocols = types { $0.composed.kind == .protocol }
    private(set) lazy var actors = types { $0.composed.kind == .actor }
    private(set) lazy var extensions = types { $0.composed.isUnknownExtension }
    private(set) lazy var implementing = NameIndex(graph.allTypes, keys: \.implements)
    private(set) lazy var inheriting = NameIndex(graph.allTypes, keys: \.inherits)
    private(set) lazy var based = NameIndex(graph.allTypes, keys: \.based)

    init(graph: ContextGraph) {
        self.graph = graph
    }

    private func types(where included: (TypeContext) -> Bool) -> [TypeContext] {
        graph.allTypes.filter(included)
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
        default: UnknownMemberLog.note(member, on: "types", known: Self.memberNames)
        }
    }
}

/// `types.implementing.X`: the types for a name (empty when none).
final class NameIndex: DynamicMemberLookup, PlainMemberLookup {
    private let index: [String: [TypeContext]]

    /// The types under each key of their relation (`implements`, `inherits`, `based`), in the
    /// types' order (by name).
    init(_ types: [TypeContext], keys relation: KeyPath<ComposedType, [String: String]>) {
        var index: [String: [TypeContext]] = [:]
        for type in types {
            for key in type.composed[keyPath: relation].keys { index[key, default: []].append(type) }
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
