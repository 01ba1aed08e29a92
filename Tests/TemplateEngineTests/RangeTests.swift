import Testing

/// `from...to` in loops and conditions, as Stencil 0.15.1 reads its bounds.
@Suite struct RangeTests {
    /// A bound must be a whole number (Stencil converts with `Int(exactly:)`): 2.5 is refused, not
    /// cut to 2; 2.0 is 2; inf and 1e20 are refused (Stencil does not crash on them either).
    @Test func boundsMustBeWholeNumbers() {
        let loop = "{% for i in 1...to %}{{ i }}{% endfor %}"
        let cases: [(DifferentialValue, String)] = [
            (.double(2.5), "'to' value is not an Integer (2.5 )"),
            (.double(.infinity), "'to' value is not an Integer (inf )"),
            (.double(1e20), "'to' value is not an Integer (1e+20 )"),
        ]
        for (bound, reason) in cases {
            #expect(StencilParity.stencil(loop, ["to": bound]) == "error: \(reason)")
            #expect(StencilParity.ours(loop, ["to": bound]) == "error at 1: \(reason)")
        }
        #expect(StencilParity.ours("{% for i in 2.5...3 %}{{ i }}{% endfor %}") == "error at 1: 'from' value is not an Integer (2.5)")
        #expect(StencilParity.ours(loop, ["to": .double(2.0)]) == "12")
        #expect(StencilParity.stencil(loop, ["to": .double(2.0)]) == "12")
    }
}
