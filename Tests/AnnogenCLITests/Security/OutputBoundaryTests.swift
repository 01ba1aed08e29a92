import Foundation
import Testing

/// What templates decide to write stays inside the project (the config file's folder, or the working
/// directory without one) or the output folder the user chose: `gen:file:` paths and rewritten sources
/// that lead out through an absolute path, `..` or a symlink are refused with an error, exit 1, and
/// nothing is written anywhere. The output the user typed (`--output`, `output:`) is honoured wherever
/// it points.
@Suite struct OutputBoundaryTests {
    @Test(arguments: ["absolute", "dot-dot", "symlinked folder", "symlinked parent"])
    func outputFlagLeadingOutIsHonoured(spelling: String) throws {
        let project = FaultProject.pendingWrites()
        let outside = FaultProject()
        try project.symlink("Link", to: outside.path)
        let output = switch spelling {
        case "absolute": outside.file("Generated")
        case "dot-dot": "../\((outside.path as NSString).lastPathComponent)/Generated"
        case "symlinked folder": "Link"
        default: "Link/Generated"
        }
        let result = try project.run("run", "--output", output)
        #expect(result.status == 0, "\(result.stderr)")
        let written = spelling == "symlinked folder" ? "Names.generated.swift" : "Generated/Names.generated.swift"
        #expect(outside.read(written)?.contains("// Model") == true, "\(outside.snapshot)")
    }

    @Test func outputInTheConfigLeadingOutIsHonoured() throws {
        let name = "annogen-elsewhere-\(UUID().uuidString)"
        let project = FaultProject.pendingWrites(config: "sources: [Sources]\ntemplates: [Templates]\noutput: ../\(name)\n")
        let elsewhere = ((project.path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        let result = try project.run("run")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: elsewhere + "/Names.generated.swift") != nil)
    }

    /// An absolute path is fine when it is inside the project (Xcode passes `$SRCROOT/…`).
    @Test func absoluteOutputInsideTheProjectIsWritten() throws {
        let project = FaultProject.pendingWrites()
        let result = try project.run("run", "--output", project.file("Generated"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("Generated/Names.generated.swift") != nil)
    }

    @Test(arguments: ["/tmp/annogen-evil.swift", "../../evil.swift", "Sub/../../../evil.swift", "Link/evil.swift"])
    func fileBlockLeadingOutIsRefused(path: String) throws {
        let project = FaultProject.pendingWrites()
        let outside = FaultProject()
        try project.symlink("Generated/Link", to: outside.path)
        project.write("Templates/Evil.stencil", "// gen:file:\(path)\nlet evil = 1\n// gen:end\n")
        let before = project.snapshot, outsideBefore = outside.snapshot
        let result = try project.run("run")
        expectRefused(result, naming: "Templates/Evil.stencil:1:1", saying: "refusing to write '\(path)'", before: before, after: project.snapshot)
        #expect(outside.snapshot == outsideBefore)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/annogen-evil.swift"))
    }

    /// A source that is a symlink to a file outside the project is read, but its inline block is not
    /// written there: refused, the outside file unchanged.
    @Test func inlineBlockInASymlinkLeadingOutIsRefused() throws {
        let project = FaultProject.pendingWrites()
        let outside = FaultProject(["Shared.swift": "// gen: autoPublicInit\npublic struct Shared {\n    public let id: Int\n}\n"])
        try project.symlink("Sources/Shared.swift", to: outside.file("Shared.swift"))
        let before = project.snapshot, outsideBefore = outside.snapshot
        let result = try project.run("run")
        expectRefused(result, naming: "Sources/Shared.swift", saying: "leads out of the project folder", before: before, after: project.snapshot)
        #expect(outside.snapshot == outsideBefore)
        // Sources named outside the project are refused the same way.
        let direct = try project.run("run", "--sources", "Sources/Model.swift", outside.file("Shared.swift"))
        expectRefused(direct, naming: outside.file("Shared.swift"), saying: "leads out of the project folder", before: before, after: project.snapshot)
        #expect(outside.snapshot == outsideBefore)
    }

    /// As in Sourcery, a `gen:file:` path may leave the output folder while it stays in the project,
    /// and one without an extension names `<path>.generated.swift`.
    @Test func fileBlockLeavingTheOutputFolderInsideTheProjectIsWritten() throws {
        let project = FaultProject.pendingWrites()
        project.write("Templates/Spec.stencil", "// gen:file:../Tests/Spec\nlet spec = 1\n// gen:end\n")
        let result = try project.run("run")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("Tests/Spec.generated.swift")?.hasSuffix("let spec = 1\n") == true)
    }

    /// A symlink that stays inside the project is written where it points, and stays a symlink.
    @Test func inlineBlockInASymlinkInsideTheProjectIsWrittenThrough() throws {
        let project = FaultProject.pendingWrites(config: "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\n")
        project.write("Shared/Real.swift", "// gen: autoPublicInit\npublic struct Real {\n    public let id: Int\n}\n")
        try project.symlink("Sources/Real.swift", to: "../Shared/Real.swift")
        let result = try project.run("run")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("Shared/Real.swift")?.contains("// gen:inline:auto:Real.init") == true)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: project.file("Sources/Real.swift"))) == "../Shared/Real.swift")
    }
}

/// `{% include %}` reads only inside the template folders, at the command line too.
@Suite struct IncludeBoundaryTests {
    @Test(arguments: ["../Secret.txt", "/etc/hostname", "Link/Secret.txt"])
    func includeOutsideTheTemplateFoldersIsRefused(path: String) throws {
        let project = FaultProject.pendingWrites()
        let secret = "the secret \(UUID().uuidString)"
        project.write("Secret.txt", secret)
        try project.symlink("Templates/Link", to: project.path)
        project.write("Templates/Leak.stencil", "// {% include \"\(path)\" %}\n")
        let before = project.snapshot
        let result = try project.run("run")
        let phrase = path.hasPrefix("/") ? "is absolute" : "resolves outside the template folders"
        expectRefused(result, naming: "Templates/Leak.stencil:1:7", saying: phrase, before: before, after: project.snapshot)
        #expect(!result.stderr.contains(secret) && !result.stdout.contains(secret))
    }
}

/// Annotation values cannot end or open a generated block: one holding a marker is an error at the
/// annotation, and nothing is written.
@Suite struct MarkerInjectionTests {
    @Test(arguments: ["x\\n// gen:end", "gen:end", "// gen:inline:Other", "sourcery:file:Evil.swift", "a\\n    // gen:begin: b"])
    func valueHoldingAMarkerIsRefusedAtTheAnnotation(value: String) throws {
        let project = FaultProject.pendingWrites()
        // A plain template and an inline one (next to AutoPublicInit's kind of block) render the value.
        project.write("Sources/Model.swift", "// gen: autoPublicInit, note = \"\(value)\"\npublic struct Model {\n    public let id: Int\n}\n")
        project.write("Templates/Note.stencil", "{% for type in types.all %}\n// {{ type.annotations.note }}\n{% endfor %}\n")
        project.write("Templates/NoteInline.stencil", """
            {% for type in types.all|annotated:"autoPublicInit" %}
            // gen:inline:auto:{{ type.name }}.note
                // {{ type.annotations.note }}
            // gen:end
            {% endfor %}

            """)
        let before = project.snapshot
        let result = try project.run("run")
        expectRefused(result, naming: "Sources/Model.swift:1:25", saying: "the value of annotation key 'note' contains the marker", before: before, after: project.snapshot)
    }

    /// The built-in AutoPublicInit template with an inline template rendering an annotation value:
    /// harmless values go through, the block structure stays what the templates wrote.
    @Test func builtInAutoPublicInitWithAnnotationValues() throws {
        let project = FaultProject.pendingWrites()
        let templates = (repositoryRoot as NSString).appendingPathComponent("Templates/AutoPublicInit.stencil")
        try FileManager.default.removeItem(atPath: project.file("Templates/Init.stencil"))
        try FileManager.default.copyItem(atPath: templates, toPath: project.file("Templates/AutoPublicInit.stencil"))
        project.write("Templates/NoteInline.stencil", """
            {% for type in types.all|annotated:"autoPublicInit" %}
            // gen:inline:after-auto:{{ type.name }}.note
            // {{ type.annotations.note }}
            // gen:end
            {% endfor %}

            """)
        project.write("Sources/Model.swift", "// gen: autoPublicInit, note = \"a harmless note\"\npublic struct Model {\n    public let id: Int\n}\n")
        let ok = try project.run("run")
        #expect(ok.status == 0, "\(ok.stderr)")
        let written = try #require(project.read("Sources/Model.swift"))
        #expect(written.contains("// gen:inline:auto:Model.autoPublicInit\n    public init(\n        id: Int\n    ) {\n        self.id = id\n    }\n// gen:end\n}\n"))
        #expect(written.hasSuffix("}\n// gen:inline:after-auto:Model.note\n// a harmless note\n// gen:end\n"))

        project.write("Sources/Model.swift", written.replacingOccurrences(of: "note = \"a harmless note\"", with: "note = \"x\\n// gen:end\""))
        let before = project.snapshot
        let refused = try project.run("run")
        expectRefused(refused, naming: "Sources/Model.swift:1:25", saying: "contains the marker 'gen:end'", before: before, after: project.snapshot)
    }

    /// Not only annotations: source text rendered into a block (a multi-line string default that
    /// AutoPublicInit copies) holding a marker line ends the block early; the template's own end
    /// marker then closes nothing, which is an error at the template, and nothing is written.
    @Test func sourceTextHoldingAMarkerLineIsAnErrorAtTheTemplate() throws {
        let project = FaultProject.pendingWrites()
        try FileManager.default.removeItem(atPath: project.file("Templates/Init.stencil"))
        try FileManager.default.copyItem(
            atPath: (repositoryRoot as NSString).appendingPathComponent("Templates/AutoPublicInit.stencil"),
            toPath: project.file("Templates/AutoPublicInit.stencil"))
        project.write("Sources/Model.swift", "// gen: autoPublicInit\npublic struct Model {\n    public var text: String = \"\"\"\n    // gen:end\n    \"\"\"\n}\n")
        let before = project.snapshot
        let result = try project.run("run")
        expectRefused(result, naming: "Templates/AutoPublicInit.stencil:", saying: "closes no block", before: before, after: project.snapshot)
    }
}
