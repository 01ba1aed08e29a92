import Testing
@testable import AnnogenCore

/// Sourcery's whitespace: a blank line the template writes stays, a line that renders blank (only
/// tags, or only spaces) goes, and text on the lines keeps every character.
@Suite struct SourceryWhitespaceTests {
    private func render(_ template: String, _ context: [String: Any] = [:]) throws -> String {
        let folder = try TemplateFolder(["main.stencil": template])
        return try folder.render("main.stencil", context).get()
    }

    @Test func linesHoldingOnlyTagsLeaveNothingAndWrittenBlankLinesStay() throws {
        let text = try render("""
            import Foundation

            {% for name in names %}
            struct {{ name }} {}
            {% endfor %}

            // end

            """, ["names": ["A", "B"]])
        #expect(text == "import Foundation\n\nstruct A {}\nstruct B {}\n\n// end\n")
    }

    @Test func trimmingTagsEatTheBlankLinesTheyTouchAsInStencilSwiftKit() throws {
        // `-%}` trims the marked blank line after it, so only the author's other blank line stays.
        let text = try render("a\n{%- if true -%}\n\nb{% endif %}\n\nc\n")
        #expect(text == "ab\n\nc\n")
    }

    @Test func aTemplateEndingInABlankLineKeepsIt() throws {
        #expect(try render("a\n\n") == "a\n\n")
    }

    @Test func aMultiLineLiteralKeepsItsBlankLineAndTrailingSpacesStay() throws {
        let text = try render("let x = \"\"\"\n    one\n\n    two  \n    \"\"\"\n{% if false %}\n{% endif %}\n")
        #expect(text == "let x = \"\"\"\n    one\n\n    two  \n    \"\"\"\n")
    }

    @Test func compactFollowsTheRuleAtTheEdges() {
        #expect(SourceryWhitespace.compact("\na\n  \n\t\nb\n\n") == "\na\nb\n")
        #expect(SourceryWhitespace.compact("  \na") == "  \na")
        #expect(SourceryWhitespace.compact("a\n  ") == "a\n  ")
        #expect(SourceryWhitespace.compact("a\n" + SourceryWhitespace.marker + "\nb") == "a\n\nb")
        #expect(SourceryWhitespace.markBlankLines("a\n\n\nb") == "a\n\u{000B}\n\u{000B}\nb")
    }
}
