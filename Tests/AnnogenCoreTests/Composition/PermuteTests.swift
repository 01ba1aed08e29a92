@testable import AnnogenCore
import Testing

@Suite struct PermuteTests {
    /// Every permutation of up to six elements, and random ones of a few hundred: position `i` ends
    /// up holding what was at `order[i]`.
    @Test func permuteMatchesIndexing() {
        func check(_ order: [Int]) {
            var values = order.indices.map { "v\($0)" }
            let expected = order.map { values[$0] }
            Composer.permute(&values, into: order)
            #expect(values == expected, "order \(order)")
        }
        func permutations(_ items: [Int]) -> [[Int]] {
            guard items.count > 1 else { return [items] }
            return items.indices.flatMap { index in
                var rest = items
                let first = rest.remove(at: index)
                return permutations(rest).map { [first] + $0 }
            }
        }
        for count in 0...6 {
            for order in permutations(Array(0..<count)) { check(order) }
        }
        var generator = SystemRandomNumberGenerator()
        for count in [50, 333] {
            check(Array(0..<count).shuffled(using: &generator))
        }
    }
}
