import AnnogenModel

/// Splits a template's rendered text at its markers (`gen:inline:`, `gen:file:` … `gen:end`; marker lines
/// may be indented). `gen:begin` … `gen:end` pairs are annotations in generated code: they stay where they
/// are, and inside a block they are content. A block that is not closed, or a marker inside a block,
/// is an error at the template.
enum RenderedOutputSplitter {
    static func split(_ text: String, template: TemplateRef) -> RenderedOutput {
        var output = RenderedOutput(template: template, plainText: "")
        guard TextSearch.contains(text, "inline:") || TextSearch.contains(text, "file:") else {
            output.plainText = text
            return output
        }
        let bytes = Array(text.utf8)
        var plain: [UInt8] = []
        var open: (marker: MarkerLine, line: Int, lines: [Substring])?
        var beginDepth = 0
        // `gen:begin:` … `gen:end` annotation pairs in the plain text.
        var plainBeginDepth = 0
        var blocksClosed = 0
        // Lines by bytes: a String splits "\r\n" as one Character.
        let byteLines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, lineBytes) in byteLines.enumerated() {
            let lineStart = lineBytes.startIndex, lineEnd = lineBytes.endIndex
            var line = Substring(String(decoding: lineBytes, as: UTF8.self))
            if line.hasSuffix("\r") { line = line.dropLast() }
            let location = SourceLocation(path: template.path, line: index + 1, column: 1)
            let marker = MarkerLine.parse(bytes, lineStart..<lineEnd)
            guard var block = open else {
                switch marker?.kind {
                case .inline?, .file?:
                    if let marker { open = (marker, index + 1, []) }
                    continue
                case .begin?:
                    plainBeginDepth += 1
                case .end? where plainBeginDepth > 0:
                    plainBeginDepth -= 1
                case .end? where blocksClosed > 0:
                    // The template's own end marker after a block that a rendered value ended early.
                    output.diagnostics.append(.error(
                        "'\(marker?.prefix ?? "gen"):end' on line \(index + 1) of the output of \(template.name) closes no block; "
                            + "a value rendered into the block before it may hold a marker line", at: location))
                case .end?, nil:
                    break
                }
                plain.append(contentsOf: bytes[lineStart..<min(lineEnd + 1, bytes.count)])
                continue
            }
            switch marker?.kind {
            case .inline?, .file?:
                output.diagnostics.append(.error(
                    "marker inside the block opened on line \(block.line) of the output of \(template.name); "
                        + "blocks cannot be nested", at: location))
            case .begin?:
                beginDepth += 1
                block.lines.append(line)
            case .end? where beginDepth > 0:
                beginDepth -= 1
                block.lines.append(line)
            case .end?:
                finish(block.marker, lines: block.lines, line: block.line, into: &output)
                if case .inline = block.marker.kind, template.isSwiftTemplate {
                    // Sourcery takes a block out of a Swift template's output from the start of the
                    // blank lines before it to the end of its end marker: one line break is left in
                    // their place.
                    plain.removeSubrange(Indentation.startOfBlankLinesAtEnd(plain, in: plain.indices)...)
                    plain.append(UInt8(ascii: "\n"))
                }
                blocksClosed += 1
                open = nil
                continue
            case nil:
                block.lines.append(line)
            }
            open = block
        }
        if let block = open {
            output.diagnostics.append(.error(
                "block opened on line \(block.line) of the output of \(template.name) has no 'gen:end'",
                at: SourceLocation(path: template.path, line: block.line, column: 1)))
        }
        output.plainText = String(decoding: plain, as: UTF8.self)
        return output
    }

    private static func finish(_ marker: MarkerLine, lines: [Substring], line: Int, into output: inout RenderedOutput) {
        let location = SourceLocation(path: output.template.path, line: line, column: 1)
        switch marker.kind {
        case .inline(let key):
            let (content, minimum) = dedent(lines, asRendered: output.template.isSwiftTemplate)
            let markerColumns = Indentation.columns(of: Substring(marker.indentation))
            let extra = content.isEmpty ? 0 : max(0, minimum - markerColumns) / Indentation.columnsPerLevel
            var block = InlineBlock(key: key, prefix: marker.prefix, lines: content, extraLevels: extra, location: location)
            block.sourceryLayout = output.template.isSwiftTemplate
            output.inlineBlocks.append(block)
        case .file(let path):
            let text = OutputAssembler.blockBody(lines.joined(separator: "\n"), template: output.template)
            output.fileBlocks.append(FileBlock(path: path, text: text, location: location))
        case .begin, .end:
            break
        }
    }

    /// The lines without trailing whitespace, leading and trailing blank lines and repeated blank lines
    /// (left by template control flow), each indented relative to the least indented one; and that
    /// least indentation in columns. `asRendered` (Sourcery's layout, for Swift templates) keeps the
    /// lines as the template wrote them, blank ones and trailing spaces too, up to the last line that is not blank,
    /// as Sourcery takes a block's body; a block of blank lines only is empty.
    static func dedent(_ lines: [Substring], asRendered: Bool = false) -> (lines: [BlockLine], minimum: Int) {
        let kept: [Substring]
        if asRendered {
            guard let last = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return ([], 0) }
            kept = lines[...last].map { $0.allSatisfy(\.isWhitespace) ? "" : $0 }
        } else {
            let normalized = OutputAssembler.normalize(lines.joined(separator: "\n"))
            guard !normalized.isEmpty else { return ([], 0) }
            kept = normalized.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        }
        let minimum = kept.filter { !$0.isEmpty }.map(Indentation.columns(of:)).min() ?? 0
        let result = kept.map { line -> BlockLine in
            guard !line.isEmpty else { return BlockLine(columns: 0, text: "", asRendered: asRendered ? "" : nil) }
            let text = line.drop { $0 == " " || $0 == "\t" }
            return BlockLine(columns: Indentation.columns(of: line) - minimum, text: String(text), asRendered: asRendered ? String(line) : nil)
        }
        return (result, minimum)
    }
}
