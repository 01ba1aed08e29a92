@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// After parsing, only files that may hold inline blocks keep their text; any other file a block is
/// inserted into is read again, and must still be what was parsed.
@Suite struct LoadedSourcesTests {
    private func loaded(_ folder: TemporaryFolder, _ texts: [String: String]) -> LoadedSources {
        let files = texts.keys.sorted().map { name in
            SourceFile(path: folder.write(name, texts[name] ?? ""), text: texts[name] ?? "",
                       contentHash: ContentHash.of(texts[name] ?? ""))
        }
        return LoadedSources(files)
    }

    @Test func keepsOnlyTextsThatMayHoldBlocks() {
        let folder = TemporaryFolder()
        var sources = loaded(folder, ["A.swift": "struct A {}\n", "B.swift": "struct B {\n// gen:inline:B.x\n// gen:end\n}\n"])
        #expect(sources.files.count == 2)
        sources.releaseTexts()
        #expect(sources.files.map(\.path) == [folder.file("B.swift")])
        #expect(sources.count == 2)
    }

    @Test func readsAReleasedFileAgainWhenItIsUnchanged() {
        let folder = TemporaryFolder()
        var sources = loaded(folder, ["A.swift": "struct A {}\n", "B.swift": "// gen:inline:x\n// gen:end\n"])
        sources.releaseTexts()
        let (files, skipped, diagnostics) = sources.files(at: [folder.file("A.swift"), folder.file("B.swift"), folder.file("C.swift")])
        #expect(diagnostics.isEmpty)
        #expect(skipped.isEmpty)
        #expect(files.map(\.text) == ["struct A {}\n", "// gen:inline:x\n// gen:end\n"])
        #expect(files.first?.contentHash == ContentHash.of("struct A {}\n"))
    }

    @Test func aReleasedFileEditedOrDeletedSinceParsingIsAnErrorAtItsPath() {
        let folder = TemporaryFolder()
        var sources = loaded(folder, ["A.swift": "struct A {}\n", "B.swift": "struct B {}\n"])
        sources.releaseTexts()
        folder.write("A.swift", "struct A { let edited: Int }\n")
        try? FileManager.default.removeItem(atPath: folder.file("B.swift"))
        let (files, skipped, diagnostics) = sources.files(at: [folder.file("A.swift"), folder.file("B.swift")])
        #expect(files.isEmpty)
        #expect(skipped == [folder.file("A.swift"), folder.file("B.swift")])
        #expect(diagnostics.map(\.severity) == [.error, .error])
        #expect(diagnostics.map { $0.location?.path } == [folder.file("A.swift"), folder.file("B.swift")])
        #expect(diagnostics.first?.message.hasPrefix("changed on disk while annogen ran") == true)
        #expect(diagnostics.last?.message.hasPrefix("was deleted or became unreadable") == true)
    }
}
