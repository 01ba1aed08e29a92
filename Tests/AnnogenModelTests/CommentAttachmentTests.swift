import AnnogenModel
import Testing

@Suite struct CommentAttachmentTests {
    private func keys(_ attachment: CommentAttachment) -> [String] {
        attachment.annotations.entries.map(\.qualifiedKey)
    }

    @Test func runAboveTrailingAndNoLeaking() {
        let index = makeIndex("""
        /// A product.
        // gen: model
        /// More docs.
        // plain comment
        struct Product {
            // gen: jsonKey = "id"
            let id: Int
            let name: String // gen: trailing

            // gen: lost

            let price: Int
        }
        """)
        #expect(index.diagnostics.isEmpty)
        let product = index.attachment(firstLine: 5, lastLine: 13)
        #expect(keys(product) == ["model"])
        #expect(product.documentation == ["A product.", "More docs."])
        #expect(product.annotations.entries.first?.location == loc(2, 9))

        let id = index.attachment(firstLine: 7, lastLine: 7)
        #expect(keys(id) == ["jsonKey"])
        #expect(id.annotations["jsonKey"] == .string("id"))
        #expect(id.annotations.entries.first?.location == loc(6, 13))
        #expect(keys(index.attachment(firstLine: 8, lastLine: 8)) == ["trailing"])
        #expect(index.attachment(firstLine: 12, lastLine: 12) == CommentAttachment())
    }

    @Test func commentAboveATypeDoesNotAnnotateItsFirstMember() {
        let index = makeIndex("""
        // gen: typeOnly
        struct A { // gen: notForX
            let x: Int
        }
        """)
        #expect(keys(index.attachment(firstLine: 2, lastLine: 4)) == ["typeOnly"])
        #expect(keys(index.attachment(firstLine: 3, lastLine: 3)) == [])
    }

    @Test func commentAbovePropertyADoesNotAnnotateB() {
        let index = makeIndex("""
        // gen: a
        let a: Int
        let b: Int
        """)
        #expect(keys(index.attachment(firstLine: 2, lastLine: 2)) == ["a"])
        #expect(keys(index.attachment(firstLine: 3, lastLine: 3)) == [])
    }

    @Test func blankOrCodeLineBreaksTheRun() {
        let index = makeIndex("""
        // gen: far

        // gen: near
        let a = 1
        // gen: afterCode
        let b = 2
        """)
        #expect(keys(index.attachment(firstLine: 4, lastLine: 4)) == ["near"])
        #expect(keys(index.attachment(firstLine: 6, lastLine: 6)) == ["afterCode"])
    }

    @Test func severalCommentsInARunKeepSourceOrderAndRepeatedKeysCollect() {
        let index = makeIndex("""
        // sourcery: jsonKey = "id"
        /// The id.
        // MARK: - not an annotation
        // gen: tag = 1, defaultValue = 0
        /* gen: tag = 2 */
        @Attr
        let productId: Int // gen: tag = 3
        """)
        let attachment = index.attachment(firstLine: 6, lastLine: 7)
        #expect(keys(attachment) == ["jsonKey", "tag", "defaultValue", "tag", "tag"])
        #expect(attachment.annotations["tag"] == .array([.int(1), .int(2), .int(3)]))
        #expect(attachment.documentation == ["The id."])
    }

    @Test func trailingCommentOnTheLastLineOfAMultiLineDeclaration() {
        let index = makeIndex("""
        // gen: above
        var x: Int {
            0
        } // gen: trailing
        """)
        #expect(keys(index.attachment(firstLine: 2, lastLine: 4)) == ["above", "trailing"])
        #expect(keys(index.attachment(firstLine: 3, lastLine: 3)) == [])
    }

    @Test func inlineBlockCommentsBelongToTheirOwnPlace() {
        let source = "func f(/* gen: param */ x: Int)\n/* gen: lead */ let y = 1"
        let index = makeIndex(source)
        // A block comment on the last line may sit inside the declaration: only `//` trails.
        #expect(keys(index.attachment(firstLine: 1, lastLine: 1)) == [])
        // An own-line comment ending on the first line precedes the declaration on that line.
        #expect(keys(index.attachment(firstLine: 2, lastLine: 2)) == ["lead"])
        var diagnostics: [Diagnostic] = []
        let param = scanComments(source)[0]
        #expect(AnnotationReader.annotations(in: param, diagnostics: &diagnostics).entries
            == [Annotation(key: "param", value: .bool(true), location: loc(1, 16))])
    }

    @Test func documentationLinesWithoutDelimiters() {
        let index = makeIndex("""
        /**
         * Summary line.
         *
         * Details with `code`.
         */
        /// Line doc.
        // gen: a
        ///   indented
        ///no space
        func f()
        /** One line. */
        func g()
        /**
           Para
             code
         */
        func h()
        """)
        let f = index.attachment(firstLine: 10, lastLine: 10)
        #expect(f.documentation == ["Summary line.", "", "Details with `code`.", "Line doc.", "  indented", "no space"])
        #expect(keys(f) == ["a"])
        #expect(index.attachment(firstLine: 12, lastLine: 12).documentation == ["One line."])
        #expect(index.attachment(firstLine: 17, lastLine: 17).documentation == ["Para", "  code"])
    }

    @Test func commentsMayArriveInAnyOrder() {
        let comments = scanComments("// gen: a\n// gen: b\nlet x = 1")
        let index = CommentIndex(comments: comments.reversed())
        #expect(keys(index.attachment(firstLine: 3, lastLine: 3)) == ["a", "b"])
    }

    /// Linear in the run per call: 20k declarations (~0.2 s in a debug build) stay far below the
    /// bound, which a per-call scan of every comment (quadratic) would blow through.
    @Test func largeFileAttachesEveryDeclarationQuickly() {
        let count = 20_000
        var source = "// gen:file: everywhere\n"
        for i in 0..<count { source += "// gen: k = \(i)\nlet v\(i) = \(i)\n" }
        let index = makeIndex(source)
        let clock = ContinuousClock()
        let start = clock.now
        var total = 0
        for i in 0..<count {
            let attachment = index.attachment(firstLine: 3 + 2 * i, lastLine: 3 + 2 * i)
            if attachment.annotations.entries.map(\.qualifiedKey) == ["everywhere", "k"],
               attachment.annotations["k"] == .int(i) {
                total += 1
            }
        }
        #expect(total == count)
        #expect(clock.now - start < .seconds(10))
    }
}
