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
}

/// One type after composition.
public struct ComposedType: Sendable, Codable {
    /// The primary declaration, with the members of all its extensions appended (or the first extension,
    /// for an extension of a type that is not in the scanned sources).
    public var declaration: TypeDecl
    /// Fully qualified: `API.ProductSearch.ResponseBody`.
    public var name: String
    /// Qualified name of the enclosing type, if any.
    public var parentName: String?
    /// True when only extensions of this name were found.
    public var isUnknownExtension: Bool
    /// Qualified names of nested types, in declaration order.
    public var containedTypeNames: [String]
    /// The inheritance clause of the declaration and its extensions, as written, in order.
    public var inheritedTypes: [String]
    /// Protocols this type conforms to, directly or transitively: qualified name → as written.
    public var implements: [String: String]
    /// Superclasses, transitively.
    public var inherits: [String: String]
    /// Everything in `implements` and `inherits` plus every inherited name as written (also unknown ones).
    public var based: [String: String]
    /// The qualified name of the superclass, for a class whose superclass was scanned or written first.
    public var supertypeName: String?
    /// The raw type of an enum with raw values (`String`, `Int`, …).
    public var rawTypeName: TypeName?
    /// Number of variables that came from the primary declaration (the rest came from extensions).
    public var rawVariableCount: Int
    /// Number of methods that came from the primary declaration (the rest came from extensions).
    public var rawMethodCount: Int = 0
    /// Locations of this type's extensions (for inline insertion and diagnostics).
    public var extensionLocations: [SourceLocation]

    public var kind: TypeKind { declaration.kind }
}
