@testable import AnnogenCore
import AnnogenModel
import Testing

/// Each marker form spliced into sources in memory: where blocks go, how they are indented, what is kept.
@Suite struct InlineSplicerTests {
    private let initBlock = """
        // gen:inline:auto:Recipe.autoPublicInit
            public init(id: Int) {
                self.id = id
            }
        // gen:end

        """

    @Test func autoBlockGoesBeforeTheClosingBraceInTheSeedLayout() {
        let (text, diagnostics) = splice("struct Recipe {\n    let id: Int\n}\n", rendered: initBlock)
        #expect(diagnostics.isEmpty)
        #expect(text == """
            struct Recipe {
                let id: Int
            // gen:inline:auto:Recipe.autoPublicInit
                public init(id: Int) {
                    self.id = id
                }
            // gen:end
            }

            """)
    }

    @Test func markersAtTheContentIndentationStayThere() {
        let rendered = "    // gen:inline:auto:Recipe.x\n    var x: Int { 1 }\n    // gen:end\n"
        let (text, _) = splice("struct Recipe {\n    let id: Int\n}\n", rendered: rendered)
        #expect(text == "struct Recipe {\n    let id: Int\n    // gen:inline:auto:Recipe.x\n    var x: Int { 1 }\n    // gen:end\n}\n")
    }

    @Test func namedBlockIsReplacedWhereItIs() {
        let source = "struct A {\n    // gen:inline:members\n    old stuff\n    // gen:end\n    let x: Int\n}\n"
        let rendered = "// gen:inline:members\nvar y: Int { 2 }\n// gen:end\n"
        let (text, diagnostics) = splice(source, rendered: rendered)
        #expect(diagnostics.isEmpty)
        #expect(text == "struct A {\n    // gen:inline:members\n    var y: Int { 2 }\n    // gen:end\n    let x: Int\n}\n")
    }

    /// Marker lines quoted in a multi-line string literal are text, not a block: only the real
    /// block is replaced and the string keeps every byte.
    @Test func markersInAStringLiteralAreNotABlock() {
        let source = """
            struct A {
                let help = \"\"\"
                    // gen:inline:members
                    quoted
                    // gen:end
                    \"\"\"
                // gen:inline:members
                old
                // gen:end
            }

            """
        let rendered = "// gen:inline:members\nvar y: Int { 2 }\n// gen:end\n"
        let (text, diagnostics) = splice(source, rendered: rendered)
        #expect(diagnostics.isEmpty)
        #expect(text == source.replacingOccurrences(of: "    old\n", with: "    var y: Int { 2 }\n"))
    }

    /// Marker lines inside a block comment are part of the comment: nothing is spliced into it.
    @Test func markersInABlockCommentAreNotABlock() {
        let source = "/*\n// gen:inline:members\nkept\n// gen:end\n*/\nstruct A {}\n"
        let (text, diagnostics) = splice(source, rendered: "// gen:inline:members\nx\n// gen:end\n")
        #expect(text == source)
        #expect(diagnostics.map(\.severity) == [.warning])
    }

    @Test func namedBlockWithoutAPlaceIsAWarning() {
        let (text, diagnostics) = splice("struct A {}\n", rendered: "// gen:inline:nowhere\nx\n// gen:end\n")
        #expect(text == "struct A {}\n")
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.location?.path == testTemplate.path)
    }

    @Test func afterAutoGoesAfterTheClosingBraceLine() {
        let rendered = "// gen:inline:after-auto:A.ext\nextension A: Equatable {}\n// gen:end\n"
        let (text, _) = splice("struct A {\n    let x: Int\n} // end of A\nstruct B {}\n", rendered: rendered)
        #expect(text == "struct A {\n    let x: Int\n} // end of A\n// gen:inline:after-auto:A.ext\nextension A: Equatable {}\n// gen:end\nstruct B {}\n")
    }

    @Test func afterAutoAtTheEndOfAFileWithoutNewline() {
        let rendered = "// gen:inline:after-auto:A.ext\nextension A {}\n// gen:end\n"
        let (text, _) = splice("struct A {}", rendered: rendered)
        #expect(text == "struct A {}\n// gen:inline:after-auto:A.ext\nextension A {}\n// gen:end\n")
    }

    @Test func sourcerySpellingIsReadAndWritten() {
        let source = "struct A {\n// sourcery:inline:auto:A.x\nold\n// sourcery:end\n}\n"
        let rendered = "// sourcery:inline:auto:A.x\n    let y = 1\n// sourcery:end\n"
        let (text, _) = splice(source, rendered: rendered)
        #expect(text == "struct A {\n// sourcery:inline:auto:A.x\n    let y = 1\n// sourcery:end\n}\n")
        let (inserted, _) = splice("struct A {\n}\n", rendered: rendered)
        #expect(inserted == "struct A {\n// sourcery:inline:auto:A.x\n    let y = 1\n// sourcery:end\n}\n")
    }

    @Test func nestedTypesAreIndentedOneLevelDeeperThanTheirLine() {
        let source = "enum API {\n    struct Recipe {\n        let id: Int\n    }\n}\n"
        let rendered = initBlock.replacingOccurrences(of: "auto:Recipe", with: "auto:API.Recipe")
            + "// gen:inline:after-auto:API.Recipe.e\nextension Recipe {}\n// gen:end\n"
            + "// gen:inline:auto:API.z\n    static let z = 1\n// gen:end\n"
        let (text, diagnostics) = splice(source, rendered: rendered)
        #expect(diagnostics.isEmpty)
        #expect(text == """
            enum API {
                struct Recipe {
                    let id: Int
                // gen:inline:auto:API.Recipe.autoPublicInit
                    public init(id: Int) {
                        self.id = id
                    }
                // gen:end
                }
                // gen:inline:after-auto:API.Recipe.e
                extension Recipe {}
                // gen:end
            // gen:inline:auto:API.z
                static let z = 1
            // gen:end
            }

            """)
    }

    @Test func oneLineBodyGetsItsBraceOnALineOfItsOwn() {
        let (text, _) = splice("struct Recipe { let id: Int }\n", rendered: initBlock)
        #expect(text == "struct Recipe { let id: Int \n// gen:inline:auto:Recipe.autoPublicInit\n    public init(id: Int) {\n        self.id = id\n    }\n// gen:end\n}\n")
    }

    @Test func crlfFilesKeepTheirLineEndings() {
        let source = "struct Recipe {\r\n    let id: Int\r\n}\r\n"
        let (text, _) = splice(source, rendered: initBlock)
        #expect(text == "struct Recipe {\r\n    let id: Int\r\n// gen:inline:auto:Recipe.autoPublicInit\r\n    public init(id: Int) {\r\n        self.id = id\r\n    }\r\n// gen:end\r\n}\r\n")
        #expect(splice(text, rendered: initBlock).text == text)
    }

    @Test func tabIndentedFilesGetTabs() {
        let source = "enum E {\n\tstruct Recipe {\n\t\tlet id: Int\n\t}\n}\n"
        let rendered = initBlock.replacingOccurrences(of: "auto:Recipe", with: "auto:E.Recipe")
        let (text, _) = splice(source, rendered: rendered)
        #expect(text == "enum E {\n\tstruct Recipe {\n\t\tlet id: Int\n\t// gen:inline:auto:E.Recipe.autoPublicInit\n\t\tpublic init(id: Int) {\n\t\t\tself.id = id\n\t\t}\n\t// gen:end\n\t}\n}\n")
        #expect(splice(text, rendered: rendered).text == text)
    }

    @Test func twoSpaceFilesGetTwoSpaces() {
        let source = "struct Recipe {\n  let id: Int\n}\n"
        let (text, _) = splice(source, rendered: initBlock)
        #expect(text == "struct Recipe {\n  let id: Int\n// gen:inline:auto:Recipe.autoPublicInit\n  public init(id: Int) {\n    self.id = id\n  }\n// gen:end\n}\n")
    }

    @Test func editedBlockIsRestoredAndDeletedBlockRecreated() {
        let (generated, _) = splice("struct Recipe {\n    let id: Int\n}\n", rendered: initBlock)
        let edited = generated.replacingOccurrences(of: "self.id = id", with: "self.id = 42 // hand edit")
        #expect(edited != generated)
        #expect(splice(edited, rendered: initBlock).text == generated)
        let emptied = generated.replacingOccurrences(of: "    public init(id: Int) {\n        self.id = id\n    }\n", with: "")
        #expect(splice(emptied, rendered: initBlock).text == generated)
        let deleted = "struct Recipe {\n    let id: Int\n}\n"
        #expect(splice(deleted, rendered: initBlock).text == generated)
    }

    @Test func secondRunChangesNothing() {
        let source = "struct Recipe {\n    let id: Int\n}\n"
        let (once, _) = splice(source, rendered: initBlock)
        #expect(splice(once, rendered: initBlock).text == once)
    }

    @Test func blockWithoutEndIsAnErrorAndTheFileIsLeftAlone() {
        let source = "struct Recipe {\n    let id: Int\n// gen:inline:auto:Recipe.autoPublicInit\n    public init() {}\n}\n"
        let (text, diagnostics) = splice(source, rendered: initBlock)
        #expect(text == source)
        #expect(diagnostics.map(\.description) == [
            "A.swift:3:1: error: 'gen:inline:auto:Recipe.autoPublicInit' has no matching 'gen:end'; this file is left unchanged",
        ])
    }

    @Test func nestedInlineBlocksInASourceAreAnError() {
        let source = "struct A {\n// gen:inline:a\n// gen:inline:b\n// gen:end\n// gen:end\n}\n"
        let (text, diagnostics) = splice(source, rendered: "// gen:inline:a\nx\n// gen:end\n")
        #expect(text == source)
        #expect(diagnostics.first?.description.hasPrefix("A.swift:3:1: error: 'gen:inline:b' is inside the block opened on line 2") == true)
    }

    @Test func blockNoTemplateRenderedIsLeftWithAWarning() {
        let source = "struct A {\n// gen:inline:auto:A.gone\nstale\n// gen:end\n}\n"
        let (text, diagnostics) = splice(source, rendered: "")
        #expect(text == source)
        #expect(diagnostics.map(\.description) == ["A.swift:2:1: warning: no template rendered inline block 'auto:A.gone'; left as it is"])
    }

    @Test func annotationBlocksAroundAndInsideAreKept() {
        let source = "// gen:begin: x\nstruct A {\n    // gen:inline:n\n    // gen:begin: y\n    old\n    // gen:end\n    // gen:end\n}\n// gen:end\n"
        let (text, _) = splice(source, rendered: "// gen:inline:n\nnew\n// gen:end\n")
        #expect(text == "// gen:begin: x\nstruct A {\n    // gen:inline:n\n    new\n    // gen:end\n}\n// gen:end\n")
    }
}
