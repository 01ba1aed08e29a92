import Foundation
import Testing

/// Where annogen looks and writes: the config found in the working folder or above it, every path in
/// it relative to its folder (also `mockFile`), the cache beside it and only when a run succeeded and
/// may write, and outputs the user chose honoured wherever they are.
@Suite struct ProjectPathTests {
    private static let endpoint = """
        // gen: mockFile = "Mocks/product.json"
        enum ProductEndpoint {
            struct ResponseBody {
                let id: Int
            }
        }

        """

    @Test func theConfigIsFoundInAParentFolderAndItsPathsAreRelativeToIt() throws {
        let project = Project()
        project.write("Sources/Endpoint.swift", Self.endpoint)
        project.write("Mocks/product.json", "{\"id\": 1}\n")
        let fromSubfolder = try project.run(in: "Sources/Nested", "run")
        #expect(fromSubfolder.status == 0, "\(fromSubfolder.stderr)")
        #expect(fromSubfolder.stdout.contains("created: ../../Generated/Names.generated.swift"), "\(fromSubfolder.stdout)")
        #expect(project.read("Generated/Names.generated.swift")?.contains("// Product") == true)
        #expect(!project.exists("Sources/Nested/Generated"))
        // The cache lives beside the config, not in the folder annogen ran from.
        #expect(project.exists(".build/annogen-cache"))
        #expect(!project.exists("Sources/Nested/.build"))
        // Naming the config explicitly from elsewhere resolves the same paths, mockFile included.
        let explicit = try project.run(in: "Elsewhere", "run", "--check", "--config", "../.annogen.yml")
        #expect(explicit.status == 0, "\(explicit.stderr)")
        // A mock that is missing is reported relative to the project folder.
        try FileManager.default.removeItem(atPath: project.path + "/Mocks/product.json")
        let missing = try project.run(in: "Sources", "run", "--check")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("mock file 'Mocks/product.json' does not exist"), "\(missing.stderr)")
    }

    @Test func checkDryRunAndFailedRunsCreateNoCache() throws {
        let project = Project()
        #expect(try project.run("run", "--check").status == 1)
        #expect(try project.run("run", "--dry-run").status == 0)
        #expect(!project.exists(".build"))
        project.write("Sources/A.swift", "struct Product {\n    // gen: jsonKey = 1\n    let id: Int\n}\n")
        #expect(try project.run("run").status == 1)
        #expect(!project.exists(".build"))
        project.write("Sources/A.swift", "struct Product {\n    let id: Int\n}\n")
        #expect(try project.run("run").status == 0)
        #expect(project.exists(".build/annogen-cache"))
    }

    @Test func withoutAConfigTheCacheGoesOnlyIntoAProjectFolder() throws {
        let project = Project(config: nil)
        let arguments = ["run", "--sources", "Sources", "--templates", "Templates", "--output", "Generated"]
        #expect(try AnnogenProcess.run(arguments, in: project.path).status == 0)
        #expect(!project.exists(".build"))
        project.write("Package.swift", "// swift-tools-version:6.0\n")
        #expect(try AnnogenProcess.run(arguments, in: project.path).status == 0)
        #expect(project.exists(".build/annogen-cache"))
    }

    @Test func anOutputOutsideTheWorkingFolderIsHonoured() throws {
        let project = Project()
        let outside = NSTemporaryDirectory() + "annogen-outside-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let typed = try project.run("run", "--output", outside)
        #expect(typed.status == 0, "\(typed.stderr)")
        #expect(FileManager.default.fileExists(atPath: outside + "/Names.generated.swift"))
        // Written in a config in a sub-folder, relative to it.
        project.write("App/.annogen.yml", "sources: [../Sources]\ntemplates: [../Templates]\noutput: ../Shared/Generated\n")
        let fromConfig = try project.run(in: "App", "run")
        #expect(fromConfig.status == 0, "\(fromConfig.stderr)")
        #expect(project.read("Shared/Generated/Names.generated.swift")?.contains("// Product") == true)
    }

    @Test func excludePatternsInAConfigAreRelativeToIt() throws {
        let project = Project(config: nil)
        project.write("App/.annogen.yml", "sources: [Sources]\ntemplates: [../Templates]\noutput: Generated\nexclude: [Sources/Skipped/*.swift]\n")
        project.write("App/Sources/Kept.swift", "struct Kept {}\n")
        project.write("App/Sources/Skipped/Gone.swift", "struct Gone {}\n")
        let result = try project.run("run", "--config", "App/.annogen.yml")
        #expect(result.status == 0, "\(result.stderr)")
        let output = project.read("App/Generated/Names.generated.swift") ?? ""
        #expect(output.contains("// Kept"))
        #expect(!output.contains("// Gone"), "\(output)")
    }
}

/// The command line as a user types it first: short flags, repeated `--args`, bare `annogen`, help.
@Suite struct CommandLineShapeTests {
    @Test func shortFlagsWork() throws {
        let project = Project()
        let dryRun = try project.run("run", "--dry-run", "-v")
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("+ // Product"))
        #expect(try project.run("run", "-c").status == 1)
        let quiet = try project.run("run", "-q")
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty)
        #expect(try project.run("run", "-c").status == 0)
    }

    @Test func argsRepeatAndARepeatedKeyIsAList() throws {
        let project = Project()
        project.write("Templates/Names.stencil", "// {{ argument.k|join:\",\" }} {{ argument.a }} {{ argument.b }}\n")
        let result = try project.run("run", "--args", "k=a,k=b", "--args", "a=1", "--args", "b=x,k=c", "--no-version-header")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("Generated/Names.generated.swift")?.hasSuffix("// a,b,c 1 x\n") == true,
                "\(project.read("Generated/Names.generated.swift") ?? "")")
    }

    @Test func bareAnnogenRunsTheConfig() throws {
        let project = Project()
        let result = try project.run()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("created: Generated/Names.generated.swift"))
    }

    @Test func runHelpShowsExitCodesAndExamples() throws {
        let help = try Project().run("run", "--help")
        #expect(help.status == 0)
        #expect(help.stdout.contains("Exit codes:"))
        #expect(help.stdout.contains("annogen run --check"))
        #expect(help.stdout.contains("--strict"))
    }
}
