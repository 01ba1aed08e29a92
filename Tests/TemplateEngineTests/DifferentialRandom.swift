import AnnogenTestSupport

/// The differential test's source of randomness: SeededRandom, so that a seed printed with a failure
/// gives the same templates and contexts again on any machine.
struct DifferentialRandom {
    private var generator: SeededRandom

    init(seed: UInt64) { generator = SeededRandom(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    mutating func pick<T>(_ elements: [T]) -> T {
        elements[int(0...(elements.count - 1))]
    }

    /// One of `choices`, each as likely as its weight.
    mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
        let total = choices.reduce(0) { $0 + $1.0 }
        var roll = int(0...(total - 1))
        for (weight, choice) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return choices[choices.count - 1].1
    }

    /// A seed for a case of its own, so that cases do not depend on one another.
    mutating func fork() -> DifferentialRandom { DifferentialRandom(seed: next()) }
}
