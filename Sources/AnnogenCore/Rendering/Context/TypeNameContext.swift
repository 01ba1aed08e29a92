import AnnogenModel
import Stencil

/// A TypeName as templates see it. Renders as its name: `{{ variable.typeName }}` → `[String: Item]`.
final class TypeNameContext: DynamicMemberLookup, CustomStringConvertible {
    /// The members templates can read (for suggestions when one is misspelt).
    static let memberNames = [
        "name", "description", "unwrappedTypeName", "unwrapped", "actualTypeName", "resolved", "type",
        "isOptional", "isImplicitlyUnwrappedOptional", "isArray", "isDictionary", "isSet", "isTuple",
        "isClosure", "isGeneric", "isVoid", "isNever", "isProtocolComposition", "attributes", "asSource",
        "objcName", "array", "dictionary", "generic", "tuple", "closure", "set", "modifiers"
    ]

    let typeName: TypeName
    unowned let graph: ContextGraph
    /// True for a method parameter's type declared `inout`: Sourcery writes `inout` into its name.
    let isInout: Bool
    /// A generic method's `where` clause (`where E: Error`), which Sourcery appends to its return type's name.
    let whereClause: String?

    init(_ typeName: TypeName, graph: ContextGraph, isInout: Bool = false, whereClause: String? = nil) {
        self.typeName = typeName
        self.graph = graph
        self.isInout = isInout
        self.whereClause = whereClause
    }

    var description: String {
        switch TemplateDialect.current {
        case .annogen: typeName.name
        case .sourcery: SourcerySpelling.description(typeName, modifiers: isInout ? ["inout"] : []) + sourcerySuffix
        }
    }

    /// The name in the dialect of the template being rendered.
    var name: String {
        switch TemplateDialect.current {
        case .annogen: typeName.name
        case .sourcery: (isInout ? "inout " : "") + SourcerySpelling.name(typeName) + sourcerySuffix
        }
    }

    private var sourcerySuffix: String { whereClause.map { " " + $0 } ?? "" }

    private func spelled(_ typeName: TypeName) -> String {
        TemplateDialect.current == .annogen ? typeName.name : SourcerySpelling.name(typeName)
    }

    private func wrap(_ name: TypeName) -> TypeNameContext { TypeNameContext(name, graph: graph) }

    /// The resolved name when the composer found one, else this name (a method's or closure's
    /// `actualReturnTypeName`, as in Sourcery).
    var actualOrSelf: TypeNameContext {
        typeName.actualTypeName.map(wrap) ?? self
    }

    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "name": name
        case "description": description
        case "unwrappedTypeName":
            TemplateDialect.current == .annogen ? typeName.unwrapped.name : SourcerySpelling.unwrappedName(typeName)
        case "unwrapped": wrap(typeName.unwrapped)
        case "actualTypeName": typeName.actualTypeName.map(wrap)
        case "resolved", "type": graph.type(for: typeName)
        case "isOptional": typeName.isOptional
        case "isImplicitlyUnwrappedOptional": typeName.isImplicitlyUnwrappedOptional
        case "isArray": typeName.isArray
        case "isDictionary": typeName.isDictionary
        case "isSet": typeName.isSet
        case "isTuple": typeName.isTuple
        case "isClosure": typeName.isClosure
        case "isGeneric": typeName.isGeneric
        case "isVoid": typeName.isVoid
        case "isNever": typeName.isNever
        case "isProtocolComposition": typeName.isProtocolComposition
        case "attributes": AttributeContext.dictionary(typeName.attributes)
        case "asSource": TemplateDialect.current == .annogen ? typeName.asSource : SourcerySpelling.asSource(typeName)
        case "objcName": typeName.objcName
        case "array": arrayInfo
        case "dictionary": dictionaryInfo
        case "generic": genericInfo
        case "tuple": tupleInfo
        case "closure": closureInfo
        case "set": setInfo
        // Sourcery's parser never fills a type name's modifiers (an `inout` goes into its name).
        case "modifiers": [Any]()
        default: UnknownMemberLog.note(member, on: "a type name", known: Self.memberNames)
        }
    }

    // `array`, `dictionary`, `generic`, `tuple` and `closure` are there also for a typealias of one
    // (`typeName.structural`), as Sourcery's composer sets them; `set` only as written, as in Sourcery
    // (through a typealias, `isSet` holds and `actualTypeName.set` is there).

    private var arrayInfo: [String: Any]? {
        let structural = typeName.structural
        guard case .array(let element) = structural.shape else { return nil }
        var info: [String: Any] = ["name": spelled(structural), "elementTypeName": wrap(element)]
        info["elementType"] = graph.type(for: element)
        info["asGeneric"] = genericInfo
        return info
    }

    private var setInfo: [String: Any]? {
        guard case .generic(let base, let arguments) = typeName.unwrapped.shape, base == "Set" || base == "Swift.Set",
              let element = arguments.first else { return nil }
        var info: [String: Any] = ["name": spelled(typeName.unwrapped), "elementTypeName": wrap(element)]
        info["elementType"] = graph.type(for: element)
        info["asGeneric"] = genericInfo
        return info
    }

    private var dictionaryInfo: [String: Any]? {
        let structural = typeName.structural
        guard case .dictionary(let key, let value) = structural.shape else { return nil }
        var info: [String: Any] = ["name": spelled(structural), "keyTypeName": wrap(key), "valueTypeName": wrap(value)]
        info["keyType"] = graph.type(for: key)
        info["valueType"] = graph.type(for: value)
        info["asGeneric"] = genericInfo
        return info
    }

    private var genericInfo: [String: Any]? {
        switch typeName.structural.shape {
        case .generic(let base, let arguments):
            return ["name": base, "typeParameters": arguments.map(wrap)]
        case .array(let element):
            return ["name": "Array", "typeParameters": [wrap(element)]]
        case .dictionary(let key, let value):
            return ["name": "Dictionary", "typeParameters": [wrap(key), wrap(value)]]
        default:
            return nil
        }
    }

    private var tupleInfo: [String: Any]? {
        let structural = typeName.structural
        guard case .tuple(let elements) = structural.shape else { return nil }
        let items: [[String: Any]] = elements.enumerated().map { index, element in
            var item: [String: Any] = ["name": element.label ?? "\(index)", "typeName": wrap(element.typeName)]
            item["type"] = graph.type(for: element.typeName)
            return item
        }
        return ["name": spelled(structural), "elements": items, "asTypeName": wrap(structural)]
    }

    private var closureInfo: [String: Any]? {
        let structural = typeName.structural
        guard case .closure(let closure) = structural.shape else { return nil }
        // Values that are not there are left out, not stored as nil: a stored nil is a value to Stencil.
        let parameters: [[String: Any]] = closure.parameters.enumerated().map { index, parameter in
            let detail = closure.detail(at: index)
            let values: [String: Any?] = [
                "argumentLabel": detail.argumentLabel, "name": detail.name, "typeName": wrap(parameter),
                "inout": detail.isInout, "isInout": detail.isInout, "isVariadic": detail.isVariadic,
                "isOptional": parameter.isOptional, "isClosure": parameter.isClosure,
                "unwrappedTypeName": spelled(parameter.unwrapped), "type": graph.type(for: parameter),
                "asSource": SourcerySpelling.closureParameter(parameter, detail),
                "annotations": [String: Any](),
            ]
            return values.compactMapValues { $0 }
        }
        let values: [String: Any?] = [
            "name": spelled(structural),
            "parameters": parameters,
            "returnTypeName": wrap(closure.returnTypeName),
            "actualReturnTypeName": wrap(closure.returnTypeName).actualOrSelf,
            "returnType": graph.type(for: closure.returnTypeName),
            "isOptionalReturnType": closure.returnTypeName.isOptional,
            "isImplicitlyUnwrappedOptionalReturnType": closure.returnTypeName.isImplicitlyUnwrappedOptional,
            "unwrappedReturnTypeName": wrap(closure.returnTypeName)[dynamicMember: "unwrappedTypeName"],
            "isAsync": closure.isAsync,
            "asyncKeyword": closure.isAsync ? "async" : nil,
            "throws": closure.throws,
            "throwsOrRethrowsKeyword": closure.throws ? "throws" : nil,
            "throwsTypeName": closure.throwsTypeName.map(wrap),
        ]
        return values.compactMapValues { $0 }
    }
}
