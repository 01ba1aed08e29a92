import AnnogenModel

/// `run.bin`'s payload, written field by field: every run reads it before anything else, and on
/// 10,000 sources the Codable-based coder it replaced took about a seventh of a run that found
/// nothing changed (most of it in the sources' stamps).
///
/// ```
/// payload = headerLength:varint header sources                  (nothing may follow)
/// header  = a ModelWriter blob: key:string filesRead:int headersSkipped:int typeCount:int
///           count diagnostic*  count (path:string contentHash:string?)*
///           count (path:string root:string contentHash:string?)*  templatesReadLocations:bool
///           templatesReadImports:bool
/// sources = count:varint entry*                                  (KnownSources, in its order)
/// entry   = shared:varint suffixLength:varint suffix             the path: the first `shared` bytes
///                                                                of the entry before's path, then suffix
///           flags:u8 (1: has a hash, 2: may hold blocks)  [hashLength:varint hash]
///           device inode size modified changed                   five 64-bit numbers, little endian
/// ```
///
/// Paths come sorted, so most of each one is the entry before's. Reading checks every length
/// against the bytes left and throws `ModelCodingError` for anything that does not fit, which the
/// cache treats as a miss: never a trap on a damaged file.
enum RunRecordCoding {
    private static let hasHash: UInt8 = 1
    private static let mayHoldBlocks: UInt8 = 2

    static func encode(_ record: RunRecord) -> [UInt8] {
        var header = ModelWriter(capacity: 256)
        header.string(record.key)
        header.int(record.filesRead)
        header.int(record.headersSkipped)
        header.int(record.typeCount)
        header.list(record.diagnostics) { $0.diagnostic($1) }
        header.list(record.outputs) { writer, output in
            writer.string(output.path)
            writer.optionalString(output.contentHash)
        }
        header.list(record.projectFiles) { writer, file in
            writer.string(file.path)
            writer.string(file.root)
            writer.optionalString(file.contentHash)
        }
        header.bool(record.templatesReadLocations)
        header.bool(record.templatesReadImports)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.bytes.count + 16 + record.sources.entries.count * 80)
        Varint.append(UInt64(header.bytes.count), to: &bytes)
        bytes.append(contentsOf: header.bytes)
        write(record.sources, into: &bytes)
        return bytes
    }

    /// What `encode` wrote, read where it is (a cache file mapped into memory).
    static func decode(_ raw: UnsafeRawBufferPointer) throws -> RunRecord {
        var cursor = ModelReader(raw)
        let headerLength = try cursor.count()
        var header = ModelReader(try cursor.bytes(headerLength))
        let key = try header.string()
        let filesRead = try header.int()
        let headersSkipped = try header.int()
        let typeCount = try header.int()
        let diagnostics = try header.array { try $0.diagnostic() }
        let outputs = try header.array { RunRecord.Output(path: try $0.string(), contentHash: try $0.optionalString()) }
        let projectFiles = try header.array {
            RunRecord.ProjectFileRead(path: try $0.string(), root: try $0.string(), contentHash: try $0.optionalString())
        }
        let templatesReadLocations = try header.bool()
        let templatesReadImports = try header.bool()
        guard header.isAtEnd else { throw ModelCodingError("bytes after the run record's header") }
        let sources = try knownSources(&cursor)
        guard cursor.isAtEnd else { throw ModelCodingError("bytes after the run record") }
        return RunRecord(key: key, filesRead: filesRead, headersSkipped: headersSkipped, typeCount: typeCount,
                         diagnostics: diagnostics, outputs: outputs, projectFiles: projectFiles, sources: sources,
                         templatesReadLocations: templatesReadLocations, templatesReadImports: templatesReadImports)
    }

    /// Written at the end of every run that did not replay, after the outputs: on 10,000 sources the
    /// process waits for it, so each entry goes straight into `bytes` (its path compared as bytes
    /// with the one before, its stamp without an array of its numbers).
    private static func write(_ sources: KnownSources, into bytes: inout [UInt8]) {
        Varint.append(UInt64(sources.entries.count), to: &bytes)
        var previous: [UInt8] = []
        func append(_ number: Int64) {
            withUnsafeBytes(of: number.littleEndian) { bytes.append(contentsOf: $0) }
        }
        for entry in sources.entries {
            var text = entry.path
            text.withUTF8 { path in
                var shared = 0
                let limit = min(previous.count, path.count)
                while shared < limit, previous[shared] == path[shared] { shared += 1 }
                Varint.append(UInt64(shared), to: &bytes)
                Varint.append(UInt64(path.count - shared), to: &bytes)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: path[shared...]))
                previous.removeAll(keepingCapacity: true)
                previous.append(contentsOf: path)
            }
            bytes.append((entry.contentHash == nil ? 0 : hasHash) | (entry.mayHoldBlocks ? mayHoldBlocks : 0))
            if let hash = entry.contentHash?.utf8 {
                Varint.append(UInt64(hash.count), to: &bytes)
                bytes.append(contentsOf: hash)
            }
            let stamp = entry.stamp
            append(Int64(bitPattern: stamp.device))
            append(Int64(bitPattern: stamp.inode))
            append(stamp.size)
            append(stamp.modified)
            append(stamp.changed)
        }
    }

    private static func knownSources(_ cursor: inout ModelReader) throws -> KnownSources {
        // Each entry takes at least 43 bytes: a count past that is damage, not a large allocation.
        let count = try cursor.count()
        guard count <= cursor.remaining / 43 else { throw ModelCodingError("\(count) sources cannot fit") }
        var entries: [KnownSources.Entry] = []
        entries.reserveCapacity(count)
        var path: [UInt8] = []
        for _ in 0..<count {
            // Not a count of bytes that follow: a long path shares more with the one before than the
            // last entry has bytes left (run.bin of 10,000 files under a deep folder could not be read).
            let shared = try cursor.varint()
            guard shared <= UInt64(path.count) else { throw ModelCodingError("a path shares more than the one before holds") }
            path.removeSubrange(Int(shared)...)
            path.append(contentsOf: try cursor.bytes(try cursor.count()))
            let flags = try cursor.byte()
            guard flags & ~(hasHash | mayHoldBlocks) == 0 else { throw ModelCodingError("unknown source flags \(flags)") }
            let hash = flags & hasHash == 0 ? nil : String(decoding: try cursor.bytes(try cursor.count()), as: UTF8.self)
            let stamp = SourceStamp(
                device: UInt64(bitPattern: try cursor.int64()), inode: UInt64(bitPattern: try cursor.int64()),
                size: try cursor.int64(), modified: try cursor.int64(), changed: try cursor.int64()
            )
            entries.append(KnownSources.Entry(path: String(decoding: path, as: UTF8.self), stamp: stamp, contentHash: hash,
                                              mayHoldBlocks: flags & mayHoldBlocks != 0))
        }
        return KnownSources(entries: entries)
    }
}
