import AnnogenModel
import SwiftParser
import SwiftSyntax
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

    /// Comments are read from the bytes where the trivia is only whitespace and comments, and from
    /// SwiftSyntax's pieces elsewhere: either way they are the comments of every token's trivia.
    @Test func theBytesGiveWhatTheTriviaPiecesGive() {
        let texts = [
            "#!/usr/bin/env swift\n// after the shebang\nstruct A {}\n",
            "/* outer /* inner */ still outer */ struct B { let x: Int /*/ odd */ }\n",
            "/**/ struct C {} /***/\n/// doc // with slashes\n/** doc block */\nenum D { case a // why\r\n}\r\n",
            "struct E {\n    let url = \"http://example.com\" // a string is no comment\n    let r = 4 / 2 /* divided */\n}\n",
            "struct F {\n\t// tab\u{0B}and vertical tab\n\u{0C}let x: Int\n}\n// the end, no newline",
            "struct G { let x: Int }\n/* never closed\n",
            "struct H<T> where T: Equatable /* gen: a */ {\n    // gen: b\r    let y: T\n}\n",
        ]
        for text in texts {
            let tree = Parser.parse(source: text)
            var expected: [String] = []
            for token in tree.tokens(viewMode: .sourceAccurate) {
                for (comment, position) in CommentCollector.commentPieces(token.leadingTrivia, startingAt: token.position)
                    + CommentCollector.commentPieces(token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia) {
                    expected.append("\(position.utf8Offset): \(comment)")
                }
            }
            let comments = SwiftFrontend.comments(of: SourceFile(path: "T.swift", text: text, contentHash: ""))
            let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let found = comments.map { comment in
                let offset = lines.prefix(comment.location.line - 1).reduce(0) { $0 + $1.count + 1 } + comment.location.column - 1
                return "\(offset): \(comment.text)"
            }
            #expect(found == expected, "\(text)")
        }
    }

    /// `triviaComments` ends comments as SwiftParser does, and gives up (nil) on anything else.
    @Test func triviaCommentsEndWhereTheLexerEndsThem() {
        func comments(_ text: String, _ range: Range<Int>? = nil) -> [String]? {
            let bytes = Array(text.utf8)
            let places = bytes.indices.dropLast().filter { bytes[$0] == UInt8(ascii: "/") && (bytes[$0 + 1] == UInt8(ascii: "/") || bytes[$0 + 1] == UInt8(ascii: "*")) }
            return bytes.withUnsafeBufferPointer { buffer in
                CommentCollector.triviaComments(buffer, range ?? 0..<buffer.count, places: places[...])?.map {
                    String(decoding: buffer[$0], as: UTF8.self)
                }
            }
        }
        #expect(comments("  // a\r\n  /* b /* c */ d */ \n") == ["// a", "/* b /* c */ d */"])
        #expect(comments("/*/ x */ /**/") == ["/*/ x */", "/**/"])
        #expect(comments("// a // b\n/// c") == ["// a // b", "/// c"])
        #expect(comments("   \n\t ") == [])
        #expect(comments("/* open") == nil)
        #expect(comments("/* a */ x") == nil)
        #expect(comments("#! shebang") == nil)
        // A comment that runs past the range is not cut short.
        #expect(comments("/* a */ /* b */", 0..<12) == nil)
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
