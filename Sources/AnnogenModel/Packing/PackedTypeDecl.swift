/// A `TypeDecl` kept as the bytes of its packed form (`ModelCoding+TypeDecl`), unpacked where it is
/// read. A run holds every declaration of every file from parsing until rendering ends; as values
/// they took ~1.3 KB per type (a `Variable` is 176 bytes inline before its strings and boxes), 280 MB
/// of the 212,500 types of 50,000 files. Packed, one is its bytes (~200 for a type of four
/// properties) and this struct.
public struct PackedTypeDecl: Hashable, Sendable {
    /// The file the declaration was read from. It is in the bytes' string table before the first byte
    /// (see `ModelWriter.init`), so the path of every location is not stored once per declaration.
    public let path: String
    /// Exactly the packed bytes (no spare capacity).
    package let bytes: [UInt8]
    /// Read without unpacking: the composer and the template lists sort and filter by it. Last, so
    /// a struct holding this one can put a small field in the bytes after it.
    public let kind: TypeKind
    private let flags: UInt8

    private static let hasTypeAnnotationsFlag: UInt8 = 1
    private static let hasAnyAnnotationsFlag: UInt8 = 2
    private static let hasTypealiasesFlag: UInt8 = 4
    private static let isConditionalFlag: UInt8 = 8
    private static let hasRestrictedStoredPropertyFlag: UInt8 = 16
    private static let hasMemberNamedLikeStoredTypeFlag: UInt8 = 32
    private static let knownFlags: UInt8 = 63

    /// What the declaration's flags (`hasTypeAnnotations`, `isConditional`, …) were, as one byte
    /// for a cache to store beside the bytes (see `init(path:bytes:storedFlags:)`).
    package var storedFlags: UInt8 { flags }

    /// Whether the declaration itself carries annotations (most do not, so a template's
    /// `type|annotated:"X"` over every type need not unpack them).
    public var hasTypeAnnotations: Bool { flags & Self.hasTypeAnnotationsFlag != 0 }
    /// Whether the declaration or any member, parameter, case or associated value carries annotations.
    public var hasAnyAnnotations: Bool { flags & Self.hasAnyAnnotationsFlag != 0 }
    /// Whether typealiases are declared inside it.
    public var hasTypealiases: Bool { flags & Self.hasTypealiasesFlag != 0 }
    /// Whether it is declared inside an `#if` clause (`TypeDecl.isConditional`).
    public var isConditional: Bool { flags & Self.isConditionalFlag != 0 }
    /// Whether a stored instance property is `private` or `fileprivate`, or has such a setter (code
    /// in another file cannot set it), or has no written type annogen could infer, or is wrapped,
    /// not optional and without a value (`isUnsetWrapped`): checks that need this look only at such
    /// types.
    public var hasRestrictedStoredProperty: Bool { flags & Self.hasRestrictedStoredPropertyFlag != 0 }
    /// Whether a struct has a member named like a type one of its stored instance properties is
    /// declared with (`TypeName.hasMemberNamedLikeStoredType`): checks that need this look only at
    /// such types.
    public var hasMemberNamedLikeStoredType: Bool { flags & Self.hasMemberNamedLikeStoredTypeFlag != 0 }

    public init(_ declaration: TypeDecl) {
        path = declaration.location.path
        kind = declaration.kind
        flags = Self.flags(of: declaration)
        var writer = ModelWriter(capacity: 512, knownStrings: [path])
        writer.typeDecl(declaration)
        if writer.deepestTypeName > Self.readableDepth {
            // Rare: written again with the too deep names kept flat, so the bytes read back.
            writer = ModelWriter(capacity: 512, knownStrings: [path])
            writer.typeDecl(Self.withinReadableDepth(declaration))
        }
        bytes = writer.bytes.withUnsafeBufferPointer { Array($0) }
    }

    /// Bytes that came from outside this process (the parse cache): checked by unpacking them once,
    /// so `unpack` cannot meet damaged bytes later. Throws `ModelCodingError`.
    package init(path: String, bytes: [UInt8]) throws {
        let declaration = try Self.read(bytes, path: path)
        // Packing takes the path from the declaration's location: bytes claiming another are not ours.
        guard declaration.location.path == path else {
            throw ModelCodingError("a declaration at \(declaration.location.path) stored under \(path)")
        }
        self.path = path
        kind = declaration.kind
        flags = Self.flags(of: declaration)
        self.bytes = bytes
    }

    /// Bytes read back from a cache file whose checksum held, written by this same build of annogen
    /// (the cache is keyed by its executable): what `init(_:)` packed, with the `storedFlags` it
    /// had, so they are not unpacked to be checked (that was most of reading the parse cache back).
    /// Throws `ModelCodingError` only for a kind code or flags this build does not write.
    package init(path: String, bytes: [UInt8], storedFlags: UInt8) throws {
        guard let code = bytes.first else { throw ModelCodingError("an empty declaration") }
        kind = try ModelReader.typeKind(code: code)
        guard storedFlags & ~Self.knownFlags == 0 else { throw ModelCodingError("unknown declaration flags \(storedFlags)") }
        self.path = path
        flags = storedFlags
        self.bytes = bytes
    }

    private static func flags(of declaration: TypeDecl) -> UInt8 {
        var flags: UInt8 = 0
        if !declaration.annotations.isEmpty { flags |= hasTypeAnnotationsFlag }
        if hasAnyAnnotations(declaration) { flags |= hasAnyAnnotationsFlag }
        if !declaration.typealiases.isEmpty { flags |= hasTypealiasesFlag }
        if declaration.isConditional { flags |= isConditionalFlag }
        if declaration.variables.contains(where: { !$0.isStatic && !$0.isComputed && ($0.readAccess < .internal || ($0.writeAccess ?? .internal) < .internal || $0.typeName.name.isEmpty || isUnsetWrapped($0)) }) {
            flags |= hasRestrictedStoredPropertyFlag
        }
        if TypeName.hasMemberNamedLikeStoredType(declaration) { flags |= hasMemberNamedLikeStoredTypeFlag }
        return flags
    }

    /// A wrapped property without a value that is not optional: an init(from:) in another file
    /// cannot set it (its wrapper's storage is private to the type's file).
    public static func isUnsetWrapped(_ variable: Variable) -> Bool {
        variable.defaultValue == nil && !variable.attributes.isEmpty && !variable.typeName.isOptional
            && variable.attributes.contains(where: \.mayWrapProperty)
    }

    private static func hasAnyAnnotations(_ d: TypeDecl) -> Bool {
        func annotated(_ parameters: [MethodParameter]) -> Bool { parameters.contains { !$0.annotations.isEmpty } }
        return !d.annotations.isEmpty
            || d.variables.contains { !$0.annotations.isEmpty }
            || d.methods.contains { !$0.annotations.isEmpty || annotated($0.parameters) }
            || d.subscripts.contains { !$0.annotations.isEmpty || annotated($0.parameters) }
            || d.cases.contains { !$0.annotations.isEmpty || $0.associatedValues.contains { !$0.annotations.isEmpty } }
            || d.typealiases.contains { !$0.annotations.isEmpty }
            || d.associatedTypes.contains { !$0.annotations.isEmpty }
    }

    /// The declared name and the enclosing type's, read from the start of the bytes without
    /// unpacking the rest (see `ModelCoding+TypeDecl`).
    public var names: (localName: String, parentName: String?) {
        let header = self.header
        return (header.localName, header.parentName)
    }

    /// What the bytes start with: the declared name, the enclosing type's and the access level,
    /// read without unpacking the rest (see `ModelCoding+TypeDecl`).
    public var header: (localName: String, parentName: String?, accessLevel: AccessLevel) {
        do {
            return try ModelReader.read(bytes, knownStrings: [path]) { reader in
                _ = try reader.byte()
                // Read apart: `try?` would flatten a top-level type's nil parent into a failure.
                let local = try reader.string()
                let parent = try reader.optionalString()
                return (local, parent, try reader.accessLevel())
            }
        } catch {
            let declaration = unpack()
            return (declaration.localName, declaration.parentName, declaration.accessLevel)
        }
    }

    /// What a declaration says of itself before its members (access level, attributes, modifiers,
    /// inheritance clause, generic clause, documentation), read without unpacking the members: a
    /// template reads these of many types whose members it never reads.
    public var outline: TypeOutline {
        do {
            return try ModelReader.read(bytes, knownStrings: [path]) { reader in
                _ = try reader.byte()
                _ = try reader.string()
                _ = try reader.optionalString()
                return TypeOutline(
                    accessLevel: try reader.accessLevel(), attributes: try reader.attributes(), modifiers: try reader.modifiers(),
                    inheritedTypes: try reader.strings(), genericParameters: try reader.genericParameters(),
                    genericRequirements: try reader.genericRequirements(), documentation: try reader.strings()
                )
            }
        } catch {
            return TypeOutline(unpack())
        }
    }

    /// `names` as one qualified name (see `TypeDecl.name`).
    public var name: String {
        let (local, parent) = names
        return parent.map { "\($0).\(local)" } ?? local
    }

    /// The declaration. The bytes were written by `init(_:)`, checked by `init(path:bytes:)`, or
    /// read back from a checksummed cache file that `init(_:)`'s bytes were written to, so reading
    /// them does not fail; if it ever did, the result is an empty declaration of the same kind at
    /// the file's first line rather than a crash.
    public func unpack() -> TypeDecl {
        (try? Self.read(bytes, path: path))
            ?? TypeDecl(kind: kind, localName: "", location: SourceLocation(path: path, line: 1, column: 1))
    }

    private static func read(_ bytes: [UInt8], path: String) throws -> TypeDecl {
        try ModelReader.read(bytes, knownStrings: [path]) { reader in
            let declaration = try reader.typeDecl()
            guard reader.isAtEnd else { throw ModelCodingError("bytes after the end of a type declaration") }
            return declaration
        }
    }
}

/// Encoded as the declaration it holds (the JSON of `annogen dump`).
extension PackedTypeDecl: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try TypeDecl(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try unpack().encode(to: encoder)
    }
}

extension TypeDecl {
    /// This declaration packed (see `PackedTypeDecl`).
    public var packed: PackedTypeDecl { PackedTypeDecl(self) }
}

extension PackedTypeDecl {
    /// The deepest nesting of type names a reader accepts (`ModelReader.maximumDepth`).
    static let readableDepth = ModelReader.maximumDepth - 1

    /// `declaration` with every type name nested deeper than a reader accepts (SwiftParser reads
    /// `Int???…` of any length) kept as written with a simple shape.
    static func withinReadableDepth(_ declaration: TypeDecl) -> TypeDecl {
        declaration.mappingTypeNames { name in
            name.depth > readableDepth
                ? TypeName(name.name, attributes: name.attributes, actualName: name.actualName, objcName: name.objcName)
                : name
        }
    }
}

extension TypeName {
    /// Levels of type names, this one included: 1 for `Int`, 2 for `Int?`.
    var depth: Int {
        // A typealias's shape is written at this level too.
        max(Self.depth(of: shape), actualShape.map(Self.depth(of:)) ?? 0)
    }

    private static func depth(of shape: Shape) -> Int {
        switch shape {
        case .simple: 1
        case .optional(let inner), .implicitlyUnwrappedOptional(let inner), .array(let inner): 1 + inner.depth
        case .dictionary(let key, let value): 1 + max(key.depth, value.depth)
        case .tuple(let elements): 1 + (elements.map(\.typeName.depth).max() ?? 0)
        case .closure(let closure): 1 + closure.parameters.reduce(closure.returnTypeName.depth) { max($0, $1.depth) }
        case .generic(_, let arguments): 1 + (arguments.map(\.depth).max() ?? 0)
        case .composition(let parts): 1 + (parts.map(\.depth).max() ?? 0)
        case .opaque(_, let constraint): 1 + constraint.depth
        }
    }
}

extension TypeDecl {
    /// The declaration with `transform` applied to every type name written in its members.
    func mappingTypeNames(_ transform: (TypeName) -> TypeName) -> TypeDecl {
        var result = self
        for i in result.variables.indices { result.variables[i].typeName = transform(result.variables[i].typeName) }
        for i in result.methods.indices {
            for j in result.methods[i].parameters.indices {
                result.methods[i].parameters[j].typeName = transform(result.methods[i].parameters[j].typeName)
            }
            result.methods[i].returnTypeName = result.methods[i].returnTypeName.map(transform)
            result.methods[i].throwsTypeName = result.methods[i].throwsTypeName.map(transform)
        }
        for i in result.subscripts.indices {
            for j in result.subscripts[i].parameters.indices {
                result.subscripts[i].parameters[j].typeName = transform(result.subscripts[i].parameters[j].typeName)
            }
            result.subscripts[i].returnTypeName = transform(result.subscripts[i].returnTypeName)
        }
        for i in result.cases.indices {
            for j in result.cases[i].associatedValues.indices {
                result.cases[i].associatedValues[j].typeName = transform(result.cases[i].associatedValues[j].typeName)
            }
        }
        for i in result.typealiases.indices { result.typealiases[i].typeName = transform(result.typealiases[i].typeName) }
        for i in result.associatedTypes.indices { result.associatedTypes[i].typeName = result.associatedTypes[i].typeName.map(transform) }
        return result
    }
}

/// The part of a type declaration before its members (see `PackedTypeDecl.outline`).
public struct TypeOutline: Sendable, Hashable {
    public var accessLevel: AccessLevel
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var inheritedTypes: [String]
    public var genericParameters: [GenericParameter]
    public var genericRequirements: [GenericRequirement]
    public var documentation: [String]

    public init(
        accessLevel: AccessLevel, attributes: [Attribute], modifiers: [Modifier], inheritedTypes: [String],
        genericParameters: [GenericParameter], genericRequirements: [GenericRequirement], documentation: [String]
    ) {
        self.accessLevel = accessLevel
        self.attributes = attributes
        self.modifiers = modifiers
        self.inheritedTypes = inheritedTypes
        self.genericParameters = genericParameters
        self.genericRequirements = genericRequirements
        self.documentation = documentation
    }

    public init(_ declaration: TypeDecl) {
        self.init(
            accessLevel: declaration.accessLevel, attributes: declaration.attributes, modifiers: declaration.modifiers,
            inheritedTypes: declaration.inheritedTypes, genericParameters: declaration.genericParameters,
            genericRequirements: declaration.genericRequirements, documentation: declaration.documentation
        )
    }
}
