import TemplateEngine
import Testing

@Suite struct EngineBasicsTests {
    private func render(_ text: String, _ globals: [String: TemplateValue] = [:]) throws -> String {
        try Environment().compile(text, name: "t.stencil").render(globals)
    }

    @Test func variablesFiltersAndLoops() throws {
        let globals: [String: TemplateValue] = ["name": "World", "items": [1, 2, 3], "map": ["b": 2, "a": 1]]
        #expect(try render("Hello {{ name|uppercase }}!", globals) == "Hello WORLD!")
        #expect(try render("{% for i in items %}{{ i }}{% if not forloop.last %},{% endif %}{% endfor %}", globals) == "1,2,3")
        #expect(try render("{% for k, v in map %}{{ k }}={{ v }};{% endfor %}", globals) == "a=1;b=2;")
        #expect(try render("{{ items|join:\"-\" }} {{ items.count }} {{ items.first }}", globals) == "1-2-3 3 1")
        #expect(try render("{% for i in 1...3 where i > 1 %}{{ i }}{% empty %}none{% endfor %}", globals) == "23")
        #expect(try render("{{ missing|default:\"x\" }}{{ name if missing else \"y\" }}", globals) == "xy")
    }

    @Test func errorsArePlaced() {
        #expect(throws: TemplateError.self) { try render("a\n{% if x %}") }
        do {
            _ = try render("a\n  {{ x|nope }}")
        } catch let error as TemplateError {
            #expect(error.description == "t.stencil:2:8: Unknown filter 'nope'.")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
