import AnnogenModel
import Stencil

/// `types` in templates: the lists by kind and the lookups by conformance, each sorted by name.
final class TypesCollection: DynamicMemberLookup {
    let all: [TypeContext]
    let classes: [TypeContext]
    let structs: [TypeContext]
    let enums: [TypeContext]
    let protocols: [TypeContext]
    let actors: [TypeContext]
    let extensions: [TypeContext]
    let typealiases: [TypealiasContext]
    let implementing: NameIndex
    let inheriting: NameIndex
    let based: NameIndex

    init(graph: ContextGraph) {
        let types = graph.allTypes
        all = types.filter { $0.composed.kind != .protocol }
        classes = types.filter { $0.composed.kind == .class }
        structs = types.filter { $0.composed.kind == .struct }
        enums = types.filter { $0.composed.kind == .enum }
        protocols = types.filter { $0.composed.kind == .protocol }
        actors = types.filter { $0.composed.kind == .actor }
        extensions = types.filter { $0.composed.isUnknownExtension }
        typealiases = graph.allTypealiases
        var implementingIndex: [String: [TypeContext]] = [:]
        var inheritingIndex: [String: [TypeContext]] = [:]
        var basedIndex: [String: [TypeContext]] = [:]
        for type in types {
            for key in type.composed.implements.keys { implementingIndex[key, default: []].append(type) }
            for key in type.composed.inherits.keys { inheritingIndex[key, default: []].append(type) }
            for key in type.composed.based.keys { basedIndex[key, default: []].append(type) }
        }
        implementing = NameIndex(implementingIndex)
        inheriting = NameIndex(inheritingIndex)
        based = NameIndex(basedIndex)
    }

    subscript(dynamicMember member: String) -> Any? {
        switch member {
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
        default: nil
        }
    }
}

/// `types.implementing.X`: the types for a name (empty when none).
final class NameIndex: DynamicMemberLookup {
    private let index: [String: [TypeContext]]

    init(_ index: [String: [TypeContext]]) {
        self.index = index.mapValues { $0.sorted { $0.name < $1.name } }
    }

    subscript(dynamicMember member: String) -> Any? { index[member] ?? [] }
}

/// `type.Name` in templates: a type by qualified name, or the first component of a dotted path.
final class TypeLookup: DynamicMemberLookup {
    unowned let graph: ContextGraph

    init(graph: ContextGraph) { self.graph = graph }

    subscript(dynamicMember member: String) -> Any? { graph.type(named: member) }
}
