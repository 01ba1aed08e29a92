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

    @Test func swiftTemplatesAreAClearError() throws {
        let project = Project()
        project.write("Templates/AutoCodable.swifttemplate", "<%= types.all.count %>\n")
        let result = try project.run("run")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Templates/AutoCodable.swifttemplate:1:1: error: not supported: Swift templates (.swifttemplate)"), "\(result.stderr)")
        #expect(!project.exists("Generated"))
    }
}
