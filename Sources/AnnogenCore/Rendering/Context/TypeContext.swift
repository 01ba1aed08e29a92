import AnnogenModel
import Foundation
import TemplateEngine

/// A class, struct, enum, protocol, actor or unknown extension as templates see it.
/// Member lists and relationships are computed once, on first use (every type object exists by then).
final class TypeContext: TemplateObject, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "name", "localName", "globalName", "module", "kind", "parent", "parentName", "containedTypes",
        "containedType", "parentTypes", "accessLevel", "isFinal", "isGeneric", "genericParameters",
        "genericRequirements", "attributes", "modifiers", "documentation", "annotations", "inheritedTypes",
        "implements", "inherits", "based", "supertype", "isExtension", "isUnknownExtension", "variables",
        "rawVariables", "allVariables", "variablesByName", "storedVariables", "computedVariables",
        "instanceVariables", "staticVariables", "methods", "rawMethods", "allMethods", "initializers",
        "instanceMethods", "staticMethods", "classMethods", "subscripts", "typealiases", "cases",
        "hasAssociatedValues", "rawTypeName", "rawType", "associatedTypes", "path", "fileName", "line",
        "isEnum", "isClass", "isStruct", "isProtocol", "isActor", "basedTypes", "allSubscripts", "directory",
        "hasRawType", "isDistributed", "imports", "allImports", "conversions"
    ]

    /// Where the type is in the graph's module: the object does not hold a copy of the type (a
    /// composed type is ~400 bytes inline; 80 MB for the 212,500 types of 50,000 files).
    let index: Int
    unowned let graph: ContextGraph
    var composed: ComposedType {
        _read { yield graph.types[index] }
    }
    /// Annotations are read for every type (`types.all where type|annotated:"X"`): a type without
    /// any answers without unpacking its declaration or making the box below.
    var annotations: [String: TemplateValue] {
        TypeReadLog.note(index, TypeReadLog.annotations)
        guard composed.packedDeclaration.hasTypeAnnotations else { return [:] }
        return kept(\.annotations, part: TypeReadLog.annotations) { AnnotationsBridge.dictionary(graph.declaration(at: index).annotations) }
    }
    /// Members and relationships are built on first use and kept in one box made then, which the
    /// graph keeps for every object of the type: a template usually reads a few types' members, and
    /// a slot per list in every type object was 30 MB of 50,000 files.
    final class Built {
        var annotations: [String: TemplateValue]?
        var outline: TypeOutline?
        /// Lists as templates read them, made once (a template reads a type's lists many times).
        var storedVariables: TemplateValue?
        var variablesValue: TemplateValue?
        var methodsValue: TemplateValue?
        var containedTypeValue: TemplateValue?
        var variables: [VariableContext]?
        var methods: [MethodContext]?
        var subscripts: [SubscriptContext]?
        var cases: [EnumCaseContext]?
        var typealiases: [String: TypealiasContext]?
        var parent: TypeContext??
        var containedTypes: [TypeContext]?
        var supertype: TypeContext??
        var allVariables: [VariableContext]?
        var allMethods: [MethodContext]?
        var sourceryAllVariables: [VariableContext]?
        var sourceryAllMethods: [MethodContext]?
    }

    /// The value kept at `slot`, made by `make` on first use. Each read notes `part` of this type
    /// as read (`TypeReadLog`), kept or not: the graph serves every template of a run.
    private func kept<Value>(
        _ slot: ReferenceWritableKeyPath<Built, Value?>, part: UInt8 = TypeReadLog.everything, _ make: () -> Value
    ) -> Value {
        if part != 0 { TypeReadLog.note(index, part) }
        let box = graph.built(at: index)
        if let value = box[keyPath: slot] { return value }
        let value = make()
        box[keyPath: slot] = value
        return value
    }

    var variables: [VariableContext] {
        kept(\.variables) {
            memberObjects(of: graph.declaration(at: index).variables, ownCount: composed.rawVariableCount) {
                VariableContext($0, in: self, definedInExtension: $1, graph: graph)
            }
        }
    }
    var methods: [MethodContext] {
        kept(\.methods) {
            memberObjects(of: graph.declaration(at: index).methods, ownCount: composed.rawMethodCount) {
                MethodContext($0, in: self, definedInExtension: $1, graph: graph)
            }
        }
    }
    /// An object for each member, told whether it came from an extension (those after the first
    /// `ownCount`, the type's own declaration's). A loop over positions: each member is copied once,
    /// into its object.
    private func memberObjects<Member, Object>(of members: [Member], ownCount: Int, _ make: (Member, Bool) -> Object) -> [Object] {
        var result: [Object] = []
        result.reserveCapacity(members.count)
        for position in members.indices {
            result.append(make(members[position], position >= ownCount))
        }
        return result
    }
    var subscripts: [SubscriptContext] { kept(\.subscripts) { declaration.subscripts.map { SubscriptContext($0, in: self, graph: graph) } } }
    var cases: [EnumCaseContext] { kept(\.cases) { declaration.cases.map { EnumCaseContext($0, graph: graph) } } }
    /// The type's own typealiases by local name, as Sourcery's `Type.typealiases`
    /// (`type.typealiases.Value.name` is `CarViewModel.Value`; a `for` walks it by name, as Stencil
    /// walks a dictionary: `for name, alias in` the pairs, `for name in` the names). Of two aliases of
    /// one name (in `#if` branches), the later one, as in Sourcery.
    var typealiases: [String: TypealiasContext] {
        kept(\.typealiases) {
            declaration.typealiases.reduce(into: [:]) { $0[$1.aliasName] = TypealiasContext(alias: $1, graph: graph) }
        }
    }
    var parent: TypeContext? { kept(\.parent, part: 0) { composed.parentName.flatMap { graph.type(named: $0) } } }
    var containedTypes: [TypeContext] { kept(\.containedTypes, part: 0) { composed.containedTypeNames.compactMap { graph.type(named: $0) } } }
    var supertype: TypeContext? { kept(\.supertype, part: 0) { composed.supertypeName.flatMap { graph.type(named: $0) } } }
    /// Built on each use, not kept: templates read them for every type (`type.implements.AutoEquatable`),
    /// and a kept dictionary per type was 27 MB of 50,000 files.
    var implements: [String: TemplateValue] { objects(composed.implements) }
    var inherits: [String: TemplateValue] { objects(composed.inherits) }
    var based: [String: TemplateValue] { objects(composed.based) }

    /// The names this type implements, inherits or is based on (`relation` is one of those words).
    func relation(_ relation: String) -> [String: String] {
        switch relation {
        case "implements": composed.implements
        case "inherits": composed.inherits
        default: composed.based
        }
    }

    /// The imports of the type's file and of the files of the types it is based on (those scanned,
    /// in order of name), each once: Sourcery's `allImports`.
    var allImports: [SourceImport] {
        var seen = Set<SourceImport>()
        var result: [SourceImport] = []
        let paths = [composed.packedDeclaration.path] + composed.based.keys.sorted().compactMap { graph.type(named: $0)?.composed.packedDeclaration.path }
        for path in paths {
            for source in graph.imports(ofSourceAt: path) where seen.insert(source).inserted { result.append(source) }
        }
        return result
    }
    private func objects(_ relation: [String: String]) -> [String: TemplateValue] {
        relation.reduce(into: [:]) { $0[$1.key] = graph.typeOrName($1.key) }
    }

    init(index: Int, graph: ContextGraph) {
        self.index = index
        self.graph = graph
    }

    var name: String { composed.name }
    /// An enum's raw type (it follows its cases, not only its outline).
    var rawTypeName: TypeName? {
        TypeReadLog.note(index, TypeReadLog.everything)
        return composed.rawTypeName
    }
    /// The type's name as a type name (a member's `definedInTypeName`).
    var typeName: TypeNameContext { TypeNameContext(TypeName(composed.name), graph: graph) }
    var description: String { name }
    /// The declaration, unpacked on each read (see `PackedTypeDecl`), not kept: `types.all where
    /// type|annotated:"X"` reads every type's annotations, and every declaration kept unpacked was
    /// more than the whole model packed. What is built from it (members, annotations) is kept.
    /// The declaration's access level, attributes, modifiers, inheritance and generic clauses and
    /// documentation, read without unpacking its members and kept.
    var outline: TypeOutline { outlineBox.outline! }

    /// The box holding the outline, made on first use: a member that needs one field reads it there
    /// (`outlineBox.outline!.accessLevel`), where a copy of the outline is six arrays retained and released.
    private var outlineBox: Built {
        TypeReadLog.note(index, TypeReadLog.everything)
        let box = graph.built(at: index)
        if box.outline == nil { box.outline = composed.packedDeclaration.outline }
        return box
    }

    var declaration: TypeDecl {
        TypeReadLog.note(index, TypeReadLog.everything)
        return graph.declaration(at: index)
    }

    /// Notes this type and every type it inherits from or conforms to as read: their members make
    /// up `allVariables` and `allMethods`, which are kept once built.
    private func noteRelatives() {
        guard TypeReadLog.current != nil else { return }
        TypeReadLog.note(index, TypeReadLog.everything)
        for name in Array(composed.inherits.keys) + Array(composed.implements.keys) {
            if let relative = graph.type(named: name) { TypeReadLog.note(relative.index, TypeReadLog.everything) }
        }
    }

    /// Own variables, then those not redeclared from the superclass chain and from the protocols it
    /// conforms to: their extensions' (default implementations), and for a protocol also the
    /// requirements of the protocols it refines.
    var allVariables: [VariableContext] {
        noteRelatives()
        guard TemplateDialect.current == .annogen else {
            return kept(\.sourceryAllVariables) {
                sourceryFlattened(\.variables, inExtension: \.definedInExtension) { a, b in
                    a.variable.name == b.variable.name && a.variable.isStatic == b.variable.isStatic
                        && a.variable.typeName.name == b.variable.typeName.name
                }
            }
        }
        return kept(\.allVariables) { collectAllVariables() }
    }

    /// Sourcery's order for `allVariables`/`allMethods`: own members declared in the type itself; then
    /// each inherited class's members, then each protocol's (each list in name order) that are not
    /// already there; then own members from extensions that are not already there.
    private func sourceryFlattened<Item>(
        _ members: (TypeContext) -> [Item], inExtension: (Item) -> Bool, same: (Item, Item) -> Bool
    ) -> [Item] {
        let own = members(self)
        var result = own.filter { !inExtension($0) }
        let relatives = (composed.inherits.keys.sorted() + composed.implements.keys.sorted())
            .compactMap { graph.type(named: $0) }
        for relative in relatives {
            let before = result
            result += members(relative).filter { item in !before.contains { same($0, item) } }
        }
        let before = result
        return result + own.filter(inExtension).filter { item in !before.contains { same($0, item) } }
    }

    private func collectAllVariables() -> [VariableContext] {
        var seen = Set(variables.map(\.variable.name))
        var result = variables
        for source in inheritedSources {
            let candidates = source.index == supertype?.index || composed.kind == .protocol ? source.variables : source.extensionVariables
            for variable in candidates where seen.insert(variable.variable.name).inserted {
                result.append(variable)
            }
        }
        return result
    }

    /// Own methods, then those not redeclared (by selector) from the superclass chain (initializers
    /// excepted) and from the protocols it conforms to, as for `allVariables`.
    var allMethods: [MethodContext] {
        noteRelatives()
        guard TemplateDialect.current == .annogen else {
            return kept(\.sourceryAllMethods) {
                sourceryFlattened(\.methods, inExtension: \.definedInExtension) { a, b in
                    a.method.name == b.method.name && a.isStatic == b.isStatic
                        && a.method.isClass == b.method.isClass
                        && a.returnTypeName.typeName.resolvedName == b.returnTypeName.typeName.resolvedName
                }
            }
        }
        return kept(\.allMethods) { collectAllMethods() }
    }

    private func collectAllMethods() -> [MethodContext] {
        var seen = Set(methods.map(\.method.selectorName))
        var result = methods
        for source in inheritedSources {
            let candidates: [MethodContext]
            if source.index == supertype?.index {
                candidates = source.allMethods.filter { !$0.method.isInitializer }
            } else {
                candidates = composed.kind == .protocol ? source.methods : source.extensionMethods
            }
            for method in candidates where seen.insert(method.method.selectorName).inserted {
                result.append(method)
            }
        }
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

    /// Own subscripts, then those of the superclass chain and the protocols it conforms to that it
    /// does not declare again (by signature).
    var allSubscripts: [SubscriptContext] {
        var seen = Set(subscripts.map(\.description))
        var result = subscripts
        for source in inheritedSources {
            for item in source.subscripts where seen.insert(item.description).inserted { result.append(item) }
        }
        return result
    }

    /// Methods that came from extensions (for a protocol: default implementations and helpers).
    var extensionMethods: [MethodContext] { Array(methods.dropFirst(composed.rawMethodCount)) }

    /// `type.implements.Name` and the like, answered from the relation's names (a dictionary of an
    /// object per protocol, made for each type a `where` condition tests, was most of a loop over
    /// every type).
    func member(_ name: String, then next: String) -> TemplateValue? {
        // `count` is the dictionary's size, not a key.
        guard next != "count" else { return nil }
        switch name {
        case "implements", "inherits", "based", "basedTypes":
            return relation(name == "basedTypes" ? "based" : name)[next] != nil ? graph.typeOrName(next) : .null
        case "attributes":
            // `type.attributes.available` (read for every type by the availability macro) without the dictionary.
            return AttributeContext.named(next, in: outlineBox.outline!.attributes)
        default:
            return nil
        }
    }

    func member(_ member: String) -> TemplateValue {
        // The members templates read most come first: a switch over strings compares in order.
        switch member {
        case "name": .string(composed.name)
        case "annotations": AnnotationsBridge.templateValue(annotations)
        case "kind": .string(composed.kind.rawValue)
        case "accessLevel": .string(outlineBox.outline!.accessLevel.rawValue)
        case "storedVariables": kept(\.storedVariables) { TemplateValue(objects: variables.filter { !$0.variable.isComputed && !$0.variable.isStatic }) }
        case "variables": kept(\.variablesValue) { TemplateValue(objects: variables) }
        case "containedType":
            kept(\.containedTypeValue, part: 0) {
                .dictionary(Dictionary(containedTypes.map { ($0.localName, TemplateValue.object($0)) }, uniquingKeysWith: { a, _ in a }))
            }
        case "implements": .dictionary(implements)
        case "localName": .string(localName)
        case "methods": kept(\.methodsValue) { TemplateValue(objects: methods) }
        case "parent": TemplateValue(parent)
        case "attributes": AttributeContext.dictionary(outlineBox.outline!.attributes)
        case "typealiases": TemplateValue(objects: typealiases)
        case "cases": TemplateValue(objects: cases)
        case "rawTypeName": TemplateValue(rawTypeName.map { TypeNameContext($0, graph: graph) })
        case "based", "basedTypes": .dictionary(based)
        case "inherits": .dictionary(inherits)
        case "variablesByName":
            .dictionary(Dictionary(variables.map { ($0.variable.name, TemplateValue.object($0)) }, uniquingKeysWith: { first, _ in first }))
        case "allVariables": TemplateValue(objects: allVariables)
        case "globalName": .string(composed.name)
        case "module": .null
        case "parentName": TemplateValue(composed.parentName)
        case "containedTypes": TemplateValue(objects: containedTypes)
        case "parentTypes": TemplateValue(objects: parentChain)
        case "isFinal": .bool(outline.modifiers.contains { $0.name == "final" })
        case "isGeneric": .bool(!outline.genericParameters.isEmpty)
        case "genericParameters": GenericsContext.parameters(outline.genericParameters, graph: graph)
        case "genericRequirements":
            TemplateValue(objects: GenericsContext.requirements(outline.genericRequirements, parameters: outline.genericParameters, graph: graph))
        case "modifiers": TemplateValue(objects: outline.modifiers.map(ModifierContext.init))
        case "documentation": TemplateValue(strings: outline.documentation)
        case "inheritedTypes": TemplateValue(strings: composed.inheritedTypes)
        case "supertype": TemplateValue(supertype)
        case "rawVariables": TemplateValue(objects: Array(variables.prefix(composed.rawVariableCount)))
        case "computedVariables": TemplateValue(objects: variables.filter { $0.variable.isComputed && !$0.variable.isStatic })
        case "instanceVariables": TemplateValue(objects: variables.filter { !$0.variable.isStatic })
        case "staticVariables": TemplateValue(objects: variables.filter { $0.variable.isStatic })
        case "rawMethods": TemplateValue(objects: Array(methods.prefix(composed.rawMethodCount)))
        case "allMethods": TemplateValue(objects: allMethods)
        case "initializers": TemplateValue(objects: methods.filter { $0.method.isInitializer })
        case "instanceMethods":
            // annogen's own templates also leave out deinitializers; Sourcery's initializers are static.
            TemplateValue(objects: methods.filter { !$0.isStatic && !$0.method.isClass && (TemplateDialect.current == .sourcery || $0.method.kind == .function) })
        case "staticMethods": TemplateValue(objects: methods.filter { $0.isStatic && !$0.method.isClass })
        case "classMethods": TemplateValue(objects: methods.filter { $0.method.isClass })
        case "subscripts": TemplateValue(objects: subscripts)
        case "allSubscripts": TemplateValue(objects: allSubscripts)
        case "hasAssociatedValues": .bool(cases.contains { !$0.associatedValues.isEmpty })
        case "rawType": TemplateValue(rawTypeName.flatMap { graph.type(for: $0) })
        case "associatedTypes": .dictionary(associatedTypes)
        case "imports": TemplateValue(objects: graph.imports(ofSourceAt: composed.packedDeclaration.path).map(ImportContext.init))
        case "allImports": TemplateValue(objects: allImports.map(ImportContext.init))
        case "path": .string(graph.absolutePath(composed.packedDeclaration.path))
        case "directory": .string(PathText.deletingLastComponent(graph.absolutePath(composed.packedDeclaration.path)))
        case "hasRawType": .bool(rawTypeName != nil)
        // annogen's own: the initializers of `// gen: mapFrom` (see `ConverterPlan`).
        case "conversions": graph.conversions(of: index)
        case "isDistributed": .bool(outline.modifiers.contains { $0.name == "distributed" })
        case "fileName": .string((composed.packedDeclaration.path as NSString).lastPathComponent)
        case "line": .int(LocationReadLog.noted(declaration.location.line))
        default:
            // A kind flag (`isEnum`, …), or `type.API.ProductSearch`: a nested type by its local name.
            if let flag = composed.flag(member) { .bool(flag) } else if let nested = containedTypes.first(where: { $0.localName == member }) {
                .object(nested)
            } else {
                UnknownMemberLog.note(member, on: "a type", known: Self.memberNames)
            }
        }
    }

    /// The name as declared: the qualified name after the parent's (a nested type's qualified name
    /// is its parent's, a dot and its own), without unpacking the declaration.
    var localName: String {
        if composed.isUnknownExtension { return composed.name }
        if let parent = composed.parentName, composed.name.hasPrefix(parent + ".") {
            return String(composed.name.dropFirst(parent.count + 1))
        }
        return composed.parentName == nil ? composed.name : declaration.localName
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

    /// A protocol's associated types by name, as Sourcery has them: `typeName` is the constraint, else
    /// the default, else `Any`; `type` is the constraint as a protocol (with the `where` clause as its
    /// `genericRequirements`), the default's scanned type, or `Any`.
    private var associatedTypes: [String: TemplateValue] {
        var result: [String: TemplateValue] = [:]
        for associated in declaration.associatedTypes {
            let typeName = associated.typeName ?? associated.defaultTypeName ?? TypeName("Any")
            var info: [String: TemplateValue] = ["name": .string(associated.name), "typeName": .object(TypeNameContext(typeName, graph: graph))]
            if let constraint = associated.typeName {
                info["type"] = .object(AssociatedConstraintContext(constraint, requirements: associated.genericRequirements, graph: graph))
            } else if let defaultTypeName = associated.defaultTypeName {
                info["type"] = TemplateValue(graph.type(for: defaultTypeName))
            } else {
                info["type"] = .object(AssociatedConstraintContext(TypeName("Any"), requirements: [], graph: graph))
            }
            result[associated.name] = .dictionary(info)
        }
        return result
    }

    /// The constraint of this protocol's associated type `name` (`Sequence` for `associatedtype Value:
    /// Sequence`), which Sourcery gives as the resolved name of a member's type `Value`.
    func associatedConstraint(of typeName: TypeName) -> TypeName? {
        guard composed.kind == .protocol, case .simple = typeName.shape, typeName.actualName == nil else { return nil }
        return declaration.associatedTypes.first { $0.name == typeName.name }?.typeName
    }
}

/// What an associated type must conform to, as Sourcery shows it: a protocol of that name whose
/// `genericRequirements` are the associated type's `where` clause (`kind` is `protocol`, or
/// `protocolComposition` for `A & B`; `unknown` for an associated type without a constraint, `Any`).
/// Other members come from the scanned type of that name, when there is one.
final class AssociatedConstraintContext: TemplateObject, CustomStringConvertible {
    static let memberNames = ["name", "kind", "genericRequirements"]

    let typeName: TypeName
    let requirements: [GenericRequirement]
    unowned let graph: ContextGraph

    init(_ typeName: TypeName, requirements: [GenericRequirement], graph: ContextGraph) {
        self.typeName = typeName
        self.requirements = requirements
        self.graph = graph
    }

    var description: String { typeName.name }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "name", "globalName", "localName": return .string(typeName.name)
        case "kind":
            if case .composition = typeName.shape { return "protocolComposition" }
            return typeName.name == "Any" ? "unknown" : "protocol"
        case "genericRequirements": return TemplateValue(objects: requirements.map { GenericRequirementContext($0, graph: graph) })
        default: return graph.type(for: typeName)?.member(member) ?? .null
        }
    }
}

extension ComposedType {
    /// The flag `member` names (`isEnum`, `isClass`, …), or nil when it names none.
    func flag(_ member: String) -> Bool? {
        switch member {
        case "isEnum": kind == .enum
        case "isClass": kind == .class
        case "isStruct": kind == .struct
        case "isProtocol": kind == .protocol
        case "isActor": kind == .actor
        case "isExtension": kind == .extension
        case "isUnknownExtension": isUnknownExtension
        default: nil
        }
    }
}
