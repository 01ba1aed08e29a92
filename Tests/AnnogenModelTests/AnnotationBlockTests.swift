import AnnogenModel
import Testing

@Suite struct AnnotationBlockTests {
    private func keys(_ attachment: CommentAttachment) -> [String] {
        attachment.annotations.entries.map(\.qualifiedKey)
    }

    @Test func orderIsFileBlocksAboveTrailing() {
        let index = makeIndex("""
        // gen:file: fileWide
        import Foundation
        // gen:begin: outer
        // gen:begin: inner = 1
        // gen: above
        let x = 1 // gen: trailing
        // gen:end
        let y = 2
        // gen:end
        let z = 3
        """)
        #expect(index.diagnostics.isEmpty)
        let x = index.attachment(firstLine: 6, lastLine: 6)
        #expect(keys(x) == ["fileWide", "outer", "inner", "above", "trailing"])
        #expect(x.annotations.entries.map(\.location) == [loc(1, 14), loc(3, 15), loc(4, 15), loc(5, 9), loc(6, 19)])
        #expect(keys(index.attachment(firstLine: 8, lastLine: 8)) == ["fileWide", "outer"])
        #expect(keys(index.attachment(firstLine: 10, lastLine: 10)) == ["fileWide"])
        #expect(keys(index.attachment(firstLine: 2, lastLine: 2)) == ["fileWide"])
    }

    @Test func fileAnnotationsApplyEverywhereEvenAtTheEnd() {
        let index = makeIndex("""
        let a = 1
        // sourcery:file: late, mode = "x"
        """)
        let a = index.attachment(firstLine: 1, lastLine: 1)
        #expect(keys(a) == ["late", "mode"])
        #expect(a.annotations["mode"] == .string("x"))
    }

    @Test func beginBlocksWithNamespacesAndSourcerySpelling() {
        let index = makeIndex("""
        // sourcery:begin:decoding: strategy = snake
        struct S {
            let a: Int
        }
        // sourcery:end
        """)
        #expect(index.diagnostics.isEmpty)
        let s = index.attachment(firstLine: 2, lastLine: 4)
        #expect(keys(s) == ["decoding.strategy"])
        #expect(s.annotations["decoding.strategy"] == .string("snake"))
        #expect(keys(index.attachment(firstLine: 3, lastLine: 3)) == ["decoding.strategy"])
    }

    @Test func inlineMarkersAreIgnoredAndTheirEndDoesNotCloseABegin() {
        let index = makeIndex("""
        // gen:begin: outer
        struct S {
        // gen:inline:auto:S.autoPublicInit
            init() {}
        // gen:end
        // sourcery:inline:after-auto:S.x
            func x() {}
        // sourcery:end
        // gen:inline:custom
        // gen:end
            let a: Int
        }
        // gen:end
        // gen:file:Generated/Out.swift
        let generated = 1
        // gen:end
        let after = 1
        """)
        #expect(index.diagnostics.isEmpty)
        #expect(keys(index.attachment(firstLine: 4, lastLine: 4)) == ["outer"])
        #expect(keys(index.attachment(firstLine: 7, lastLine: 7)) == ["outer"])
        #expect(keys(index.attachment(firstLine: 11, lastLine: 11)) == ["outer"])
        #expect(keys(index.attachment(firstLine: 15, lastLine: 15)) == [])
        #expect(keys(index.attachment(firstLine: 17, lastLine: 17)) == [])
    }

    @Test func unmatchedEndIsAWarningAtItsLocation() {
        let index = makeIndex("""
        let a = 1
          // gen:end
        // gen: b
        let b = 2
        """)
        #expect(index.diagnostics == [Diagnostic.warning(
            "'gen:end' without a matching 'gen:begin' or output marker", at: loc(2, 3))])
        #expect(keys(index.attachment(firstLine: 4, lastLine: 4)) == ["b"])
    }

    @Test func unclosedBeginIsAWarningAndRunsToTheEnd() {
        let index = makeIndex("""
        let before = 1
        \t// gen:begin: open
        let a = 1
        """)
        #expect(index.diagnostics.map(\.severity) == [.warning])
        #expect(index.diagnostics.map(\.location) == [loc(2, 2)])
        #expect(keys(index.attachment(firstLine: 3, lastLine: 3)) == ["open"])
        #expect(keys(index.attachment(firstLine: 1, lastLine: 1)) == [])
    }

    @Test func diagnosticsAreSortedByLocation() {
        let index = makeIndex("""
        // gen:end
        // gen: a = "x
        let a = 1
        // gen: = 2
        """)
        #expect(index.diagnostics.map(\.location) == [loc(1, 1), loc(2, 13), loc(4, 9)])
        #expect(index.diagnostics.map(\.severity) == [.warning, .error, .error])
    }

    @Test func blockCoversDeclarationsByTheirFirstLine() {
        let index = makeIndex("""
        // gen:begin: a
        // gen:begin: b
        let one = 1
        // gen:end
        let two = 2
        // gen:begin: c
        let three = 3
        // gen:end
        // gen:end
        """)
        #expect(keys(index.attachment(firstLine: 3, lastLine: 3)) == ["a", "b"])
        #expect(keys(index.attachment(firstLine: 5, lastLine: 5)) == ["a"])
        #expect(keys(index.attachment(firstLine: 7, lastLine: 7)) == ["a", "c"])
        #expect(keys(index.attachment(firstLine: 10, lastLine: 10)) == [])
    }
}
