@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// The file lists of an Xcode build phase: what the run reads in, what it writes out.
@Suite struct XcodeFileListsTests {
    @Test func inputsAreSourcesTemplateFilesAndConfigOutputsAreWrittenFiles() throws {
        let folder = TemporaryFolder()
        folder.write("Sources/Recipe.swift", "// gen: autoPublicInit\npublic struct Recipe {\n    public let id: Int\n}\n")
        folder.write("Sources/Notes.txt", "not a source\n")
        folder.write("Templates/_Header.stencil", "// header\n")
        folder.write("Templates/Names.stencil", "{% include \"_Header.stencil\" %}{% for type in types.all %}// {{ type.name }}\n{% endfor %}")
        folder.write("Templates/Files.stencil", "// gen:file:Extra/One.swift\nlet one = 1\n// gen:end\n")
        folder.write("Templates/Init.stencil", "{% for type in types.all|annotated:\"autoPublicInit\" %}// gen:inline:auto:{{ type.name }}.init\n    public init(id: Int) { self.id = id }\n// gen:end\n{% endfor %}")
        let configPath = folder.write(".annogen.yml", "sources: [Sources]\n")
        var config = Config(sources: [folder.file("Sources")], templates: [folder.file("Templates")], output: folder.file("Out"))
        config.projectRoot = folder.path

        let (lists, diagnostics) = XcodeFileLists.make(config: config, configPath: configPath, sourceRoot: folder.path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lists?.inputs == [
            "$(SRCROOT)/.annogen.yml", "$(SRCROOT)/Sources/Recipe.swift", "$(SRCROOT)/Templates/Files.stencil",
            "$(SRCROOT)/Templates/Init.stencil", "$(SRCROOT)/Templates/Names.stencil", "$(SRCROOT)/Templates/_Header.stencil",
        ])
        // Files.stencil's and Init.stencil's own texts are empty (theirs go to Extra/One.swift and, inline,
        // into Recipe.swift, an input): no file of their own.
        #expect(lists?.outputs == ["$(SRCROOT)/Out/Extra/One.swift", "$(SRCROOT)/Out/Names.generated.swift"])
        #expect(folder.read("Out/Names.generated.swift") == nil, "planned, not written")
        #expect(folder.read("Sources/Recipe.swift")?.contains("init(id:") == false)

        let outside = XcodeFileLists.make(config: config, configPath: configPath, sourceRoot: folder.file("Sources"))
        #expect(outside.lists?.inputs.contains(PathNormalizer.standardize(configPath)) == true, "outside $(SRCROOT): absolute")
        #expect(outside.lists?.inputs.contains("$(SRCROOT)/Recipe.swift") == true)
    }

    @Test func aRunWithErrorsGivesNoLists() {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", "struct A {}\n")
        folder.write("Templates/Bad.stencil", "{% for %}\n")
        let config = Config(sources: [folder.file("Sources")], templates: [folder.file("Templates")], output: folder.file("Out"))
        let (lists, diagnostics) = XcodeFileLists.make(config: config, configPath: nil, sourceRoot: folder.path)
        #expect(lists == nil)
        #expect(diagnostics.contains { $0.severity == .error })
    }
}
