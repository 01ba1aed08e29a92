@testable import AnnogenCore
import AnnogenModel
import Testing

/// Template output split at its markers.
@Suite struct RenderedOutputSplitterTests {
    @Test func plainTextInlineAndFileBlocksAreSeparated() {
        let output = RenderedOutputSplitter.split("""
            import Foundation
                // gen:inline:auto:A.x
                    let a = 1

                    func f() {
                        // gen:begin: note
                        g()
                        // gen:end
                    }
                // gen:end
            // sourcery:file:Sub/B.swift
            let b = 2
            // sourcery:end
            // gen:inline:named
            // gen:end
            let tail = 3

            """, template: testTemplate)
        #expect(output.diagnostics.isEmpty)
        #expect(output.plainText == "import Foundation\nlet tail = 3\n")
        #expect(output.fileBlocks.map(\.path) == ["Sub/B.swift"])
        #expect(output.fileBlocks.first?.text == "let b = 2\n")
        #expect(output.inlineBlocks.map(\.key) == ["auto:A.x", "named"])
        let block = output.inlineBlocks[0]
        #expect(block.extraLevels == 1)
        #expect(block.prefix == "gen")
        #expect(block.location.line == 2)
        #expect(block.lines == [
            BlockLine(columns: 0, text: "let a = 1"), BlockLine(columns: 0, text: ""),
            BlockLine(columns: 0, text: "func f() {"), BlockLine(columns: 4, text: "// gen:begin: note"),
            BlockLine(columns: 4, text: "g()"), BlockLine(columns: 4, text: "// gen:end"), BlockLine(columns: 0, text: "}"),
        ])
        #expect(output.inlineBlocks[1].lines.isEmpty)
        #expect(output.inlineBlocks[0].placement == .endOfBody(typeName: "A"))
    }

    @Test func placementsFollowTheKey() {
        func placement(_ key: String) -> InlineBlock.Placement {
            InlineBlock(key: key, prefix: "gen", lines: [], extraLevels: 0, location: SourceLocation(path: "", line: 1, column: 1)).placement
        }
        #expect(placement("auto:API.Recipe.autoPublicInit") == .endOfBody(typeName: "API.Recipe"))
        #expect(placement("after-auto:Recipe.x") == .afterBody(typeName: "Recipe"))
        #expect(placement("Recipe.x") == .existingOnly)
        #expect(placement("auto:NoDot") == .existingOnly)
    }

    @Test func nestedAndUnclosedMarkersAreErrors() {
        let nested = RenderedOutputSplitter.split("// gen:inline:a\n// gen:file:b.swift\n// gen:end\n", template: testTemplate)
        #expect(nested.diagnostics.map(\.description) == [
            "Templates/T.stencil:2:1: error: marker inside the block opened on line 1 of the output of T.stencil; blocks cannot be nested",
        ])
        let unclosed = RenderedOutputSplitter.split("x\n  // gen:file:b.swift\ny\n", template: testTemplate)
        #expect(unclosed.diagnostics.map(\.description) == [
            "Templates/T.stencil:2:1: error: block opened on line 2 of the output of T.stencil has no 'gen:end'",
        ])
    }

    @Test func crlfOutputIsSplitToo() {
        let output = RenderedOutputSplitter.split("a\r\n// gen:inline:n\r\n    x\r\n// gen:end\r\nb\r\n", template: testTemplate)
        #expect(output.plainText == "a\r\nb\r\n")
        #expect(output.inlineBlocks.first?.lines == [BlockLine(columns: 0, text: "x")])
    }

    @Test func markerLinesAreRecognisedByTheirBytes() {
        func kind(_ line: String) -> MarkerLine.Kind? {
            let bytes = Array(line.utf8)
            return MarkerLine.parse(bytes, 0..<bytes.count)?.kind
        }
        #expect(kind("\t//   gen:inline:auto:A.b  \r") == .inline(key: "auto:A.b"))
        #expect(kind("// sourcery:end") == .end)
        #expect(kind("// gen:end: whatever") == .end)
        #expect(kind("// gen:endless") == nil)
        #expect(kind("// gen:file: a, b") == nil)
        #expect(kind("// gen:file:Out.swift") == .file(path: "Out.swift"))
        #expect(kind("/// gen:inline:x") == nil)
        #expect(kind("let x = 1 // gen:inline:x") == nil)
        #expect(kind("// gen:inline:") == nil)
    }
}
