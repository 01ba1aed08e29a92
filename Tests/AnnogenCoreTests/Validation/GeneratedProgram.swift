import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation

/// A spec generated with the built-in templates, compiled with AnnogenRuntime's sources and a
/// `main.swift` into one executable, and run: for what generated code does at run time, where
/// `BuiltInTemplatesModule` checks that it compiles.
struct GeneratedProgram {
    let report: RunReport
    /// The outputs' texts, by file name.
    let outputs: [String: String]
    /// swiftc's exit status and what it printed.
    let compiled: (status: Int32, output: String)
    /// What the program printed (empty when it did not compile), and its exit status.
    let run: (status: Int32, output: String)

    /// `spec`: the text of `api.yaml`; `main`: the program's top-level code, which sees the generated
    /// types and AnnogenRuntime's (the whole is one module).
    init(spec: String, main: String) throws {
        try self.init(sources: ["api.yaml": spec], main: main)
    }

    /// `sources`: the files of the sources folder by name (Swift, specs, GraphQL).
    init(sources: [String: String], main: String) throws {
        let folder = TemporaryFolder()
        for (name, text) in sources { folder.write("Sources/" + name, text) }
        let config = Config(sources: [folder.file("Sources")], templates: [repositoryRoot + "/Templates"], output: folder.file("Out"),
                            omitVersionInHeader: true)
        report = Pipeline(config: config).run(mode: .write)
        var outputs: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.file("Out")).sorted()) ?? [] {
            outputs[name] = folder.read("Out/" + name) ?? ""
        }
        self.outputs = outputs
        for (name, text) in outputs { folder.write("Program/" + name, text.replacingOccurrences(of: "import AnnogenRuntime\n", with: "")) }
        folder.write("Program/main.swift", "import Foundation\n\n" + main)
        // The hand-written Swift sources are part of the program too.
        for (name, text) in sources where name.hasSuffix(".swift") { folder.write("Program/Source-" + name, text) }
        let swiftSources = sources.keys.filter { $0.hasSuffix(".swift") }.sorted().map { folder.file("Program/Source-" + $0) }
        let program = outputs.keys.sorted().map { folder.file("Program") + "/" + $0 } + swiftSources + [folder.file("Program/main.swift")]
        let runtimeFiles = try SwiftCompiler.runtimeSources(repositoryRoot: repositoryRoot)
        let executable = folder.file("program")
        compiled = try SwiftCompiler.swiftc(["-swift-version", "6", "-module-name", "AnnogenRuntime", "-warnings-as-errors", "-o", executable] + runtimeFiles + program)
        run = compiled.status == 0 ? try SwiftCompiler.run(executable, []) : (status: -1, output: "")
    }

    /// The errors and warnings the run reported, for an expectation's message.
    var diagnostics: [String] { report.diagnostics.map(\.description) }
}
