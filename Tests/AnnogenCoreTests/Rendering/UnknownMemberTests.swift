import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A member annogen's objects do not have is a warning at the template, with a suggestion; an absent
/// annotation, a dictionary key or a filter's probe is not. `annotations.count` reads an annotation.
@Suite struct UnknownMemberTests {
    private func run(_ templates: [String: String], source: String = "// gen: count = 3, keys = \"k\"\nstruct A {\n    let id: Int\n}\n")
        -> (report: RunReport, folder: TemporaryFolder) {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", source)
        for (path, text) in templates { folder.write("Templates/\(path)", text) }
        let config = Config(sources: [folder.file("Sources")], templates: [folder.file("Templates")], output: folder.file("Out"),
                            omitVersionInHeader: true)
        return (Pipeline(config: config).run(mode: .write), folder)
    }

    private func described(_ report: RunReport, _ folder: TemporaryFolder) -> [String] {
        report.diagnostics.map { $0.description.replacingOccurrences(of: folder.file("Templates") + "/", with: "") }
    }

    @Test func misspeltMembersAreWarningsAtTheirPlaceWithASuggestion() {
        let (report, folder) = run(["T.stencil": """
            {% for type in types.all %}
            // {{ type.nmae }}
            {% for variable in type.variables %}// {{ variable.typName }} {{ variable.typeName.isOptinal }}{% endfor %}
            {% endfor %}
            {{ types.alll }}

            """])
        #expect(described(report, folder) == [
            "T.stencil:2:12: warning: 'nmae' is not a member of a type; it renders as nothing; did you mean 'name'?",
            "T.stencil:3:52: warning: 'typName' is not a member of a variable; it renders as nothing; did you mean 'typeName'?",
            "T.stencil:3:84: warning: 'isOptinal' is not a member of a type name; it renders as nothing; did you mean 'isOptional'?",
            "T.stencil:5:10: warning: 'alll' is not a member of types; it renders as nothing; did you mean 'all'?",
        ])
        #expect(!report.hasErrors)
        #expect(folder.read("Out/T.generated.swift") != nil)
    }

    @Test func inAPartialOrAMacroTheWarningPointsThere() {
        let (report, folder) = run([
            "T.stencil": "{% macro show t %}// {{ t.kindd }}{% endmacro %}{% for type in types.all %}{% call show type %}{% include \"_p.stencil\" %}{% endfor %}\n",
            "_p.stencil": "\n// {{ type.localNam }}\n",
        ])
        #expect(described(report, folder) == [
            "T.stencil:1:27: warning: 'kindd' is not a member of a type; it renders as nothing; did you mean 'kind'?",
            "_p.stencil:2:12: warning: 'localNam' is not a member of a type; it renders as nothing; did you mean 'localName'?",
        ].sorted())
    }

    @Test func absentAnnotationsDictionaryKeysAndFilterProbesAreSilent() {
        let (report, _) = run(["T.stencil": """
            {% for type in types.all %}{% if type.annotations.skip %}skip{% endif %}{{ argument.nothing }}
            {{ type.variables|instance|stored|join:"," }}{{ type.methods|instance|count }}{{ types.all|class|count }}
            {% for v in type.variables %}{{ v.annotations.absent.deeper }}{% endfor %}{% endfor %}

            """])
        #expect(report.diagnostics == [])
    }

    @Test func strictMakesThemErrorsAndNothingIsWritten() {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", "struct A {}\n")
        folder.write("Templates/T.stencil", "{% for type in types.all %}{{ type.nmae }}{% endfor %}\n")
        var config = Config(sources: [folder.file("Sources")], templates: [folder.file("Templates")], output: folder.file("Out"))
        config.strict = true
        let report = Pipeline(config: config).run(mode: .write)
        #expect(report.hasErrors)
        #expect(report.diagnostics.first?.message.hasPrefix("'nmae' is not a member of a type") == true)
        #expect(folder.read("Out/T.generated.swift") == nil)
    }

    @Test func anAnnotationNamedCountIsReadAsAnAnnotation() {
        let (report, folder) = run(["T.stencil": """
            {% for type in types.all %}// {{ type.annotations.count }} {{ type.annotations.keys }} {{ type|annotated:"count" }}
            {% for key, value in type.annotations %}// {{ key }}={{ value }}
            {% endfor %}{% endfor %}

            """])
        #expect(report.diagnostics == [])
        #expect(folder.read("Out/T.generated.swift")?.hasSuffix("// 3 k true\n// count=3\n// keys=k\n") == true,
                "\(folder.read("Out/T.generated.swift") ?? "")")
    }
}
