import TemplateEngine
import Testing

/// Filter expressions (`value|name:arguments`) that Stencil 0.15.1 cannot read.
@Suite struct FilterExpressionTests {
    /// A `|` followed by colons only names no filter: an error at the tag (Stencil crashes).
    @Test func filterWithoutNameIsAnError() {
        #expect(StencilParity.ours("a\n{{ x|:: }}") == "error at 2: Missing filter name after '|' in 'x|::'")
        #expect(StencilParity.ours("{% if x|::: %}{% endif %}") == "error at 1: Missing filter name after '|' in 'x|:::'")
        #expect(StencilParity.ours("{% filter :: %}a{% endfilter %}") == "error at 1: Missing filter name after '|' in 'filter_value|::'")
        #expect(StencilParity.ours("{{ s|filter:\"::\" }}", ["s": .string("a")]) == "error at 1: Missing filter name after '|' in '$0|::'")
        // A single colon joins the word before it (`x|:` is the variable `x:`), in both engines.
        #expect(StencilParity.ours("{{ x|: }}", ["x:": .int(1)]) == "1")
        #expect(StencilParity.stencil("{{ x|: }}", ["x:": .int(1)]) == "1")
    }
}
