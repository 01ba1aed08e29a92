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

/// The handful of ASCII bytes the comment readers look at.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let equals = UInt8(ascii: "=")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")

    /// Space, tab, or a carriage return (so CRLF files read like LF ones).
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn
    }

    static func isLineBreak(_ byte: UInt8) -> Bool { byte == newline }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Bytes allowed in a key or namespace after the first: letters, digits, `_` and `-`.
    static func isIdentifier(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// Bytes allowed to start a key: letters and `_`.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_")
    }
}
