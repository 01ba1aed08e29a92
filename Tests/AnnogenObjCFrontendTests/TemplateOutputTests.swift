import AnnogenCore
import AnnogenTestSupport
import Foundation
import Testing

/// The ObjCBridge template on SampleAPI (no libclang needed), and SwiftDTO on the test headers and
/// the mixed sample (libclang needed), against golden files; `@objc` output through `swiftc -parse`.
struct TemplateOutputTests {
    private let templates = "\(repositoryRoot)/Templates"

    @Test func bridgeForSampleAPIMatchesItsGoldenFile() throws {
        let config = Config(sources: ["\(repositoryRoot)/SampleAPI/Sources"], templates: ["\(templates)/ObjCBridge.stencil"],
                            arguments: ["objcBridge": .bool(true)], omitVersionInHeader: true)
        let (files, diagnostics) = generate(config)
        // Only errors count: SampleAPI's autoPublicInit blocks belong to a template not run here.
        #expect(diagnostics.filter { $0.contains(": error: ") } == [])
        let output = try #require(files["ObjCBridge.generated.swift"])
        GoldenFile.expect(output, matches: "ObjCBridgeSampleAPI/Expected/ObjCBridge.generated.swift")
    }

    @Test func bridgeRendersNothingWithoutTheArgument() {
        let config = Config(sources: ["\(repositoryRoot)/SampleAPI/Sources"], templates: ["\(templates)/ObjCBridge.stencil"],
                            omitVersionInHeader: true)
        let (files, diagnostics) = generate(config)
        #expect(diagnostics.filter { $0.contains(": error: ") } == [])
        #expect(files.isEmpty)
    }

    @Test(arguments: ["Tests/Golden/ObjCBridgeSampleAPI/Expected/ObjCBridge.generated.swift", "MixedSample/Generated/ObjCBridge.generated.swift"])
    func bridgeOutputParses(_ relativePath: String) throws {
        let path = "\(repositoryRoot)/\(relativePath)"
        #expect(FileManager.default.fileExists(atPath: path))
        let errors = try SwiftParseCheck.errors(in: path)
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
    func swiftDTOForTheTestHeadersMatchesItsGoldenFile() throws {
        let config = Config(sources: ["\(testsFolder)/Headers"], templates: ["\(templates)/SwiftDTO.stencil"],
                            exclude: ["**/Broken.h"], omitVersionInHeader: true)
        let (files, diagnostics) = generate(config)
        // Headers/Recovery's assumptions are notes; nothing else is reported.
        #expect(diagnostics.filter { !$0.contains(": note: ") } == [])
        let output = try #require(files["SwiftDTO.generated.swift"])
        GoldenFile.expect(output, matches: "SwiftDTOHeaders/Expected/SwiftDTO.generated.swift")
        let path = "\(GoldenFile.folder)/SwiftDTOHeaders/Expected/SwiftDTO.generated.swift"
        let errors = try SwiftParseCheck.errors(in: path)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// The DTOs type-check with the runtime, in Swift 6 mode with warnings as errors: what an app
    /// target that compiles them would say.
    @Test func swiftDTOGoldenFileTypeChecks() throws {
        let runtimeFiles = try SwiftCompiler.runtimeSources(repositoryRoot: repositoryRoot)
        let golden = try String(contentsOfFile: "\(GoldenFile.folder)/SwiftDTOHeaders/Expected/SwiftDTO.generated.swift", encoding: .utf8)
        let folder = TemporaryFolder()
        let dto = folder.write("SwiftDTO.generated.swift", golden.replacingOccurrences(of: "import AnnogenRuntime\n", with: ""))
        let result = try SwiftCompiler.swiftc(["-typecheck", "-module-name", "AnnogenRuntime", "-swift-version", "6", "-warnings-as-errors"]
            + runtimeFiles + [dto])
        #expect(result.status == 0, "swiftc:\n\(result.output.prefix(4000))")
    }

    /// MixedSample/Generated is what annogen writes today (the same check as `annogen run --check
    /// --config MixedSample/.annogen.yml`); the MixedSample target compiles it and MixedSampleTests
    /// decode a fixture with it.
    @Test(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
    func mixedSampleOutputIsCurrent() throws {
        let sample = "\(repositoryRoot)/MixedSample"
        let config = Config(sources: ["\(sample)/Legacy", "\(sample)/Sources"], templates: [templates],
                            arguments: ["objcBridge": .bool(true)])
        let (files, diagnostics) = generate(config)
        #expect(diagnostics == [])
        let checkedIn = try FileManager.default.contentsOfDirectory(atPath: "\(sample)/Generated").sorted()
        #expect(files.keys.sorted() == checkedIn)
        for name in checkedIn {
            let expected = FileManager.default.contents(atPath: "\(sample)/Generated/\(name)").map { String(decoding: $0, as: UTF8.self) }
            if let actual = files[name], actual != expected {
                let diff = LineDiff.unified(old: expected ?? "", new: actual)
                Issue.record("MixedSample/Generated/\(name) is stale; run `annogen run --config MixedSample/.annogen.yml`:\n\(diff)")
            }
        }
    }
}
