@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// `SourceLoader.load(known:now:)`: a source whose settled stamp is the recorded one is not read
/// (its recorded hash stands for it); anything else is read.
@Suite struct SourceStampTests {
    private static let later = SourceStamp.now() + 60_000_000_000

    private func project() -> (folder: TemporaryFolder, loader: SourceLoader) {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", "struct A {}\n")
        folder.write("Sources/B.swift", "struct B {}\n")
        return (folder, SourceLoader(paths: [folder.file("Sources")]))
    }

    /// The recorded entries with `hash` in place of each file's real one, so a test sees whether
    /// the file was read (real hash) or taken from the record (`hash`).
    private func record(_ loaded: SourceLoader.Stamped, hash: String) -> KnownSources {
        var known = loaded.known
        for index in known.entries.indices { known.entries[index].contentHash = hash }
        return known
    }

    @Test func aSettledUnchangedStampStandsForTheFile() {
        let (folder, loader) = project()
        let first = loader.load(known: KnownSources(), now: Self.later)
        #expect(first.unread == 0)
        #expect(first.known.entries.count == 2)
        let second = loader.load(known: record(first, hash: "recorded"), now: Self.later)
        #expect(second.unread == 2)
        #expect(second.files.isEmpty)
        #expect(second.hashes.map(\.contentHash) == ["recorded", "recorded"])
        #expect(second.hashes.map(\.path) == first.hashes.map(\.path))
        #expect(second.diagnostics == first.diagnostics)
        _ = folder
    }

    @Test func aStampTakenJustAfterAWriteIsNotTrusted() {
        let (folder, loader) = project()
        // Now: the files were just written, so their stamps could survive another write.
        let first = loader.load(known: KnownSources())
        #expect(first.known.entries.isEmpty)
        let settled = loader.load(known: KnownSources(), now: Self.later)
        let second = loader.load(known: record(settled, hash: "recorded"))
        #expect(second.unread == 0)
        #expect(second.hashes.map(\.contentHash) == first.hashes.map(\.contentHash))
        _ = folder
    }

    @Test func anEditedFileIsRead() throws {
        let (folder, loader) = project()
        let first = loader.load(known: KnownSources(), now: Self.later)
        let known = record(first, hash: "recorded")
        folder.write("Sources/B.swift", "struct B { let b: Int }\n")
        let second = loader.load(known: known, now: Self.later)
        #expect(second.unread == 1)
        #expect(second.files.map { ($0.path as NSString).lastPathComponent } == ["B.swift"])
        #expect(second.hashes.map(\.contentHash) == ["recorded", ContentHash.of("struct B { let b: Int }\n")])
        // Touched back to its old modification time: the status-change time still moved.
        let path = folder.file("Sources/A.swift")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        folder.write("Sources/A.swift", "struct Z {}\n")
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate] as Any], ofItemAtPath: path)
        let third = loader.load(known: known, now: Self.later)
        #expect(third.unread == 0)
        #expect(third.hashes.first?.contentHash == ContentHash.of("struct Z {}\n"))
    }

    @Test func aFileAnnogenGeneratedStaysLeftOut() {
        let (folder, loader) = project()
        folder.write("Sources/Generated.swift", GeneratedHeader.text(version: "1.0", templateNames: ["T.stencil"]) + "struct G {}\n")
        let first = loader.load(known: KnownSources(), now: Self.later)
        #expect(first.hashes.count == 2)
        #expect(first.known.entries.count == 3)
        #expect(first.known.entries.filter { $0.contentHash == nil }.count == 1)
        let second = loader.load(known: first.known, now: Self.later)
        #expect(second.unread == 2)
        #expect(second.hashes.map(\.path) == first.hashes.map(\.path))
        #expect(second.files.isEmpty)
    }
}
