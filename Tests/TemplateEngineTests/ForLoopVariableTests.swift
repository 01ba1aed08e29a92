import Testing

/// `forloop` as Stencil 0.15.1 builds it: a dictionary per iteration, with entries for labelled loops.
@Suite struct ForLoopVariableTests {
    private let nums: [String: DifferentialValue] = ["nums": .array([.int(1), .int(2)])]

    /// A labelled loop's entry holds its fields and `label`, not itself (six entries, not seven),
    /// both in its own `forloop` and in an inner loop's.
    @Test func labelEntryHoldsTheFieldsOnly() {
        let template = "{% outer: for i in nums %}{% for j in nums %}[{{ forloop.outer.outer.counter }}{{ forloop.outer.count }}]{% endfor %}{{ forloop.outer.count }}{{ forloop.count }};{% endfor %}"
        #expect(StencilParity.stencil(template, nums) == "[6][6]67;[6][6]67;")
        #expect(StencilParity.ours(template, nums) == "[6][6]67;[6][6]67;")
    }

    /// A loop over `forloop` walks its entries by key, as over any dictionary.
    @Test func loopOverForloopWalksItsEntries() {
        let template = "{% for i in nums %}{% for k, v in forloop %}{{ k }}={{ v }},{% endfor %};{% endfor %}"
        let expected = "counter=1,counter0=0,first=true,last=false,length=2,;counter=2,counter0=1,first=false,last=true,length=2,;"
        #expect(StencilParity.stencil(template, nums) == expected)
        #expect(StencilParity.ours(template, nums) == expected)
    }

    /// A label that is also a field's name wins (Stencil sets the label's entry last); the labelled
    /// entries of a `forloop` variable of the context are inherited as an enclosing loop's would be.
    @Test func labelNamedAsAFieldAndForloopOfTheContext() {
        let labelled = "{% first: for i in nums %}{{ forloop.first.counter }}{% endfor %}"
        #expect(StencilParity.stencil(labelled, nums) == "12")
        #expect(StencilParity.ours(labelled, nums) == "12")
        var context = nums
        context["forloop"] = .dictionary(["up": .dictionary(["label": .string("up"), "counter": .int(7)]), "other": .int(1)])
        let inherited = "{% for i in nums %}{{ forloop.up.counter }}{{ forloop.other }}{% endfor %}"
        #expect(StencilParity.stencil(inherited, context) == "77")
        #expect(StencilParity.ours(inherited, context) == "77")
    }
}
