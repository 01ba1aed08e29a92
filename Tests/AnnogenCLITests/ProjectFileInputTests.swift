import Foundation
import Testing

/// A file a template reads (a `mockFile` through `fileContents`) is an input like the sources
/// (issue 48, item 2): watch regenerates when it changes, and the Xcode input list names it.
@Suite(.serialized) struct ProjectFileInputTests {
    static func project() -> Project {
        let project = Project()
        project.write("Sources/A.swift", "// gen: mockFile = \"Mocks/product.json\"\nstruct Product {\n    let id: Int\n}\n")
        project.write("Mocks/product.json", "{\"id\": 1}\n")
        project.write("Templates/Names.stencil", "{% for type in types.all %}\n// {{ type.name }}: {{ type.annotations.mockFile|fileContents }}\n{% endfor %}\n")
        return project
    }

    @Test func watchRegeneratesWhenAFileATemplateReadChanges() throws {
        let project = Self.project()
        let watch = try WatchProcess(in: project.path)
        #expect(eventually { watch.output.contains("watching") }, "\(watch.output)")
        #expect(project.read("Generated/Names.generated.swift")?.contains("{\"id\": 1}") == true)
        project.write("Mocks/product.json", "{\"id\": 2}\n")
        #expect(eventually { project.read("Generated/Names.generated.swift")?.contains("{\"id\": 2}") == true }, "\(watch.output)")
        #expect(watch.interrupt() == 0)
    }

    @Test func theXcodeInputListNamesIt() throws {
        let project = Self.project()
        #expect(try project.run("xcode-filelists").status == 0)
        #expect(project.read("annogen-inputs.xcfilelist")?.contains("$(SRCROOT)/Mocks/product.json\n") == true, "\(project.read("annogen-inputs.xcfilelist") ?? "")")
        // A change to it makes the lists' check pass still (the list names it), and the run's check fail.
        #expect(try project.run("run", "--quiet").status == 0)
        project.write("Mocks/product.json", "{\"id\": 3}\n")
        #expect(try project.run("run", "--check").status == 1)
        #expect(try project.run("xcode-filelists", "--check").status == 0)
    }
}
