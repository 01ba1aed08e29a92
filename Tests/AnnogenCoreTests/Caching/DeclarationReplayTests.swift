@testable import AnnogenCore
import AnnogenModel
import AnnogenSwiftFrontend
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
        /// Read as Sourcery reads a `.sourcery.yml` (a type declared twice is merged, with a warning).
        var followsSourcery = false

        init(template: String = "{% for type in types.all %}\n// {{ type.name }}: {% for v in type.storedVariables %}{{ v.name }} {% endfor %}\n{% endfor %}\n") {
            folder.write("Sources/Product.swift", DeclarationReplayTests.product)
            folder.write("Sources/Order.swift", "struct Order {\n    let total: Int\n}\n")
            folder.write("Templates/Names.stencil", template)
        }

        var config: Config {
            var config = Config(sources: [folder.file("Sources")], templates: [folder.file("Templates")], output: folder.file("Generated"))
            config.followsSourcery = followsSourcery
            return config
        }

        func run(mode: RunMode = .write, cached: Bool = true, sizeLimit: Int? = nil) -> CachedRun {
            let cache = cached ? AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1") : nil
            var pipeline = Pipeline(config: config, cache: cache)
            if let sizeLimit { pipeline.declarationReplaySizeLimit = sizeLimit }
            return pipeline.cachedRun(mode: mode)
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

    /// A source as large as `declarationReplaySizeLimit` (4 MiB; 80 bytes here, which Product.swift
    /// is over) is parsed and composed as in any run: the check would hold its old parse result
    /// beside the new one, past the run's memory bound. (`aCommentAtTheEndIsReplayed` is the same
    /// edit under the limit.)
    @Test func aCommentAtTheEndOfALargeFileRunsEverything() {
        let project = Project()
        _ = project.run(sizeLimit: 80)
        project.edit { $0 + "// a note\n" }
        let run = project.run(sizeLimit: 80)
        #expect(!run.replayed)
        #expect(run.report.declarationsReplayed == 0)
        #expect(Self.summary(run.report) == Self.uncached(project))
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

    /// Lines added above declarations move them: replayed when no template reads a `line`, as the
    /// outputs cannot tell; run whole when one does.
    @Test(arguments: [false, true])
    func anEditThatMovesDeclarationsIsReplayedUnlessATemplateReadsLines(_ readsLines: Bool) {
        let template = readsLines
            ? "{% for type in types.all %}{% for m in type.methods %}// {{ m.name }} at {{ m.line }}\n{% endfor %}{% endfor %}"
            : "{% for type in types.all %}{% for m in type.methods %}// {{ m.name }}\n{% endfor %}{% endfor %}"
        let project = Project(template: template)
        _ = project.run()
        project.edit { $0.replacingOccurrences(of: "    let id: Int\n", with: "    let id: Int\n\n\n") }
        let expected = Self.uncached(project)
        let run = project.run()
        #expect(run.replayed == !readsLines)
        #expect(Self.summary(run.report) == expected)
        #expect(project.outputs["Names.generated.swift"]?.contains(readsLines ? "price() at 6" : "price()") == true)
    }

    /// `declaresTheSame`: positions set aside, and nothing else.
    @Test func placelessComparisonSetsAsideOnlyPositions() {
        func parsed(_ text: String) -> ParsedFile {
            SwiftFrontend.parse(SourceFile(path: "/p/A.swift", text: text, contentHash: ContentHash.of(text)))
        }
        let base = parsed(Self.product)
        #expect(parsed("\n\n" + Self.product).declaresTheSame(as: base))
        #expect(parsed(Self.product.replacingOccurrences(of: "struct Product {", with: "struct  Product {")).declaresTheSame(as: base))
        #expect(parsed(Self.product + "enum E { case a }\n").declaresTheSame(as: base) == false)
        #expect(parsed(Self.product.replacingOccurrences(of: "let id", with: "var id")).declaresTheSame(as: base) == false)
        #expect(parsed(Self.product.replacingOccurrences(of: "AutoEquatable", with: "AutoEquatable, x = 1")).declaresTheSame(as: base) == false)
        #expect(parsed(Self.product.replacingOccurrences(of: "Product", with: "Produce")).declaresTheSame(as: base) == false)
        // A file with a diagnostic does not compare, even with itself.
        let broken = parsed(Self.product + "struct {\n")
        #expect(!broken.diagnostics.isEmpty)
        #expect(broken.declaresTheSame(as: broken) == false)
    }

    @Test func anEditThatMovesDeclarationsOfAFileWithAWarningRunsEverything() {
        let project = Project()
        // A likely misspelt key: a warning at its line, which the edit moves.
        project.edit { $0.replacingOccurrences(of: "    let id: Int\n", with: "    // gen: jsonkey = \"x\"\n    let id: Int\n") }
        let first = project.run()
        #expect(first.report.diagnostics.count == 1)
        project.edit { "\n" + $0 }
        let expected = Self.uncached(project)
        let run = project.run()
        #expect(!run.replayed)
        #expect(Self.summary(run.report) == expected)
    }

    /// The warning is at the other declaration, in a file that did not change, but it names the
    /// place of the first one, which the edit moves.
    @Test func anEditThatMovesADeclarationAWarningNamesRunsEverything() {
        let project = Project()
        project.followsSourcery = true
        project.folder.write("Sources/Another.swift", "struct Order {\n    let count: Int\n}\n")
        let first = project.run()
        #expect(first.report.diagnostics.map(\.message).contains { $0.contains("Another.swift:1:1") })
        project.folder.write("Sources/Another.swift", "// moved\n\nstruct Order {\n    let count: Int\n}\n")
        let expected = Self.uncached(project)
        #expect(expected.contains { $0.contains("Another.swift:3:1") })
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

    /// In watch mode the cache keeps every parse in memory, also those of a pass that failed and
    /// recorded nothing: an edit that adds a member, made while another file did not parse, is not
    /// compared with its own parse once the other file is repaired, but with the recorded content.
    /// (Compared with its own parse it would be equal, and the recorded outputs, without the
    /// member, would stay.)
    @Test func watchModeComparesOnlyWithTheRecordedContent() throws {
        let project = Project()
        let cache = AnnogenCache(directory: project.folder.file("cache"), toolVersion: "test-1", keepsParsedFiles: true)
        func pass() -> CachedRun {
            // Each pass as if the edits before it were made a minute earlier: their stamps have settled.
            var pipeline = Pipeline(config: project.config, cache: cache)
            pipeline.stampClock = { SourceStamp.now() + 60_000_000_000 }
            return pipeline.cachedRun(mode: .write)
        }
        #expect(!pass().report.diagnostics.containsErrors)
        let order = try #require(project.folder.read("Sources/Order.swift"))
        project.folder.write("Sources/Order.swift", "struct Order {\n    let total: Int\n")
        #expect(pass().report.diagnostics.containsErrors)
        project.edit { $0.replacingOccurrences(of: "    let id: Int\n", with: "    let id: Int\n    let added: Int\n") }
        #expect(pass().report.diagnostics.containsErrors)
        project.folder.write("Sources/Order.swift", order)
        let repaired = pass()
        #expect(!repaired.replayed)
        #expect(project.outputs["Names.generated.swift"]?.contains("Product: id added") == true)
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

    /// A replayed run writes only the files it parsed (`parse-recent.bin`), not every file's entry;
    /// past `recentParseLimit` of them they are folded into `parse.bin`, and a run that parses
    /// writes `parse.bin` whole and removes them.
    @Test func replayedRunsKeepTheirParsesApartUntilThereAreMany() throws {
        let project = Project()
        // One more edited file than the recent entries hold: the last edit folds them in.
        let count = AnnogenCache.recentParseLimit + 1
        for index in 0..<count { project.folder.write("Sources/Extra\(index).swift", "struct Extra\(index) {}\n") }
        _ = project.run()
        let parseCache = project.folder.file("cache/parse.bin")
        let recent = project.folder.file("cache/parse-recent.bin")
        let written = try #require(FileManager.default.contents(atPath: parseCache))
        for index in 0..<count {
            project.folder.write("Sources/Extra\(index).swift", "struct Extra\(index) {}\n// edited\n")
            let run = project.run()
            #expect(run.report.declarationsReplayed == 1, "edit \(index)")
            if index < AnnogenCache.recentParseLimit {
                #expect(FileManager.default.contents(atPath: parseCache) == written, "edit \(index)")
                #expect(FileManager.default.fileExists(atPath: recent))
            }
        }
        // Folded: parse.bin holds the latest entries, and nothing is recent.
        #expect(FileManager.default.contents(atPath: parseCache) != written)
        #expect(!FileManager.default.fileExists(atPath: recent))
        // Each file edited again replays (its latest parse is found), and a run that parses cleans up.
        project.folder.write("Sources/Extra0.swift", "struct Extra0 {}\n// edited again\n")
        #expect(project.run().report.declarationsReplayed == 1)
        #expect(FileManager.default.fileExists(atPath: recent))
        project.folder.write("Sources/Extra1.swift", "struct Extra1 { let added: Int }\n")
        let expected = Self.uncached(project)
        let parsed = project.run()
        #expect(!parsed.replayed)
        #expect(Self.summary(parsed.report) == expected)
        #expect(!FileManager.default.fileExists(atPath: recent))
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
