import Foundation
import Testing

/// A project that uses Sourcery switches by changing one command: its `.sourcery.yml` is read as it
/// is, and what annogen cannot do is said at the line.
@Suite struct SourceryConfigTests {
    private func sourceryProject(_ config: String) -> Project {
        let project = Project(config: nil)
        project.write(".sourcery.yml", config)
        project.write("Sources/Skipped/Old.swift", "struct Old {}\n")
        project.write("Sources/Legacy.h", "@interface Legacy : NSObject\n@end\n")
        project.write("Templates/Names.stencil", "{% for type in types.all %}// {{ type.name }} {{ argument.tag }}\n{% endfor %}")
        return project
    }

    @Test func bareAnnogenRunsASourceryConfig() throws {
        let project = sourceryProject("""
            sources:
              include:
                - Sources
              exclude:
                - Sources/Skipped
            templates:
              - Templates
            output:
              path: Generated
            args:
              tag: v1
            cacheBasePath: .cache/sourcery
            """)
        let result = try project.run(in: "Sources")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "headers are not Sourcery inputs, so no libclang warning: \(result.stderr)")
        let output = project.read("Generated/Names.generated.swift") ?? ""
        #expect(output.contains("// Product v1"), "\(output)")
        #expect(!output.contains("Old"))
        #expect(!output.contains("Legacy"))
        #expect(project.exists(".cache/sourcery"))
    }

    @Test func whatAnnogenCannotDoIsSaidAtItsLine() throws {
        let project = sourceryProject("""
            sources: [Sources]
            templates: [Templates]
            output: Generated
            project:
              file: App.xcodeproj
            parseDocumentation: true
            """)
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains(".sourcery.yml:4:1: error: 'project' (reading an Xcode project's targets) is not supported"), "\(result.stderr)")
        #expect(result.stderr.contains(".sourcery.yml:6:1: warning: 'parseDocumentation' changes nothing"))
        #expect(!project.exists("Generated"))
    }

    /// SwiftRex/SwiftRex's `.sourcery.yml` includes its templates folder and excludes four templates
    /// in it; annogen refused it ("excluding templates is not supported yet"). As Sourcery reads it:
    /// an excluded file, or a folder with everything below it, is not rendered (a `.swifttemplate`
    /// among them is no error), a path that names nothing excludes nothing, and an excluded template
    /// can still be included.
    @Test func excludedTemplatesAreNotRendered() throws {
        let project = sourceryProject("""
            sources:
              include:
                - Sources
            templates:
              include:
                - Templates
              exclude:
                - Templates/AutoCases.stencil
                - Templates/Old
                - Templates/Mocks.swifttemplate
                - Templates/Gone.stencil
            output: Generated
            """)
        project.write("Templates/AutoCases.stencil", "// cases\n")
        project.write("Templates/WithCases.stencil", "{% include \"AutoCases.stencil\" %}")
        project.write("Templates/Old/Legacy.stencil", "// legacy\n")
        project.write("Templates/Mocks.swifttemplate", "<%= 1 %>\n")
        let result = try project.run("run")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(project.read("Generated/Names.generated.swift")?.contains("// Product") == true)
        #expect(project.read("Generated/WithCases.generated.swift")?.hasSuffix("// cases\n") == true)
        #expect(!project.exists("Generated/AutoCases.generated.swift"))
        #expect(!project.exists("Generated/Old"))
        #expect(!project.exists("Generated/Mocks.generated.swift"))
        #expect(try project.run("run", "--check").status == 0)
    }

    /// Found running a public app's `.sourcery.yml` (TortugaPower/BookPlayer): a source folder that holds
    /// no Swift file (a header and a plist), and a stale copy of a type in a file the app does not compile. Sourcery
    /// reads on and merges; so does annogen under a `.sourcery.yml`, saying so. Under `.annogen.yml` both
    /// stay errors (see `RunInputTrustTests`, `BrokenSourceRunTests`).
    @Test func whatSourceryReadsOnFromIsAWarningUnderItsConfig() throws {
        let project = sourceryProject("sources: [Sources, Kit]\ntemplates: [Templates]\noutput: Generated\n")
        project.write("Kit/Info.plist", "<plist/>\n")
        project.write("Sources/Stale.swift", "struct Product {\n    let id: Int\n}\n")
        let result = try project.run("run", "--config", ".sourcery.yml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(".sourcery.yml:1:20: warning: source folder 'Kit' holds no .swift files; its types are left out, as Sourcery does"), "\(result.stderr)")
        #expect(result.stderr.contains("warning: 'Product' is declared twice; the first declaration is at Sources/A.swift:2:1 (merged, as Sourcery does)"), "\(result.stderr)")
        #expect(project.read("Generated/Names.generated.swift")?.contains("// Product") == true)

        // The same project under annogen's own config is refused, as before.
        project.write(".annogen.yml", "sources: [Sources, Kit]\ntemplates: [Templates]\noutput: Other\n")
        let strict = try project.run("run", "--config", ".annogen.yml")
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: source folder 'Kit' holds no .swift, .h, .yaml, .yml, .json, .graphql, .graphqls or .gql files"), "\(strict.stderr)")
        #expect(strict.stderr.contains("error: 'Product' is declared twice"), "\(strict.stderr)")
        #expect(!project.exists("Other"))
    }

    /// A source with a real syntax error (a missing `)`, in a file the app does not compile):
    /// Sourcery generates from the declarations it recovered, and so does `annogen run` under a
    /// `.sourcery.yml`, with a warning at the error (it stopped with exit 1); `--strict` refuses it.
    /// `annogen watch` still stops at it with the outputs untouched (a half-typed edit must never
    /// rewrite generated code), and so does a run under `.annogen.yml`.
    @Test func aSyntaxErrorIsReadOnFromInASourceryRunOnly() throws {
        let project = sourceryProject("sources: [Sources]\ntemplates: [Templates]\noutput: Generated\n")
        project.write("Sources/Broken.swift", "struct Recovered {\n    init(a: Int {\n    }\n    let x: Int\n}\nstruct After {}\n")
        let strict = try project.run("run", "--strict")
        #expect(strict.status == 1, "\(strict.stderr)")
        #expect(strict.stderr.contains("Sources/Broken.swift:2:"), "\(strict.stderr)")
        #expect(!project.exists("Generated"))
        let result = try project.run("run")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Sources/Broken.swift:2:"), "\(result.stderr)")
        #expect(result.stderr.contains(": warning: syntax error: "), "\(result.stderr)")
        #expect(result.stderr.contains("(the declarations around it are read as recovered, as Sourcery does)"), "\(result.stderr)")
        #expect(!result.stderr.contains(": error:"), "\(result.stderr)")
        let output = project.read("Generated/Names.generated.swift") ?? ""
        #expect(output.contains("// After") && output.contains("// Product") && output.contains("// Recovered"), "\(output)")
        #expect(try project.run("run", "--check").status == 0)

        // Watch mode: the same file broken differently is an error, and the output stays.
        project.write("Sources/Broken.swift", "struct After {}\n")
        #expect(try project.run("run", "-q").status == 0)
        let watch = try WatchProcess(in: project.path)
        #expect(eventually { watch.output.contains("watching") }, "\(watch.output)")
        let before = project.snapshot("Generated")
        project.write("Sources/Broken.swift", "struct After {\n    init(a: Int {\n    }\n}\nstruct Half\n")
        #expect(eventually { watch.output.contains("Sources/Broken.swift changed: errors, nothing written") }, "\(watch.output)")
        #expect(watch.output.contains("Sources/Broken.swift:2:") && watch.output.contains("error: syntax error: "), "\(watch.output)")
        #expect(project.snapshot("Generated") == before)
        _ = watch.interrupt()

        // Under annogen's own config it is an error, and nothing is written.
        project.write(".annogen.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Other\n")
        let own = try project.run("run", "--config", ".annogen.yml")
        #expect(own.status == 1)
        #expect(own.stderr.contains("Sources/Broken.swift:2:") && own.stderr.contains("error: syntax error: "), "\(own.stderr)")
        #expect(!project.exists("Other"))
    }

    @Test func aSourceryConfigWhoseSourcesAllYieldNothingIsStillRefused() throws {
        let project = sourceryProject("sources: [Kit]\ntemplates: [Templates]\noutput: Generated\n")
        project.write("Kit/Kit.h", "#import <Foundation/Foundation.h>\n")
        let result = try project.run("run", "--config", ".sourcery.yml")
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: source folder 'Kit' holds no .swift files; nothing to generate from"), "\(result.stderr)")
    }

    @Test func dryPrintsSourcerysJSONReportAndWritesNothing() throws {
        let project = sourceryProject("sources: [Sources]\ntemplates: [Templates]\noutput: Generated\nargs:\n  tag: v2\n")
        let result = try project.run("run", "--dry")
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let outputs = report?["outputs"] as? [[String: Any]] ?? []
        #expect(outputs.count == 1)
        #expect(outputs.first?["outputPath"] as? String == "Generated/Names.generated.swift")
        #expect((outputs.first?["type"] as? [String: String]) == ["id": "Templates/Names.stencil", "subType": "template"])
        #expect((outputs.first?["value"] as? String)?.contains("// Product v2") == true)
        #expect(!project.exists("Generated"))

        // A syntax error is read on from under a `.sourcery.yml` (see below); `--strict` fails the run.
        project.write("Sources/Broken.swift", "struct Broken {\n")
        #expect(try project.run("run", "--dry").status == 0)
        let failed = try project.run("run", "--dry", "--strict")
        #expect(failed.status == 1)
        let failure = try JSONSerialization.jsonObject(with: Data(failed.stdout.utf8)) as? [String: Any]
        #expect((failure?["log"] as? [String])?.contains { $0.hasPrefix("Sources/Broken.swift:") } == true, "\(failed.stdout)")
    }

    @Test func javaScriptTemplatesAreAClearError() throws {
        let project = Project()
        project.write("Templates/AutoCodable.ejs", "<%= types.all.length %>\n")
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Templates/AutoCodable.ejs:1:1: error: not supported: JavaScript templates (.ejs)"), "\(result.stderr)")
        #expect(!project.exists("Generated"))
    }

    @Test func sourcerysFlagsAreAcceptedAsSpellingsOfAnnogens() throws {
        let project = Project()
        let result = try project.run("run", "--disableCache", "--hideVersionHeader", "--prune", "--parseDocumentation",
                                     "--exclude-sources", "*.h")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("Generated/Names.generated.swift")?.hasPrefix("// Generated by annogen from Names.stencil.") == true)
        #expect(!project.exists(".build"), "--disableCache")
        let cached = try project.run("run", "--cacheBasePath", "Cache")
        #expect(cached.status == 0)
        #expect(project.exists("Cache"))
    }

    @Test func childConfigurationsRunInTurn() throws {
        let project = sourceryProject("""
            configurations:
              - sources: [Sources]
                templates: [Templates]
                output: First
                args:
                  tag: one
              - sources:
                  include: [Sources/Skipped]
                templates: [Templates]
                output:
                  path: Second
                args:
                  tag: two
            """)
        let result = try project.run()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("First/Names.generated.swift")?.contains("// Product one") == true)
        #expect(project.read("Second/Names.generated.swift")?.contains("// Old two") == true)
        #expect(project.read("Second/Names.generated.swift")?.contains("Product") == false)
        #expect(try project.run("run", "--check").status == 0)
        project.write("Sources/B.swift", "struct Order {}\n")
        let stale = try project.run("run", "--check")
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("stale: First/Names.generated.swift (differs)"), "\(stale.stdout)")
    }

    /// Found running public projects' `.sourcery.yml` (adevinta/spark-ios, ChartBoost's core SDK):
    /// annotations Sourcery reads (a generic key, a doubled quote, a list) stopped the run at exit 1,
    /// and a key of the project's own (`mockable`) was reported as a misspelt `mockFile`.
    @Test func annotationsAreReadAsSourceryReadsThem() throws {
        let project = sourceryProject("sources: [Sources]\ntemplates: [Templates]\noutput: Generated\n")
        project.write("Sources/P.swift", """
            // sourcery: mockable
            // sourcery: <T> = "Mock", name = ""some name"", sizes = "[1, 2, 3]"
            protocol P {}
            """)
        project.write("Templates/Names.stencil", """
            {% for type in types.protocols|annotated:"mockable" %}// {{ type.name }} {{ type.annotations["<T>"] }} {{ type.annotations.name }} {{ type.annotations.sizes.count }}
            {% endfor %}
            """)
        let result = try project.run()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(project.read("Generated/Names.generated.swift")?.contains(#"// P Mock "some name" 3"#) == true,
                "\(project.read("Generated/Names.generated.swift") ?? "")")
    }

    /// Found running public projects' own configs (DimaRU/wsynctest, Palleas/Batman,
    /// SwiftRex/CoreLocationMiddleware, CreateAPI): each ran under Sourcery and failed or lost an
    /// output here.
    @Test func configsAndFoldersAreReadAsSourceryReadsThem() throws {
        let project = Project(config: nil)
        project.write("App/A.swift", "struct A {}\n")
        // Hand-written sources beside the outputs, and an old output of Sourcery's among the sources.
        project.write("Common/Color.swift", "protocol AutoList {}\nenum Color: AutoList { case red, blue }\n")
        project.write("App/Old.generated.swift", "// Generated using Sourcery 1.0.0 — https://github.com/krzysztofzablocki/Sourcery\nstruct Ghost {}\n")
        project.write("T/AutoList.stencil", "{% for type in types.implementing.AutoList|enum %}// {{ type.name }}: {{ type.cases.count }}\n{% endfor %}")
        project.write("T/doc.stencil", "# Types\n{% for type in types.all %}- {{ type.name }}\n{% endfor %}")
        // An empty `args:`, and a config whose name does not say Sourcery but whose keys do.
        project.write("probe.yml", """
            configurations:
              - sources: [App, Common]
                templates: [T/AutoList.stencil]
                output: Common
                args:
              - sources: [App, Common]
                templates: [T/doc.stencil]
                output: Docs/Types.md
            """)
        let result = try project.run("run", "--config", "probe.yml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(project.read("Common/AutoList.generated.swift")?.hasSuffix("// Color: 2\n") == true, "\(project.read("Common/AutoList.generated.swift") ?? "")")
        // A Markdown output is one file, without annogen's `//` header, as Sourcery writes it.
        #expect(project.read("Docs/Types.md") == "\n# Types\n- A\n- Color\n", "\(project.read("Docs/Types.md") ?? "")")
        #expect(try project.run("run", "--config", "probe.yml", "--check").status == 0)
    }

    /// A config named anything is read as Sourcery's when its shape or its folder says Sourcery
    /// (element-x-ios runs `sourcery --config Tools/Sourcery/AutoMockableConfig.yml`: refused, and a
    /// plain list read as annogen's format took its headers as sources), and as annogen's when a
    /// key only annogen's format has says so.
    @Test func aConfigOfAnyNameIsReadAsItsShapeOrFolderSays() throws {
        let project = sourceryProject("")
        project.write("Mocks.yml", """
            sources:
              include: [Sources]
            templates: [Templates]
            output:
              path: Generated/Mocks
            """)
        project.write("Tools/Sourcery/Names.yml", """
            sources: [../../Sources]
            templates: [../../Templates]
            output: ../../Generated/Names
            """)
        project.write("Tools/api.yml", """
            sources: [../Sources]
            templates: [../Templates]
            output: ../Generated/API
            strict: false
            """)
        for (config, folder) in [("Mocks.yml", "Generated/Mocks"), ("Tools/Sourcery/Names.yml", "Generated/Names"),
                                 (project.path + "/Tools/Sourcery/Names.yml", "Generated/Names")] {
            let result = try project.run("run", "--config", config)
            #expect(result.status == 0, "\(config): \(result.stderr)")
            let output = project.read(folder + "/Names.generated.swift") ?? ""
            #expect(output.contains("// Product"), "\(config): \(output)")
            #expect(!output.contains("Legacy"), "\(config): headers are no Sourcery sources: \(output)")
            // The output's path is shown tidied (written `../../Generated/Names` in the config).
            if !config.hasPrefix("/"), folder.hasSuffix("Names") {
                #expect(result.stdout.contains("created: \(folder)/Names.generated.swift"), "\(result.stdout)")
            }
        }
        // An ancestor folder's name says nothing, given relative or absolute (found by the code review).
        project.write("old-sourcery-setup/app/gen.yml", "sources: [../../Sources]\ntemplates: [../../Templates]\noutput: ../../Generated/Gen\n")
        for config in ["old-sourcery-setup/app/gen.yml", project.path + "/old-sourcery-setup/app/gen.yml"] {
            let result = try project.run("run", "--config", config)
            #expect(result.status == 0, "\(result.stderr)")
            let output = project.read("Generated/Gen/Names.generated.swift") ?? ""
            #expect(output.contains("Legacy") || result.stderr.contains("Legacy.h"), "\(config): read in annogen's format: \(result.stderr) \(output)")
        }
        // annogen's format reads the header (libclang or not: a warning without it, and the type with it).
        let annogen = try project.run("run", "--config", "Tools/api.yml")
        #expect(annogen.status == 0, "\(annogen.stderr)")
        let output = project.read("Generated/API/Names.generated.swift") ?? ""
        #expect(output.contains("Legacy") || annogen.stderr.contains("Legacy.h"), "\(annogen.stderr) \(output)")
    }

    /// `type.imports` and `type.allImports` (the type's file's imports, then those of the files of
    /// the types it is based on), as Sourcery renders them for Proton Pass's mocks. They are read
    /// from the sources: an edit that only adds an import is rendered, with the cache as without.
    @Test func typeImportsAreTheImportsOfTheirFiles() throws {
        let project = Project(config: nil)
        project.write(".sourcery.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\n")
        project.write("Sources/Base.swift", "import Combine\nimport Foundation\nprotocol Base {}\n")
        project.write("Sources/Service.swift", "import Foundation\n@testable import Core\nimport struct Models.User\n// sourcery: AutoMockable\nprotocol Service: Base {}\n")
        project.write("Templates/Imports.stencil", """
            {% for type in types.protocols where type|annotated:"AutoMockable" %}
            {% for import in type.imports %}own: {{ import }} ({{ import.moduleName }})
            {% endfor %}{% for import in type.allImports %}all: import {{ import }}
            {% endfor %}{% endfor %}
            """)
        #expect(try project.run().status == 0)
        let first = project.read("Generated/Imports.generated.swift") ?? ""
        #expect(first.contains("""
            own: Foundation (Foundation)
            own: Core (Core)
            own: struct Models.User (Models)
            all: import Foundation
            all: import Core
            all: import struct Models.User
            all: import Combine

            """), "\(first)")
        // Only an import added: no declaration changes.
        project.write("Sources/Service.swift", "import Foundation\nimport Security\n@testable import Core\nimport struct Models.User\n// sourcery: AutoMockable\nprotocol Service: Base {}\n")
        #expect(try project.run().status == 0)
        let cached = project.read("Generated/Imports.generated.swift") ?? ""
        #expect(cached.contains("own: Security (Security)\n"), "\(cached)")
        // An import removed beside an edit of another declaration of the file: the model is patched
        // for that one type, and the template that read the imports renders again (its last text,
        // which read nothing of the edited type, is not reused).
        project.write("Sources/Base.swift", "import Combine\nimport Foundation\nprotocol Base {}\nstruct Other { let a: Int }\n")
        #expect(try project.run().status == 0)
        project.write("Sources/Service.swift", "import Foundation\n@testable import Core\nimport struct Models.User\n// sourcery: AutoMockable\nprotocol Service: Base {}\nstruct Helper { let b: Int }\n")
        #expect(try project.run().status == 0)
        project.write("Sources/Service.swift", "import Foundation\n@testable import Core\nimport struct Models.User\n// sourcery: AutoMockable\nprotocol Service: Base {}\nstruct Helper { let b: String }\n")
        #expect(try project.run().status == 0)
        let patched = project.read("Generated/Imports.generated.swift") ?? ""
        #expect(!patched.contains("Security"), "\(patched)")
        #expect(try project.run("run", "--no-cache", "--check").status == 0, "the cached run wrote what a run without the cache writes")
    }
}
