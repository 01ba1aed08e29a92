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

    /// The types `included` keeps, as a list (made once: a template reads a list many times).
    private func types(_ included: (ComposedType) -> Bool) -> TemplateValue {
        .array(graph.module.types.indices.filter { included(graph.module.types[$0]) }.map { .object(graph.object(at: $0)) })
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
    private let index: [String: TemplateValue]

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
        self.index = index.mapValues { TemplateValue(objects: $0.sorted { $0.name < $1.name }) }
    }

    func member(_ member: String) -> TemplateValue { index[member] ?? .array([]) }
}

/// `type.Name` in templates: a type by qualified name, or the first component of a dotted path.
final class TypeLookup: TemplateObject {
    unowned let graph: ContextGraph

    init(graph: ContextGraph) { self.graph = graph }

    func member(_ member: String) -> TemplateValue { TemplateValue(graph.type(named: member)) }
}
