import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// Every annotation value the validator accepts gives code that compiles: one model per built-in
/// key × property type × candidate value (fitting or not) is validated; the accepted ones are
/// generated with the built-in templates and type-checked with `swiftc` against AnnogenRuntime.
/// What the validator refuses it must refuse at the comment, never as code that does not compile.
@Suite struct AcceptedAnnotationsCompileTests {
    static let propertyTypes = [
        "String", "Int", "Int64", "UInt8", "Double", "Float", "Bool", "String?", "Int?", "Bool?", "[String]", "[Int]",
        "[Cabin]", "[String]?", "[String: Int]", "[String: Int]?", "Cabin", "Cabin?", "Level", "Date", "URL", "Nested", "Nested?",
    ]
    static let annotations = [
        "", "jsonKey = \"wire_name\"", "boolFromInt", "safe", "encodeNull",
        "defaultValue = \"\"", "defaultValue = \"x\"", "defaultValue = 0", "defaultValue = -3", "defaultValue = 1.5",
        "defaultValue = true", "defaultValue = nil", "defaultValue = []", "defaultValue = [:]", "defaultValue = \"[a, b]\"",
        "defaultValue = \"[1, 2]\"", "defaultValue = \"[economy, .business]\"", "defaultValue = .economy",
        "defaultValue = business", "defaultValue = bogus", "defaultValue = \"E\"", "defaultValue = 2",
    ]
    static let support = """
        import AnnogenRuntime
        import Foundation

        enum Cabin: String, Codable, Sendable { case economy = "E", business = "B" }
        // gen: unknownCase = unknown
        enum Level: Int, Codable, Sendable { case unknown = 0, one = 1 }
        struct Nested: ResponseBodyType { let x: Int }

        """

    /// `struct M<n>: ResponseBodyType { // gen: <annotation>\n let value: <type> }` for every pair.
    static func models(_ pairs: [(Int, String, String)]) -> String {
        support + pairs.map { index, type, annotation in
            "struct M\(index): ResponseBodyType {\n" + (annotation.isEmpty ? "" : "    // gen: \(annotation)\n") + "    let value: \(type)\n}\n"
        }.joined(separator: "\n")
    }

    @Test func everyAcceptedCombinationCompiles() throws {
        var pairs: [(Int, String, String)] = []
        for type in Self.propertyTypes {
            for annotation in Self.annotations { pairs.append((pairs.count, type, annotation)) }
        }
        // First pass: which combinations the validator refuses (by the line of their comment).
        let folder = TemporaryFolder()
        folder.write("Sources/Models.swift", Self.models(pairs))
        let templates = repositoryRoot + "/Templates"
        let config = Config(sources: [folder.file("Sources")], templates: [templates], output: folder.file("Out"), omitVersionInHeader: true)
        let first = Pipeline(config: config).run(mode: .dryRun)
        let refusedLines = Set(first.diagnostics.filter { $0.severity == .error }.compactMap { $0.location?.line })
        let supportLines = Self.support.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        var accepted: [(Int, String, String)] = []
        var line = supportLines + 1
        for pair in pairs {
            let commentLine = line + 1
            if pair.2.isEmpty || !refusedLines.contains(commentLine) { accepted.append(pair) }
            line += pair.2.isEmpty ? 4 : 5
        }
        #expect(accepted.count > 100 && accepted.count < pairs.count, "accepted \(accepted.count) of \(pairs.count)")

        // Second pass: only the accepted ones; the run must be clean and its output compile.
        let clean = TemporaryFolder()
        clean.write("Sources/Models.swift", Self.models(accepted))
        var cleanConfig = config
        cleanConfig.sources = [clean.file("Sources")]
        cleanConfig.output = clean.file("Out")
        let second = Pipeline(config: cleanConfig).run(mode: .write)
        #expect(!second.hasErrors, "\(second.diagnostics.filter { $0.severity == .error }.prefix(5).map(\.description))")
        let runtimeFiles = try SwiftCompiler.runtimeSources(repositoryRoot: repositoryRoot)
        let generated = try FileManager.default.contentsOfDirectory(atPath: clean.file("Out")).sorted().map { clean.file("Out") + "/" + $0 }
        // One module: the runtime's sources, the models (their `import AnnogenRuntime` dropped) and the output.
        let models = (clean.read("Sources/Models.swift") ?? "").replacingOccurrences(of: "import AnnogenRuntime\n", with: "")
        clean.write("Module/Models.swift", models)
        for path in generated {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            clean.write("Module/" + (path as NSString).lastPathComponent, text.replacingOccurrences(of: "import AnnogenRuntime\n", with: ""))
        }
        let moduleFiles = try FileManager.default.contentsOfDirectory(atPath: clean.file("Module")).sorted().map { clean.file("Module") + "/" + $0 }
        let result = try SwiftCompiler.swiftc(["-typecheck", "-module-name", "AnnogenRuntime", "-swift-version", "6", "-warnings-as-errors"] + runtimeFiles + moduleFiles)
        #expect(result.status == 0, "swiftc:\n\(result.output.prefix(4000))")
        print("accepted annotation combinations: \(accepted.count) of \(pairs.count); swiftc exit \(result.status)")
    }

    /// `encodeNull` beside `boolFromInt` writes nil as null with its key, as it does alone (it was
    /// left out: noticed by the code review).
    @Test func encodeNullBesideBoolFromIntWritesNull() throws {
        let module = try BuiltInTemplatesModule(sources: ["A.swift": """
            import AnnogenRuntime
            struct Flags: ResponseBodyType {
                // gen: boolFromInt
                // gen: encodeNull
                let flag: Bool?
            }
            """])
        #expect(!module.report.hasErrors, "\(module.errors)")
        let coding = module.outputs["Coding.generated.swift"] ?? ""
        #expect(coding.contains("try container.encode(flag.map { $0 ? 1 : 0 }, forKey: \"flag\")"), "\(coding)")
        #expect(module.typeCheck.status == 0, "swiftc:\n\(module.typeCheck.output.prefix(4000))")
    }
}
