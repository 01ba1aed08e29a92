@testable import AnnogenCore
import AnnogenTestSupport
import Foundation
import Testing

/// `PathOrder.sort` gives what a stable sort by `String`'s `<` gives: ASCII texts with a long
/// shared beginning, texts equal in their first 8 bytes after it, prefixes of each other, texts
/// found twice (kept in their order), and texts that are not ASCII (composed and decomposed).
@Suite struct PathOrderTests {
    private static func expectSameOrder(_ texts: [String]) {
        let elements = texts.enumerated().map { (text: $0.element, index: $0.offset) }
        var sorted = elements
        PathOrder.sort(&sorted) { $0.text }
        let expected = elements.sorted { $0.text < $1.text }
        #expect(sorted.map(\.text) == expected.map(\.text))
        #expect(sorted.map(\.index) == expected.map(\.index), "equal texts keep their order")
    }

    @Test func sortsAsStringsDo() {
        var generator = SeededRandom(seed: 21)
        let pieces = ["Endpoint", "Endpoint1", "Endpoint10", "Endpoint2", "EndpointA", "Endpoint-", "Endpoint/", "Endpoint.swift", "a", "A",
                      "Area12/", "Area1/", "Area1-", "", "~", "12345678", "123456789"]
        for round in 0..<200 {
            let prefix = round % 3 == 0 ? "" : "../../corpora/generated-10000/Sources/"
            var texts: [String] = []
            for _ in 0..<Int.random(in: 0...60, using: &generator) {
                let parts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }
                texts.append(prefix + parts.joined())
            }
            if round % 5 == 0, !texts.isEmpty { texts.append(texts[0]) }
            if round % 7 == 0 { texts += ["\(prefix)É.swift", "\(prefix)E\u{301}b.swift", "\(prefix)Ea.swift"] }
            Self.expectSameOrder(texts)
        }
        Self.expectSameOrder([])
        Self.expectSameOrder(["only"])
        Self.expectSameOrder(["same", "same", "same"])
    }
}
