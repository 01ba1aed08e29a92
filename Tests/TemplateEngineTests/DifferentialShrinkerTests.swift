import Testing

/// The shrinker that makes a failing differential case small before it is reported.
@Suite struct DifferentialShrinkerTests {
    /// A "failure" that holds while the template's text holds `X` and the context has `name`: the
    /// shrinker keeps exactly that, and lets everything else go.
    @Test func keepsOnlyWhatTheFailureNeeds() {
        let failing = DifferentialCase(
            pieces: [.text("ab"), .variable(" name "), .text("cXd"), .comment(" note ")],
            context: DifferentialContext(variables: ["name": .string("n"), "items": .array([.int(1)]), "x": .int(2)]),
            smartTrim: false
        )
        var shrinker = DifferentialShrinker { candidate in
            candidate.text.contains("X") && candidate.context.variables["name"] != nil
        }
        let smallest = shrinker.shrink(failing)
        #expect(smallest.text == "X")
        #expect(smallest.context.variables == ["name": .null])
    }

    /// It stops when its budget of attempts is spent, with a case that still fails.
    @Test func stopsAtItsBudget() {
        let failing = DifferentialCase(
            pieces: [.text("abcdef"), .text("X")], context: DifferentialContext(variables: [:]), smartTrim: false
        )
        var attempts = 0
        var shrinker = DifferentialShrinker { candidate in
            attempts += 1
            return candidate.text.contains("X")
        }
        shrinker.budget = 2
        let smaller = shrinker.shrink(failing)
        #expect(attempts == 2)
        #expect(smaller.text.contains("X"))
    }
}
