@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A run after edits that leave every declaration as it was (`Pipeline.replayingUnchangedDeclarations`)
/// replays the recorded run: the report and every output are what an uncached run gives, and any
/// edit that could change an output, or that it cannot tell, runs the whole pipeline.
@Suite struct DeclarationReplayTests {
    static let product = """
    // gen: AutoEquatable
    struct Product {
        let id: Int
        func price() -> Int {
            return 1
        }
    }

    """

    final class Project {
        let folder = TemporaryFolder()

        init(template: String = "{% for type in types.all %}\n// {{ type.name }}: {% for v in type.storedVariables %}{{ v.name }} {% endfor %}\n{% endfor %}\n") {
            folder.write("Sources/Product.swift", DeclarationReplayTests.product)
            folder.write("Sources/Order.swift", "struct Order {\n    let total: Int\n}\n")
            folder.write("Templates/Names.stencil", template)
        }

        var config: Config {
            Config(sources: [folder.file("Sources")], templates: [folder.file("Templates")], output: folder.file("Generated"))
        }

        func run(mode: RunMode = .write, cached: Bool = true) -> CachedRun {
            let cache = cached ? AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1") : nil
            return Pipeline(config: config, cache: cache).cachedRun(mode: mode)
        }

        func edit(_ change: (String) -> String) {
            folder.write("Sources/Product.swift", change(folder.read("Sources/Product.swift") ?? ""))
        }

        var outputs: [String: String] {
            var result: [String: String] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.file("Generated"))) ?? [] {
                result[name] = folder.read("Generated/" + name)
            }
            return result
        }
    }

    /// What a report says, without timings or how it was reached.
    static func summary(_ report: RunReport) -> [String] {
        ["\(report.filesRead) \(report.typeCount)"] + report.diagnostics.map(\.description)
            + report.changes.map { "\(($0.path as NSString).lastPathComponent) \($0.kind) \($0.newContent ?? "-")" }
    }

    /// The same project's report without a cache, as a dry run (nothing written).
    static func uncached(_ project: Project) -> [String] {
        summary(project.run(mode: .dryRun, cached: false).report)
    }

    @Test func anEditInsideABodyOnItsLineIsReplayedAndLaterEditsToo() throws {
        let project = Project()
        #expect(!project.run().replayed)
        let outputs = project.outputs
        for round in 1...3 {
            project.edit { $0.replacingOccurrences(of: "return \(round)", with: "return \(round + 1)") }
            let expected = Self.uncached(project)
            let run = project.run()
            #expect(run.replayed, "round \(round)")
            #expect(run.report.declarationsReplayed == 1)
            #expect(run.report.filesFromCache == 1)
            #expect(Self.summary(run.report) == expected)
            #expect(project.outputs == outputs)
        }
        // The record took the new contents: nothing changed since, so the next run replays outright.
        let again = project.run()
        #expect(again.replayed)
        #expect(again.report.declarationsReplayed == 0)
    }

    @Test func aCommentAtTheEndIsReplayed() {
        let project = Project()
        _ = project.run()
        project.edit { $0 + "// a note\n" }
        #expect(project.run().report.declarationsReplayed == 1)
        #expect(Self.summary(project.run().report) == Self.uncached(project))
    }

    @Test(arguments: [
        ("    let id: Int\n", "    let id: Int\n    let added: Int\n"),
        ("    let id: Int\n", "    var id: Int\n"),
        ("-> Int {", "-> Int? {"),
    ])
    func anEditThatChangesADeclarationRunsEverything(_ original: String, _ replacement: String) {
        let project = Project()
        _ = project.run()
        project.edit { $0.replacingOccurrences(of: original, with: replacement) }
        let expected = Self.uncached(project)
        let run = project.run()
        #expect(!run.replayed)
        #expect(Self.summary(run.report) == expected)
    }

    @Test func anEditThatMovesDeclarationsRunsEverything() {
        let project = Project()
        _ = project.run()
        project.edit { $0.replacingOccurrences(of: "return 1", with: "let one = 1\n        return one") }
        let expected = Self.uncached(project)
        let run = project.run()
        #expect(!run.replayed)
        #expect(Self.summary(run.report) == expected)
    }

    @Test func anAnnotationChangeRunsEverything() {
        let project = Project()
        _ = project.run()
        project.edit { $0.replacingOccurrences(of: "// gen: AutoEquatable", with: "// gen: AutoHashable") }
        #expect(!project.run().replayed)
    }

    @Test func aFileThatMayHoldInlineBlocksRunsEverything() {
        let project = Project()
        _ = project.run()
        project.edit { $0.replacingOccurrences(of: "return 1", with: "return 1 // gen:inline: none") }
        #expect(!project.run().replayed)
    }

    @Test func anOutputChangedByHandRunsEverything() {
        let project = Project()
        _ = project.run()
        project.folder.write("Generated/Names.generated.swift", "edited\n")
        project.edit { $0.replacingOccurrences(of: "return 1", with: "return 2") }
        let run = project.run()
        #expect(!run.replayed)
        #expect(project.outputs["Names.generated.swift"]?.contains("Product: id") == true)
    }

    @Test func aTemplateChangeRunsEverything() {
        let project = Project()
        _ = project.run()
        project.folder.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}\n{% endfor %}")
        project.edit { $0.replacingOccurrences(of: "return 1", with: "return 2") }
        let run = project.run()
        #expect(!run.replayed)
        #expect(project.outputs["Names.generated.swift"]?.contains("Order\nProduct\n") == true)
    }

    @Test func checkingWritesNoCache() throws {
        let project = Project()
        _ = project.run()
        let cacheFiles = ["run.bin", "parse.bin"].map { FileManager.default.contents(atPath: project.folder.file("cache/" + $0)) }
        project.edit { $0.replacingOccurrences(of: "return 1", with: "return 2") }
        let check = project.run(mode: .check)
        #expect(check.replayed)
        #expect(check.report.staleOutputs.isEmpty)
        #expect(["run.bin", "parse.bin"].map { FileManager.default.contents(atPath: project.folder.file("cache/" + $0)) } == cacheFiles)
    }

    @Test func aDamagedParseCacheRunsEverything() throws {
        let project = Project()
        _ = project.run()
        let path = project.folder.file("cache/parse.bin")
        var bytes = try #require(FileManager.default.contents(atPath: path))
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: path))
        project.edit { $0.replacingOccurrences(of: "return 1", with: "return 2") }
        let expected = Self.uncached(project)
        let run = project.run()
        #expect(!run.replayed)
        #expect(Self.summary(run.report) == expected)
    }
}
