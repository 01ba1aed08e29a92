import AnnogenModel
import Foundation
import Stencil

/// A class, struct, enum, protocol, actor or unknown extension as templates see it.
/// Member lists and relationships are computed once, on first use (every type object exists by then).
final class TypeContext: DynamicMemberLookup, CustomStringConvertible {
    /// Where the type is in the graph's module: the object does not hold a copy of the type (a
    /// composed type is ~400 bytes inline; 80 MB for the 212,500 types of 50,000 files).
    private let index: Int
    unowned let graph: ContextGraph
    var composed: ComposedType {
        _read { yield graph.module.types[index] }
    }
    /// Members and relationships are built on first use: a template usually reads a few types'
    /// members, and building every variable's object up front was the largest share of a large
    /// run's memory.
    private(set) lazy var annotations: [String: Any] = AnnotationsBridge.dictionary(composed.declaration.annotations)
    private(set) lazy var variables: [VariableContext] = declaration.variables.enumerated().map { index, variable in
        VariableContext(variable, in: self, definedInExtension: index >= composed.rawVariableCount, graph: graph)
    }
    private(set) lazy var methods: [MethodContext] = declaration.methods.enumerated().map { index, method in
        MethodContext(method, in: self, definedInExtension: index >= composed.rawMethodCount, graph: graph)
    }
    private(set) lazy var subscripts: [SubscriptContext] = declaration.subscripts.map { SubscriptContext($0, in: self, graph: graph) }
    private(set) lazy var cases: [EnumCaseContext] = declaration.cases.map { EnumCaseContext($0, graph: graph) }
    private(set) lazy var typealiases: [TypealiasContext] = declaration.typealiases.map { TypealiasContext(alias: $0, graph: graph) }
    private(set) lazy var parent: TypeContext? = composed.parentName.flatMap { graph.type(named: $0) }
    private(set) lazy var containedTypes: [TypeContext] = composed.containedTypeNames.compactMap { graph.type(named: $0) }
    private(set) lazy var supertype: TypeContext? = composed.supertypeName.flatMap { graph.type(named: $0) }
    /// Built on each use, not kept: templates read them for every type (`type.implements.AutoEquatable`),
    /// and a kept dictionary per type was 27 MB of 50,000 files.
    var implements: [String: Any] { objects(composed.implements) }
    var inherits: [String: Any] { objects(composed.inherits) }
    var based: [String: Any] { objects(composed.based) }
    private func objects(_ relation: [String: String]) -> [String: Any] {
        relation.reduce(into: [:]) { $0[$1.key] = graph.typeOrName($1.key) }
    }
    private var allVariablesCache: [VariableContext]?
    private var allMethodsCache: [MethodContext]?

    init(index: Int, graph: ContextGraph) {
        self.index = index
        self.graph = graph
        name = graph.module.types[index].name
    }

    /// Kept here: indexes and sorts read it for every type.
    let name: String
    var description: String { name }
    private var declaration: TypeDecl {
        _read { yield graph.module.types[index].declaration }
    }

    /// Own variables, then those not redeclared from the superclass chain and from the protocols it
    /// conforms to: their extensions' (default implementations), and for a protocol also the
    /// requirements of the protocols it refines.
    var allVariables: [VariableContext] {
        if let cached = allVariablesCache { return cached }
        var seen = Set(variables.map(\.variable.name))
        var result = variables
        for source in inheritedSources {
            let candidates = source === supertype || composed.kind == .protocol ? source.variables : source.extensionVariables
            for variable in candidates where seen.insert(variable.variable.name).inserted {
                result.append(variable)
            }
        }
        allVariablesCache = result
        return result
    }

    /// Own methods, then those not redeclared (by selector) from the superclass chain (initializers
    /// excepted) and from the protocols it conforms to, as for `allVariables`.
    var allMethods: [MethodContext] {
        if let cached = allMethodsCache { return cached }
        var seen = Set(methods.map(\.method.selectorName))
        var result = methods
        for source in inheritedSources {
            let candidates: [MethodContext]
            if source === supertype {
                candidates = source.allMethods.filter { !$0.method.isInitializer }
            } else {
                candidates = composed.kind == .protocol ? source.methods : source.extensionMethods
            }
            for method in candidates where seen.insert(method.method.selectorName).inserted {
                result.append(method)
            }
        }
        allMethodsCache = result
        return result
    }

    /// The superclass (whose own list is already complete), then every protocol conformed to,
    /// directly or not, by name.
    private var inheritedSources: [TypeContext] {
        var sources: [TypeContext] = []
        if let supertype { sources.append(supertype) }
        for key in composed.implements.keys.sorted() {
            if let proto = graph.type(named: key), proto.composed.kind == .protocol { sources.append(proto) }
        }
        return sources
    }

    /// Variables that came from extensions (for a protocol: default implementations).
    var extensionVariables: [VariableContext] { Array(variables.dropFirst(composed.rawVariableCount)) }

    /// Methods that came from extensions (for a protocol: default implementations and helpers).
    var extensionMethods: [MethodContext] { Array(methods.dropFirst(composed.rawMethodCount)) }

    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "name": composed.name
        case "localName": composed.isUnknownExtension ? composed.name : declaration.localName
        case "globalName": composed.name
        case "module": String?.none
        case "kind": declaration.kind.rawValue
        case "parent": parent
        case "parentName": composed.parentName
        case "containedTypes": containedTypes
        case "containedType": Dictionary(containedTypes.map { ($0.declaration.localName, $0) }, uniquingKeysWith: { a, _ in a })
        case "parentTypes": parentChain
        case "accessLevel": declaration.accessLevel.rawValue
        case "isFinal": declaration.modifiers.contains { $0.name == "final" }
        case "isGeneric": !declaration.genericParameters.isEmpty
        case "genericParameters": declaration.genericParameters.map { p in ["name": p.name, "inheritedTypeName": p.inheritedTypeName as Any] }
        case "genericRequirements": declaration.genericRequirements.map(GenericRequirementContext.init)
        case "attributes": AttributeContext.dictionary(declaration.attributes)
        case "modifiers": declaration.modifiers.map(ModifierContext.init)
        case "documentation": declaration.documentation
        case "annotations": annotations
        case "inheritedTypes": composed.inheritedTypes
        case "implements": implements
        case "inherits": inherits
        case "based": based
        case "supertype": supertype
        case "isExtension": declaration.kind == .extension
        case "isUnknownExtension": composed.isUnknownExtension
        case "variables": variables
        case "rawVariables": Array(variables.prefix(composed.rawVariableCount))
        case "allVariables": allVariables
        case "variablesByName": Dictionary(variables.map { ($0.variable.name, $0) }, uniquingKeysWith: { first, _ in first })
        case "storedVariables": variables.filter { !$0.variable.isComputed && !$0.variable.isStatic }
        case "computedVariables": variables.filter { $0.variable.isComputed && !$0.variable.isStatic }
        case "instanceVariables": variables.filter { !$0.variable.isStatic }
        case "staticVariables": variables.filter { $0.variable.isStatic }
        case "methods": methods
        case "rawMethods": Array(methods.prefix(composed.rawMethodCount))
        case "allMethods": allMethods
        case "initializers": methods.filter { $0.method.isInitializer }
        case "instanceMethods": methods.filter { !$0.method.isStatic && !$0.method.isClass && $0.method.kind == .function }
        case "staticMethods": methods.filter { $0.method.isStatic && !$0.method.isClass }
        case "classMethods": methods.filter { $0.method.isClass }
        case "subscripts": subscripts
        case "typealiases": typealiases
        case "cases": cases
        case "hasAssociatedValues": cases.contains { !$0.associatedValues.isEmpty }
        case "rawTypeName": composed.rawTypeName.map { TypeNameContext($0, graph: graph) }
        case "rawType": composed.rawTypeName.flatMap { graph.type(for: $0) }
        case "associatedTypes": associatedTypes
        case "path": declaration.location.path
        case "fileName": (declaration.location.path as NSString).lastPathComponent
        case "line": declaration.location.line
        case "isEnum": declaration.kind == .enum
        case "isClass": declaration.kind == .class
        case "isStruct": declaration.kind == .struct
        case "isProtocol": declaration.kind == .protocol
        case "isActor": declaration.kind == .actor
        default:
            // `type.API.ProductSearch`: a nested type by its local name.
            containedTypes.first { $0.declaration.localName == member }
        }
    }

    /// Enclosing types, outermost first.
    private var parentChain: [TypeContext] {
        var chain: [TypeContext] = []
        var current = parent
        while let type = current {
            chain.insert(type, at: 0)
            current = type.parent
        }
        return chain
    }

    private var associatedTypes: [String: Any] {
        var result: [String: Any] = [:]
        for associated in declaration.associatedTypes {
            var info: [String: Any] = ["name": associated.name]
            info["typeName"] = associated.typeName.map { TypeNameContext($0, graph: graph) }
            result[associated.name] = info
        }
        return result
    }
}
