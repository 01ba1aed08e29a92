/// A property: stored or computed, instance or static, in a type, extension or protocol.
public struct Variable: Hashable, Sendable, Codable {
    public var name: String
    public var typeName: TypeName
    /// True when the type was inferred from the initial value rather than written.
    public var isTypeInferred: Bool
    public var isComputed: Bool
    public var isStatic: Bool
    /// `var` (and for computed properties: has a setter).
    public var isMutable: Bool
    public var isLazy: Bool
    public var isFinal: Bool
    public var isAsync: Bool
    public var `throws`: Bool
    /// `get throws(E)`.
    public var throwsTypeName: TypeName?
    /// The name was written in backticks (`` `default` ``); `name` is without them.
    public var isBackticked: Bool
    public var readAccess: AccessLevel
    /// Nil when the property cannot be set.
    public var writeAccess: AccessLevel?
    /// The initial value expression as written.
    public var defaultValue: String?
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var documentation: [String]
    public var annotations: Annotations
    public var location: SourceLocation

    public init(
        name: String, typeName: TypeName, isTypeInferred: Bool = false, isComputed: Bool = false,
        isStatic: Bool = false, isMutable: Bool = false, isLazy: Bool = false, isFinal: Bool = false,
        isAsync: Bool = false, throws: Bool = false, throwsTypeName: TypeName? = nil, isBackticked: Bool = false,
        readAccess: AccessLevel = .internal,
        writeAccess: AccessLevel? = nil, defaultValue: String? = nil, attributes: [Attribute] = [],
        modifiers: [Modifier] = [], documentation: [String] = [], annotations: Annotations = Annotations(),
        location: SourceLocation
    ) {
        self.name = name
        self.typeName = typeName
        self.isTypeInferred = isTypeInferred
        self.isComputed = isComputed
        self.isStatic = isStatic
        self.isMutable = isMutable
        self.isLazy = isLazy
        self.isFinal = isFinal
        self.isAsync = isAsync
        self.throws = `throws`
        self.throwsTypeName = throwsTypeName
        self.isBackticked = isBackticked
        self.readAccess = readAccess
        self.writeAccess = writeAccess
        self.defaultValue = defaultValue
        self.attributes = attributes
        self.modifiers = modifiers
        self.documentation = documentation
        self.annotations = annotations
        self.location = location
    }
}

/// A parameter of a method, initializer or subscript.
public struct MethodParameter: Hashable, Sendable, Codable {
    /// Nil for `_`.
    public var argumentLabel: String?
    public var name: String
    public var typeName: TypeName
    public var defaultValue: String?
    public var isVariadic: Bool
    public var isInout: Bool
    /// Written with one name (`x: Int`), which in a subscript is no label (Sourcery reports it as one).
    public var hasSingleName: Bool
    public var annotations: Annotations

    public init(
        argumentLabel: String?, name: String, typeName: TypeName, defaultValue: String? = nil,
        isVariadic: Bool = false, isInout: Bool = false, hasSingleName: Bool = false, annotations: Annotations = Annotations()
    ) {
        self.argumentLabel = argumentLabel
        self.name = name
        self.typeName = typeName
        self.defaultValue = defaultValue
        self.isVariadic = isVariadic
        self.isInout = isInout
        self.hasSingleName = hasSingleName
        self.annotations = annotations
    }

    /// `_ x: Int = 1`, `label name: inout String`, `xs: Int...`.
    public var asSource: String {
        var text = ""
        if argumentLabel == nil {
            text = "_ \(name)"
        } else if argumentLabel == name {
            text = name
        } else if let label = argumentLabel {
            text = "\(label) \(name)"
        }
        text += ": "
        if isInout { text += "inout " }
        text += typeName.asSource
        if isVariadic { text += "..." }
        if let defaultValue { text += " = \(defaultValue)" }
        return text
    }
}

/// A method or initializer (or deinitializer).
public struct Method: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case function, initializer, deinitializer
    }

    public var kind: Kind
    /// `run`, `init`.
    public var shortName: String
    public var parameters: [MethodParameter]
    /// Nil when not written (Void); for initializers the front end leaves it nil.
    public var returnTypeName: TypeName?
    public var `throws`: Bool
    public var `rethrows`: Bool
    /// `throws(MyError)`.
    public var throwsTypeName: TypeName?
    public var isAsync: Bool
    public var isStatic: Bool
    public var isClass: Bool
    public var isFailableInitializer: Bool
    /// `init!`: a failable initializer whose result is implicitly unwrapped (`isFailableInitializer`
    /// is true too), as Swift imports an Objective-C initializer of unspecified nullability.
    public var isImplicitlyUnwrappedFailable: Bool
    public var isConvenienceInitializer: Bool
    public var isRequired: Bool
    public var isMutating: Bool
    /// The name was written in backticks (`` func `continue`() ``); `shortName` is without them.
    public var isBackticked: Bool
    public var genericParameters: [GenericParameter]
    public var genericRequirements: [GenericRequirement]
    public var accessLevel: AccessLevel
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var documentation: [String]
    public var annotations: Annotations
    public var location: SourceLocation

    public init(
        kind: Kind = .function, shortName: String, parameters: [MethodParameter] = [],
        returnTypeName: TypeName? = nil, throws: Bool = false, rethrows: Bool = false,
        throwsTypeName: TypeName? = nil, isAsync: Bool = false, isStatic: Bool = false, isClass: Bool = false,
        isFailableInitializer: Bool = false, isImplicitlyUnwrappedFailable: Bool = false,
        isConvenienceInitializer: Bool = false, isRequired: Bool = false, isMutating: Bool = false, isBackticked: Bool = false, genericParameters: [GenericParameter] = [],
        genericRequirements: [GenericRequirement] = [], accessLevel: AccessLevel = .internal,
        attributes: [Attribute] = [], modifiers: [Modifier] = [], documentation: [String] = [],
        annotations: Annotations = Annotations(), location: SourceLocation
    ) {
        self.kind = kind
        self.shortName = shortName
        self.parameters = parameters
        self.returnTypeName = returnTypeName
        self.throws = `throws`
        self.rethrows = `rethrows`
        self.throwsTypeName = throwsTypeName
        self.isAsync = isAsync
        self.isStatic = isStatic
        self.isClass = isClass
        self.isFailableInitializer = isFailableInitializer
        self.isImplicitlyUnwrappedFailable = isImplicitlyUnwrappedFailable
        self.isConvenienceInitializer = isConvenienceInitializer
        self.isRequired = isRequired
        self.isMutating = isMutating
        self.isBackticked = isBackticked
        self.genericParameters = genericParameters
        self.genericRequirements = genericRequirements
        self.accessLevel = accessLevel
        self.attributes = attributes
        self.modifiers = modifiers
        self.documentation = documentation
        self.annotations = annotations
        self.location = location
    }

    public var isInitializer: Bool { kind == .initializer }

    /// Decodable's `init(from decoder: any Decoder)`, not another `init(from:)` (`init(from dto: DTO)`).
    public var isDecodingInitializer: Bool {
        selectorName == "init(from:)" && parameters.first.map { $0.typeName.name.hasSuffix("Decoder") } == true
    }

    /// Encodable's `encode(to encoder: any Encoder)`, not another `encode(to:)`.
    public var isEncodingMethod: Bool {
        selectorName == "encode(to:)" && parameters.first.map { $0.typeName.name.hasSuffix("Encoder") } == true
    }
    public var isDeinitializer: Bool { kind == .deinitializer }
    public var isGeneric: Bool { !genericParameters.isEmpty }

    /// `run(_:label:)`.
    public var selectorName: String {
        let labels = parameters.map { ($0.argumentLabel ?? "_") + ":" }.joined()
        return "\(shortName)(\(labels))"
    }

    /// The signature as declared: `run(_ x: Int, label y: String = "z")`, `init?(rawValue: String)`,
    /// `init!(text: String!)`.
    public var name: String {
        let base = isFailableInitializer ? "\(shortName)\(isImplicitlyUnwrappedFailable ? "!" : "?")" : shortName
        let generics = genericParameters.isEmpty
            ? ""
            : "<" + genericParameters.map { p in p.inheritedTypeName.map { "\(p.name): \($0)" } ?? p.name }
                .joined(separator: ", ") + ">"
        return "\(base)\(generics)(\(parameters.map(\.asSource).joined(separator: ", ")))"
    }
}

/// A subscript declaration.
public struct Subscript: Hashable, Sendable, Codable {
    public var parameters: [MethodParameter]
    public var returnTypeName: TypeName
    public var isStatic: Bool
    public var isMutable: Bool
    public var isAsync: Bool
    public var `throws`: Bool
    /// `get throws(E)`.
    public var throwsTypeName: TypeName?
    public var readAccess: AccessLevel
    public var writeAccess: AccessLevel?
    public var genericParameters: [GenericParameter]
    public var genericRequirements: [GenericRequirement]
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var documentation: [String]
    public var annotations: Annotations
    public var location: SourceLocation

    public init(
        parameters: [MethodParameter], returnTypeName: TypeName, isStatic: Bool = false, isMutable: Bool = false,
        isAsync: Bool = false, throws: Bool = false, throwsTypeName: TypeName? = nil, readAccess: AccessLevel = .internal,
        writeAccess: AccessLevel? = nil, genericParameters: [GenericParameter] = [],
        genericRequirements: [GenericRequirement] = [], attributes: [Attribute] = [],
        modifiers: [Modifier] = [], documentation: [String] = [], annotations: Annotations = Annotations(),
        location: SourceLocation
    ) {
        self.parameters = parameters
        self.returnTypeName = returnTypeName
        self.isStatic = isStatic
        self.isMutable = isMutable
        self.isAsync = isAsync
        self.throws = `throws`
        self.throwsTypeName = throwsTypeName
        self.readAccess = readAccess
        self.writeAccess = writeAccess
        self.genericParameters = genericParameters
        self.genericRequirements = genericRequirements
        self.attributes = attributes
        self.modifiers = modifiers
        self.documentation = documentation
        self.annotations = annotations
        self.location = location
    }
}

/// `typealias Name = Type`, at top level or in a type.
public struct Typealias: Hashable, Sendable, Codable {
    public var aliasName: String
    public var typeName: TypeName
    /// Qualified name of the enclosing type, nil at top level.
    public var parentName: String?
    public var accessLevel: AccessLevel
    public var genericParameters: [GenericParameter]
    public var documentation: [String]
    public var annotations: Annotations
    public var location: SourceLocation

    public init(
        aliasName: String, typeName: TypeName, parentName: String? = nil, accessLevel: AccessLevel = .internal,
        genericParameters: [GenericParameter] = [], documentation: [String] = [],
        annotations: Annotations = Annotations(), location: SourceLocation
    ) {
        self.aliasName = aliasName
        self.typeName = typeName
        self.parentName = parentName
        self.accessLevel = accessLevel
        self.genericParameters = genericParameters
        self.documentation = documentation
        self.annotations = annotations
        self.location = location
    }

    /// `Parent.Alias`, or `Alias` at top level.
    public var name: String { parentName.map { "\($0).\(aliasName)" } ?? aliasName }
}

/// `associatedtype Element: Equatable` in a protocol.
public struct AssociatedType: Hashable, Sendable, Codable {
    public var name: String
    /// What it must conform to: `Sequence` in `associatedtype Value: Sequence`; nil without a clause.
    public var typeName: TypeName?
    /// Its default: `Int` in `associatedtype Value = Int`.
    public var defaultTypeName: TypeName?
    /// Its `where` clause: `Value.Element: Hashable`.
    public var genericRequirements: [GenericRequirement]
    public var annotations: Annotations
    public var location: SourceLocation

    public init(
        name: String, typeName: TypeName? = nil, defaultTypeName: TypeName? = nil,
        genericRequirements: [GenericRequirement] = [], annotations: Annotations = Annotations(), location: SourceLocation
    ) {
        self.name = name
        self.typeName = typeName
        self.defaultTypeName = defaultTypeName
        self.genericRequirements = genericRequirements
        self.annotations = annotations
        self.location = location
    }
}

/// One enum case (`case a, b` gives two).
public struct EnumCase: Hashable, Sendable, Codable {
    public var name: String
    /// As written (`"x"`, `1`), or nil when implicit; the composer computes implicit raw values.
    public var rawValue: String?
    public var associatedValues: [AssociatedValue]
    public var isIndirect: Bool
    /// The name was written in backticks (`` case `default` ``); `name` is without them.
    public var isBackticked: Bool
    public var documentation: [String]
    public var annotations: Annotations
    public var location: SourceLocation

    public init(
        name: String, rawValue: String? = nil, associatedValues: [AssociatedValue] = [], isIndirect: Bool = false,
        isBackticked: Bool = false, documentation: [String] = [], annotations: Annotations = Annotations(),
        location: SourceLocation
    ) {
        self.name = name
        self.rawValue = rawValue
        self.associatedValues = associatedValues
        self.isIndirect = isIndirect
        self.isBackticked = isBackticked
        self.documentation = documentation
        self.annotations = annotations
        self.location = location
    }
}

/// `case product(id: Int, String)`: `id: Int` and `String`.
public struct AssociatedValue: Hashable, Sendable, Codable {
    public var localName: String?
    public var externalName: String?
    public var typeName: TypeName
    public var defaultValue: String?
    public var annotations: Annotations

    public init(
        localName: String?, externalName: String?, typeName: TypeName, defaultValue: String? = nil,
        annotations: Annotations = Annotations()
    ) {
        self.localName = localName
        self.externalName = externalName
        self.typeName = typeName
        self.defaultValue = defaultValue
        self.annotations = annotations
    }
}
