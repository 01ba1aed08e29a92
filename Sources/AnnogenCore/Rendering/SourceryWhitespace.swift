import Foundation

/// Whitespace as Sourcery 2.x renders Stencil templates (through StencilSwiftKit): every blank line
/// written in the template is marked before parsing; after rendering, every line that came out
/// empty or holding only spaces and tabs is removed, then the marked blank lines come back. So a
/// line holding only tags leaves nothing behind, and a blank line the author wrote stays.
enum SourceryWhitespace {
    /// The marker a blank line of the template carries through rendering: a vertical tab, as in
    /// StencilSwiftKit. It must be whitespace: Stencil's `{%-`/`-%}` trimming eats it with the blank
    /// line it marks, and Sourcery's templates rely on that. (Diagnostics are unaffected: template
    /// locations are computed on the unmarked source.)
    static let marker = "\u{000B}"

    /// `\n\n` becomes `\n<marker>\n`, twice, so that runs of blank lines are all marked.
    static func markBlankLines(_ template: String) -> String {
        guard template.contains("\n\n") else { return template }
        return template
            .replacingOccurrences(of: "\n\n", with: "\n" + marker + "\n")
            .replacingOccurrences(of: "\n\n", with: "\n" + marker + "\n")
    }

    /// Removes the lines that rendered empty or blank (`\n([ \t]*\n)+` → `\n`), then turns the
    /// marked lines back into blank lines.
    static func compact(_ rendered: String) -> String {
        var result = ""
        result.reserveCapacity(rendered.utf8.count)
        var lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)[...]
        // The first line stays whatever it holds: the pattern needs a newline before a blank line.
        if let first = lines.popFirst() { result += first }
        var pendingNewline = false
        let last = lines.indices.last
        for index in lines.indices {
            let line = lines[index]
            // A blank line with no newline after it is not one the pattern removes.
            if line.allSatisfy({ $0 == " " || $0 == "\t" }), !(index == last && !line.isEmpty) {
                // A blank line: only the newline before it survives (the pattern keeps one `\n`).
                pendingNewline = true
                continue
            }
            result += "\n"
            pendingNewline = false
            result += line
        }
        if pendingNewline { result += "\n" }
        return result
            .replacingOccurrences(of: "\n" + marker + "\n", with: "\n\n")
            .replacingOccurrences(of: "\n" + marker + "\n", with: "\n\n")
    }
}
