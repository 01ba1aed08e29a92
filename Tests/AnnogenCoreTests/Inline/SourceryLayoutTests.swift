@testable import AnnogenCore
import AnnogenModel
import Testing

/// A Swift template's inline blocks are put in place as Sourcery puts them (Swinject's, Beagle's and
/// Sourcery's AutoCodable blocks come out as their committed files have them).
@Suite struct SourceryLayoutTests {
    private let swiftTemplate = TemplateRef(path: "Templates/T.swifttemplate", name: "T.swifttemplate", root: "Templates")

    @Test func anExistingBlockGetsTheLinesAsRenderedAfterTheMarkersIndentation() {
        let source = "struct A {\n    // sourcery:inline:members\n    old\n\n    // sourcery:end\n}\n"
        let rendered = "// sourcery:inline:members\nvar x: Int {\n   1  \n}\n\n\n// sourcery:end\n"
        let (text, diagnostics) = splice(source, rendered: rendered, template: swiftTemplate)
        #expect(diagnostics.isEmpty)
        // Three-space and trailing spaces kept; the blank line before the source's end marker stays;
        // the rendered blank lines before its own end marker are not the body's.
        #expect(text == "struct A {\n    // sourcery:inline:members\n    var x: Int {\n       1  \n    }\n\n    // sourcery:end\n}\n")
        #expect(splice(text, rendered: rendered, template: swiftTemplate).text == text)
    }

    /// Sourcery's insertion: a blank line, then the markers and lines after the closing brace's
    /// indentation, at the start of its line; in a type on one line, right after the opening brace.
    @Test func aNewAutoBlockIsInsertedAsSourceryInsertsOneAndStaysAsItIs() {
        let rendered = "// sourcery:inline:auto:A.Init\n    init() {}\n// sourcery:end\n"
        let (once, _) = splice("struct A {\n    let x = 1\n}\n", rendered: rendered, template: swiftTemplate)
        #expect(once == "struct A {\n    let x = 1\n\n// sourcery:inline:auto:A.Init\n    init() {}\n// sourcery:end\n}\n")
        #expect(splice(once, rendered: rendered, template: swiftTemplate).text == once)

        let nested = "// sourcery:inline:auto:Outer.Inner.Gen\nstatic let n = 1\n// sourcery:end\n"
        let (inner, _) = splice("enum Outer {\n    enum Inner {\n        case a\n    }\n}\n", rendered: nested, template: swiftTemplate)
        #expect(inner == "enum Outer {\n    enum Inner {\n        case a\n\n    // sourcery:inline:auto:Outer.Inner.Gen\n    static let n = 1\n    // sourcery:end\n    }\n}\n")
        #expect(splice(inner, rendered: nested, template: swiftTemplate).text == inner)

        let oneLine = "// sourcery:inline:auto:X.Gen\nstatic let n = 1\n// sourcery:end\n"
        let (line, _) = splice("struct X { var a: Int }\n", rendered: oneLine, template: swiftTemplate)
        #expect(line == "struct X {\n// sourcery:inline:auto:X.Gen\nstatic let n = 1\n// sourcery:end\n var a: Int }\n")
    }

    @Test func aBlockTakenOutOfTheOutputLeavesOneLineBreak() {
        let rendered = "a\n\n\n// sourcery:inline:x\nb\n// sourcery:end\nc\n"
        #expect(RenderedOutputSplitter.split(rendered, template: swiftTemplate).plainText == "a\n\nc\n")
        #expect(RenderedOutputSplitter.split("a\n// sourcery:inline:x\nb\n// sourcery:end\nc\n", template: swiftTemplate).plainText == "a\n\nc\n")
        // A Stencil template's output loses the block's lines only.
        #expect(RenderedOutputSplitter.split(rendered, template: testTemplate).plainText == "a\n\n\nc\n")
    }
}
