import AnnogenModel
import Testing

@testable @_spi(BodySkipping) import AnnogenSwiftFrontend

@Suite struct CommentCollectorTests {
    @Test func everyCommentOnceWithPositionsAndOwnLine() {
        let text = """
        // gen: AutoDecodable
        /// A product.
        struct P { // trailing
            /* gen: a */ let x: Int /* b
               c */
        }
        // end
        """
        let comments = SwiftFrontend.comments(of: SourceFile(path: "T.swift", text: text, contentHash: ""))
        #expect(comments.map(\.text) == [
            "// gen: AutoDecodable", "/// A product.", "// trailing", "/* gen: a */", "/* b\n       c */", "// end",
        ])
        #expect(comments.map(\.location.line) == [1, 2, 3, 4, 4, 7])
        #expect(comments.map(\.location.column) == [1, 1, 12, 5, 29, 1])
        #expect(comments.map(\.endLine) == [1, 2, 3, 4, 5, 7])
        #expect(comments.map(\.isOwnLine) == [true, true, false, true, false, true])
        #expect(comments.allSatisfy { $0.location.path == "T.swift" })
    }

    /// Lines end in `\n`, `\r\n` or a lone `\r` (the line table finds `\n` alone with `memchr` when
    /// the file has no `\r`): every ending gives the same lines and columns.
    @Test func everyLineEndingCountsLinesAlike() {
        let lines = ["// gen: AutoDecodable", "/// A product.", "struct P { // trailing", "    /* b", "       c */ let x: Int", "}", "// end"]
        var seen: [[Int]] = []
        for ending in ["\n", "\r\n", "\r"] {
            let file = SourceFile(path: "T.swift", text: lines.joined(separator: ending), contentHash: "")
            let comments = SwiftFrontend.comments(of: file)
            #expect(comments.map(\.text.utf8.count) == [21, 14, 11, 4 + ending.utf8.count + 11, 6], "\(Array(ending.utf8))")
            seen.append(comments.map(\.location.line) + comments.map(\.endLine) + comments.map(\.location.column))
            let parsed = SwiftFrontend.parse(file)
            #expect(parsed.types.first?.location.line == 3, "\(Array(ending.utf8))")
            #expect(parsed.types.first?.variables.first?.location.line == 5, "\(Array(ending.utf8))")
        }
        #expect(seen.allSatisfy { $0 == [1, 2, 3, 4, 7, 1, 2, 3, 5, 7, 1, 1, 12, 5, 1] }, "\(seen)")
    }

    /// A blanked body is parsed as a block comment (see `BodySkipping.blank`), which lies in the
    /// trivia of its braces: a comment beside a brace makes the walk read that trivia, and the
    /// body's comment must not be taken for the text's.
    @Test func aBlankedBodyIsNoComment() {
        let text = """
        struct Beside {
            func f()
            // before the brace
            {
                print(1)
            } // after the brace
            func g() /* between */ {
                print(2)
            }
        }
        """
        let file = SourceFile(path: "T.swift", text: text, contentHash: "")
        #expect(SwiftFrontend.bodySkipping(of: text).outcome == .blanked(2))
        #expect(SwiftFrontend.comments(of: file).map(\.text) == ["// before the brace", "// after the brace", "/* between */"])
    }
}
