import Testing

/// Where errors point: at the tag whose words fail, on its own line.
@Suite struct ErrorLocationTests {
    private let nums: [String: DifferentialValue] = ["nums": .array([.int(1)])]

    /// An `elif` whose condition does not parse, or fails while rendering, is reported at the
    /// `elif` (Stencil reports it at the `if`).
    @Test func elifErrorsPointAtTheElif() {
        let parsing = "{% if nums %}\n{% elif a b %}\n{% endif %}"
        #expect(StencilParity.stencil(parsing, nums) == "error: 'if' expression error: dangling token")
        #expect(StencilParity.ours(parsing, nums) == "error at 2: 'if' expression error: dangling token")
        let rendering = "{% if false %}\n{% elif nums[missing] %}x\n{% endif %}"
        #expect(StencilParity.stencil(rendering, nums) == "error: Unable to resolve subscript 'missing' in variable 'nums[missing]'")
        #expect(StencilParity.ours(rendering, nums) == "error at 2: Unable to resolve subscript 'missing' in variable 'nums[missing]'")
    }

    /// An `ifnot` whose condition fails is reported at the `ifnot` (Stencil: at its `else` or `endif`).
    @Test func ifnotErrorsPointAtTheIfnot() {
        let template = "a\n{% ifnot nums[missing] %}\nb\n{% else %}\nc\n{% endif %}"
        #expect(StencilParity.stencil(template, nums) == "error: Unable to resolve subscript 'missing' in variable 'nums[missing]'")
        #expect(StencilParity.ours(template, nums) == "error at 2: Unable to resolve subscript 'missing' in variable 'nums[missing]'")
    }
}
