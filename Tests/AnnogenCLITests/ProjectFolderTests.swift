import Foundation
import Testing

/// A run works in its config's folder wherever it is started (issue 48): the cache answers from a
/// sub-folder and from `--config` given elsewhere, templates see the same paths, and what it prints
/// is relative to where it was started.
@Suite struct ProjectFolderTests {
    static func project() -> Project {
        let project = Project()
        project.write("Templates/Paths.stencil", "{% for type in types.all %}\n// {{ type.name }} in {{ type.path }}\n{% endfor %}\n")
        return project
    }

    @Test func theCacheAnswersFromASubFolderAndFromAnotherFolder() throws {
        let project = Self.project()
        #expect(try project.run("run").status == 0)
        let written = project.read("Generated/Paths.generated.swift")
        let fromSources = try AnnogenProcess.run(["run"], in: (project.path as NSString).appendingPathComponent("Sources"))
        #expect(fromSources.status == 0)
        #expect(fromSources.stdout.contains("1 file (all from the cache)"), "\(fromSources.stdout)")
        let elsewhere = try AnnogenProcess.run(["run", "--config", (project.path as NSString).appendingPathComponent(".annogen.yml")], in: NSTemporaryDirectory())
        #expect(elsewhere.stdout.contains("1 file (all from the cache)"), "\(elsewhere.stdout)")
        #expect(try project.run("run").stdout.contains("1 file (all from the cache)"))
        // Templates see the same paths, wherever the run started.
        #expect(written?.contains("// Product in /") == true && project.read("Generated/Paths.generated.swift") == written)
    }

    @Test func pathsArePrintedFromWhereTheRunStarted() throws {
        let project = Self.project()
        project.write("Sources/Broken.swift", "// gen: jsonKey = 5\nstruct Broken {\n    // gen: jsonKey = 5\n    let id: Int\n}\n")
        let sources = (project.path as NSString).appendingPathComponent("Sources")
        let result = try AnnogenProcess.run(["run"], in: sources)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\nBroken.swift:3:") || result.stderr.hasPrefix("Broken.swift:3:"), "\(result.stderr)")
        project.write("Sources/Broken.swift", "struct Broken {}\n")
        let written = try AnnogenProcess.run(["run"], in: sources)
        #expect(written.stdout.contains("created: ../Generated/Paths.generated.swift"), "\(written.stdout)")
        // Paths typed on the command line are where they were typed.
        let typed = try AnnogenProcess.run(["run", "--check", "--templates", "../Templates"], in: sources)
        #expect(typed.status == 0, "\(typed.stdout)\(typed.stderr)")
    }
}
