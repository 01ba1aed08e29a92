@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// An edit that changes only how a letter is composed (`é` as one scalar, or `e` and a combining
/// accent) is an edit: `String`'s == takes the two as equal, but outputs written from them differ
/// in their bytes. A run through the cache writes what a run without it writes, byte for byte.
@Suite struct CanonicallyEqualEditTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"
    static let template = "{% for type in types.all %}{{ type.name }}:{% for v in type.variables %} {{ v.name }}{% endfor %}\n{% endfor %}"

    final class Project {
        let folder = TemporaryFolder()

        init() {
            folder.write("Sources/B.swift", "struct B {\n    var y: Int\n}\n")
            folder.write("Templates/T.stencil", CanonicallyEqualEditTests.template)
        }

        func config(output: String) -> Config {
            Config(sources: [folder.file("Sources")], templates: [folder.file("Templates")], output: folder.file(output))
        }

        /// The output's bytes after a run through the cache (into `Cached`).
        func cachedRun() -> Data? {
            let cache = AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1")
            _ = Pipeline(config: config(output: "Cached"), cache: cache).cachedRun(mode: .write)
            return FileManager.default.contents(atPath: folder.file("Cached/T.generated.swift"))
        }

        /// The output's bytes from a run without the cache into a new folder.
        func freshRun() -> Data? {
            try? FileManager.default.removeItem(atPath: folder.file("Fresh"))
            _ = Pipeline(config: config(output: "Fresh")).run(mode: .write)
            return FileManager.default.contents(atPath: folder.file("Fresh/T.generated.swift"))
        }
    }

    /// Only the file's declarations' spelling changes: the run may not replay the recorded one.
    @Test func aMemberSpelledAnotherWayIsNotReplayed() throws {
        #expect(Self.composed == Self.decomposed)
        let project = Project()
        project.folder.write("Sources/A.swift", "struct A {\n    var \(Self.composed): Int\n}\n")
        #expect(project.cachedRun() == project.freshRun())
        project.folder.write("Sources/A.swift", "struct A {\n    var \(Self.decomposed): Int\n}\n")
        let fresh = try #require(project.freshRun())
        #expect(String(decoding: fresh, as: UTF8.self).utf8.contains(0xCC))
        #expect(project.cachedRun() == fresh)
    }

    /// Another type of the file changes too, so the model is patched: the renamed member's type is
    /// composed again, and the template's iteration over it is not reused.
    @Test func aMemberSpelledAnotherWayBesideARealChangeRendersAgain() throws {
        let project = Project()
        project.folder.write("Sources/A.swift", "struct A {\n    var \(Self.composed): Int\n}\nstruct C {\n    var c: Int\n}\n")
        #expect(project.cachedRun() == project.freshRun())
        project.folder.write("Sources/A.swift", "struct A {\n    var \(Self.decomposed): Int\n}\nstruct C {\n    var c: Int\n    var d: Int\n}\n")
        let fresh = try #require(project.freshRun())
        #expect(project.cachedRun() == fresh)
    }

    /// The same with an annotation's value, which a template reads apart from the rest.
    @Test func anAnnotationValueSpelledAnotherWayRendersAgain() throws {
        let project = Project()
        project.folder.write("Templates/T.stencil", "{% for type in types.all %}{{ type.name }} {{ type.annotations.label }}\n{% endfor %}")
        project.folder.write("Sources/A.swift", "// gen: label = \"\(Self.composed)\"\nstruct A {}\nstruct C {\n    var c: Int\n}\n")
        #expect(project.cachedRun() == project.freshRun())
        project.folder.write("Sources/A.swift", "// gen: label = \"\(Self.decomposed)\"\nstruct A {}\nstruct C {\n    var c: Int\n    var d: Int\n}\n")
        let fresh = try #require(project.freshRun())
        #expect(String(decoding: fresh, as: UTF8.self).utf8.contains(0xCC))
        #expect(project.cachedRun() == fresh)
    }

    @Test func placelessComparisonTellsSpellingsApart() {
        let a = ParsedFile(path: "A.swift", contentHash: "1", types: [
            TypeDecl(kind: .struct, localName: "A", variables: [Variable(name: Self.composed, typeName: TypeName("Int"), location: SourceLocation(path: "A.swift", line: 2, column: 5))],
                     location: SourceLocation(path: "A.swift", line: 1, column: 1)),
        ])
        var b = a
        b.types = [TypeDecl(kind: .struct, localName: "A", variables: [Variable(name: Self.decomposed, typeName: TypeName("Int"), location: SourceLocation(path: "A.swift", line: 4, column: 5))],
                            location: SourceLocation(path: "A.swift", line: 3, column: 1))]
        #expect(a.types.map(\.placeless) == b.types.map(\.placeless))
        #expect(!a.declaresTheSame(as: b))
    }
}
