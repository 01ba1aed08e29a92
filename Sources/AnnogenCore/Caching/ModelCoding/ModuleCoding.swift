import AnnogenModel
import Foundation

/// `module.bin`'s payload, written field by field (see the `ModelCoding+…` files for the values
/// inside): the model of 10,000 files is 42,501 types, which the Codable-based coder it replaced
/// took longer to write than composing them again. Types go in chunks, each a `ModelWriter` blob
/// with a string table of its own, read back on all cores.
///
/// A model patched for a few changed files is written as `module-recent.bin` instead: the same
/// layout, with each chunk that `module.bin` holds unchanged written as a reference to it, so a
/// one-file run does not write the whole model again (12 MB for 10,000 files). It names the
/// `module.bin` it completes by that file's `writeID`, drawn anew at every full write, so it is
/// never applied to another.
///
/// ```
/// payload = headerLength:varint header  fileCount:varint (path parseKey)*  (length:varint UTF-8 each)
///           chunkCount:varint chunkEntry*
/// header  = version:u8 writeID:varint recent:u8 key:string count diagnostic* count typealias* (as written)
///           count typealias* (the module's)  typeCount:int
///           (writeID: this module.bin's, or for module-recent.bin (recent 1) the module.bin it completes)
/// chunkEntry = 0                          module-recent.bin only: module.bin's chunk at this index
///            | (1 + length):varint chunk
/// chunk   = count type*
/// type    = path:string flags:u8 length:count typeDecl    (the packed declaration, as stored)
///           name:string parentName:string? flags (isUnknownExtension, mergesDeclarations) list(containedTypeNames)
///           list(inheritedTypes) map(implements) map(inherits) map(based) supertypeName:string?
///           rawTypeName:typeName? rawVariableCount:int rawMethodCount:int count location*
/// list    = 0 count string*  |  (1 + index):varint       a list met before in the chunk
/// map     = a list of its keys and values, by key
/// ```
///
/// Equal lists and maps are written once per chunk and read back as one shared value, as the
/// composer shares them. Reading checks every read (`ModelReader`) and throws `ModelCodingError`,
/// which the cache treats as a miss. The packed declarations are taken as stored, unread: the
/// file's checksum is checked before anything is decoded, and the file is this build's.
enum ModuleCoding {
    /// 4: a type name may carry its typealias's shape (`TypeName.actualShape`): a model stored
    /// before it would read back without them.
    static let formatVersion: UInt8 = 4
    /// Types per chunk: enough chunks to keep every core busy, and a patched model encodes few types
    /// again; enough types that the names a chunk repeats (conformances) are stored once for many.
    static let typesPerChunk = 1024

    /// Writes `value` as `module.bin` (`recent` false: every chunk in full, under `value.writeID`),
    /// or as `module-recent.bin` completing the `module.bin` whose `writeID` is `value.writeID`
    /// (the chunks `value.storedChunks` has from it written as references).
    static func write<Sink: ByteSink>(_ value: CachedModule, into sink: inout Sink, recent: Bool = false) {
        var header = ModelWriter(capacity: 4096)
        header.byte(formatVersion)
        header.varint(value.writeID)
        header.bool(recent)
        header.string(value.key)
        header.list(value.diagnostics) { $0.diagnostic($1) }
        header.list(value.writtenAliases) { $0.typealiasDecl($1) }
        header.list(value.module.typealiases) { $0.typealiasDecl($1) }
        header.int(value.module.types.count)
        sink.writeLengthPrefixed(header.bytes)
        // Every path once, so not through a string table.
        sink.writeVarint(UInt64(value.files.count))
        for file in value.files {
            sink.writeLengthPrefixed(file.path.utf8)
            sink.writeLengthPrefixed(file.key.utf8)
        }
        let types = value.module.types
        let chunks = stride(from: 0, to: types.count, by: typesPerChunk).map { $0..<min($0 + typesPerChunk, types.count) }
        sink.writeVarint(UInt64(chunks.count))
        let stored = value.storedChunks.flatMap { $0.count == chunks.count ? $0 : nil }
        for (index, chunk) in chunks.enumerated() {
            // A chunk whose types a patch did not change is written as it was read, or referred to.
            if let stored, let bytes = stored[index] {
                if recent, bytes.inModuleFile {
                    sink.writeVarint(0)
                } else {
                    sink.writeVarint(UInt64(bytes.range.count) + 1)
                    bytes.file.withBytes(in: bytes.range) { sink.write($0) }
                }
                continue
            }
            var writer = ChunkWriter()
            writer.writer.count(chunk.count)
            for index in chunk { writer.type(types[index]) }
            sink.writeVarint(UInt64(writer.writer.bytes.count) + 1)
            sink.write(writer.writer.bytes)
        }
    }

    static func encode(_ value: CachedModule, recent: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        write(value, into: &bytes, recent: recent)
        return bytes
    }

    /// The bytes `write` gives `type` alone, its declaration packed again from its values (the
    /// bytes it holds may have been packed another way for the same values), and `placeless`, every
    /// location but its file set aside. Two types of the same bytes hold the same values byte for
    /// byte, which `==` on their strings does not tell: it takes canonically equivalent text (`é`
    /// composed or not) as equal.
    static func valueBytes(of type: ComposedType, placeless: Bool = false) -> [UInt8] {
        var copy = type
        let declaration = type.declaration
        copy.declaration = placeless ? declaration.placeless : declaration
        if placeless { copy.extensionLocations = type.extensionLocations.map { SourceLocation(path: $0.path, line: 0, column: 0) } }
        var writer = ChunkWriter()
        writer.writer = ModelWriter(capacity: 512)
        writer.type(copy)
        return writer.writer.bytes
    }

    /// The chunk of the type at `position`.
    static func chunk(of position: Int) -> Int { position / typesPerChunk }

    /// What `write` wrote in `module.bin`, completed by `module-recent.bin` (`recent`) when that one
    /// completes this `module.bin`; with the chunks' bytes as read (`CachedModule.storedChunks`).
    /// A `recent` that is damaged, or completes another `module.bin`, is passed over: the model is
    /// then `module.bin`'s alone (an older one, which the run patches or composes again). `wanted`
    /// is asked with a model's key and files before its types are decoded; a model it refuses is
    /// not decoded (`ModelCodingError`).
    static func decode(
        _ bytes: CacheBytes, recent: CacheBytes? = nil,
        wanted: (_ key: String, _ files: [(path: String, key: String)]) -> Bool = { _, _ in true }
    ) throws -> CachedModule {
        let file = try bytes.withBytes { try Layout($0) }
        guard !file.isRecent else { throw ModelCodingError("module.bin is written as module-recent.bin") }
        // `Layout` refuses a reference to another file's chunk in a file that is not recent.
        let ranges = file.chunks.compactMap { $0 }
        if let recent, let completion = try? recent.withBytes({ try Layout($0) }), completion.isRecent, completion.writeID == file.writeID,
           completion.chunks.count == ranges.count, let files = try? recent.withBytes({ try completion.files(in: $0) }),
           wanted(completion.key, files),
           let model = try? model(completion, files: files, chunks: zip(completion.chunks, ranges).map { own, base in
               own.map { (recent, $0, false) } ?? (bytes, base, true)
           }) {
            return model
        }
        let files = try bytes.withBytes { try file.files(in: $0) }
        guard wanted(file.key, files) else { throw ModelCodingError("a model of other files than this run's") }
        return try model(file, files: files, chunks: ranges.map { (bytes, $0, true) })
    }

    /// What one module file holds before its types are read: the header's fields, where its files
    /// are (read by `files(in:)` when they are wanted: `module.bin`'s are not when a recent file
    /// completes it), and where each chunk is (nil: `module.bin`'s chunk at that index).
    private struct Layout {
        var writeID: UInt64
        var isRecent: Bool
        var key: String
        var diagnostics: [Diagnostic]
        var writtenAliases: [Typealias]
        var typealiases: [Typealias]
        var typeCount: Int
        /// Where the files start, and how many there are.
        var fileList: (start: Int, count: Int)
        var chunks: [Range<Int>?]

        init(_ bytes: UnsafeRawBufferPointer) throws {
            var position = 0
            func range(_ length: Int) -> Range<Int> {
                defer { position += length }
                return position..<(position + length)
            }
            // The blobs are read where they are in `bytes`, not copied out.
            var header = ModelReader(bytes, range: try Self.lengthPrefixed(bytes, at: &position))
            let version = try header.byte()
            guard version == formatVersion else { throw ModelCodingError("module format \(version), expected \(formatVersion)") }
            writeID = try header.varint()
            isRecent = try header.bool()
            key = try header.string()
            diagnostics = try header.array { try $0.diagnostic() }
            writtenAliases = try header.array { try $0.typealiasDecl() }
            typealiases = try header.array { try $0.typealiasDecl() }
            typeCount = try header.int()
            guard typeCount >= 0 else { throw ModelCodingError("a negative type count") }
            // Each file takes at least two bytes.
            guard header.isAtEnd, let fileCount = Varint.read(bytes, at: &position), fileCount <= UInt64(bytes.count - position) / 2 else {
                throw ModelCodingError("module.bin's header does not end where it should")
            }
            fileList = (position, Int(fileCount))
            for _ in 0..<(2 * fileCount) { _ = try Self.lengthPrefixed(bytes, at: &position) }
            guard let chunkCount = Varint.read(bytes, at: &position), chunkCount <= UInt64(bytes.count - position) else {
                throw ModelCodingError("module.bin's list of chunks is cut off")
            }
            chunks = []
            chunks.reserveCapacity(Int(chunkCount))
            for _ in 0..<chunkCount {
                guard let entry = Varint.read(bytes, at: &position) else { throw ModelCodingError("module.bin's list of chunks is cut off") }
                guard entry > 0 else {
                    guard isRecent else { throw ModelCodingError("module.bin refers to another file's chunk") }
                    chunks.append(nil)
                    continue
                }
                guard entry - 1 <= UInt64(bytes.count - position) else { throw ModelCodingError("a chunk past the end of module.bin") }
                chunks.append(range(Int(entry - 1)))
            }
            guard position == bytes.count else { throw ModelCodingError("bytes after the end of module.bin") }
        }

        /// Where the bytes that the varint at `position` counts are (`position` moved past them).
        private static func lengthPrefixed(_ bytes: UnsafeRawBufferPointer, at position: inout Int) throws -> Range<Int> {
            guard let length = Varint.read(bytes, at: &position), length <= UInt64(bytes.count - position) else {
                throw ModelCodingError("a length cut off or past the end of module.bin")
            }
            defer { position += Int(length) }
            return position..<(position + Int(length))
        }

        /// The files (path and parse key), read from the bytes `init` was given.
        func files(in bytes: UnsafeRawBufferPointer) throws -> [(path: String, key: String)] {
            var position = fileList.start
            func text() throws -> String {
                String(decoding: UnsafeRawBufferPointer(rebasing: bytes[try Self.lengthPrefixed(bytes, at: &position)]), as: UTF8.self)
            }
            var files: [(path: String, key: String)] = []
            files.reserveCapacity(fileList.count)
            for _ in 0..<fileList.count { files.append((try text(), try text())) }
            return files
        }
    }

    /// The model `layout` describes, its types read from `chunks` (each chunk's bytes, where it is
    /// in them, and whether they are `module.bin`'s).
    private static func model(
        _ layout: Layout, files: [(path: String, key: String)], chunks: [(bytes: CacheBytes, range: Range<Int>, inModuleFile: Bool)]
    ) throws -> CachedModule {
        // Where each chunk's types go: each chunk starts with its number of types.
        var starts: [Int] = []
        var total = 0
        for chunk in chunks {
            var at = chunk.range.lowerBound
            // Each type takes bytes: a count past the chunk's is damage, not a reason to allocate.
            guard let count = chunk.bytes.withBytes({ Varint.read($0, at: &at, limit: chunk.range.upperBound) }),
                  count <= UInt64(layout.typeCount - total),
                  count <= UInt64(chunk.range.upperBound - at) else {
                throw ModelCodingError("a chunk of module.bin holds more types than the model")
            }
            starts.append(total)
            total += Int(count)
        }
        guard total == layout.typeCount else { throw ModelCodingError("module.bin holds \(total) types, not \(layout.typeCount)") }
        let types = try decodeTypes(chunks.map { ($0.bytes, $0.range) }, starts: starts, count: layout.typeCount)
        // The chunks are copied when the model is written again only where they hold the types the
        // writer would put there.
        let laidOut = starts.enumerated().allSatisfy { $0.element == $0.offset * typesPerChunk }
        return CachedModule(
            key: layout.key, module: ComposedModule(types: types, typealiases: layout.typealiases), diagnostics: layout.diagnostics,
            files: files, writtenAliases: layout.writtenAliases, writeID: layout.writeID,
            storedChunks: laidOut ? chunks.map { StoredChunk(file: $0.bytes, range: $0.range, inModuleFile: $0.inModuleFile) } : nil
        )
    }

    /// The types of every chunk, read on all cores straight into their places in one array (chunk
    /// arrays appended together copied, retained and released every field of every type: a third
    /// of reading the model back).
    private static func decodeTypes(_ chunks: [(bytes: CacheBytes, range: Range<Int>)], starts: [Int], count: Int) throws -> [ComposedType] {
        try [ComposedType](unsafeUninitializedCapacity: count) { buffer, initialized in
            nonisolated(unsafe) let base = buffer.baseAddress
            // Per chunk: how many of its places hold a type, and what went wrong.
            let done = ResultSlots<(count: Int, error: (any Error)?)>(count: chunks.count)
            DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
                var made = 0
                var failure: (any Error)?
                defer { done.set(index, (made, failure)) }
                do {
                    guard let base else { throw ModelCodingError("no room for the types") }
                    try chunks[index].bytes.withBytes { bytes in
                        var reader = ChunkReader(reader: ModelReader(bytes, range: chunks[index].range))
                        try reader.types(into: base + starts[index], made: &made)
                    }
                } catch {
                    failure = error
                }
            }
            // Every chunk reports (`defer`), in chunk order.
            let outcomes = done.values
            let error = outcomes.lazy.compactMap(\.error).first
            if error == nil, outcomes.count == chunks.count, outcomes.reduce(0, { $0 + $1.count }) == count {
                initialized = count
                return
            }
            // The places filled so far hold types that must be released.
            if let base, outcomes.count == chunks.count {
                for (index, outcome) in outcomes.enumerated() { (base + starts[index]).deinitialize(count: outcome.count) }
            }
            initialized = 0
            throw error ?? ModelCodingError("module.bin's chunks do not hold the model's types")
        }
    }
}

/// Writes the types of one chunk, lists and maps met before as references.
private struct ChunkWriter {
    var writer = ModelWriter(capacity: 1 << 16)
    /// The lists met so far, by their index. Keyed by a hash of their bytes (`UTF8Bytes`): hashing
    /// `[String]` keys with `Hasher` was a third of writing a type.
    private var lists: [ListKey: Int] = [:]
    /// The empty list's index, once written.
    private var emptyList: Int?

    private struct ListKey: Hashable {
        let values: [String]
        let hash: UInt64

        init(_ values: [String]) {
            self.values = values
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for value in values { hash = (hash ^ UTF8Bytes.hash(value)) &* 0x0000_0100_0000_01b3 }
            self.hash = hash
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: ListKey, b: ListKey) -> Bool {
            a.hash == b.hash && a.values.count == b.values.count && zip(a.values, b.values).allSatisfy { UTF8Bytes.same($0, $1) }
        }
    }

    mutating func type(_ type: ComposedType) {
        let packed = type.packedDeclaration
        writer.string(packed.path)
        writer.byte(packed.storedFlags)
        writer.rawBytes(packed.bytes)
        writer.string(type.name)
        writer.optionalString(type.parentName)
        writer.flags(type.isUnknownExtension, type.mergesDeclarations)
        list(type.containedTypeNames)
        list(type.inheritedTypes)
        map(type.implements)
        map(type.inherits)
        map(type.based)
        writer.optionalString(type.supertypeName)
        writer.optionalTypeName(type.rawTypeName)
        writer.int(type.rawVariableCount)
        writer.int(type.rawMethodCount)
        writer.list(type.extensionLocations) { $0.location($1) }
    }

    private mutating func list(_ values: [String]) {
        if values.isEmpty, let index = emptyList {
            writer.count(index + 1)
            return
        }
        let key = ListKey(values)
        if let index = lists[key] {
            writer.count(index + 1)
            return
        }
        let index = lists.count + (emptyList == nil ? 0 : 1)
        if values.isEmpty { emptyList = index } else { lists[key] = index }
        writer.count(0)
        writer.strings(values)
    }

    private mutating func map(_ values: [String: String]) {
        guard !values.isEmpty else { return list([]) }
        var pairs: [String] = []
        pairs.reserveCapacity(values.count * 2)
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            pairs.append(key)
            pairs.append(value)
        }
        list(pairs)
    }
}

/// Reads what `ChunkWriter` wrote.
private struct ChunkReader {
    private var reader: ModelReader
    private var lists: [[String]] = []
    /// The map each list of the table stands for, once read as one (by the list's index).
    private var maps: [[String: String]?] = []

    init(reader: ModelReader) {
        self.reader = reader
    }

    /// The chunk's types, each put in the next place from `places` (uninitialized memory for as
    /// many as the chunk holds); `made` counts the places filled. The chunk must end after them.
    mutating func types(into places: UnsafeMutablePointer<ComposedType>, made: inout Int) throws {
        let count = try reader.count()
        while made < count {
            (places + made).initialize(to: try type())
            made += 1
        }
        guard reader.isAtEnd else { throw ModelCodingError("bytes after a chunk of module.bin") }
    }

    mutating func type() throws -> ComposedType {
        let path = try reader.string()
        let flags = try reader.byte()
        let packed = try PackedTypeDecl(path: path, bytes: try reader.rawBytes(), storedFlags: flags)
        let name = try reader.string()
        let parentName = try reader.optionalString()
        let marks = try reader.flags(2)
        // In the order `ChunkWriter.type` wrote them (arguments are read left to right).
        var type = ComposedType(
            packedDeclaration: packed, name: name, parentName: parentName,
            isUnknownExtension: marks[0], containedTypeNames: try list().values, inheritedTypes: try list().values,
            implements: try map(), inherits: try map(), based: try map(), supertypeName: try reader.optionalString(),
            rawTypeName: try reader.optionalTypeName(), rawVariableCount: try reader.int(), rawMethodCount: try reader.int(),
            extensionLocations: try locations()
        )
        type.mergesDeclarations = marks[1]
        return type
    }

    /// Read in a loop of its own: through `ModelReader.array` the runtime looked up the generic
    /// types for every type read.
    private mutating func locations() throws -> [SourceLocation] {
        let count = try reader.count()
        guard count > 0 else { return [] }
        var result: [SourceLocation] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try reader.location()) }
        return result
    }

    /// A list and its index in the chunk's table.
    private mutating func list() throws -> (values: [String], index: Int) {
        // A reference, not a count of what follows: it may exceed the bytes left.
        let code = try reader.varint()
        if code == 0 {
            let count = try reader.count()
            var values: [String] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try reader.string()) }
            lists.append(values)
            maps.append(nil)
            return (values, lists.count - 1)
        }
        guard code - 1 < UInt64(lists.count) else { throw ModelCodingError("list \(code - 1) not in the chunk's table") }
        return (lists[Int(code - 1)], Int(code - 1))
    }

    private mutating func map() throws -> [String: String] {
        let (pairs, index) = try list()
        if let known = maps[index] { return known }
        guard !pairs.isEmpty else {
            maps[index] = [:]
            return [:]
        }
        guard pairs.count % 2 == 0 else { throw ModelCodingError("a map with a key and no value") }
        var result: [String: String] = [:]
        result.reserveCapacity(pairs.count / 2)
        for start in stride(from: 0, to: pairs.count, by: 2) {
            guard result.updateValue(pairs[start + 1], forKey: pairs[start]) == nil else {
                throw ModelCodingError("a map with the key \(pairs[start]) twice")
            }
        }
        maps[index] = result
        return result
    }
}
