/// The text of one comment as UTF-8 bytes, with the mapping from a byte offset back to a
/// `SourceLocation` in the file. Columns are 1-based UTF-8 byte columns, as both front ends report
/// them (SwiftSyntax and libclang count bytes).
struct CommentText {
    let bytes: [UInt8]
    let start: SourceLocation
    /// Byte offsets at which each line of the comment starts (the first is always 0).
    private let lineStarts: [Int]

    init(_ comment: SourceComment) {
        bytes = Array(comment.text.utf8)
        start = comment.location
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == ASCII.newline {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    var count: Int { bytes.count }

    /// The byte at `offset`, or nil past either end.
    subscript(offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    /// Where the byte at `offset` sits in the file: the first line of the comment is offset from the
    /// comment's own column, later lines (of a block comment) start at column 1.
    func location(at offset: Int) -> SourceLocation {
        var index = 0
        var low = 0, high = lineStarts.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset {
                index = mid
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        let column = index == 0 ? start.column + offset : offset - lineStarts[index] + 1
        return SourceLocation(path: start.path, line: start.line + index, column: column)
    }

    /// The text of `range` decoded as UTF-8.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// True when `literal` (ASCII) appears at `offset`.
    func hasPrefix(_ literal: String, at offset: Int) -> Bool {
        var position = offset
        for byte in literal.utf8 {
            guard self[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// The first offset at or after `offset` (and before `end`) that is not a space or tab (or, with
    /// `newlines`, a line break).
    func skipWhitespace(from offset: Int, to end: Int, newlines: Bool) -> Int {
        var position = offset
        while position < end, let byte = self[position],
              ASCII.isBlank(byte) || (newlines && ASCII.isLineBreak(byte)) {
            position += 1
        }
        return position
    }

    /// The offset just past a run of identifier bytes starting at `offset` (equal to `offset` when
    /// there is none).
    func identifierEnd(from offset: Int, to end: Int) -> Int {
        var position = offset
        while position < end, let byte = self[position], ASCII.isIdentifier(byte) {
            position += 1
        }
        return position
    }

    /// True when only whitespace (of any kind) lies in `range`.
    func isBlank(_ range: Range<Int>) -> Bool {
        range.allSatisfy { offset in
            guard let byte = self[offset] else { return true }
            return ASCII.isBlank(byte) || ASCII.isLineBreak(byte)
        }
    }
}
