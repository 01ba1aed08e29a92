import Foundation
import Testing

/// What `annogen watch` and the summary line say: the sources whose content changed (never an
/// editor's temporary file), no second pass for annogen's own inline blocks, only real files listed,
/// and how many files came from the cache.
@Suite(.serialized) struct WatchAndSummaryTests {
    @Test func aSaveThroughATemporaryFileNamesTheSource() throws {
        let project = Project()
        let watch = try WatchProcess(in: project.path)
        #expect(eventually { watch.output.contains("watching") }, "\(watch.output)")
        // `sed -i` writes a temporary file beside the source and renames it over the source.
        project.write("Sources/sedcIw1jE", "struct Item {\n    let id: Int\n}\n")
        #expect(rename(project.path + "/Sources/sedcIw1jE", project.path + "/Sources/A.swift") == 0)
        #expect(eventually { watch.lines.contains { $0.hasPrefix("Sources/A.swift changed: 1 output written") } }, "\(watch.output)")
        #expect(!watch.output.contains("sedcIw1jE"), "\(watch.output)")

        // A half-typed edit: errors, the output stays as it was, and the watch waits for the fix.
        let before = project.snapshot("Generated")
        project.write("Sources/A.swift", "struct Item {{\n    let id: Int\n}\nstruct Half\n")
        #expect(eventually { watch.output.contains("Sources/A.swift changed: errors, nothing written") }, "\(watch.output)")
        #expect(watch.output.contains("Sources/A.swift:1:14: error: syntax error"), "\(watch.output)")
        #expect(project.snapshot("Generated") == before)
        project.write("Sources/A.swift", "struct Item {\n    let id: Int\n}\nstruct Whole {}\n")
        #expect(eventually { project.read("Generated/Names.generated.swift")?.contains("// Whole") == true }, "\(watch.output)")
        #expect(watch.interrupt() == 0)
    }

    @Test func annogensOwnInlineBlocksStartNoSecondPassButAUsersEditDoes() throws {
        let project = Project()
        project.write("Templates/Note.stencil", """
            {% for type in types.all %}
            // gen:inline:auto:{{ type.name }}.note
                // note for {{ type.name }}
            // gen:end
            {% endfor %}

            """)
        let watch = try WatchProcess(in: project.path)
        #expect(eventually { watch.output.contains("watching") }, "\(watch.output)")
        #expect(project.read("Sources/A.swift")?.contains("// note for Product") == true)
        project.write("Sources/B.swift", "struct Order {\n}\n")
        #expect(eventually { project.read("Sources/B.swift")?.contains("// note for Order") == true }, "\(watch.output)")
        #expect(eventually { watch.lines.contains { $0.hasPrefix("Sources/B.swift changed:") } }, "\(watch.output)")
        let lines = watch.lines.count
        Thread.sleep(forTimeInterval: 1.5)
        #expect(watch.lines.count == lines, "annogen's write into B.swift started another pass: \(watch.output)")
        // The user's own edit of the same file right after is seen (a new type: its name in the
        // output and its block in the file), and annogen's block for it again starts nothing.
        project.write("Sources/B.swift", (project.read("Sources/B.swift") ?? "") + "struct Invoice {\n}\n")
        #expect(eventually { watch.lines.count > lines }, "\(watch.output)")
        #expect(eventually { project.read("Generated/Names.generated.swift")?.contains("// Invoice") == true }, "\(watch.output)")
        #expect(watch.lines.last?.hasPrefix("Sources/B.swift changed: 2 outputs written") == true, "\(watch.output)")
        let afterEdit = watch.lines.count
        Thread.sleep(forTimeInterval: 1.5)
        #expect(watch.lines.count == afterEdit, "\(watch.output)")
        #expect(watch.interrupt() == 0)
    }

    @Test func verboseListsOnlyFilesThatExist() throws {
        let project = Project()
        project.write("Templates/Nothing.stencil", "{% for type in types.all|annotated:\"absent\" %}// {{ type.name }}\n{% endfor %}")
        let result = try project.run("run", "-v")
        #expect(result.status == 0)
        #expect(!result.stdout.contains("Nothing.generated.swift"), "\(result.stdout)")
        #expect(result.stdout.contains("1 output written, 0 unchanged"), "\(result.stdout)")
        let again = try project.run("run", "-v")
        #expect(again.stdout.contains("unchanged: Generated/Names.generated.swift"))
        #expect(!again.stdout.contains("Nothing.generated.swift"), "\(again.stdout)")
        #expect(again.stdout.contains("0 outputs written, 1 unchanged"), "\(again.stdout)")
    }

    @Test func theSummarySaysWhatWasParsedAndWhatCameFromTheCache() throws {
        let project = Project()
        project.write("Sources/B.swift", "struct Order {}\n")
        project.write("Sources/C.swift", "struct Invoice {}\n")
        let cold = try project.run("run")
        #expect(cold.stdout.contains("3 files parsed, 3 types, 1 output written"), "\(cold.stdout)")
        project.write("Sources/C.swift", "struct Receipt {}\n")
        let oneChanged = try project.run("run")
        #expect(oneChanged.stdout.contains("3 files (1 parsed, 2 from the cache), 3 types, 1 output written"), "\(oneChanged.stdout)")
        let warm = try project.run("run")
        #expect(warm.stdout.contains("3 files (all from the cache), 3 types, 0 outputs written, 1 unchanged"), "\(warm.stdout)")
        let uncached = try project.run("run", "--no-cache")
        #expect(uncached.stdout.contains("3 files parsed, 3 types"), "\(uncached.stdout)")
    }

    @Test func verboseSaysWhenTheCachedModelWasPatched() throws {
        let project = Project()
        project.write("Sources/B.swift", "struct Order {\n    var id: Int\n}\n")
        let cold = try project.run("run", "-v")
        #expect(!cold.stdout.contains("model patched"), "\(cold.stdout)")
        project.write("Sources/B.swift", "struct Order {\n    var id: Int\n    var total: Double\n}\n")
        let oneChanged = try project.run("run", "-v")
        #expect(oneChanged.stdout.contains("stages: model patched (1 type composed again), "), "\(oneChanged.stdout)")
        let warm = try project.run("run", "-v")
        #expect(!warm.stdout.contains("model patched"), "\(warm.stdout)")
    }
}
