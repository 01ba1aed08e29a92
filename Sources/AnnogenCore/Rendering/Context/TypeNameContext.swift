import AnnogenModel
import TemplateEngine

/// A TypeName as templates see it. Renders as its name: `{{ variable.typeName }}` → `[String: Item]`.
final class TypeNameContext: TemplateObject, CustomStringConvertible {
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

    /// Made when first read, then kept: templates read `typeName.unwrapped.…` and
    /// `typeName.actualTypeName.…` several times for one property.
    private lazy var unwrapped: TypeNameContext = wrap(typeName.unwrapped)
    private lazy var actualTypeName: TemplateValue = TemplateValue(typeName.actualTypeName.map(wrap))

    /// The resolved name when the composer found one, else this name (a method's or closure's
    /// `actualReturnTypeName`, as in Sourcery).
    var actualOrSelf: TypeNameContext {
        typeName.actualTypeName.map(wrap) ?? self
    }

    /// `unwrappedTypeName` in the template's dialect.
    var unwrappedTypeName: String {
        TemplateDialect.current == .annogen ? typeName.unwrapped.name : SourcerySpelling.unwrappedName(typeName)
    }

    func member(_ member: String) -> TemplateValue {
        switch member {
        case "name": .string(name)
        case "description": .string(description)
        case "unwrappedTypeName": .string(unwrappedTypeName)
        case "unwrapped": .object(unwrapped)
        case "actualTypeName": actualTypeName
        case "resolved", "type": TemplateValue(graph.type(for: typeName))
        case "isOptional": .bool(typeName.isOptional)
        case "isImplicitlyUnwrappedOptional": .bool(typeName.isImplicitlyUnwrappedOptional)
        case "isArray": .bool(typeName.isArray)
        case "isDictionary": .bool(typeName.isDictionary)
        case "isSet": .bool(typeName.isSet)
        case "isTuple": .bool(typeName.isTuple)
        case "isClosure": .bool(typeName.isClosure)
        case "isGeneric": .bool(typeName.isGeneric)
        case "isVoid": .bool(typeName.isVoid)
        case "isNever": .bool(typeName.isNever)
        case "isProtocolComposition": .bool(typeName.isProtocolComposition)
        case "attributes": AttributeContext.dictionary(typeName.attributes)
        case "asSource": .string(TemplateDialect.current == .annogen ? typeName.asSource : SourcerySpelling.asSource(typeName))
        case "objcName": TemplateValue(typeName.objcName)
        case "array": arrayInfo
        case "dictionary": dictionaryInfo
        case "generic": genericInfo
        case "tuple": tupleInfo
        case "closure": closureInfo
        case "set": setInfo
        // Sourcery's parser never fills a type name's modifiers (an `inout` goes into its name).
        case "modifiers": .array([])
        default: UnknownMemberLog.note(member, on: "a type name", known: Self.memberNames)
        }
    }

    // `array`, `dictionary`, `generic`, `tuple` and `closure` are there also for a typealias of one
    // (`typeName.structural`), as Sourcery's composer sets them; `set` only as written, as in Sourcery
    // (through a typealias, `isSet` holds and `actualTypeName.set` is there).

    private var arrayInfo: TemplateValue {
        let structural = typeName.structural
        guard case .array(let element) = structural.shape else { return .null }
        return Self.info([
            "name": .string(spelled(structural)), "elementTypeName": .object(wrap(element)),
            "elementType": TemplateValue(graph.type(for: element)), "asGeneric": genericInfo,
        ])
    }

    /// A dictionary without the entries that are nil (a stored nil is a value to a template).
    private static func info(_ values: [String: TemplateValue]) -> TemplateValue {
        .dictionary(values.filter { !$0.value.isNull })
    }

    private var setInfo: TemplateValue {
        guard case .generic(let base, let arguments) = typeName.unwrapped.shape, base == "Set" || base == "Swift.Set",
              let element = arguments.first else { return .null }
        return Self.info([
            "name": .string(spelled(typeName.unwrapped)), "elementTypeName": .object(wrap(element)),
            "elementType": TemplateValue(graph.type(for: element)), "asGeneric": genericInfo,
        ])
    }

    private var dictionaryInfo: TemplateValue {
        let structural = typeName.structural
        guard case .dictionary(let key, let value) = structural.shape else { return .null }
        return Self.info([
            "name": .string(spelled(structural)), "keyTypeName": .object(wrap(key)), "valueTypeName": .object(wrap(value)),
            "keyType": TemplateValue(graph.type(for: key)), "valueType": TemplateValue(graph.type(for: value)),
            "asGeneric": genericInfo,
        ])
    }

    private var genericInfo: TemplateValue {
        switch typeName.structural.shape {
        case .generic(let base, let arguments):
            return ["name": .string(base), "typeParameters": TemplateValue(objects: arguments.map(wrap))]
        case .array(let element):
            return ["name": "Array", "typeParameters": TemplateValue(objects: [wrap(element)])]
        case .dictionary(let key, let value):
            return ["name": "Dictionary", "typeParameters": TemplateValue(objects: [wrap(key), wrap(value)])]
        default:
            return .null
        }
    }

    private var tupleInfo: TemplateValue {
        let structural = typeName.structural
        guard case .tuple(let elements) = structural.shape else { return .null }
        let items: [TemplateValue] = elements.enumerated().map { index, element in
            Self.info([
                "name": .string(element.label ?? "\(index)"), "typeName": .object(wrap(element.typeName)),
                "type": TemplateValue(graph.type(for: element.typeName)),
            ])
        }
        return ["name": .string(spelled(structural)), "elements": .array(items), "asTypeName": .object(wrap(structural))]
    }

    private var closureInfo: TemplateValue {
        let structural = typeName.structural
        guard case .closure(let closure) = structural.shape else { return .null }
        // Values that are not there are left out, not stored as nil: a stored nil is a value to a template.
        let parameters: [TemplateValue] = closure.parameters.enumerated().map { index, parameter in
            let detail = closure.detail(at: index)
            return Self.info([
                "argumentLabel": TemplateValue(detail.argumentLabel), "name": TemplateValue(detail.name),
                "typeName": .object(wrap(parameter)), "inout": .bool(detail.isInout), "isInout": .bool(detail.isInout),
                "isVariadic": .bool(detail.isVariadic), "isOptional": .bool(parameter.isOptional), "isClosure": .bool(parameter.isClosure),
                "unwrappedTypeName": .string(spelled(parameter.unwrapped)), "type": TemplateValue(graph.type(for: parameter)),
                "asSource": .string(SourcerySpelling.closureParameter(parameter, detail)),
                "annotations": .dictionary([:]),
            ])
        }
        return Self.info([
            "name": .string(spelled(structural)),
            "parameters": .array(parameters),
            "returnTypeName": .object(wrap(closure.returnTypeName)),
            "actualReturnTypeName": .object(wrap(closure.returnTypeName).actualOrSelf),
            "returnType": TemplateValue(graph.type(for: closure.returnTypeName)),
            "isOptionalReturnType": .bool(closure.returnTypeName.isOptional),
            "isImplicitlyUnwrappedOptionalReturnType": .bool(closure.returnTypeName.isImplicitlyUnwrappedOptional),
            "unwrappedReturnTypeName": .string(wrap(closure.returnTypeName).unwrappedTypeName),
            "isAsync": .bool(closure.isAsync),
            "asyncKeyword": closure.isAsync ? "async" : .null,
            "throws": .bool(closure.throws),
            "throwsOrRethrowsKeyword": closure.throws ? "throws" : .null,
            "throwsTypeName": TemplateValue(closure.throwsTypeName.map(wrap)),
        ])
    }
}
