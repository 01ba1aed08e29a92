import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation

/// Sources (Swift declarations or specs) generated with the built-in templates, and the outputs
/// compiled to SIL as one module with AnnogenRuntime's sources (each file's `import AnnogenRuntime`
/// dropped), with warnings as errors: SIL, not only type-checked, so that the compiler's
/// definite-initialization checks run too (a `let` set twice in a generated `init(from:)` passes
/// `-typecheck`).
struct BuiltInTemplatesModule {
    let report: RunReport
    /// The outputs' texts, by file name.
    let outputs: [String: String]
    /// swiftc's exit status and what it printed.
    let typeCheck: (status: Int32, output: String)

    /// `sources`: file name → text, written into a `Sources` folder; the `.swift` ones are also part
    /// of the module. `projectFiles`: other files of the project (mock files), by their path in it.
    init(sources: [String: String], projectFiles: [String: String] = [:], arguments: [String: TemplateArgument] = [:]) throws {
        let folder = TemporaryFolder()
        for (name, text) in sources { folder.write("Sources/" + name, text) }
        for (path, text) in projectFiles { folder.write(path, text) }
        var config = Config(sources: [folder.file("Sources")], templates: [repositoryRoot + "/Templates"], output: folder.file("Out"),
                            arguments: arguments, omitVersionInHeader: true)
        config.projectRoot = folder.path
        report = Pipeline(config: config).run(mode: .write)
        var outputs: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.file("Out")).sorted() {
            outputs[name] = folder.read("Out/" + name) ?? ""
        }
        self.outputs = outputs
        let swiftFiles = sources.filter { $0.key.hasSuffix(".swift") }.merging(outputs) { source, _ in source }
        for (name, text) in swiftFiles { folder.write("Module/" + name, text.replacingOccurrences(of: "import AnnogenRuntime\n", with: "")) }
        let moduleFiles = swiftFiles.keys.sorted().map { folder.file("Module") + "/" + $0 }
        let runtimeFiles = try SwiftCompiler.runtimeSources(repositoryRoot: repositoryRoot)
        typeCheck = try SwiftCompiler.swiftc(["-emit-sil", "-wmo", "-o", "/dev/null", "-module-name", "AnnogenRuntime", "-swift-version", "6", "-warnings-as-errors"] + runtimeFiles + moduleFiles)
    }

    /// The errors the run reported, for an expectation's message.
    var errors: [String] { report.diagnostics.filter { $0.severity == .error }.map(\.description) }
}
