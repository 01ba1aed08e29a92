/// An existing `// gen:inline:KEY` … `// gen:end` block in a source file.
public struct SourceInlineBlock: Hashable, Sendable {
    public var key: String
    /// The begin marker's leading spaces and tabs.
    public var indentation: String
    /// 1-based lines of the begin and end markers.
    public var beginLine: Int
    public var endLine: Int
    /// UTF-8 offsets of the lines between the markers (from just after the begin marker's line break
    /// to the start of the end marker's line): what a run replaces.
    public var contentRange: Range<Int>
    /// UTF-8 offsets from the start of the begin marker's line to just after the end marker's line
    /// (its line break included, when there is one).
    public var blockRange: Range<Int>

    /// Lines strictly between the markers.
    public var contentLines: ClosedRange<Int>? {
        beginLine + 1 <= endLine - 1 ? (beginLine + 1)...(endLine - 1) : nil
    }
}

/// Finds the inline blocks of a source file with a line scanner over its bytes. `gen:begin` blocks
/// and `gen:file:` markers are tracked only so that their `gen:end` closes the right block.
///
/// Given `commentLines` (the lines where the language's parser sees a `//` comment start the line;
/// only lines that look like markers are looked up, so the marker lines are enough), a marker-like
/// line inside a string literal or a block comment is not a marker: a multi-line
/// string that quotes `// gen:inline:…` is never spliced into. Without them (Objective-C headers),
/// every line that looks like a marker is one.
public enum InlineBlockScanner {
    /// The blocks in source order, and an error for each block that is not closed or is nested inside
    /// another inline block. When there are errors the file must not be changed.
    public static func scan(
        _ bytes: [UInt8], path: String, commentLines: Set<Int>? = nil
    ) -> (blocks: [SourceInlineBlock], diagnostics: [Diagnostic]) {
        struct Open {
            var marker: MarkerLine
            var line: Int
            var lineStart: Int
            var contentStart: Int
        }
        var blocks: [SourceInlineBlock] = []
        var diagnostics: [Diagnostic] = []
        var stack: [Open] = []
        var lineNumber = 0
        var lineStart = 0
        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let next = min(lineEnd + 1, bytes.count)
            defer { lineStart = next }
            guard let marker = MarkerLine.parse(bytes, lineStart..<lineEnd),
                  commentLines?.contains(lineNumber) ?? true else { continue }
            let location = SourceLocation(path: path, line: lineNumber, column: marker.indentation.utf8.count + 1)
            switch marker.kind {
            case .inline(let key):
                if let outer = stack.last(where: { if case .begin = $0.marker.kind { false } else { true } }) {
                    diagnostics.append(.error(
                        "'gen:inline:\(key)' is inside the block opened on line \(outer.line); inline blocks cannot be nested",
                        at: location))
                }
                stack.append(Open(marker: marker, line: lineNumber, lineStart: lineStart, contentStart: next))
            case .file, .begin:
                stack.append(Open(marker: marker, line: lineNumber, lineStart: lineStart, contentStart: next))
            case .end:
                guard let open = stack.popLast() else { continue }
                guard case .inline(let key) = open.marker.kind else { continue }
                blocks.append(SourceInlineBlock(
                    key: key, indentation: open.marker.indentation, beginLine: open.line, endLine: lineNumber,
                    contentRange: open.contentStart..<lineStart, blockRange: open.lineStart..<next))
            }
        }
        for open in stack {
            guard case .inline(let key) = open.marker.kind else { continue }
            diagnostics.append(.error(
                "'gen:inline:\(key)' has no matching 'gen:end'; this file is left unchanged",
                at: SourceLocation(path: path, line: open.line, column: open.marker.indentation.utf8.count + 1)))
        }
        return (blocks.sorted { $0.beginLine < $1.beginLine }, diagnostics)
    }

    /// The lines strictly inside the closed inline blocks of `text` (for the front end, which does
    /// not read declarations generated into them).
    public static func contentLines(of text: String, commentLines: Set<Int>? = nil) -> [ClosedRange<Int>] {
        guard TextSearch.contains(text, "inline:") else { return [] }
        return scan(Array(text.utf8), path: "", commentLines: commentLines).blocks.compactMap(\.contentLines)
    }
}
