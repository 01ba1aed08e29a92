import AnnogenCore
import AnnogenTestSupport
import Testing

/// Sourcery's own filters and tags, with its names, arguments and results.
@Suite struct SourceryFilterTests {
    private let people: [[String: Any]] = [["name": "bo"], ["name": "Ana"], ["name": "cy"]]

    @Test func collectionFilters() throws {
        #expect(try render("{{ list|reversed|join:\",\" }} {{ list|last }} {{ list|isEmpty }} {{ empty|isEmpty }} {{ text|isEmpty }}",
                           ["list": [1, 2, 3], "empty": [Int](), "text": ""]) == "3,2,1 3 false true true")
        #expect(try render("{{ one|toArray|join:\",\" }} {{ list|toArray|count }}", ["one": "x", "list": [1, 2]]) == "x 2")
        #expect(try render("{{ dict|sortedValuesByKeys|join:\",\" }}", ["dict": ["b": 2, "a": 1, "c": 3]]) == "1,2,3")
        #expect(try render("{% set more = list|push:4 %}{{ more|join:\",\" }}", ["list": [1, 2, 3]]) == "1,2,3,4")
    }

    @Test func optionalAndExtendsSelect() throws {
        let variables = [FakeModel("a", ["isOptional": true]), FakeModel("b", ["isOptional": false]), FakeModel("c")]
        #expect(try render("{{ vars|optional|join:\",\" }}|{{ vars|!optional|join:\",\" }}|{{ one|optional }}",
                           ["vars": variables, "one": variables[0]]) == "a|b,c|true")
        let types = [FakeModel("Shelf", ["isExtension": true]), FakeModel("Shelf", ["isExtension": false]), FakeModel("Box", ["isExtension": true])]
        #expect(try render("{{ types|extends:\"Shelf\"|count }} {{ types|!extends:\"Shelf\"|count }} {{ one|extends:\"Box\" }}",
                           ["types": types, "one": types[2]]) == "1 2 true")
    }

    @Test func sortedByAPropertyIgnoringCase() throws {
        #expect(try render("{% for p in people|sorted:\"name\" %}{{ p.name }} {% endfor %}", ["people": people]) == "Ana bo cy ")
        #expect(try render("{% for p in people|sortedDescending:\"name\" %}{{ p.name }} {% endfor %}", ["people": people]) == "cy bo Ana ")
    }

    @Test func jsonOfValues() throws {
        #expect(try render("{{ value|json }}", ["value": ["a": [1, 2]]]) == #"{"a":[1,2]}"#)
    }

    /// Keys in order, as the same inputs must give the same bytes: a type's annotations (a
    /// dictionary whose order changes from one process to the next) gave other bytes on every run.
    @Test func jsonSortsKeys() throws {
        let folder = TemporaryFolder()
        let keys = (0..<12).map { "key\($0 + 10)" }
        folder.write("Sources/A.swift", keys.map { "// gen: \($0) = 1\n" }.joined() + "struct Annotated {}\n")
        folder.write("Templates/J.stencil", "{% for type in types.all %}{{ type.annotations|json }}{% endfor %}\n")
        _ = Pipeline(config: Config(sources: [folder.file("Sources")], templates: [folder.file("Templates")],
                                    output: folder.file("Out"), omitVersionInHeader: true)).run(mode: .write)
        let expected = "{" + keys.map { #""\#($0)":1"# }.joined(separator: ",") + "}"
        #expect(folder.read("Out/J.generated.swift")?.contains(expected) == true, "\(folder.read("Out/J.generated.swift") ?? "")")
    }

    @Test func stringFilters() throws {
        #expect(try render("{{ \"someHTTPThingHere\"|titleCase }}|{{ \"hello world\"|capitalise }}|{{ \"a/b/c.swift\"|deletingLastComponent }}")
            == "Some HTTP Thing Here|Hello World|a/b")
    }

    @Test func newlineAndTypedTags() throws {
        #expect(try render("a{% newline %}{% typed x as Int %}b\n{% if true %}\n{% endif %}\n") == "a\nb\n")
    }
}
