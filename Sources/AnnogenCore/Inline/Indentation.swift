/// How a source file lays out its lines, and how a block's lines are indented for it.
enum Indentation {
    /// A template's indentation: a tab or four spaces is one level.
    static let columnsPerLevel = 4

    /// Columns of the leading whitespace (a tab counts as a level).
    static func columns(of line: Substring) -> Int {
        var columns = 0
        for character in line {
            if character == " " { columns += 1 } else if character == "\t" { columns += columnsPerLevel } else { break }
        }
        return columns
    }

    /// The block's lines indented for a file: `base` for the least indented line, each further level
    /// one `unit`, columns that are not a whole level as spaces; blank lines stay empty.
    static func render(_ lines: [BlockLine], base: String, unit: String, lineEnding: String) -> String {
        var text = ""
        for line in lines {
            if !line.text.isEmpty {
                text += base
                text += String(repeating: unit, count: line.columns / columnsPerLevel)
                text += String(repeating: " ", count: line.columns % columnsPerLevel)
                text += line.text
            }
            text += lineEnding
        }
        return text
    }

    /// The block's lines as the template rendered them (Sourcery's layout, `InlineBlock.sourceryLayout`),
    /// each that is not blank after `base`.
    static func renderAsRendered(_ lines: [BlockLine], base: String, lineEnding: String) -> String {
        var text = ""
        for line in lines {
            let rendered = line.asRendered ?? line.text
            if !rendered.isEmpty { text += base + rendered }
            text += lineEnding
        }
        return text
    }

    /// Where the blank lines (spaces, tabs and carriage returns, each ended by a line feed) at the end
    /// of `bytes[range]` begin: `range.upperBound` when there are none.
    static func startOfBlankLinesAtEnd(_ bytes: [UInt8], in range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "\n") {
            var start = end - 1
            while start > range.lowerBound, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 || bytes[start - 1] == 0x0D { start -= 1 }
            guard start == range.lowerBound || bytes[start - 1] == UInt8(ascii: "\n") else { break }
            end = start
        }
        return end
    }
}

/// A source file's bytes with its line starts, and the layout facts the splicer needs.
struct SourceLines {
    let bytes: [UInt8]
    /// Offset of the first byte of each line (line 1 at index 0).
    let starts: [Int]
    /// Inline blocks (markers included): their lines never decide the indentation unit, so what a run
    /// writes into them cannot change how the next run indents.
    let generated: [Range<Int>]

    init(_ bytes: [UInt8], generated: [Range<Int>] = []) {
        self.bytes = bytes
        self.generated = generated
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < bytes.count {
            starts.append(offset + 1)
        }
        self.starts = starts
    }

    /// `\r\n` when the file's first line break is one, else `\n`.
    var lineEnding: String {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }

    /// The offset where the line holding `offset` starts.
    func lineStart(containing offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return starts[low]
    }

    /// The offset just past the line holding `offset`, its line break included (or the end of the file).
    func lineEnd(containing offset: Int) -> Int {
        var position = offset
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        return min(position + 1, bytes.count)
    }

    /// The leading spaces and tabs of the line starting at `start`.
    func indentation(ofLineAt start: Int) -> String {
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// True when the line starting at `start` holds only whitespace.
    func isBlank(lineAt start: Int) -> Bool {
        var position = start
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") {
            if !Self.isSpace(bytes[position]) { return false }
            position += 1
        }
        return true
    }

    /// Only spaces and tabs between `range.lowerBound` and `range.upperBound`.
    func isBlank(_ range: Range<Int>) -> Bool { bytes[range].allSatisfy(Self.isSpace) }

    /// One level of a type's members: what its least indented body line adds to `typeIndentation`
    /// (lines inside the braces that start with `typeIndentation` and are longer); nil without one.
    func memberUnit(body: Range<Int>, typeIndentation: String) -> String? {
        var best: String?
        for start in starts where start > body.lowerBound && start < body.upperBound && isIndentationSample(start) {
            let indentation = indentation(ofLineAt: start)
            guard indentation.count > typeIndentation.count, indentation.hasPrefix(typeIndentation) else { continue }
            let extra = String(indentation.dropFirst(typeIndentation.count))
            if best == nil || extra.count < (best?.count ?? 0) { best = extra }
        }
        return best
    }

    /// The file's indentation unit: what the first line after a line ending in `{` adds to that line's
    /// indentation; else a tab if lines start with tabs; else four spaces.
    var fileUnit: String {
        var previous: (indentation: String, opensBlock: Bool)?
        var sawTab = false
        for start in starts where isIndentationSample(start) {
            let indentation = indentation(ofLineAt: start)
            if indentation.hasPrefix("\t") { sawTab = true }
            if let previous, previous.opensBlock, indentation.count > previous.indentation.count,
               indentation.hasPrefix(previous.indentation) {
                return String(indentation.dropFirst(previous.indentation.count))
            }
            var end = lineEnd(containing: start)
            while end > start, Self.isSpace(bytes[end - 1]) || bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
            previous = (indentation, end > start && bytes[end - 1] == UInt8(ascii: "{"))
        }
        return sawTab ? "\t" : "    "
    }

    /// A line that is neither blank nor inside an inline block.
    private func isIndentationSample(_ start: Int) -> Bool {
        !isBlank(lineAt: start) && !generated.contains { $0.contains(start) }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
