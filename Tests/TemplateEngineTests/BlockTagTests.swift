import Testing

/// `{% block %}` outside inheritance: its body rendered, its text kept for `{{ block.name }}`.
@Suite struct BlockTagTests {
    /// A `block` variable of the context hides the rendered blocks (nil too), unless it is a
    /// dictionary of strings, which they are added to.
    @Test func contextBlockVariableHidesRenderedBlocks() {
        let template = "{% block main %}x{% endblock %}[{{ block.main }}|{{ block.count }}|{{ block.other }}]"
        let cases: [(DifferentialValue?, String)] = [
            (nil, "x[x|1|]"),
            (.null, "x[||]"),
            (.string("text"), "x[|4|]"),
            (.dictionary(["other": .int(1)]), "x[|1|1]"),
            (.dictionary(["other": .string("o")]), "x[x|2|o]"),
        ]
        for (block, expected) in cases {
            var variables: [String: DifferentialValue] = ["unrelated": .int(0)]
            variables["block"] = block
            #expect(StencilParity.stencil(template, variables) == expected)
            #expect(StencilParity.ours(template, variables) == expected)
        }
    }
}
