@testable import AnnogenCore
import AnnogenTestSupport
import Testing

/// `OutputAssembler.normalize` tidies a smart template's text over UTF-8 bytes and gives what the
/// same rules give over Swift's characters (`characterNormalize`, the rules as first written): lines
/// split at `"\n"` characters (`"\r\n"` is one character), trailing spaces, tabs and carriage
/// returns dropped, blank lines at both ends dropped, runs of blank lines made one, one final newline.
@Suite struct NormalizeTests {
    static func characterNormalize(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var end = line.endIndex
            while end > line.startIndex, let last = line[..<end].last, last == " " || last == "\t" || last == "\r" {
                end = line.index(before: end)
            }
            return line[..<end]
        }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        guard !lines.isEmpty else { return "" }
        var result: [Substring] = []
        for line in lines {
            if line.isEmpty, result.last?.isEmpty == true { continue }
            result.append(line)
        }
        return result.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [
        "", "\n\n", "  \n\t\n", "a", "a\n", "\n\na  \n\n\n\tb\t \n\n", "x\r\ny \r\n", "x \r", "x\r\r\n \n",
        // A prepended mark (U+0600) joins the space after it into one character: not trailing whitespace.
        "a\u{0600} \n", "a\u{0600}  \t\nb", "é \n", "e\u{0301} \n", "  \u{E001}  \n",
    ])
    func givesWhatTheCharacterRulesGive(text: String) {
        #expect(OutputAssembler.normalize(text) == Self.characterNormalize(text))
    }

    @Test func givesWhatTheCharacterRulesGiveOnRandomTexts() {
        let pieces = ["a", "bc", " ", "  ", "\t", "\r", "\n", "\n", "\n", "\r\n", "é", "e\u{0301}", "\u{0600}", "\u{0301}", "👍🏽", "\u{E001}"]
        var random = SeededRandom(seed: 21)
        for round in 0..<3000 {
            let text = (0..<Int.random(in: 0..<24, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            #expect(OutputAssembler.normalize(text) == Self.characterNormalize(text), "round \(round): \(text.debugDescription)")
        }
    }
}
