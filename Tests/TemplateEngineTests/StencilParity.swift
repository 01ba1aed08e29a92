/// Both engines' answers for one template, as text: what it rendered, or `error at L: reason`
/// (ours at its line; Stencil's line is left out, being wrong on repeated lines). Regression tests
/// check ours against the text Stencil 0.15.1 gives, and that Stencil still gives it.
enum StencilParity {
    static func ours(_ template: String, _ variables: [String: DifferentialValue] = [:], smartTrim: Bool = false) -> String {
        describe(DifferentialOracle.ours(template, DifferentialContext(variables: variables), smartTrim: smartTrim), withLine: true)
    }

    static func stencil(_ template: String, _ variables: [String: DifferentialValue] = [:], smartTrim: Bool = false) -> String {
        let map = DifferentialTokenMap(template)
        return describe(DifferentialOracle.stencil(template, DifferentialContext(variables: variables), smartTrim: smartTrim, map: map), withLine: false)
    }

    private static func describe(_ outcome: DifferentialOutcome, withLine: Bool) -> String {
        switch outcome {
        case .rendered(let text): text
        case .failed(let reason, _, let line, _): withLine ? "error at \(line.map(String.init) ?? "?"): \(reason)" : "error: \(reason)"
        }
    }
}
