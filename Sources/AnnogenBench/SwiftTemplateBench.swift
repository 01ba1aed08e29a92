import AnnogenCore
import Foundation

/// `annogen-bench --swift-templates`: what a Swift template costs on SampleAPI and generated-1000,
/// against its Stencil twin (`Benchmarks/SwiftTemplates`), in one run on one machine:
/// - first: nothing compiled (an empty user cache: the runtime, then the program);
/// - new program: the runtime compiled, the template not (a new project, or the template edited);
/// - cached: the program compiled, one source file edited (the program runs; nothing compiles);
/// - Stencil: the twin template on the same edit.
/// Each figure is the median of `rounds` runs, with the render stage `--verbose` prints.
enum SwiftTemplateBench {
    struct Figures: Codable {
        var corpus: String
        var files: Int
        var firstSeconds: Double
        var firstRenderSeconds: Double
        var newProgramSeconds: Double
        var newProgramRenderSeconds: Double
        var cachedSeconds: Double
        var cachedRenderSeconds: Double
        var stencilSeconds: Double
        var stencilRenderSeconds: Double
        var outputsAgree: Bool
    }

    struct Corpus {
        var name: String
        var sources: String
        var edited: String
        var projectFiles: [String: String]
    }

    static func run(annogen: String, work: String, root: String, output: String, rounds: Int = 3) -> Int32 {
        var corpora: [Corpus] = []
        if let sources = SampleCorpus.copy(from: root + "/SampleAPI", into: work + "/corpora") {
            // Its mock files, which its annotations name and the run checks.
            corpora.append(Corpus(name: "SampleAPI", sources: sources, edited: sources + "/Catalog.swift",
                                  projectFiles: SampleCorpus.mocks(root + "/SampleAPI")))
        }
        let generated = GeneratedCorpus.write(count: 1000, into: work + "/corpora")
        corpora.append(Corpus(name: "generated-1000", sources: generated, edited: GeneratedCorpus.editedFile(generated), projectFiles: [:]))
        var all: [Figures] = []
        for corpus in corpora {
            print("== \(corpus.name)")
            guard let figures = measure(corpus, annogen: annogen, work: work, root: root, rounds: rounds) else { return 1 }
            all.append(figures)
            print(String(format: "first run (runtime and program compiled) %.2f s (render %.2f s)", figures.firstSeconds, figures.firstRenderSeconds))
            print(String(format: "new program (runtime cached)            %.2f s (render %.2f s)", figures.newProgramSeconds, figures.newProgramRenderSeconds))
            print(String(format: "cached program, one file edited          %.3f s (render %.3f s)", figures.cachedSeconds, figures.cachedRenderSeconds))
            print(String(format: "Stencil twin, one file edited            %.3f s (render %.3f s); Swift/Stencil render %.2f×",
                         figures.stencilSeconds, figures.stencilRenderSeconds,
                         figures.cachedRenderSeconds / max(figures.stencilRenderSeconds, 0.0005)))
            print("outputs agree: \(figures.outputsAgree)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(all) { try? data.write(to: URL(fileURLWithPath: output)) }
        print("wrote \(output)")
        return 0
    }

    private static func measure(
        _ corpus: Corpus, annogen: String, work: String, root: String, rounds: Int
    ) -> Figures? {
        let project = work + "/projects/swift-templates-" + corpus.name
        let userCache = work + "/swift-templates-user-cache"
        try? FileManager.default.removeItem(atPath: project)
        try? FileManager.default.createDirectory(atPath: project + "/Swift", withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: project + "/Stencil", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: project + "/.annogen.yml", contents: Data("output: Generated\n".utf8))
        for (path, origin) in corpus.projectFiles {
            try? FileManager.default.createDirectory(atPath: PathText.deletingLastComponent(project + "/" + path), withIntermediateDirectories: true)
            try? FileManager.default.copyItem(atPath: origin, toPath: project + "/" + path)
        }
        try? FileManager.default.copyItem(atPath: root + "/Benchmarks/SwiftTemplates/Equality.swifttemplate", toPath: project + "/Swift/Equality.swifttemplate")
        try? FileManager.default.copyItem(atPath: root + "/Benchmarks/SwiftTemplates/Equality.stencil", toPath: project + "/Stencil/Equality.stencil")
        // The user's cache folder, where the runtime is kept: the benchmark's own.
        setenv("XDG_CACHE_HOME", userCache, 1)
        func run(_ templates: String, output: String) -> Child.Result? {
            let result = Child.run(annogen, ["run", "--verbose", "--sources", corpus.sources, "--templates", templates,
                                             "--output", output, "--cache-path", ".build/annogen-cache"], in: project)
            guard result.status == 0 else {
                print("annogen failed (exit \(result.status)):\n\(result.log.suffix(2000))")
                return nil
            }
            return result
        }
        func render(_ result: Child.Result) -> Double { Child.stageSeconds("render", in: result.log) ?? 0 }
        var first: [Child.Result] = [], fresh: [Child.Result] = [], cached: [Child.Result] = [], stencil: [Child.Result] = []
        for _ in 0..<rounds {
            try? FileManager.default.removeItem(atPath: userCache)
            try? FileManager.default.removeItem(atPath: project + "/.build")
            guard let result = run("Swift", output: "Generated/Swift") else { return nil }
            first.append(result)
        }
        for _ in 0..<rounds {
            try? FileManager.default.removeItem(atPath: project + "/.build")
            guard let result = run("Swift", output: "Generated/Swift") else { return nil }
            fresh.append(result)
        }
        _ = run("Stencil", output: "Generated/Stencil")
        let original = (try? String(contentsOfFile: corpus.edited, encoding: .utf8)) ?? ""
        defer { try? original.write(toFile: corpus.edited, atomically: false, encoding: .utf8) }
        for round in 1...rounds {
            try? (original + "\n// edited by annogen-bench, round \(round)\n").write(toFile: corpus.edited, atomically: false, encoding: .utf8)
            guard let swift = run("Swift", output: "Generated/Swift"), let twin = run("Stencil", output: "Generated/Stencil") else { return nil }
            cached.append(swift)
            stencil.append(twin)
        }
        let body = { (path: String) -> String in
            let text = (try? String(contentsOfFile: project + "/" + path, encoding: .utf8)) ?? "missing"
            // After the header lines, and the blank line a smart-whitespace template's header has.
            return String(text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
                .drop { $0 == "\n" })
        }
        let median = { (results: [Child.Result], value: (Child.Result) -> Double) in Clock.median(results.map(value)) }
        return Figures(
            corpus: corpus.name, files: SwiftFiles.list(corpus.sources).count,
            firstSeconds: median(first, \.seconds), firstRenderSeconds: median(first, render),
            newProgramSeconds: median(fresh, \.seconds), newProgramRenderSeconds: median(fresh, render),
            cachedSeconds: median(cached, \.seconds), cachedRenderSeconds: median(cached, render),
            stencilSeconds: median(stencil, \.seconds), stencilRenderSeconds: median(stencil, render),
            outputsAgree: body("Generated/Swift/Equality.generated.swift") == body("Generated/Stencil/Equality.generated.swift"))
    }
}
