import AnnogenModel

/// The parse cache's encoding of one file's parse result: written field by field for the model's
/// types (see the `ModelCoding+…` files), without `Codable`'s keyed containers, string keys and
/// existential boxes, which made the generic `BinaryEncoder` cost more than parsing itself on a
/// cold run.
///
/// ```
/// blob       = formatVersion:u8 parsedFile                       (nothing may follow)
/// parsedFile = path:string contentHash:string count typeDecl* count typealias* count diagnostic*
/// typeDecl   = kind:u8 (0 class, 1 struct, 2 enum, 3 protocol, 4 actor, 5 extension) localName
///              parentName:string? access attributes modifiers inheritedTypes:count string*
///              genericParameters genericRequirements documentation annotations
///              count variable* count method* count subscript* count case* count typealias*
///              count associatedType* location hasBodyRange:bool [lower:int upper:int]
/// ```
///
/// Decoding checks every read (see `ModelReader`): truncated, corrupt or other-version input throws
/// `ModelCodingError`, never traps.
public enum ParsedFileCoding {
    /// Written first in every blob. Bump it whenever any layout here changes: a blob of another
    /// version does not decode, which the parse cache treats as a miss.
    public static let formatVersion: UInt8 = 1

    /// The bytes of `file`, starting with `formatVersion`, in an array of exactly their size (the
    /// cache keeps one per file for the whole run: 4 KB of spare capacity each was 41 MB at
    /// 10,000 files).
    public static func encode(_ file: ParsedFile) -> [UInt8] {
        var writer = ModelWriter(capacity: 4096)
        writer.byte(formatVersion)
        writer.parsedFile(file)
        return writer.bytes.withUnsafeBufferPointer { Array($0) }
    }

    /// The file `encode` wrote. Throws `ModelCodingError` for input of another format version, and
    /// for truncated, corrupt or trailing bytes.
    public static func decode(_ bytes: [UInt8]) throws -> ParsedFile {
        var reader = ModelReader(bytes)
        let version = try reader.byte()
        guard version == formatVersion else { throw ModelCodingError("format version \(version), expected \(formatVersion)") }
        let file = try reader.parsedFile()
        guard reader.isAtEnd else { throw ModelCodingError("bytes after the end of the parse result") }
        return file
    }
}

extension ModelWriter {
    mutating func parsedFile(_ value: ParsedFile) {
        string(value.path)
        string(value.contentHash)
        count(value.types.count)
        for type in value.types { typeDecl(type) }
        count(value.typealiases.count)
        for alias in value.typealiases { typealiasDecl(alias) }
        count(value.diagnostics.count)
        for diagnostic in value.diagnostics { self.diagnostic(diagnostic) }
    }

    mutating func typeDecl(_ value: TypeDecl) {
        switch value.kind {
        case .class: byte(0)
        case .struct: byte(1)
        case .enum: byte(2)
        case .protocol: byte(3)
        case .actor: byte(4)
        case .extension: byte(5)
        }
        string(value.localName)
        optionalString(value.parentName)
        accessLevel(value.accessLevel)
        attributes(value.attributes)
        modifiers(value.modifiers)
        strings(value.inheritedTypes)
        genericParameters(value.genericParameters)
        genericRequirements(value.genericRequirements)
        strings(value.documentation)
        annotations(value.annotations)
        count(value.variables.count)
        for variable in value.variables { self.variable(variable) }
        count(value.methods.count)
        for method in value.methods { self.method(method) }
        count(value.subscripts.count)
        for item in value.subscripts { subscriptDecl(item) }
        count(value.cases.count)
        for item in value.cases { enumCase(item) }
        count(value.typealiases.count)
        for alias in value.typealiases { typealiasDecl(alias) }
        count(value.associatedTypes.count)
        for item in value.associatedTypes { associatedType(item) }
        location(value.location)
        bool(value.bodyRange != nil)
        if let range = value.bodyRange {
            int(range.lowerBound)
            int(range.upperBound)
        }
    }
}

extension ModelReader {
    mutating func parsedFile() throws -> ParsedFile {
        ParsedFile(
            path: try string(), contentHash: try string(), types: try array { try $0.typeDecl() },
            typealiases: try array { try $0.typealiasDecl() }, diagnostics: try array { try $0.diagnostic() }
        )
    }

    mutating func typeDecl() throws -> TypeDecl {
        let kind: TypeKind = switch try byte() {
        case 0: .class
        case 1: .struct
        case 2: .enum
        case 3: .protocol
        case 4: .actor
        case 5: .extension
        case let other: throw ModelCodingError("unknown type kind \(other)")
        }
        return TypeDecl(
            kind: kind, localName: try string(), parentName: try optionalString(), accessLevel: try accessLevel(),
            attributes: try attributes(), modifiers: try modifiers(), inheritedTypes: try strings(),
            genericParameters: try genericParameters(), genericRequirements: try genericRequirements(),
            documentation: try strings(), annotations: try annotations(), variables: try array { try $0.variable() },
            methods: try array { try $0.method() }, subscripts: try array { try $0.subscriptDecl() },
            cases: try array { try $0.enumCase() }, typealiases: try array { try $0.typealiasDecl() },
            associatedTypes: try array { try $0.associatedType() }, location: try location(),
            bodyRange: try bodyRange()
        )
    }

    private mutating func bodyRange() throws -> Range<Int>? {
        guard try bool() else { return nil }
        let lower = try int()
        let upper = try int()
        // `Range` traps on reversed bounds; a corrupt blob must throw instead.
        guard lower <= upper else { throw ModelCodingError("body range \(lower)..<\(upper) is reversed") }
        return lower..<upper
    }
}
