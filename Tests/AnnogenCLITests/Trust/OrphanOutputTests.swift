import Foundation
import Testing

/// Outputs that no template produces any more (the template deleted, the `gen:file:` block gone) are
/// removed by a run and stale under `--check`; files without annogen's header are never touched.
@Suite struct OrphanOutputTests {
    private func projectWithTwoTemplates() throws -> Project {
        let project = Project()
        project.write("Templates/Extra.stencil", "// extra\n// gen:file:Parts/Piece.swift\nlet piece = 1\n// gen:end\n")
        #expect(try project.run("run", "-q").status == 0)
        #expect(project.read("Generated/Extra.generated.swift") != nil)
        #expect(project.read("Generated/Parts/Piece.swift") != nil)
        project.write("Generated/Handwritten.swift", "// mine\nlet mine = 1\n")
        project.write("Generated/Parts/Notes.md", "notes\n")
        project.age("Generated/Handwritten.swift")
        project.age("Generated/Parts/Notes.md")
        return project
    }

    @Test func aDeletedTemplatesOutputsAreStaleThenRemoved() throws {
        let project = try projectWithTwoTemplates()
        try FileManager.default.removeItem(atPath: project.path + "/Templates/Extra.stencil")
        let handwritten = project.snapshot("Generated").entries["Handwritten.swift"]
        let check = try project.run("run", "--check")
        #expect(check.status == 1)
        #expect(check.stdout.contains("stale: Generated/Extra.generated.swift (should be removed)"), "\(check.stdout)")
        #expect(check.stdout.contains("stale: Generated/Parts/Piece.swift (should be removed)"))
        #expect(project.read("Generated/Extra.generated.swift") != nil)
        let dryRun = try project.run("run", "--dry-run")
        #expect(dryRun.stdout.contains("would be removed: Generated/Extra.generated.swift"))
        let run = try project.run("run")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("removed: Generated/Extra.generated.swift"))
        #expect(run.stdout.contains("removed: Generated/Parts/Piece.swift"))
        #expect(project.read("Generated/Extra.generated.swift") == nil)
        #expect(project.read("Generated/Parts/Piece.swift") == nil)
        // A hand-written file in the output folder keeps its bytes and its mtime.
        #expect(project.snapshot("Generated").entries["Handwritten.swift"] == handwritten)
        #expect(project.read("Generated/Parts/Notes.md") == "notes\n")
        #expect(project.read("Generated/Names.generated.swift") != nil)
        #expect(try project.run("run", "--check").status == 0)
    }

    @Test func aRemovedFileBlockRemovesItsFile() throws {
        let project = try projectWithTwoTemplates()
        project.write("Templates/Extra.stencil", "// extra\n")
        let run = try project.run("run")
        #expect(run.status == 0)
        #expect(run.stdout.contains("removed: Generated/Parts/Piece.swift"), "\(run.stdout)")
        #expect(project.read("Generated/Parts/Piece.swift") == nil)
        #expect(project.read("Generated/Extra.generated.swift") != nil)
    }

    @Test func templatesGivenInPlaceOfTheConfigsRemoveNoneOfItsOutputs() throws {
        let project = try projectWithTwoTemplates()
        project.write("Other/Count.stencil", "// {{ types.all.count }} types\n")
        // Run from a sub-folder, as a user trying a template would: the project's config is found above.
        project.write("Sub/Note.txt", "\n")
        let run = try AnnogenProcess.run(["run", "--sources", "../Sources", "--templates", "../Other"], in: project.path + "/Sub")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("removed:"), "\(run.stdout)")
        #expect(project.read("Generated/Count.generated.swift")?.hasSuffix("// 1 types\n") == true)
        #expect(project.read("Generated/Extra.generated.swift") != nil)
        #expect(project.read("Generated/Parts/Piece.swift") != nil)
        #expect(project.read("Generated/Names.generated.swift") != nil)
        // The config's own run still removes what none of its templates produces.
        let own = try project.run("run")
        #expect(own.stdout.contains("removed: Generated/Count.generated.swift"), "\(own.stdout)")
    }

    @Test func noPruneAndPruneFalseKeepOrphans() throws {
        let project = try projectWithTwoTemplates()
        try FileManager.default.removeItem(atPath: project.path + "/Templates/Extra.stencil")
        let flag = try project.run("run", "--no-prune")
        #expect(flag.status == 0)
        #expect(project.read("Generated/Extra.generated.swift") != nil)
        #expect(try project.run("run", "--check", "--no-prune").status == 0)
        project.write(".annogen.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\nprune: false\n")
        #expect(try project.run("run", "--check").status == 0)
        #expect(project.read("Generated/Parts/Piece.swift") != nil)
    }

    @Test func aRunWithErrorsRemovesNothing() throws {
        let project = try projectWithTwoTemplates()
        try FileManager.default.removeItem(atPath: project.path + "/Templates/Extra.stencil")
        project.write("Sources/B.swift", "struct Broken {{\n")
        let before = project.snapshot("Generated")
        let run = try project.run("run")
        #expect(run.status == 1)
        #expect(project.snapshot("Generated") == before)
    }

    @Test func aStaleGeneratedFileCopiedInIsSeenThroughTheCache() throws {
        let project = try projectWithTwoTemplates()
        #expect(try project.run("run", "--check").status == 0)
        project.write("Generated/Old.generated.swift", "// Generated by annogen 0.0.1 from Old.stencil.\nlet old = 1\n")
        let check = try project.run("run", "--check")
        #expect(check.status == 1)
        #expect(check.stdout.contains("stale: Generated/Old.generated.swift (should be removed)"), "\(check.stdout)")
    }

    /// One combined output file shares its folder with other files (here the project's root): only
    /// that folder's own generated files are candidates, never those in sub-folders.
    @Test func aCombinedOutputPrunesOnlyItsOwnFolder() throws {
        let project = Project(config: "sources: [Sources]\ntemplates: [Templates]\noutput: All.swift\n")
        project.write("Other/Generated/Kept.generated.swift", "// Generated by annogen 0.1.0 from Else.stencil.\nlet kept = 1\n")
        project.write("Stale.generated.swift", "// Generated by annogen 0.1.0 from Gone.stencil.\nlet stale = 1\n")
        let run = try project.run("run")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(project.read("All.swift")?.contains("// Product") == true)
        #expect(run.stdout.contains("removed: Stale.generated.swift"), "\(run.stdout)")
        #expect(project.read("Other/Generated/Kept.generated.swift") != nil)
    }
}
