@testable import AnnogenCore
import AnnogenModel
import Foundation
import Testing

/// `module.bin` gives back the model it was written from, writes a patched model's unchanged chunks
/// as they were read (or, in `module-recent.bin`, refers to them), and throws on damaged bytes
/// instead of trapping.
@Suite struct ModuleCodingTests {
    /// The model of the repository's own sources, sample and golden cases (every shape of type, and
    /// redeclaration diagnostics), with enough generated types for several chunks.
    static let cached: CachedModule = {
        var files = ModelCodingTests.realFiles
        for index in 0..<ModuleCoding.typesPerChunk {
            files.append(ModelCodingTests.parsed("Generated/Gen\(index).swift", """
                extension API {
                    struct Gen\(index): Codable, Equatable {
                        let id: Int
                        let items: [Item]
                        struct Item: Hashable { let sku: String }
                    }
                }
                """))
        }
        let (module, diagnostics, aliases) = Composer.composeKeepingAliases(files)
        return CachedModule(key: "key", module: module, diagnostics: diagnostics, files: files.map { ($0.path, $0.contentHash) },
                            writtenAliases: aliases.values.sorted { $0.name < $1.name })
    }()

    static func expectSame(_ decoded: CachedModule, _ original: CachedModule) {
        #expect(decoded.key == original.key)
        #expect(decoded.diagnostics == original.diagnostics)
        #expect(decoded.files.map(\.path) == original.files.map(\.path))
        #expect(decoded.files.map(\.key) == original.files.map(\.key))
        #expect(decoded.writtenAliases == original.writtenAliases)
        #expect(decoded.module.typealiases == original.module.typealiases)
        #expect(decoded.module.types.count == original.module.types.count)
        for (a, b) in zip(decoded.module.types, original.module.types) {
            #expect(a.isSame(as: b) && a.packedDeclaration == b.packedDeclaration, "\(b.name)")
        }
    }

    @Test func theModelRoundTrips() throws {
        let original = Self.cached
        #expect(original.module.types.count > 2 * ModuleCoding.typesPerChunk, "several chunks")
        #expect(!original.diagnostics.isEmpty && !original.writtenAliases.isEmpty)
        let bytes = ModuleCoding.encode(original)
        let decoded = try decodeModule(bytes)
        Self.expectSame(decoded, original)
        // The fields a type rarely has are there, so the test reaches them.
        #expect(decoded.module.types.contains { $0.rawTypeName != nil })
        #expect(decoded.module.types.contains { !$0.extensionLocations.isEmpty })
        #expect(decoded.module.types.contains { $0.supertypeName != nil })
        #expect(decoded.module.types.contains { !$0.inherits.isEmpty })
        // Written again from the chunks as read, or encoded anew, the bytes are the same.
        #expect(ModuleCoding.encode(decoded) == bytes)
        var fresh = decoded
        fresh.storedChunks = nil
        #expect(ModuleCoding.encode(fresh) == bytes)
    }

    @Test func aPatchedChunkIsEncodedAgainAndTheOthersCopied() throws {
        var decoded = try decodeModule(ModuleCoding.encode(Self.cached))
        let position = ModuleCoding.typesPerChunk + 3
        decoded.module.types[position].inheritedTypes.append("AddedProtocol")
        decoded.changed(at: [position])
        #expect(decoded.storedChunks?[ModuleCoding.chunk(of: position)] == nil)
        #expect(decoded.storedChunks?[0] != nil)
        let bytes = ModuleCoding.encode(decoded)
        var fresh = decoded
        fresh.storedChunks = nil
        #expect(bytes == ModuleCoding.encode(fresh))
        #expect(try decodeModule(bytes).module.types[position].inheritedTypes.last == "AddedProtocol")
    }

    /// `module-recent.bin` holds what changed since `module.bin` and refers to the rest; the two read
    /// together give the patched model, and a second patch adds to the first.
    @Test func aRecentFileCompletesItsModuleFile() throws {
        var base = Self.cached
        base.writeID = 41
        let moduleFile = ModuleCoding.encode(base)
        var patched = try decodeModule(moduleFile)
        let position = ModuleCoding.typesPerChunk + 3
        patched.module.types[position].inheritedTypes.append("AddedProtocol")
        patched.changed(at: [position])
        patched.key = "patched"
        let recent = ModuleCoding.encode(patched, recent: true)
        #expect(recent.count < moduleFile.count / 2, "only the changed chunk is written")
        let read = try decodeModule(moduleFile, recent: recent)
        Self.expectSame(read, patched)
        #expect(read.writeID == 41)
        #expect(read.storedChunks?.map { $0?.inModuleFile } == (0..<(read.storedChunks?.count ?? 0)).map { $0 != 1 })

        var twice = read
        twice.module.types[3].inheritedTypes.append("SecondProtocol")
        twice.changed(at: [3])
        twice.key = "twice"
        let second = try decodeModule(moduleFile, recent: ModuleCoding.encode(twice, recent: true))
        Self.expectSame(second, twice)
        #expect(second.module.types[position].inheritedTypes.last == "AddedProtocol")
        #expect(second.storedChunks?[0]?.inModuleFile == false && second.storedChunks?[1]?.inModuleFile == false)
        // Written whole again, the model reads back alone.
        Self.expectSame(try decodeModule(ModuleCoding.encode(second)), twice)
    }

    /// A recent file that completes another `module.bin` (written since, under another `writeID`), or
    /// is damaged, is passed over: the model is `module.bin`'s alone.
    @Test func aRecentFileOfAnotherModuleFileOrDamagedIsPassedOver() throws {
        var base = Self.cached
        base.writeID = 41
        var patched = try decodeModule(ModuleCoding.encode(base))
        patched.module.types[3].inheritedTypes.append("AddedProtocol")
        patched.changed(at: [3])
        patched.key = "patched"
        let recent = ModuleCoding.encode(patched, recent: true)
        var newer = Self.cached
        newer.writeID = 42
        let newerFile = ModuleCoding.encode(newer)
        Self.expectSame(try decodeModule(newerFile, recent: recent), newer)
        // A module.bin is never read as a recent file, nor a recent file as module.bin.
        Self.expectSame(try decodeModule(newerFile, recent: newerFile), newer)
        #expect(throws: ModelCodingError.self) { try decodeModule(recent) }
        let baseFile = ModuleCoding.encode(base)
        for damaged in DamagedBytes.randomly(recent, rounds: 200) {
            let read = try decodeModule(baseFile, recent: damaged)
            #expect(read.module.types.count == base.module.types.count)
        }
    }

    /// `wanted` is asked with the model's key and files before its types are read: a model it
    /// refuses is not decoded; of a recent file and its `module.bin`, the newest it takes is read.
    @Test func aModelThatIsNotWantedIsNotDecoded() throws {
        var base = Self.cached
        base.writeID = 7
        let moduleFile = ModuleCoding.encode(base)
        var patched = try decodeModule(moduleFile)
        patched.module.types[3].inheritedTypes.append("AddedProtocol")
        patched.changed(at: [3])
        patched.key = "patched"
        let recent = ModuleCoding.encode(patched, recent: true)
        var asked: [String] = []
        #expect(throws: ModelCodingError.self) {
            try decodeModule(moduleFile, recent: recent) { key, files in
                asked.append(key)
                #expect(files.map(\.path) == base.files.map(\.path))
                return false
            }
        }
        #expect(asked == ["patched", "key"])
        #expect(try decodeModule(moduleFile, recent: recent) { key, _ in key == "key" }.key == "key")
        #expect(try decodeModule(moduleFile, recent: recent) { key, _ in key == "patched" }.key == "patched")
    }

    /// A chunk claiming more types than it has bytes throws before anything is allocated for them.
    @Test func aCountPastTheChunkThrows() throws {
        var header = ModelWriter()
        header.byte(ModuleCoding.formatVersion)
        header.varint(1)
        header.bool(false)
        header.string("key")
        header.count(0)
        header.count(0)
        header.count(0)
        header.int(1 << 40)
        var bytes: [UInt8] = []
        bytes.writeLengthPrefixed(header.bytes)
        bytes.writeVarint(0)
        bytes.writeVarint(1)
        var chunk: [UInt8] = []
        Varint.append(1 << 40, to: &chunk)
        bytes.writeVarint(UInt64(chunk.count) + 1)
        bytes.write(chunk)
        #expect(throws: ModelCodingError.self) { try decodeModule(bytes) }
    }

    /// Which types merged several declarations comes back (a patch leaves them alone).
    @Test func mergedDeclarationsAreKept() throws {
        var cached = Self.cached
        cached.module.types = Array(cached.module.types.prefix(10))
        cached.module.types[3].mergesDeclarations = true
        let decoded = try decodeModule(ModuleCoding.encode(cached))
        #expect(decoded.module.types.map(\.mergesDeclarations) == cached.module.types.map(\.mergesDeclarations))
    }

    @Test func damagedBytesThrowOrDecodeButNeverTrap() throws {
        var small = Self.cached
        small.module.types = Array(small.module.types.prefix(300))
        let bytes = ModuleCoding.encode(small)
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 500)) {
            #expect(throws: ModelCodingError.self) { try decodeModule(Array(bytes.prefix(length))) }
        }
        #expect(throws: ModelCodingError.self) { try decodeModule(bytes + [0]) }
        for damaged in DamagedBytes.randomly(bytes, rounds: 300) { _ = try? decodeModule(damaged) }
    }
}

/// `ModuleCoding.decode` on bytes made in memory, copied as the cache maps a file's.
private func decodeModule(
    _ bytes: [UInt8], recent: [UInt8]? = nil,
    wanted: (_ key: String, _ files: [(path: String, key: String)]) -> Bool = { _, _ in true }
) throws -> CachedModule {
    try ModuleCoding.decode(CacheBytes(copying: bytes), recent: recent.map { CacheBytes(copying: $0) }, wanted: wanted)
}
