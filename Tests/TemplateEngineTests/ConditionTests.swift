import Testing

/// Conditions as Stencil 0.15.1 evaluates them.
@Suite struct ConditionTests {
    /// `<`, `>`, `<=`, `>=` resolve both sides before reading them as numbers: an error on the right
    /// is thrown even when the left is not a number.
    @Test func comparisonResolvesBothSides() {
        let template = "{% if missing < s|indent:\"2\" %}yes{% endif %}"
        let reason = "'indent' filter width argument must be an Integer (Optional(\"2\"))"
        #expect(StencilParity.stencil(template, ["s": .string("a")]) == "error: \(reason)")
        #expect(StencilParity.ours(template, ["s": .string("a")]) == "error at 1: \(reason)")
    }
}
