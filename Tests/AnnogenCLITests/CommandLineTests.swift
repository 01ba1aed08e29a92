import Foundation
import Testing

/// Runs the `annogen` binary built next to the tests.
struct AnnogenProcess {
    static let binary: String? = {
        var candidates: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("annogen"))
            folder.deleteLastPathComponent()
        }
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        candidates.append(root.appendingPathComponent(".build/debug/annogen"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when the process was killed for running past its time bound.
        var timedOut = false
        /// True when the process ended by a signal (a crash), not by exiting.
        var crashed = false
    }

    /// Runs annogen (or `executable`, e.g. a shell that sets limits and runs annogen) in `folder`, killing
    /// it after `timeout` seconds; `environment` is added to this process's environment. Output goes
    /// through temporary files, so a process that prints a lot never blocks on a full pipe.
    static func run(
        _ arguments: [String], in folder: String, environment: [String: String] = [:], timeout: TimeInterval = 120,
        executable: String? = nil
    ) throws -> Result {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        process.executableURL = URL(fileURLWithPath: try executable ?? #require(binary, "annogen binary not found"))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("annogen-out-\(UUID().uuidString)")
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("annogen-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        let read = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
        return Result(
            status: process.terminationStatus, stdout: read(outURL), stderr: read(errURL), timedOut: timedOut,
            crashed: !timedOut && process.terminationReason == .uncaughtSignal
        )
    }
}

/// A small project in a temporary folder with a config file.
final class Project {
    let path: String

    init(config: String? = """
        sources: [Sources]
        templates: [Templates]
        output: Generated
        """) {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("annogen-cli-\(UUID().uuidString)")
        write("Sources/A.swift", "// gen: autoPublicInit\nstruct Product {\n    let id: Int\n}\n")
        write("Templates/Names.stencil", "{% for type in types.all %}\n// {{ type.name }}\n{% endfor %}\n")
        if let config { write(".annogen.yml", config) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) {
        let full = (path as NSString).appendingPathComponent(relative)
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: (path as NSString).appendingPathComponent(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func run(_ arguments: String...) throws -> AnnogenProcess.Result {
        try AnnogenProcess.run(arguments, in: path)
    }
}

@Suite struct CommandLineTests {
    @Test func bareRunUsesTheConfigInTheCurrentFolder() throws {
        let project = Project()
        let result = try project.run("run")
        #expect(result.status == 0)
        #expect(result.stdout.contains("created: Generated/Names.generated.swift"))
        #expect(result.stdout.contains("1 file parsed, 1 type, 1 output written, 0 unchanged in"))
        #expect(project.read("Generated/Names.generated.swift")?.hasSuffix("// Product\n") == true)
    }

    @Test func checkExitsOneWhenStaleAndZeroWhenCurrent() throws {
        let project = Project()
        let stale = try project.run("run", "--check")
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("stale: Generated/Names.generated.swift (missing)"))
        #expect(project.read("Generated/Names.generated.swift") == nil)
        #expect(try project.run("run", "--quiet").status == 0)
        let current = try project.run("run", "--check")
        #expect(current.status == 0)
        project.write("Sources/B.swift", "struct Other {}\n")
        let changed = try project.run("run", "--check")
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("(differs)"))
    }

    @Test func dryRunPrintsWhatWouldChange() throws {
        let project = Project()
        let result = try project.run("run", "--dry-run", "--verbose")
        #expect(result.status == 0)
        #expect(result.stdout.contains("would be created: Generated/Names.generated.swift"))
        #expect(result.stdout.contains("+ // Product"))
        #expect(project.read("Generated/Names.generated.swift") == nil)
    }

    @Test func verbosePrintsStageTimesAndPeakMemory() throws {
        let project = Project()
        let first = try project.run("run", "--verbose")
        #expect(first.status == 0)
        let stages = first.stdout.split(separator: "\n").first { $0.hasPrefix("stages: ") }.map(String.init) ?? ""
        for stage in ["load", "parse", "compose", "render", "write"] {
            #expect(stages.contains("\(stage) "), "no \(stage) in '\(stages)'")
        }
        #if os(Linux)
        #expect(stages.contains("; peak memory "), "'\(stages)'")
        #endif
        // Nothing changed: the recorded run is replayed, and says so with what it took to tell.
        let second = try project.run("run", "--verbose")
        #expect(second.stdout.contains("stages: replayed, load "), "\(second.stdout)")
        #expect(second.stdout.contains(", key "), "\(second.stdout)")
    }

    @Test func flagsOverrideTheConfig() throws {
        let project = Project()
        project.write("Other/T.stencil", "// {{ argument.mode }} {{ argument.flag }}\n")
        let result = try project.run("run", "--templates", "Other", "--output", "Elsewhere", "--args", "mode=fast,flag", "--no-version-header")
        #expect(result.status == 0)
        #expect(project.read("Elsewhere/T.generated.swift") == """
            // Generated by annogen from T.stencil.
            // Do not edit: changes are overwritten on the next run.
            // fast true

            """)
    }

    @Test func usageErrorsExitTwo() throws {
        let project = Project()
        #expect(try project.run("run", "--no-such-flag").status == 2)
        #expect(try project.run("run", "--check", "--dry-run").status == 2)
        let noSources = Project(config: nil)
        let result = try noSources.run("run")
        #expect(result.status == 2)
        #expect(result.stderr.contains("no sources"))
    }

    @Test func inputErrorsExitOneWithLocatedDiagnostics() throws {
        let project = Project()
        project.write("Sources/A.swift", "struct Product {\n    // gen: jsonKey = 1\n    let id: Int\n}\n")
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Sources/A.swift:2:13: error: 'jsonKey' takes a string, not an integer"))
        #expect(project.read("Generated/Names.generated.swift") == nil)
    }

    @Test func configErrorsPointIntoTheConfig() throws {
        let project = Project(config: "sources: [Sources]\ntemplates:\n  a: b\n")
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains(".annogen.yml:3:3: error: 'templates' must be a path or a list of paths"))
    }

    @Test func dumpPrintsTheModelAsJSON() throws {
        let project = Project()
        let result = try project.run("dump")
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let types = json?["types"] as? [[String: Any]]
        #expect(types?.first?["name"] as? String == "Product")
    }

    @Test func quietPrintsNothingOnSuccess() throws {
        let project = Project()
        let result = try project.run("run", "--quiet")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
    }

    @Test func versionAndHelp() throws {
        let project = Project()
        let version = try project.run("--version")
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("0."))
        #expect(try project.run("run", "--help").status == 0)
    }
}

@Suite struct ConfigPathTests {
    @Test func missingPathsAreReportedAtTheirLineInTheConfig() throws {
        let project = Project(config: "sources: [Sources, Nope]\ntemplates:\n  - Missing\noutput: Generated\n")
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains(".annogen.yml:1:20: error: source path does not exist: 'Nope'"))
        #expect(result.stderr.contains(".annogen.yml:3:5: error: template path does not exist: 'Missing'"))
    }
}
