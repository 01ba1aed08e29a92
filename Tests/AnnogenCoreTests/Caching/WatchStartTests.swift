@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// `annogen watch` started on the cache an `annogen run` left takes that run's model, parse results
/// and memos: its first pass renders nothing again, and its first edit patches the model and
/// reuses iterations, instead of composing and rendering everything (3.1 s each on 1,000 endpoints
/// with the API templates).
@Suite struct WatchStartTests {
    @Test func watchStartingOnARunsCacheRendersOnlyWhatAnEditReaches() throws {
        let folder = TemporaryFolder()
        for name in ["A", "B", "C"] { folder.write("Sources/\(name).swift", LoopMemoTests.source(name, ["a"])) }
        folder.write("Templates/Loops.stencil", LoopMemoTests.templates["Loops"] ?? "")
        let runCache = AnnogenCache(directory: folder.file("cache"), toolVersion: "t")
        let run = Pipeline(config: projectConfig(folder.path, output: "Cached"), cache: runCache).runUsingCache(mode: .write)
        #expect(!run.hasErrors)
        runCache.flush()
        let watchCache = AnnogenCache(directory: folder.file("cache"), toolVersion: "t", keepsParsedFiles: true)
        // As `annogen watch` runs its first pass: not replayed from the run's record.
        let start = Pipeline(config: projectConfig(folder.path, output: "Cached"), cache: watchCache).cachedRun(mode: .write, replays: false).report
        #expect(start.templatesReused == 1)
        folder.write("Sources/B.swift", LoopMemoTests.source("B", ["a", "b"]))
        let edit = Pipeline(config: projectConfig(folder.path, output: "Cached"), cache: watchCache).runUsingCache(mode: .write)
        #expect(watchCache.lastStatistics.typesRecomposed == 1)
        #expect(edit.loopIterationsReused == 2)
        _ = Pipeline(config: projectConfig(folder.path, output: "Uncached")).run(mode: .write)
        let read = { (output: String) in try? String(contentsOfFile: folder.file("\(output)/Loops.generated.swift"), encoding: .utf8) }
        #expect(read("Cached") == read("Uncached") && read("Cached")?.contains("2/3 B: a b") == true)
    }
}
