import AnnogenModel

/// The parse cache's encoding of one file's parse result: written field by field for the model's
/// types (see the `ModelCoding+…` files), without `Codable`'s keyed containers, string keys and
/// existential boxes, which made the generic Codable-based coder it replaced cost more than
/// parsing itself on a cold run.
///
/// ```
/// blob       = formatVersion:u8 parsedFile                       (nothing may follow)
/// parsedFile = path:string contentHash:string count packedType* count typealias* count diagnostic*
/// packedType = path:string flags:u8 length:count typeDecl    (PackedTypeDecl's bytes as they are:
///                                                             a string table of their own, path
///                                                             first; flags: `storedFlags`)
/// ```
///
/// Decoding checks every read (see `ModelReader`): truncated, corrupt or other-version input throws
/// `ModelCodingError`, never traps. The packed declarations' own bytes are checked by unpacking
/// them, unless the caller has made sure they are what this build wrote (`checkingDeclarations`).
public enum ParsedFileCoding {
    /// Written first in every blob. Bump it whenever any layout here changes: a blob of another
    /// version does not decode, which the parse cache treats as a miss.
    public static let formatVersion: UInt8 = 8

    /// The bytes of `file`, starting with `formatVersion`, in an array of exactly their size (the
    /// cache keeps one per file for the whole run: 4 KB of spare capacity each was 41 MB at
    /// 10,000 files).
    public static func encode(_ file: ParsedFile) -> [UInt8] {
        var bytes: [UInt8] = []
        write(file, into: &bytes, lengthPrefixed: false)
        return bytes.compacted()
    }

    /// `encode(file)` appended to `sink`, after its length as a varint when `lengthPrefixed`. The
    /// packed declarations' bytes go to the sink as they are, between the few bytes written around
    /// them, so a large file is never copied whole into one blob (a 50 MB file's blob was 60 MB,
    /// in a buffer grown to twice that, at the peak of parsing it).
    static func write<Sink: ByteSink>(_ file: ParsedFile, into sink: inout Sink, lengthPrefixed: Bool) {
        var writer = ModelWriter(capacity: 256)
        writer.byte(formatVersion)
        writer.string(file.path)
        writer.string(file.contentHash)
        writer.count(file.packedTypes.count)
        // Where each declaration's bytes go in the writer's output.
        var cuts: [Int] = []
        cuts.reserveCapacity(file.packedTypes.count)
        var packedLength = 0
        for type in file.packedTypes {
            writer.string(type.path)
            writer.byte(type.storedFlags)
            writer.count(type.bytes.count)
            cuts.append(writer.bytes.count)
            packedLength += type.bytes.count
        }
        writer.parsedFileTail(file)
        if lengthPrefixed {
            var length: [UInt8] = []
            Varint.append(UInt64(writer.bytes.count + packedLength), to: &length)
            sink.write(length)
        }
        var start = 0
        for (index, cut) in cuts.enumerated() {
            sink.write(writer.bytes[start..<cut])
            sink.write(file.packedTypes[index].bytes)
            start = cut
        }
        sink.write(writer.bytes[start...])
    }

    /// The file `encode` wrote. Throws `ModelCodingError` for input of another format version, and
    /// for truncated, corrupt or trailing bytes. `checkingDeclarations: false` takes the packed
    /// declarations' bytes and flags as stored, unread: only for bytes this build wrote whose
    /// integrity is checked otherwise (the parse cache uses nothing it read before the file's
    /// checksum held).
    public static func decode(_ bytes: [UInt8], checkingDeclarations: Bool = true) throws -> ParsedFile {
        try ModelReader.read(bytes) { reader in
            let version = try reader.byte()
            guard version == formatVersion else { throw ModelCodingError("format version \(version), expected \(formatVersion)") }
            let file = try reader.parsedFile(checkingDeclarations: checkingDeclarations)
            guard reader.isAtEnd else { throw ModelCodingError("bytes after the end of the parse result") }
            return file
        }
    }
}

extension ModelWriter {
    /// What follows a parsed file's declarations (see `ParsedFileCoding.write`).
    mutating func parsedFileTail(_ value: ParsedFile) {
        count(value.typealiases.count)
        for alias in value.typealiases { typealiasDecl(alias) }
        count(value.diagnostics.count)
        for diagnostic in value.diagnostics { self.diagnostic(diagnostic) }
    }
}

extension ModelReader {
    mutating func parsedFile(checkingDeclarations: Bool) throws -> ParsedFile {
        ParsedFile(
            path: try string(), contentHash: try string(),
            packedTypes: try array { reader in
                let path = try reader.string()
                let flags = try reader.byte()
                let bytes = try reader.rawBytes()
                return checkingDeclarations
                    ? try PackedTypeDecl(path: path, bytes: bytes)
                    : try PackedTypeDecl(path: path, bytes: bytes, storedFlags: flags)
            },
            typealiases: try array { try $0.typealiasDecl() }, diagnostics: try array { try $0.diagnostic() }
        )
    }
}
