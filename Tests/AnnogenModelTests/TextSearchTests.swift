import AnnogenTestSupport
import AnnogenModel
import Testing

/// `TextSearch.contains` answers as `String.contains` does, byte for byte, wherever the needle is.
@Suite struct TextSearchTests {
    @Test(arguments: [
        ("inline:", true), ("// gen:inline:begin x", true), ("x inline:", true), ("inline", false),
        ("inlin:inline", false), ("", false), ("é inline: é", true), ("INLINE:", false), ("inline;inline:", true),
    ])
    func findsTheNeedleWhereverItIs(_ text: String, _ expected: Bool) {
        #expect(TextSearch.contains(text, "inline:") == expected)
        #expect(text.contains("inline:") == expected)
    }

    @Test func anEmptyNeedleIsInEveryText() {
        #expect(TextSearch.contains("", ""))
        #expect(TextSearch.contains("abc", ""))
    }

    @Test func aLongTextIsSearchedToItsEnd() {
        let text = String(repeating: "inline ", count: 100_000)
        #expect(!TextSearch.contains(text, "inline:"))
        #expect(TextSearch.contains(text + "inline:", "inline:"))
    }

    /// `firstIndex(of:in:from:to:)` against every start tried in turn, on random texts and needles
    /// over few bytes (indentation included, which the search passes over to its anchor).
    @Test func theFirstOccurrenceInARangeIsTheNaiveOne() {
        var random = SeededRandom(seed: 0x7e57)
        let alphabet = Array("  \t\tab{}".utf8)
        for _ in 0..<5_000 {
            let text = (0..<random.below(40)).map { _ in alphabet[random.below(alphabet.count)] }
            let needle = (0..<random.below(6)).map { _ in alphabet[random.below(alphabet.count)] }
            let from = random.below(text.count + 1)
            let end = from + random.below(text.count - from + 1)
            let naive = needle.isEmpty ? nil
                : (from..<max(from, end - needle.count + 1)).first { Array(text[$0..<($0 + needle.count)]) == needle }
            let found = text.withUnsafeBufferPointer { bytes in
                needle.withUnsafeBufferPointer { TextSearch.firstIndex(of: $0, in: bytes, from: from, to: end) }
            }
            #expect(found == naive, "\(text) \(needle) \(from)..<\(end)")
        }
    }

    /// `contains(_:substring:)` (the endpoint check's `{name}` placeholders) answers as
    /// `String.contains` on random ASCII texts and needles, and on text that is not ASCII, where
    /// canonically equivalent spellings match.
    @Test func aSubstringIsFoundAsStringContainsFindsIt() {
        var random = SeededRandom(seed: 0x51_7e)
        let alphabet = Array("/{}ide")
        for _ in 0..<5_000 {
            let text = String((0..<random.below(24)).map { _ in alphabet[random.below(alphabet.count)] })
            let needle = String((0..<random.below(5)).map { _ in alphabet[random.below(alphabet.count)] })
            #expect(TextSearch.contains(text, substring: needle) == text.contains(needle), "\(text) \(needle)")
        }
        #expect(TextSearch.contains("/items/{caf\u{E9}}", substring: "{cafe\u{301}}"))
        #expect("/items/{caf\u{E9}}".contains("{cafe\u{301}}"))
        #expect(!TextSearch.contains("/items/{id}", substring: "{ID}"))
        #expect(!TextSearch.contains("/items/{id}", substring: ""))
        #expect(!"/items/{id}".contains(""))
    }

    /// `replacing` (the `replace` filter) gives what Foundation's `replacingOccurrences(of:with:)`
    /// gives, on random ASCII texts (overlapping and adjacent targets, none at all) and on text that
    /// is not ASCII, where it is Foundation's answer.
    @Test func replacingGivesFoundationsResult() {
        var random = SeededRandom(seed: 0x7e_9a)
        let alphabet = Array(".aA\"b")
        for _ in 0..<5_000 {
            let text = String((0..<random.below(20)).map { _ in alphabet[random.below(alphabet.count)] })
            let target = String((0..<(1 + random.below(3))).map { _ in alphabet[random.below(alphabet.count)] })
            let replacement = String((0..<random.below(3)).map { _ in alphabet[random.below(alphabet.count)] })
            #expect(TextSearch.replacing(text, target, with: replacement) == text.replacingOccurrences(of: target, with: replacement),
                    "\(text) \(target) \(replacement)")
        }
        #expect(TextSearch.replacing("AnnogenRuntime.HTTPMethod", "AnnogenRuntime.", with: "") == "HTTPMethod")
        #expect(TextSearch.replacing("caf\u{E9}.caf\u{E9}", "cafe\u{301}", with: "x") == "x.x")
    }
}
