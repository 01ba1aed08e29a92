import AnnogenModel

/// The parse cache's encoding of one file's parse result: written field by field for the model's
/// types (see the `ModelCoding+…` files), without `Codable`'s keyed containers, string keys and
/// existential boxes, which made the generic `BinaryEncoder` cost more than parsing itself on a
/// cold run.
///
/// ```
/// blob       = formatVersion:u8 parsedFile                       (nothing may follow)
/// parsedFile = path:string contentHash:string count packedType* count typealias* count diagnostic*
/// packedType = path:string length:count typeDecl        (PackedTypeDecl's bytes as they are: a
///                                                         string table of their own, path first)
/// ```
///
/// Decoding checks every read (see `ModelReader`): truncated, corrupt or other-version input throws
/// `ModelCodingError`, never traps.
public enum ParsedFileCoding {
    /// Written first in every blob. Bump it whenever any layout here changes: a blob of another
    /// version does not decode, which the parse cache treats as a miss.
    public static let formatVersion: UInt8 = 2

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
        count(value.packedTypes.count)
        for type in value.packedTypes {
            string(type.path)
            rawBytes(type.bytes)
        }
        count(value.typealiases.count)
        for alias in value.typealiases { typealiasDecl(alias) }
        count(value.diagnostics.count)
        for diagnostic in value.diagnostics { self.diagnostic(diagnostic) }
    }
}

extension ModelReader {
    mutating func parsedFile() throws -> ParsedFile {
        ParsedFile(
            path: try string(), contentHash: try string(),
            packedTypes: try array { try PackedTypeDecl(path: try $0.string(), bytes: try $0.rawBytes()) },
            typealiases: try array { try $0.typealiasDecl() }, diagnostics: try array { try $0.diagnostic() }
        )
    }
}
