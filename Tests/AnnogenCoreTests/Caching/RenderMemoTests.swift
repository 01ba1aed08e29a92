@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// In watch mode a template keeps last pass's text when the model was patched and it read nothing
/// of the types that changed, and renders again when it did; either way the output is what a run
/// without the cache writes.
@Suite struct RenderMemoTests {
    static let template = """
        {% for type in types.all where type|annotated:"AutoEquatable" %}
        {{ type.name }}:{% for variable in type.storedVariables %} {{ variable.name }}{% endfor %}
        {% endfor %}
        """

    @Test func aTemplateRendersAgainOnlyWhenItReadWhatChanged() throws {
        let folder = TemporaryFolder()
        folder.write("Sources/Point.swift", "// gen: AutoEquatable\nstruct Point {\n    let x: Int\n}\n")
        folder.write("Sources/Other.swift", "struct Other {\n    let y: Int\n}\n")
        folder.write("Templates/Equatable.stencil", Self.template)
        // The same reads again, in a second template: it meets the members the first one made
        // (the objects are shared by a run's templates), and must note them as read all the same.
        folder.write("Templates/Listing.stencil", Self.template)
        let config = { (output: String) in projectConfig(folder.path, output: output) }
        let cache = AnnogenCache(directory: folder.file("cache"), toolVersion: "t", keepsParsedFiles: true)
        func pass() -> (report: RunReport, output: String, expected: String) {
            let report = Pipeline(config: config("Watched"), cache: cache).runUsingCache(mode: .write)
            _ = Pipeline(config: config("Uncached")).run(mode: .write)
            let read = { (name: String) in
                ["Equatable", "Listing"].map { (try? String(contentsOfFile: folder.file("\(name)/\($0).generated.swift"), encoding: .utf8)) ?? "" }
                    .joined(separator: "\n---\n")
            }
            return (report, read("Watched"), read("Uncached"))
        }

        let first = pass()
        #expect(first.report.templatesReused == 0)
        #expect(first.output == first.expected)

        // A type the template only asked for its annotations (it has none, still): the text stays.
        folder.write("Sources/Other.swift", "struct Other {\n    let y: Int\n    let z: String\n}\n")
        let second = pass()
        #expect(cache.lastStatistics.typesRecomposed == 1)
        #expect(second.report.templatesReused == 2)
        #expect(second.output == second.expected)

        // A type whose properties it lists: rendered again.
        folder.write("Sources/Point.swift", "// gen: AutoEquatable\nstruct Point {\n    let x: Int\n    let w: Int\n}\n")
        let third = pass()
        #expect(cache.lastStatistics.typesRecomposed == 1)
        #expect(third.report.templatesReused == 0)
        #expect(third.output == third.expected)
        #expect(third.output.components(separatedBy: "Point: x w").count == 3)

        // An annotation added to the other type: the template read its annotations, so it renders again.
        folder.write("Sources/Other.swift", "// gen: AutoEquatable\nstruct Other {\n    let y: Int\n    let z: String\n}\n")
        let fourth = pass()
        #expect(fourth.report.templatesReused == 0)
        #expect(fourth.output == fourth.expected)
        #expect(fourth.output.components(separatedBy: "Other: y z").count == 3)
    }
}
