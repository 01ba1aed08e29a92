import AnnogenModel

/// The composed model of every scanned file: one entry per type (extensions merged into the type they
/// extend, or standing alone as unknown extensions), names resolved, conformances closed.
/// Plain values; the rendering stage builds the template objects from it.
public struct ComposedModule: Sendable, Codable {
    /// Every type, protocol and unknown extension, sorted by qualified name.
    public var types: [ComposedType]
    /// Every typealias (top level and nested), sorted by qualified name.
    public var typealiases: [Typealias]

    public init(types: [ComposedType], typealiases: [Typealias]) {
        self.types = types
        self.typealiases = typealiases
    }

    /// The position of a name among `types`, as `positionsByName()` gives it: by binary search when
    /// the types are sorted by name (as composed), which builds no table of every name for a check of
    /// a few types. A name found has exactly the bytes asked for, and names are unique in a composed
    /// module, so only a name not found makes the lookup check the order (once); in a module that
    /// is not sorted, it then answers from a table.
    func positionLookup() -> (String) -> Int? {
        var table: [String: Int]?
        var sorted: Bool?
        return { name in
            if let table { return table[name] }
            if let position = sortedPosition(named: name) { return position }
            if sorted == nil { sorted = types.indices.dropFirst().allSatisfy { types[$0 - 1].name <= types[$0].name } }
            guard sorted == false else { return nil }
            let positions = positionsByName()
            table = positions
            return positions[name]
        }
    }

    /// The position of `name` among `types` (the first with its bytes, for a repeated name) by binary
    /// search, for types sorted by name (as composed).
    func sortedPosition(named name: String) -> Int? {
        SortedNames.position(of: name, count: types.count) { types[$0].name }
    }

    /// The position of each type's name among `types` (the first, for a repeated name): a lookup
    /// table for checks that go from names to declarations.
    func positionsByName() -> [String: Int] {
        var positions: [String: Int] = [:]
        for (index, type) in types.enumerated() where positions[type.name] == nil {
            positions[type.name] = index
        }
        return positions
    }
}

/// One type after composition.
public struct ComposedType: Sendable {
    /// The primary declaration, with the members of all its extensions appended (or the first extension,
    /// for an extension of a type that is not in the scanned sources), packed: the model of a large
    /// run is held from composing until rendering ends (see `PackedTypeDecl`).
    public var packedDeclaration: PackedTypeDecl
    /// True when only extensions of this name were found.
    public var isUnknownExtension: Bool
    /// True when more than one primary declaration of this name was merged into it (alternatives in
    /// `#if` clauses, the same name in two package modules). Where the others are is not kept, so
    /// such a type is never patched (`CompositionPatch`): it is composed again from every file.
    public var mergesDeclarations = false
    /// `packedDeclaration` unpacked, on each read: read it once into a local where several of its
    /// fields are needed. Setting it packs it again.
    public var declaration: TypeDecl {
        get { packedDeclaration.unpack() }
        set { packedDeclaration = PackedTypeDecl(newValue) }
    }
    /// Fully qualified: `API.ProductSearch.ResponseBody`.
    public var name: String
    /// Qualified name of the enclosing type, if any.
    public var parentName: String?
    /// The inheritance clause of the declaration and its extensions, as written, in order.
    public var inheritedTypes: [String]
    /// Protocols this type conforms to, directly or transitively: qualified name → as written.
    public var implements: [String: String]
    /// Superclasses, transitively.
    public var inherits: [String: String]
    /// Everything in `implements` and `inherits` plus every inherited name as written (also unknown ones).
    public var based: [String: String]
    /// Number of variables that came from the primary declaration (the rest came from extensions).
    public var rawVariableCount: Int {
        get { Int(primaryCounts.variables) }
        set { primaryCounts.variables = Int32(clamping: max(0, newValue)) }
    }
    /// Number of methods that came from the primary declaration (the rest came from extensions).
    public var rawMethodCount: Int {
        get { Int(primaryCounts.methods) }
        set { primaryCounts.methods = Int32(clamping: max(0, newValue)) }
    }
    /// The two counts above, in 8 bytes.
    private var primaryCounts: (variables: Int32, methods: Int32) = (0, 0)
    /// What most types do not have, in one box shared until changed: inline, these fields were
    /// ~130 bytes of every type (27 MB of 50,000 files).
    private var rare: Rare?

    /// Qualified names of nested types, in declaration order.
    public var containedTypeNames: [String] {
        get { rare?.fields.containedTypeNames ?? [] }
        set { updateRare { $0.containedTypeNames = newValue } }
    }
    /// The qualified name of the superclass, for a class whose superclass was scanned or written first.
    public var supertypeName: String? {
        get { rare?.fields.supertypeName }
        set { updateRare { $0.supertypeName = newValue } }
    }
    /// The raw type of an enum with raw values (`String`, `Int`, …).
    public var rawTypeName: TypeName? {
        get { rare?.fields.rawTypeName }
        set { updateRare { $0.rawTypeName = newValue } }
    }
    /// Locations of this type's extensions (for inline insertion and diagnostics).
    public var extensionLocations: [SourceLocation] {
        get { rare?.fields.extensionLocations ?? [] }
        set { updateRare { $0.extensionLocations = newValue } }
    }

    public init(
        packedDeclaration: PackedTypeDecl, name: String, parentName: String?, isUnknownExtension: Bool,
        containedTypeNames: [String] = [], inheritedTypes: [String] = [], implements: [String: String] = [:],
        inherits: [String: String] = [:], based: [String: String] = [:], supertypeName: String? = nil,
        rawTypeName: TypeName? = nil, rawVariableCount: Int = 0, rawMethodCount: Int = 0,
        extensionLocations: [SourceLocation] = []
    ) {
        self.packedDeclaration = packedDeclaration
        self.name = name
        self.parentName = parentName
        self.isUnknownExtension = isUnknownExtension
        self.inheritedTypes = inheritedTypes
        self.implements = implements
        self.inherits = inherits
        self.based = based
        self.rawVariableCount = rawVariableCount
        self.rawMethodCount = rawMethodCount
        // One box for the rare fields, not one per field set.
        var fields = Rare.Fields(containedTypeNames: containedTypeNames, supertypeName: supertypeName, extensionLocations: extensionLocations)
        fields.rawTypeName = rawTypeName
        rare = fields.isEmpty ? nil : Rare(fields)
    }

    /// Changes the box, copying it first when another type shares it; a box left empty goes.
    private mutating func updateRare(_ change: (inout Rare.Fields) -> Void) {
        let old = rare?.fields ?? Rare.Fields()
        var fields = old
        change(&fields)
        guard fields != old else { return }
        rare = fields.isEmpty ? nil : Rare(fields)
    }

    public var kind: TypeKind { packedDeclaration.kind }
}

/// `ComposedType`'s rarely set fields. Immutable (a change makes a new box), so sharing it is safe.
private final class Rare: Sendable {
    struct Fields: Equatable {
        var containedTypeNames: [String] = []
        var supertypeName: String?
        /// The raw type, if any, as its only element: a `TypeName` inline is ~70 bytes, and the 50,000
        /// endpoint enums of a large API hold this box for their nested types only.
        var rawTypeNames: [TypeName] = []
        var extensionLocations: [SourceLocation] = []

        var rawTypeName: TypeName? {
            get { rawTypeNames.first }
            set { rawTypeNames = newValue.map { [$0] } ?? [] }
        }

        var isEmpty: Bool {
            containedTypeNames.isEmpty && supertypeName == nil && rawTypeNames.isEmpty && extensionLocations.isEmpty
        }
    }

    let fields: Fields

    init(_ fields: Fields) { self.fields = fields }
}

extension ComposedType: Codable {
    private enum CodingKeys: String, CodingKey {
        case declaration, name, parentName, isUnknownExtension, containedTypeNames, inheritedTypes, implements
        case inherits, based, supertypeName, rawTypeName, rawVariableCount, rawMethodCount, extensionLocations
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        packedDeclaration = try c.decode(PackedTypeDecl.self, forKey: .declaration)
        name = try c.decode(String.self, forKey: .name)
        parentName = try c.decodeIfPresent(String.self, forKey: .parentName)
        isUnknownExtension = try c.decode(Bool.self, forKey: .isUnknownExtension)
        // In the order `encode` writes them (the binary decoder reads ahead otherwise); the stored
        // fields first, as the others are set through them.
        let contained = try c.decode([String].self, forKey: .containedTypeNames)
        inheritedTypes = try c.decode([String].self, forKey: .inheritedTypes)
        implements = try c.decode([String: String].self, forKey: .implements)
        inherits = try c.decode([String: String].self, forKey: .inherits)
        based = try c.decode([String: String].self, forKey: .based)
        let supertype = try c.decodeIfPresent(String.self, forKey: .supertypeName)
        let rawType = try c.decodeIfPresent(TypeName.self, forKey: .rawTypeName)
        rawVariableCount = try c.decode(Int.self, forKey: .rawVariableCount)
        rawMethodCount = try c.decode(Int.self, forKey: .rawMethodCount)
        containedTypeNames = contained
        supertypeName = supertype
        rawTypeName = rawType
        extensionLocations = try c.decode([SourceLocation].self, forKey: .extensionLocations)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(packedDeclaration, forKey: .declaration)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(parentName, forKey: .parentName)
        try c.encode(isUnknownExtension, forKey: .isUnknownExtension)
        try c.encode(containedTypeNames, forKey: .containedTypeNames)
        try c.encode(inheritedTypes, forKey: .inheritedTypes)
        try c.encode(implements, forKey: .implements)
        try c.encode(inherits, forKey: .inherits)
        try c.encode(based, forKey: .based)
        try c.encodeIfPresent(supertypeName, forKey: .supertypeName)
        try c.encodeIfPresent(rawTypeName, forKey: .rawTypeName)
        try c.encode(rawVariableCount, forKey: .rawVariableCount)
        try c.encode(rawMethodCount, forKey: .rawMethodCount)
        try c.encode(extensionLocations, forKey: .extensionLocations)
    }
}
