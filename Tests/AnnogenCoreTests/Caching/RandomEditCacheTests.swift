@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// Outputs are the same bytes with and without the cache, cold and after edits: a project is edited
/// at random (seeded, so a failure replays) and after every edit a cached run (the cache kept from the
/// run before, as `annogen run` and `annogen watch` keep it) is compared with an uncached run of the
/// same files: the files written, byte for byte, and the diagnostics.
@Suite struct RandomEditCacheTests {
    struct Corpus: CustomTestStringConvertible, Sendable {
        let name: String
        let sources: String
        let templates: [String]
        let arguments: [String: TemplateArgument]
        var testDescription: String { name }
    }

    static let corpora = [
        Corpus(name: "MocksAndEquality", sources: "Tests/Golden/MocksAndEquality/Sources",
               templates: ["Tests/Golden/MocksAndEquality/Templates"], arguments: [:]),
        Corpus(name: "SampleAPI", sources: "SampleAPI/Sources",
               templates: ["Templates/Coding.stencil", "Templates/Endpoints.stencil"], arguments: ["keyStrategy": .string("useDefaultKeys")]),
    ]

    /// One random edit of the Swift files in `folder` (which stay Swift, though not always valid);
    /// true when it declares nothing new (a comment, blank lines: `Pipeline.replayingUnchangedDeclarations`).
    @discardableResult
    static func edit(_ folder: String, step: Int, using random: inout SeededRandom) -> Bool {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        guard let file = files.randomElement(using: &random) else { return false }
        let path = (folder as NSString).appendingPathComponent(file)
        var text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var lines = text.components(separatedBy: "\n")
        let structLines = lines.indices.filter { lines[$0].contains("struct ") && lines[$0].hasSuffix("{") }
        var declaresTheSame = false
        switch Int.random(in: 0..<9, using: &random) {
        case 0: // a new stored property
            if let line = structLines.randomElement(using: &random) { lines.insert("    let added\(step): Int", at: line + 1) }
        case 1: // a type changed
            if let line = lines.indices.filter({ lines[$0].contains(": Int") }).randomElement(using: &random) {
                lines[line] = lines[line].replacingOccurrences(of: ": Int", with: ": String?")
            }
        case 2: // an annotation removed
            if let line = lines.indices.filter({ lines[$0].contains("// gen:") || lines[$0].contains("// sourcery:") }).randomElement(using: &random) {
                lines.remove(at: line)
            }
        case 3: // a new annotated type
            lines.append("// gen: AutoEquatable\nstruct Added\(step): AutoEquatable {\n    let value\(step): [String: Int]\n}")
        case 4: // a new file with a protocol to mock
            let added = (folder as NSString).appendingPathComponent("Added\(step).swift")
            try? "protocol Service\(step): AutoMockable {\n    func fetch(id: Int) async throws -> String\n    var name: String { get set }\n}\n"
                .write(toFile: added, atomically: true, encoding: .utf8)
            return false
        case 5: // a file removed (one is always kept)
            if files.count > 1 { try? FileManager.default.removeItem(atPath: path) }
            return false
        case 6: // a comment at the end: nothing declared changes
            lines.append("// edited in step \(step)")
            declaresTheSame = true
        case 7: // blank lines inside a type: its declarations move
            if let line = structLines.randomElement(using: &random) {
                lines.insert(contentsOf: ["", ""], at: line + 1)
                declaresTheSame = true
            }
        default: // a line removed: often a syntax error
            if !lines.isEmpty { lines.remove(at: Int.random(in: 0..<lines.count, using: &random)) }
        }
        text = lines.joined(separator: "\n")
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        return declaresTheSame
    }

    /// The files under `folder` by relative path, with their contents.
    static func files(_ folder: String) -> [String: String] {
        let entries = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        var result: [String: String] = [:]
        for entry in entries {
            let path = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[entry] = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        }
        return result
    }

    @Test(arguments: corpora, [1, 2, 3])
    func cachedRunsWriteWhatUncachedRunsWriteAfterRandomEdits(corpus: Corpus, seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let folder = TemporaryFolder()
        let sources = folder.file("Sources")
        try FileManager.default.copyItem(atPath: repositoryRoot + "/" + corpus.sources, toPath: sources)
        try FileManager.default.createDirectory(atPath: folder.file("SampleAPI"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repositoryRoot + "/SampleAPI/Mocks", toPath: folder.file("SampleAPI/Mocks"))
        func config(output: String) -> Config {
            var config = Config(sources: [sources], templates: corpus.templates.map { repositoryRoot + "/" + $0 },
                                output: folder.file(output), arguments: corpus.arguments, omitVersionInHeader: true)
            config.projectRoot = folder.path
            return config
        }
        // Watch keeps one cache object between runs; `annogen run` opens the folder anew each time.
        let watchCache = AnnogenCache(directory: folder.file("watch-cache"), toolVersion: "t", keepsParsedFiles: true, writesModule: true)
        var comparedOutputs = 0
        // Runs of the watch cache that patched the last model instead of composing it again, and
        // templates whose text it reused (`CompositionPatch`, `RenderMemo`): the edits must reach them.
        var patchedRuns = 0
        var reusedTexts = 0
        // The same for runs that patched the model `module.bin` held, and reused texts `renders.bin` held.
        var storedPatches = 0
        var storedTexts = 0
        // Iterations of loops over types whose text was the last render's (`LoopMemo`), both ways.
        var reusedIterations = 0
        // Edits that declared nothing new, and cached runs that replayed after one.
        var sameDeclarations = 0
        var replayedRuns = 0
        for step in 0...10 {
            if step > 0, Self.edit(sources, step: step, using: &random) { sameDeclarations += 1 }
            try? FileManager.default.removeItem(atPath: folder.file("Uncached"))
            let uncached = Pipeline(config: config(output: "Uncached")).run(mode: .write)
            let runCache = AnnogenCache(directory: folder.file("cache"), toolVersion: "t")
            let cached = Pipeline(config: config(output: "Cached"), cache: runCache).runUsingCache(mode: .write)
            if cached.declarationsReplayed > 0 { replayedRuns += 1 }
            if runCache.lastStatistics.typesRecomposed != nil { storedPatches += 1 }
            storedTexts += cached.templatesReused
            reusedIterations += cached.loopIterationsReused
            let watched = Pipeline(config: config(output: "Watched"), cache: watchCache).runUsingCache(mode: .write)
            if watchCache.lastStatistics.typesRecomposed != nil { patchedRuns += 1 }
            reusedTexts += watched.templatesReused
            reusedIterations += watched.loopIterationsReused
            let expected = uncached.diagnostics.map(\.description)
            #expect(cached.diagnostics.map(\.description) == expected, "seed \(seed), step \(step)")
            #expect(watched.diagnostics.map(\.description) == expected, "seed \(seed), step \(step)")
            // A run with errors writes nothing, so the cached folders keep the last good outputs.
            guard !uncached.hasErrors else { continue }
            let want = Self.files(folder.file("Uncached"))
            #expect(Self.files(folder.file("Cached")) == want, "seed \(seed), step \(step)")
            #expect(Self.files(folder.file("Watched")) == want, "seed \(seed), step \(step)")
            comparedOutputs += 1
        }
        #expect(comparedOutputs >= 3, "enough steps without errors to compare outputs")
        #expect(patchedRuns >= 1, "seed \(seed): some edits patched the model")
        #expect(storedPatches >= 1, "seed \(seed): some edits patched the stored model")
        #expect(sameDeclarations < 2 || replayedRuns >= 1, "seed \(seed): some edits that declared nothing new replayed")
        print("RandomEditCacheTests \(corpus.name) seed \(seed): \(comparedOutputs) outputs compared, \(patchedRuns) runs patched, \(reusedTexts) texts reused (watch), \(storedPatches) runs patched, \(storedTexts) texts reused (stored), \(reusedIterations) iterations reused, \(replayedRuns) of \(sameDeclarations) runs after edits that declared nothing new replayed")
    }
}
