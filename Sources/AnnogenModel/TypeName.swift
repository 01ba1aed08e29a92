/// A type as written at a use site, with its structure, so templates can walk `[Product]?` → `Product`
/// without string tricks. Front ends build it; the composer fills in `actualName` and `actualShape`.
public struct TypeName: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The shape of the type.
    public indirect enum Shape: Hashable, Sendable, Codable {
        /// `Int`, `API.Product`, `Self`.
        case simple
        /// `T?`.
        case optional(TypeName)
        /// `T!`.
        case implicitlyUnwrappedOptional(TypeName)
        /// `[T]` or `Array<T>`.
        case array(element: TypeName)
        /// `[K: V]` or `Dictionary<K, V>`.
        case dictionary(key: TypeName, value: TypeName)
        /// `(a: Int, String)`; a single unlabeled element in parentheses is unwrapped by the front end.
        case tuple([TupleElement])
        /// `(Int) async throws -> String`.
        case closure(Closure)
        /// `Set<T>`, `Result<A, B>`: base name and arguments.
        case generic(base: String, arguments: [TypeName])
        /// `A & B`.
        case composition([TypeName])
        /// `some P`, `any P`: keyword and the constraint.
        case opaque(keyword: String, constraint: TypeName)
    }

    public struct TupleElement: Hashable, Sendable, Codable {
        public var label: String?
        public var typeName: TypeName

        public init(label: String?, typeName: TypeName) {
            self.label = label
            self.typeName = typeName
        }
    }

    public struct Closure: Hashable, Sendable, Codable {
        /// The parameters' types, without `inout` or `...` (those are in `parameterDetails`).
        public var parameters: [TypeName]
        public var returnTypeName: TypeName
        public var isAsync: Bool
        public var `throws`: Bool
        /// `throws(E)`.
        public var throwsTypeName: TypeName?
        /// One per parameter when the front end knows them (Swift); empty otherwise (Objective-C blocks).
        public var parameterDetails: [ClosureParameter]

        public init(
            parameters: [TypeName], returnTypeName: TypeName, isAsync: Bool = false, throws: Bool = false,
            throwsTypeName: TypeName? = nil, parameterDetails: [ClosureParameter] = []
        ) {
            self.parameters = parameters
            self.returnTypeName = returnTypeName
            self.isAsync = isAsync
            self.throws = `throws`
            self.throwsTypeName = throwsTypeName
            self.parameterDetails = parameterDetails
        }

        /// What the front end knows of parameter `index` besides its type (nothing, for a block).
        public func detail(at index: Int) -> ClosureParameter {
            index < parameterDetails.count ? parameterDetails[index] : ClosureParameter()
        }
    }

    /// What a closure type says about one parameter besides its type: `(_ x: inout Int, String...) -> Void`.
    public struct ClosureParameter: Hashable, Sendable, Codable {
        /// The first name when it is not `_`.
        public var argumentLabel: String?
        /// The second name, else the first name when it is not `_`.
        public var name: String?
        public var isInout: Bool
        public var isVariadic: Bool

        public init(argumentLabel: String? = nil, name: String? = nil, isInout: Bool = false, isVariadic: Bool = false) {
            self.argumentLabel = argumentLabel
            self.name = name
            self.isInout = isInout
            self.isVariadic = isVariadic
        }
    }

    /// As written, trimmed of surrounding whitespace, without attributes: `[String: Item]?`.
    public var name: String
    public var shape: Shape
    /// Type attributes written before the type: `@escaping`, `@Sendable`.
    public var attributes: [Attribute]
    /// The fully resolved name (typealiases replaced, nested names qualified), when it differs from `name`.
    /// Filled in by the composer.
    public var actualName: String?
    /// For a name that is a typealias (or, through others, stands for one) of a type that is not a
    /// plain name: the shape of that type, its parts resolved (`.dictionary` for `Settings` after
    /// `typealias Settings = [String: Any]`, `.optional` for `typealias MaybeName = String?`). Nil for
    /// every other name, and on every name but a simple one. Filled in by the composer; the shape
    /// queries (`isArray`, …) look through it (see `structural`).
    public var actualShape: Shape?
    /// For a type read from an Objective-C header: the type as written there, without nullability
    /// keywords (`NSArray<LGProduct *> *` for `[LGProduct]?`). Nil for Swift.
    public var objcName: String?

    public init(
        _ name: String, shape: Shape = .simple, attributes: [Attribute] = [], actualName: String? = nil,
        actualShape: Shape? = nil, objcName: String? = nil
    ) {
        self.name = name
        self.shape = shape
        self.attributes = attributes
        self.actualName = actualName
        self.actualShape = actualShape
        self.objcName = objcName
    }

    public var description: String { name }

    public static let void = TypeName("Void")

    // MARK: Shape queries

    /// As written: a name that stands for an optional through a typealias (`MaybeName` after
    /// `typealias MaybeName = String?`) is not optional, as in Sourcery; `unwrapped` keeps it too.
    public var isOptional: Bool {
        switch shape {
        case .optional, .implicitlyUnwrappedOptional: true
        default: false
        }
    }

    public var isImplicitlyUnwrappedOptional: Bool {
        if case .implicitlyUnwrappedOptional = shape { return true }
        return false
    }

    /// The type without one level of `?`/`!`: `Product` for `Product?`; itself otherwise.
    public var unwrapped: TypeName {
        switch shape {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): wrapped
        default: self
        }
    }

    /// Also through a typealias: `Names` after `typealias Names = [String]` (as in Sourcery).
    public var isArray: Bool {
        if case .array = structural.shape { return true }
        return false
    }

    /// Also through a typealias: `Settings` after `typealias Settings = [String: Any]`.
    public var isDictionary: Bool {
        if case .dictionary = structural.shape { return true }
        return false
    }

    /// Also through a typealias.
    public var isSet: Bool {
        if case .generic(let base, _) = structural.shape { return base == "Set" || base == "Swift.Set" }
        return false
    }

    /// Also through a typealias.
    public var isTuple: Bool {
        if case .tuple = structural.shape { return true }
        return false
    }

    /// Also through a typealias: `Handler` after `typealias Handler = (String) -> Void`.
    public var isClosure: Bool {
        if case .closure = structural.shape { return true }
        return false
    }

    /// Also through a typealias.
    public var isGeneric: Bool {
        switch structural.shape {
        case .generic, .array, .dictionary: true
        default: false
        }
    }

    public var isProtocolComposition: Bool {
        if case .composition = unwrapped.shape { return true }
        return false
    }

    public var isVoid: Bool {
        let n = unwrapped.name
        return n == "Void" || n == "()" || n == "Swift.Void"
    }

    public var isNever: Bool { name == "Never" || name == "Swift.Never" }

    /// The name with attributes, as it would appear in a declaration: `@escaping (Int) -> Void`.
    public var asSource: String {
        (attributes.map(\.asSource) + [name]).joined(separator: " ")
    }

    /// The resolved name if there is one, else the name as written.
    public var resolvedName: String { actualName ?? name }

    /// The names of the types this one is made of, each simple one's given by `name`
    /// (`[K: V]?` → K's and V's; a generic's base as written, then its arguments').
    public func namedTypes(_ name: (TypeName) -> String) -> [String] {
        switch shape {
        case .simple: [name(self)]
        case .optional(let inner), .implicitlyUnwrappedOptional(let inner), .array(let inner): inner.namedTypes(name)
        case .dictionary(let key, let value): key.namedTypes(name) + value.namedTypes(name)
        case .tuple(let elements): elements.flatMap { $0.typeName.namedTypes(name) }
        case .closure(let closure): closure.parameters.flatMap { $0.namedTypes(name) } + closure.returnTypeName.namedTypes(name)
        case .generic(let base, let arguments): [base] + arguments.flatMap { $0.namedTypes(name) }
        case .composition(let parts): parts.flatMap { $0.namedTypes(name) }
        case .opaque(_, let constraint): constraint.namedTypes(name)
        }
    }
}

// MARK: Making names (what front ends build from specs and schemas)

extension TypeName {
    /// `T?` (unchanged when already optional).
    public var optional: TypeName {
        isOptional ? self : TypeName("\(name)?", shape: .optional(self))
    }

    /// `[Element]`.
    public static func array(of element: TypeName) -> TypeName {
        TypeName("[\(element.name)]", shape: .array(element: element))
    }

    /// `[String: Value]`.
    public static func dictionary(of value: TypeName) -> TypeName {
        let key = TypeName("String")
        return TypeName("[String: \(value.name)]", shape: .dictionary(key: key, value: value))
    }
}
