import Foundation
import Testing

/// Issue 16's everyday mistakes that used to end with exit 0 and outputs rewritten: a source path that
/// yields nothing, warnings nobody could make fatal, headers without libclang. Each run is checked on
/// the built binary: exit code, message, and the bytes and mtimes of every output.
@Suite struct RunInputTrustTests {
    @Test func anEmptySourceFolderIsAnErrorAndLeavesOutputsAlone() throws {
        let project = try Project.generated()
        try FileManager.default.createDirectory(atPath: project.path + "/Empty", withIntermediateDirectories: true)
        project.write("Docs/README.md", "# not a source\n")
        let before = project.snapshot("Generated")
        for folder in ["Empty", "Docs"] {
            let result = try project.run("run", "--sources", folder)
            #expect(result.status == 1)
            #expect(result.stderr.contains("error: source folder '\(folder)' holds no .swift, .h, .yaml, .yml, .json, .graphql, .graphqls or .gql files; nothing to generate from"), "\(result.stderr)")
            #expect(project.snapshot("Generated") == before)
        }
        // Written in the config: the error points at the line.
        project.write(".annogen.yml", "sources:\n  - Empty\ntemplates: [Templates]\noutput: Generated\n")
        let fromConfig = try project.run("run")
        #expect(fromConfig.status == 1)
        #expect(fromConfig.stderr.contains(".annogen.yml:2:5: error: source folder 'Empty' holds no"), "\(fromConfig.stderr)")
        #expect(project.snapshot("Generated") == before)
    }

    @Test func aFolderWhoseSourcesAreAllExcludedIsAnError() throws {
        let project = try Project.generated()
        let before = project.snapshot("Generated")
        let result = try project.run("run", "--exclude", "*.swift")
        #expect(result.status == 1)
        #expect(result.stderr.contains("source folder 'Sources' yields no source: its file is excluded"), "\(result.stderr)")
        #expect(project.snapshot("Generated") == before)
    }

    @Test func strictMakesWarningsFailTheRun() throws {
        let project = try Project.generated()
        project.write("Sources/A.swift", "struct Product {\n    // gen: jsonkey = \"id\"\n    let id: Int\n}\n")
        let before = project.snapshot("Generated")
        // By default a warning, and the run goes on (the output's content is the same).
        let lenient = try project.run("run", "--check")
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("Sources/A.swift:2:13: warning:"), "\(lenient.stderr)")
        for arguments in [["run", "--strict"], ["run", "--check", "--strict"]] {
            let strict = try AnnogenProcess.run(arguments, in: project.path)
            #expect(strict.status == 1, "\(arguments)")
            #expect(strict.stderr.contains("Sources/A.swift:2:13: error:"), "\(strict.stderr)")
            #expect(strict.stderr.contains("(a warning, failing the run under --strict)"))
            #expect(project.snapshot("Generated") == before)
        }
        // The config says it too; and `--quiet` still shows what failed the run.
        project.write(".annogen.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\nstrict: true\n")
        let fromConfig = try project.run("run", "--quiet")
        #expect(fromConfig.status == 1)
        #expect(fromConfig.stderr.contains("Sources/A.swift:2:13: error:"))
        #expect(project.snapshot("Generated") == before)
    }

    @Test func strictFailsOnAWarningAboutTheConfigItself() throws {
        let project = try Project.generated(config: "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\nstritc: true\n")
        let before = project.snapshot("Generated")
        let result = try project.run("run", "--strict")
        #expect(result.status == 1)
        #expect(result.stderr.contains(".annogen.yml:4:1: error: unknown config key 'stritc'; did you mean 'strict'?"), "\(result.stderr)")
        #expect(project.snapshot("Generated") == before)
    }

    /// Foundation's `deletingLastPathComponent` traps on a one-character path on Linux: `--output G`
    /// crashed annogen. Paths of one character work like any other.
    @Test func oneCharacterPathsWork() throws {
        let project = Project(config: nil)
        project.write("a/.annogen.yml", "sources: [S]\ntemplates: [../Templates]\noutput: G\n")
        project.write("a/S/x.swift", "struct X {}\n")
        let result = try project.run("run", "--config", "a/.annogen.yml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.crashed)
        #expect(project.read("a/G/Names.generated.swift")?.contains("// X") == true)
        let flag = try project.run("run", "--sources", "Sources", "--templates", "Templates", "--output", "O")
        #expect(flag.status == 0, "\(flag.stderr)")
        #expect(project.read("O/Names.generated.swift") != nil)
    }
}
