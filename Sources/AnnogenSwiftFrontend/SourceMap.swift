import AnnogenModel
import SwiftSyntax

/// Positions in one file: turns syntax positions into the model's 1-based line/column locations and
/// builds `SourceComment`s from trivia.
///
/// A tree can be parsed from a run of the file (see `TopLevelChunks`): its positions then count from
/// the run's start. `run(_:)` gives the view for such a tree; every position goes through
/// `offset(of:)`, so locations, lines and offsets are always the whole file's.
struct SourceMap {
    let path: String
    /// The file's UTF-8 bytes, read in place from its text: valid only inside `reading(path:text:_:)`,
    /// which every map comes from. (A copy was 52 MB beside the text of a 50 MB file.)
    let bytes: UnsafeBufferPointer<UInt8>
    /// Offset of the first byte of each line (`\n`, `\r\n` and a lone `\r` end a line, as for
    /// SwiftSyntax). Built from the bytes: SwiftSyntax's `SourceLocationConverter` walks the whole
    /// tree for the same table, a visible share of reading a file.
    /// As 32-bit offsets: 2 million lines of a 50 MB file were 17 MB as `Int`s. (Past 4 GiB the
    /// offsets wrap and locations are wrong; such a file would need 100 GB to parse anyway.)
    private let lineStarts: [UInt32]
    /// The bytes the tree being read was parsed from: the whole file, or one run of it.
    private(set) var range: Range<Int>

    /// Calls `body` with the map of `text`, whose bytes are the text's own UTF-8 storage. The map and
    /// its bytes must not outlive the call.
    static func reading<Result>(path: String, text: String, _ body: (SourceMap) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(SourceMap(path: path, bytes: $0)) }) {
            return result
        }
        // A bridged string without contiguous UTF-8 (not one read from a file): a contiguous copy.
        var copy = text
        copy.makeContiguousUTF8()
        return copy.withUTF8 { body(SourceMap(path: path, bytes: $0)) }
    }

    private init(path: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.path = path
        self.bytes = bytes
        var starts: [UInt32] = [0]
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        if TextSearch.firstIndex(of: carriageReturn, in: bytes, from: 0, to: bytes.count) == nil {
            // Lines end in `\n` only (most files): found by `memchr`, not byte by byte.
            var from = 0
            while let end = TextSearch.firstIndex(of: newline, in: bytes, from: from, to: bytes.count) {
                starts.append(UInt32(truncatingIfNeeded: end + 1))
                from = end + 1
            }
        } else {
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case newline:
                    starts.append(UInt32(truncatingIfNeeded: index + 1))
                case carriageReturn:
                    if index + 1 < bytes.count, bytes[index + 1] == newline { index += 1 }
                    starts.append(UInt32(truncatingIfNeeded: index + 1))
                default:
                    break
                }
                index += 1
            }
        }
        lineStarts = starts.compacted()
        range = 0..<bytes.count
    }

    /// The same file, for a tree parsed from `range` alone (shares the bytes and line table).
    func run(_ range: Range<Int>) -> SourceMap {
        var view = self
        view.range = range
        return view
    }

    /// The bytes the tree was parsed from.
    var runBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }

    /// The whole-file UTF-8 offset of a position in the tree.
    func offset(of position: AbsolutePosition) -> Int {
        range.lowerBound + position.utf8Offset
    }

    /// Whether the text of `node` (without its outer trivia) may hold a comment: it has `//` or
    /// `/*` (also inside a string literal, which only costs a closer look). Most parameter lists
    /// have none, so their parameters' inline annotations need not be looked for one by one.
    func mayHoldComment(_ node: some SyntaxProtocol) -> Bool {
        let start = max(offset(of: node.positionAfterSkippingLeadingTrivia), 0)
        let end = min(offset(of: node.endPositionBeforeTrailingTrivia), bytes.count)
        guard start + 1 < end else { return false }
        return CommentBytes.firstStart(in: bytes, from: start, to: end - 1) != nil
    }

    func location(at position: AbsolutePosition) -> AnnogenModel.SourceLocation {
        let (line, column) = lineAndColumn(offset: offset(of: position))
        return AnnogenModel.SourceLocation(path: path, line: line, column: column)
    }

    /// 1-based line and UTF-8 column of a whole-file byte offset.
    private func lineAndColumn(offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= clamped { low = middle } else { high = middle - 1 }
        }
        return (low + 1, clamped - Int(lineStarts[low]) + 1)
    }

    /// Where a node's first token starts (its first attribute, modifier or keyword; not its trivia).
    func location(of node: some SyntaxProtocol) -> AnnogenModel.SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func line(at position: AbsolutePosition) -> Int {
        lineAndColumn(offset: offset(of: position)).line
    }

    /// A comment of `text` starting at `position`.
    func comment(_ text: String, at position: AbsolutePosition) -> SourceComment {
        let location = location(at: position)
        // A `//` comment ends on its line; a block comment may span lines.
        let isLineComment = text.utf8.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
        let end = position.advanced(by: max(text.utf8.count - 1, 0))
        return SourceComment(
            text: text,
            location: location,
            endLine: isLineComment ? location.line : line(at: end),
            isOwnLine: isOnlyWhitespaceBefore(position)
        )
    }

    /// True when only spaces and tabs stand between the start of its line and `position`.
    func isOnlyWhitespaceBefore(_ position: AbsolutePosition) -> Bool {
        SourceComment.isOnlyWhitespaceBefore(offset: offset(of: position), in: bytes)
    }
}
