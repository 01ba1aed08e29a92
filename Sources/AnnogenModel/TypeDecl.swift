/// What kind of declaration a type is.
public enum TypeKind: String, Hashable, Sendable, Codable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
}

/// One type declaration (or extension) as a front end read it from one file. Nested types are separate
/// `TypeDecl`s whose `parentName` names the enclosing declaration; the composer builds the tree.
public struct TypeDecl: Hashable, Sendable, Codable {
    public var kind: TypeKind
    /// The name as declared (`Product`); for an extension, the extended name as written (`API.Product`).
    public var localName: String
    /// The qualified name of the enclosing type or extended type, nil at top level.
    public var parentName: String?
    public var accessLevel: AccessLevel
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    /// The inheritance clause as written, in order: `["Codable", "ResponseBodyType"]`.
    public var inheritedTypes: [String]
    public var genericParameters: [GenericParameter]
    public var genericRequirements: [GenericRequirement]
    public var documentation: [String]
    public var annotations: Annotations
    public var variables: [Variable]
    public var methods: [Method]
    public var subscripts: [Subscript]
    public var cases: [EnumCase]
    public var typealiases: [Typealias]
    public var associatedTypes: [AssociatedType]
    public var location: SourceLocation
    /// Byte offsets (UTF-8) into the file: the opening and closing brace of the body, for inline insertion.
    public var bodyRange: Range<Int>?
    /// Declared inside an `#if` clause: another declaration of the same name in another clause is an
    /// alternative, not a duplicate.
    public var isConditional = false

    /// Declared `@propertyWrapper` (and not a global actor): what an attribute naming it wraps.
    public var isPropertyWrapper: Bool {
        attributes.contains { $0.name == "propertyWrapper" } && !attributes.contains { $0.name == "globalActor" }
    }

    public init(
        kind: TypeKind, localName: String, parentName: String? = nil, accessLevel: AccessLevel = .internal,
        attributes: [Attribute] = [], modifiers: [Modifier] = [], inheritedTypes: [String] = [],
        genericParameters: [GenericParameter] = [], genericRequirements: [GenericRequirement] = [],
        documentation: [String] = [], annotations: Annotations = Annotations(), variables: [Variable] = [],
        methods: [Method] = [], subscripts: [Subscript] = [], cases: [EnumCase] = [],
        typealiases: [Typealias] = [], associatedTypes: [AssociatedType] = [], location: SourceLocation,
        bodyRange: Range<Int>? = nil
    ) {
        self.kind = kind
        self.localName = localName
        self.parentName = parentName
        self.accessLevel = accessLevel
        self.attributes = attributes
        self.modifiers = modifiers
        self.inheritedTypes = inheritedTypes
        self.genericParameters = genericParameters
        self.genericRequirements = genericRequirements
        self.documentation = documentation
        self.annotations = annotations
        self.variables = variables
        self.methods = methods
        self.subscripts = subscripts
        self.cases = cases
        self.typealiases = typealiases
        self.associatedTypes = associatedTypes
        self.location = location
        self.bodyRange = bodyRange
    }

    /// `API.ProductSearch.ResponseBody` (for an extension: the extended name, qualified by its parent if any).
    public var name: String { parentName.map { "\($0).\(localName)" } ?? localName }

    public var isExtension: Bool { kind == .extension }
}

/// What a front end produced for one file: every type declaration at any depth (flattened, parents
/// named), the top-level typealiases, and the problems found. The declarations are kept packed (see
/// `PackedTypeDecl`): a large run holds every file's until it is composed.
public struct ParsedFile: Hashable, Sendable, Codable {
    public var path: String
    public var contentHash: String
    public var packedTypes: [PackedTypeDecl]
    public var typealiases: [Typealias]
    public var diagnostics: [Diagnostic]

    /// Encoded as values (`PackedTypeDecl` encodes its declaration), under `types`.
    private enum CodingKeys: String, CodingKey {
        case path, contentHash, packedTypes = "types", typealiases, diagnostics
    }

    public init(path: String, contentHash: String, types: [TypeDecl] = [], typealiases: [Typealias] = [], diagnostics: [Diagnostic] = []) {
        self.init(path: path, contentHash: contentHash, packedTypes: types.map(PackedTypeDecl.init),
                  typealiases: typealiases, diagnostics: diagnostics)
    }

    public init(
        path: String, contentHash: String, packedTypes: [PackedTypeDecl], typealiases: [Typealias] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.contentHash = contentHash
        self.packedTypes = packedTypes
        self.typealiases = typealiases
        self.diagnostics = diagnostics
    }

    /// The declarations, unpacked on each read (a setter packs them again): for tests and tools that
    /// read a few files; the pipeline works on `packedTypes`.
    public var types: [TypeDecl] {
        get { packedTypes.map { $0.unpack() } }
        set { packedTypes = newValue.map(PackedTypeDecl.init) }
    }
}
