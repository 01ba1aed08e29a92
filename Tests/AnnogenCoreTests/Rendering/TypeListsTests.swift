import AnnogenCore
import Testing

/// `types.all` and the other lists reach Stencil wrapped (so it does not bridge them to an
/// `NSArray` on Linux): every way a template reads a list still sees the list.
struct TypeListsTests {
    let sources = [
        "A.swift": """
        protocol P {}
        struct B: P {}
        struct A: P { let x: Int }
        class C {}
        enum E: String, P { case one }
        extension Outside {}
        """,
    ]

    func rendered(_ template: String) throws -> String {
        let context = TemplateContext(module: compose(sources).module, arguments: [:])
        return try render(template, context.dictionary(templateName: "t.stencil"))
    }

    @Test func listsReadEveryWay() throws {
        #expect(try rendered("{{ types.all.count }} {{ types.all|count }} {{ types.all.first.name }} {{ types.all.last }}") == "5 5 A Outside")
        #expect(try rendered("{% for t in types.structs %}{{ t.name }}{% if not forloop.last %},{% endif %}{% endfor %}") == "A,B")
        #expect(try rendered("{% for t in types.all where t.kind == \"enum\" %}{{ t.name }}{% endfor %}") == "E")
        #expect(try rendered("{{ types.implementing.P|join:\",\" }} {{ types.implementing.P.count }} {{ types.implementing.Q.count }}") == "A,B,E 3 0")
        #expect(try rendered("{{ types.all|struct|join:\",\" }} {{ types.classes|join }} {{ types.protocols.0 }}") == "A,B C P")
        #expect(try rendered("{% if types.extensions %}{{ types.extensions.first.name }}{% endif %}") == "Outside")
        #expect(try rendered("{% set n %}{{ types.enums.count }}{% endset %}{{ n }}") == "1")
    }
}
