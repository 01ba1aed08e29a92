import Testing

/// How templates are cut into text and tags, as Stencil 0.15.1's lexer cuts them.
@Suite struct LexerTests {
    /// Stencil tells a tag by its first characters: `{%` followed by a combining mark is the
    /// character `%́`, not `%`, and the whole tag is text.
    @Test func delimiterWithCombiningMarkIsText() {
        let template = "a{{\u{301} s }}b{%\u{301} if s %}c{#\u{301} x #}d"
        #expect(StencilParity.stencil(template, ["s": .string("x")]) == template)
        #expect(StencilParity.ours(template, ["s": .string("x")]) == template)
        let closing = "{% if s %}y{%\u{301} endif %}{% endif %}"
        #expect(StencilParity.stencil(closing, ["s": .string("x")]) == "y{%\u{301} endif %}")
        #expect(StencilParity.ours(closing, ["s": .string("x")]) == "y{%\u{301} endif %}")
    }
}
