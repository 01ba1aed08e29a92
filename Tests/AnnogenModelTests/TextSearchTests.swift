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
}
