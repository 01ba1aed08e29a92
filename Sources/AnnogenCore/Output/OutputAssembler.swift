import Foundation

/// Turns rendered templates into output files: one `<Name>.generated.swift` per template in the output
/// folder, or everything in one file when the output is a `.swift` path. Each file starts with the
/// generated-code header; a template that renders only whitespace gives no file. A Sourcery-style
/// template's text follows as rendered (`SourceryWhitespace` already removed the lines that rendered
/// blank), so the file is Sourcery's after the header lines; a smart template's text is tidied
/// (`normalize`) and ends with exactly one newline.
struct OutputAssembler {
    let config: Config

    func assemble(_ rendered: [(TemplateRef, String)]) -> [OutputFile] {
        let version = config.omitVersionInHeader ? nil : AnnogenVersion.current
        if config.combinesOutput {
            let parts = rendered.compactMap { template, text -> (TemplateRef, String)? in
                let body = Self.body(text, template: template)
                return body.isEmpty ? nil : (template, body)
            }
            guard !parts.isEmpty else {
                return [OutputFile(path: config.output, content: nil, templateNames: rendered.map(\.0.name))]
            }
            let names = parts.map(\.0.name)
            // A file that is not Swift (`Docs/Options.md`, under a `.sourcery.yml`) gets no header, as
            // Sourcery writes it: `//` lines are not comments there.
            let isSwift = config.output.hasSuffix(".swift")
            let content: String
            if rendered.allSatisfy({ !$0.0.smartWhitespace }) {
                // As Sourcery writes one file for all templates: each template's text after a line break.
                content = (isSwift ? GeneratedHeader.text(version: version, templateNames: names, blankLine: false) : "")
                    + rendered.map { "\n" + $0.1 }.joined()
            } else {
                content = (isSwift ? GeneratedHeader.text(version: version, templateNames: names, blankLine: parts[0].0.smartWhitespace) : "")
                    + parts.map(\.1).joined(separator: "\n")
            }
            return [OutputFile(path: config.output, content: content, templateNames: rendered.map(\.0.name))]
        }
        return rendered.map { template, text in
            let body = Self.body(text, template: template)
            let path = (config.output as NSString).appendingPathComponent(template.outputName)
            // Under the build-tool plugin the build expects the file even when the template wrote nothing.
            let content = body.isEmpty && !config.buildToolPlugin
                ? nil
                : GeneratedHeader.text(version: version, templateNames: [template.name], blankLine: template.smartWhitespace && !body.isEmpty) + body
            return OutputFile(path: path, content: content, templateNames: [template.name])
        }
    }

    /// The file's text for what a template rendered: tidied for a smart template; for a Sourcery-style
    /// one exactly as rendered, its last lines included, as Sourcery writes it. Empty when it rendered
    /// only whitespace.
    static func body(_ text: String, template: TemplateRef) -> String {
        if template.smartWhitespace { return normalize(text) }
        return text.contains(where: { !$0.isWhitespace }) ? text : ""
    }

    /// The text of a file block (`sourcery:file:`, `gen:file:`): tidied for a smart template; for a
    /// Sourcery-style one as rendered, ending in exactly one newline. Empty when only whitespace.
    static func blockBody(_ text: String, template: TemplateRef) -> String {
        let body = body(text, template: template)
        guard !template.smartWhitespace, !body.isEmpty else { return body }
        var end = body.endIndex
        while end > body.startIndex, body[body.index(before: end)] == "\n" { end = body.index(before: end) }
        return body[..<end] + "\n"
    }

    /// Trailing whitespace trimmed from every line, leading blank lines dropped, one final newline.
    static func normalize(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var end = line.endIndex
            while end > line.startIndex, let last = line[..<end].last, last == " " || last == "\t" || last == "\r" {
                end = line.index(before: end)
            }
            return line[..<end]
        }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        guard !lines.isEmpty else { return "" }
        // Collapse runs of blank lines left by template control flow into one.
        var result: [Substring] = []
        for line in lines {
            if line.isEmpty, result.last?.isEmpty == true { continue }
            result.append(line)
        }
        return result.joined(separator: "\n") + "\n"
    }
}
