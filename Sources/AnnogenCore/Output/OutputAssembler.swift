import AnnogenModel
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
        // Tidying a large text takes a few milliseconds: each template's on a core of its own.
        let bodies = ResultSlots<String>(count: rendered.count)
        DispatchQueue.concurrentPerform(iterations: rendered.count) { index in
            bodies.set(index, Self.body(rendered[index].1, template: rendered[index].0))
        }
        return zip(rendered, bodies.values).map { rendered, body in
            let template = rendered.0
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

    /// Trailing whitespace trimmed from every line, leading blank lines dropped, runs of blank lines
    /// made one, one final newline. Lines are Swift's (`"\r\n"` is one character, not a line break)
    /// and trailing whitespace is characters (`" "`, `"\t"`, `"\r"`), but the text is walked as
    /// UTF-8 bytes: splitting a large output into `Character` lines was most of assembling it.
    static func normalize(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes -> String in
            let newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
            var lines: [Range<Int>] = []
            var start = 0
            var index = 0
            while let found = TextSearch.firstIndex(of: newline, in: bytes, from: index, to: bytes.count) {
                index = found + 1
                // `\r\n` is one character: no line ends inside it.
                if found > 0, bytes[found - 1] == cr { continue }
                lines.append(start..<found)
                start = found + 1
            }
            lines.append(start..<bytes.count)
            var trimmed = lines.map { trimmedLine(bytes, $0) }
            while let first = trimmed.first, first.isEmpty { trimmed.removeFirst() }
            while let last = trimmed.last, last.isEmpty { trimmed.removeLast() }
            guard !trimmed.isEmpty else { return "" }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 1)
            var lastWasBlank = false
            for line in trimmed {
                // Runs of blank lines left by template control flow collapse into one.
                if line.isEmpty, lastWasBlank { continue }
                if !result.isEmpty { result.append(newline) }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[line]))
                lastWasBlank = line.isEmpty
            }
            result.append(newline)
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// `line` without the spaces, tabs and carriage returns that end it, as characters: bytewise
    /// while the byte before them is ASCII (which cannot join them into one character); by
    /// `Character` otherwise (a prepended mark may make a space part of the character before it).
    private static func trimmedLine(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Range<Int> {
        var end = line.upperBound
        while end > line.lowerBound, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        guard end > line.lowerBound, end < line.upperBound, bytes[end - 1] >= 0x80 else { return line.lowerBound..<end }
        let characters = String(decoding: UnsafeBufferPointer(rebasing: bytes[line]), as: UTF8.self)
        var kept = characters.endIndex
        while kept > characters.startIndex, let last = characters[..<kept].last, last == " " || last == "\t" || last == "\r" {
            kept = characters.index(before: kept)
        }
        return line.lowerBound..<(line.lowerBound + characters.utf8.distance(from: characters.startIndex, to: kept))
    }
}
