import AnnogenModel
import Testing

@Suite struct AnnotationDiagnosticTests {
    @Test func unterminatedStringPointsAtTheOpeningQuote() {
        let (a, diagnostics) = read(#"// gen: ok, key = "abc"#, line: 4, column: 3)
        #expect(a.entries.map(\.key) == ["ok"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location == loc(4, 21))
        #expect(diagnostics.first?.message.contains("unterminated string") == true)
        #expect(diagnostics.first?.description.hasPrefix("F.swift:4:21: error: ") == true)
    }

    @Test func unterminatedStringInAMultiLineBlockCommentEndsAtTheLineBreak() {
        let (a, diagnostics) = read("/* gen: a = 1,\n  b = \"oops\n  c */", line: 1, column: 1)
        #expect(a.entries.map(\.key) == ["a", "c"])
        #expect(diagnostics.map(\.location) == [loc(2, 7)])
    }

    @Test func emptyKey() {
        let (a, diagnostics) = read("// gen: = 1, b")
        #expect(a.entries.map(\.key) == ["b"])
        #expect(diagnostics.map(\.location) == [loc(1, 9)])
        #expect(diagnostics.map(\.severity) == [.error])
    }

    @Test func missingValue() {
        let (a, diagnostics) = read("// gen: key = , b")
        #expect(a.entries.map(\.key) == ["b"])
        #expect(diagnostics.map(\.location) == [loc(1, 13)])
        #expect(diagnostics.first?.message.contains("missing value") == true)

        let (_, atEnd) = read("// gen: key = ")
        #expect(atEnd.map(\.location) == [loc(1, 13)])
    }

    @Test func invalidKeyCharacters() {
        let (a, diagnostics) = read("// gen: my key = 1, ok, 1abc, k.j")
        #expect(a.entries.map(\.key) == ["ok"])
        #expect(diagnostics.map(\.location) == [loc(1, 11), loc(1, 25), loc(1, 32)])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func textAfterAStringAndQuotesInABareValue() {
        let (a, diagnostics) = read(#"// gen: a = "x" y, b = c"d", e"#)
        #expect(a.entries.map(\.key) == ["e"])
        #expect(diagnostics.map(\.location) == [loc(1, 17), loc(1, 25)])
    }

    @Test func unknownEscapeIsAWarningAndKeptAsWritten() {
        let (a, diagnostics) = read(#"// gen: p = "a\d""#)
        #expect(a["p"] == .string(#"a\d"#))
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.map(\.location) == [loc(1, 15)])
    }

    /// `/// sourcery: x` is an annotation in Sourcery, so it is one here (and `/// gen: x` alike); a
    /// `/** */` doc comment stays documentation, with a warning when it looks like an annotation.
    @Test func annotationInADocLineCommentIsReadAndInABlockDocCommentIsAWarning() {
        var diagnostics: [Diagnostic] = []
        for text in ["/// gen: x", "/// sourcery: x", "///sourcery: x"] {
            let comment = SourceComment(text: text, location: loc(2, 5), endLine: 2, isOwnLine: true)
            #expect(AnnotationReader.annotations(in: comment, diagnostics: &diagnostics)["x"] == .bool(true), "\(text)")
        }
        #expect(diagnostics.isEmpty)
        let block = SourceComment(text: "/** gen: x */", location: loc(2, 5), endLine: 2, isOwnLine: true)
        #expect(AnnotationReader.annotations(in: block, diagnostics: &diagnostics).isEmpty)
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.map(\.location) == [loc(2, 9)])
    }

    @Test func garbageNeverCrashes() {
        for text in ["// gen:", "// gen: ,,,", #"// gen: ""#, "// gen: =", #"// gen: a = "\"#, "/* gen: a = 1",
                     "/*", "//", "", "// gen:a:", "// gen: é = 1", #"// gen: k = "é", ü"#, "// gen:::: x"] {
            _ = read(text)
            _ = makeIndex(text).attachment(firstLine: 2, lastLine: 2)
        }
        #expect(read(#"// gen: k = "é""#).0["k"] == .string("é"))
        #expect(read("// gen: é = 1").1.map(\.location) == [loc(1, 9)])
    }
}
