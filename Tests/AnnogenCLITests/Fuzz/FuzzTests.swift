import Foundation
import AnnogenTestSupport
import Testing

/// Damaged inputs of every kind annogen reads; bounded in CI (`ANNOGEN_FUZZ_CASES` for more,
/// `ANNOGEN_FUZZ_SEED` to reproduce, `ANNOGEN_FUZZ_LONG=1` for the largest inputs).
@Suite(.serialized) struct FuzzTests {
    /// Runs `FuzzSettings.casesPerKind` cases made by `makeCase` (case index, the seeded mutator) on a
    /// thread of its own, then records the findings on the test's task.
    private func fuzz(
        _ kind: String, seedOffset: UInt64, allowUnlocatedUsageErrors: Bool = false,
        makeCase: @escaping @Sendable (Int, inout Mutator) -> (project: FuzzProject, label: String)
    ) async throws {
        let seed = FuzzSettings.seed &+ seedOffset
        let harness = try await offThePool {
            var mutator = Mutator(random: SeededRandom(seed: seed))
            var harness = FuzzHarness(kind: kind)
            for index in 0..<FuzzSettings.casesPerKind {
                let (project, label) = makeCase(index, &mutator)
                try harness.run(project, label: label, allowUnlocatedUsageErrors: allowUnlocatedUsageErrors)
            }
            return harness
        }
        harness.report(seed: seed)
    }

    @Test func mutatedSwiftSources() async throws {
        let corpus = FuzzCorpus.swiftSources
        try await fuzz("swift sources", seedOffset: 0) { index, mutator in
            let (name, bytes) = corpus[index % corpus.count]
            let project = FuzzProject(sources: [name: mutator.mutate(bytes)], templates: ["Tour.stencil": FuzzCorpus.tourTemplate], config: FuzzProject.defaultConfig)
            return (project, "case \(index) (\(name))")
        }
    }

    @Test func mutatedAnnotationComments() async throws {
        let pieces = ["gen:", "sourcery:", "=", "\"", "\\\"", ",", " ", "jsonKey", "defaultValue", "boolFromInt", "1", "-2.5", "true",
                      "begin:", "end", "file:", "inline:", "decoding:", "// gen:end", "/*", "*/", "\u{0}", "é", "\n"]
        try await fuzz("annotations", seedOffset: 1) { index, mutator in
            var comment = "// "
            for _ in 0..<Int.random(in: 1...12, using: &mutator.random) { comment += pieces.randomElement(using: &mutator.random) ?? "" }
            let source = """
                struct Model {
                    \(comment)
                    let id: Int
                    \(comment)
                    let flag: Bool?
                }
                \(comment)
                enum Kind: String { case a, b }
                """
            let project = FuzzProject(sources: ["A.swift": Array(source.utf8)], templates: ["Tour.stencil": FuzzCorpus.tourTemplate], config: FuzzProject.defaultConfig)
            return (project, "case \(index) comment \(comment.debugDescription)")
        }
    }

    @Test func mutatedTemplates() async throws {
        let corpus = FuzzCorpus.templates
        let sources = Dictionary(uniqueKeysWithValues: FuzzCorpus.swiftSources.prefix(3).map { ($0.0, $0.1) })
        try await fuzz("templates", seedOffset: 2) { index, mutator in
            let (name, bytes) = corpus[index % corpus.count]
            let project = FuzzProject(sources: sources, templates: [name: mutator.mutate(bytes)], config: FuzzProject.defaultConfig)
            return (project, "case \(index) (\(name))")
        }
    }

    /// OpenAPI and Swagger specs: the samples' specs with bytes and tokens mutated, and specs broken on
    /// purpose (references to nothing, outside the file or in a cycle, schemas with no Swift form),
    /// rendered with the built-in templates that read them.
    @Test func mutatedSpecs() async throws {
        let corpus = FuzzCorpus.specs
        let templates = FuzzCorpus.templates.filter { ["OpenAPITypes.stencil", "Coding.stencil", "Endpoints.stencil", "_CodingMacros.stencil", "_DeclarationMacros.stencil"].contains($0.0) }
        let broken = FuzzCorpus.brokenSpecs
        try await fuzz("specs", seedOffset: 6) { index, mutator in
            if index % 4 == 3 {
                let (name, text) = broken[(index / 4) % broken.count]
                let project = FuzzProject(sources: ["api.yaml": mutator.mutate(Array(text.utf8))],
                                          templates: Dictionary(uniqueKeysWithValues: templates), config: FuzzProject.defaultConfig)
                return (project, "case \(index) (broken: \(name))")
            }
            let (name, bytes) = corpus[index % corpus.count]
            let project = FuzzProject(sources: [name: mutator.mutate(bytes)], templates: Dictionary(uniqueKeysWithValues: templates),
                                      config: FuzzProject.defaultConfig)
            return (project, "case \(index) (\(name))")
        }
    }

    @Test func mutatedConfigs() async throws {
        let config = Array("""
            sources: [Sources]
            templates:
              - Templates
            output: Generated
            exclude: ["**/Skip/**"]
            args:
              keyStrategy: snakeCase
              flag: true
            """.utf8)
        try await fuzz("configs", seedOffset: 3, allowUnlocatedUsageErrors: true) { index, mutator in
            let project = FuzzProject(sources: ["A.swift": Array("struct A { let x: Int }\n".utf8)], templates: ["Tour.stencil": FuzzCorpus.tourTemplate], config: mutator.mutate(config))
            return (project, "case \(index)")
        }
    }

    @Test func mutatedObjectiveCHeaders() async throws {
        var corpus = FuzzCorpus.files(in: "Tests/AnnogenObjCFrontendTests/Headers", ending: ".h")
        corpus.merge(FuzzCorpus.files(in: "MixedSample/Legacy", ending: ".h")) { a, _ in a }
        let headers = corpus.sorted { $0.key < $1.key }.map { (($0.key as NSString).lastPathComponent, $0.value) }
        try #require(!headers.isEmpty, "no headers to start from")
        try await fuzz("objective-c headers", seedOffset: 4) { index, mutator in
            let (name, bytes) = headers[index % headers.count]
            let project = FuzzProject(sources: [name: mutator.mutate(bytes)], templates: ["Tour.stencil": FuzzCorpus.tourTemplate], config: FuzzProject.defaultConfig)
            return (project, "case \(index) (\(name))")
        }
    }

    @Test func extremeSources() async throws {
        let harness = try await offThePool {
            var harness = FuzzHarness(kind: "extreme sources", timeBound: 300)
            let declarations = FuzzSettings.long ? 100_000 : 5_000
            let cases: [(String, String)] = [
                ("a 1 MB line", "struct A { let x = \"" + String(repeating: "a", count: 1_000_000) + "\" }\n"),
                ("1,000 levels of nesting", String(repeating: "struct N {\n", count: 1_000) + String(repeating: "}\n", count: 1_000)),
                ("1,000 unclosed levels", String(repeating: "enum E { case a; struct S {", count: 1_000)),
                ("\(declarations) declarations in one file", (0..<declarations).map { "struct T\($0) { let v: Int }\n" }.joined()),
                ("a 1,000-deep expression", "let x = " + String(repeating: "(", count: 1_000) + "1" + String(repeating: ")", count: 1_000) + "\n"),
            ]
            for (label, text) in cases {
                let project = FuzzProject(sources: ["Big.swift": Array(text.utf8)], templates: ["Tour.stencil": FuzzCorpus.tourTemplate], config: FuzzProject.defaultConfig)
                try harness.run(project, label: label)
            }
            let invalid: [UInt8] = Array("struct A {}\n".utf8) + [0xFF, 0xFE, 0xC3, 0x28] + Array("\nstruct B {}\n".utf8)
            let project = FuzzProject(sources: ["Bad.swift": invalid, "Good.swift": Array("struct G {}\n".utf8)], templates: ["Tour.stencil": FuzzCorpus.tourTemplate], config: FuzzProject.defaultConfig)
            try harness.run(project, label: "invalid UTF-8")
            return harness
        }
        harness.report(seed: 0)
    }
}
