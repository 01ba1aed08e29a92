import AnnogenModel
import SwiftSyntax

/// Positions in one file: turns syntax positions into the model's 1-based line/column locations and
/// builds `SourceComment`s from trivia.
struct SourceMap {
    let path: String
    /// The file's UTF-8 bytes, to tell whether a comment is alone on its line.
    let bytes: [UInt8]
    /// Offset of the first byte of each line (`\n`, `\r\n` and a lone `\r` end a line, as for
    /// SwiftSyntax). Built from the bytes: SwiftSyntax's `SourceLocationConverter` walks the whole
    /// tree for the same table, a visible share of reading a file.
    private let lineStarts: [Int]

    init(path: String, text: String) {
        self.path = path
        let bytes = Array(text.utf8)
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                starts.append(index + 1)
            case UInt8(ascii: "\r"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        lineStarts = starts
    }

    func location(at position: AbsolutePosition) -> AnnogenModel.SourceLocation {
        let (line, column) = lineAndColumn(offset: position.utf8Offset)
        return AnnogenModel.SourceLocation(path: path, line: line, column: column)
    }

    /// 1-based line and UTF-8 column of a byte offset.
    private func lineAndColumn(offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return (low + 1, clamped - lineStarts[low] + 1)
    }

    /// Where a node's first token starts (its first attribute, modifier or keyword; not its trivia).
    func location(of node: some SyntaxProtocol) -> AnnogenModel.SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func line(at position: AbsolutePosition) -> Int {
        lineAndColumn(offset: position.utf8Offset).line
    }

    /// A comment of `text` starting at `position`.
    func comment(_ text: String, at position: AbsolutePosition) -> SourceComment {
        let end = position.advanced(by: max(text.utf8.count - 1, 0))
        return SourceComment(
            text: text,
            location: location(at: position),
            endLine: line(at: end),
            isOwnLine: isOnlyWhitespaceBefore(offset: position.utf8Offset)
        )
    }

    func isOnlyWhitespaceBefore(offset: Int) -> Bool {
        SourceComment.isOnlyWhitespaceBefore(offset: offset, in: bytes)
    }
}

/// What every mapper needs about the file being read: positions and the comment index.
struct SourceContext {
    let map: SourceMap
    let comments: CommentIndex
    /// Lines inside existing `gen:inline` blocks: generated code that is not read back into the model.
    var generatedLines: [ClosedRange<Int>] = []

    var path: String { map.path }

    /// True when the declaration starts inside an inline block (generated code is not part of the model,
    /// so a run that generated it renders the same thing the next time).
    func isGenerated(_ node: some SyntaxProtocol) -> Bool {
        guard !generatedLines.isEmpty else { return false }
        let line = map.line(at: node.positionAfterSkippingLeadingTrivia)
        return generatedLines.contains { $0.contains(line) }
    }

    func location(of node: some SyntaxProtocol) -> AnnogenModel.SourceLocation {
        map.location(of: node)
    }

    /// The annotations and documentation of a declaration, from its first token's line (first attribute,
    /// modifier or keyword) to its last token's line.
    func attachment(for node: some SyntaxProtocol) -> CommentAttachment {
        let start = node.positionAfterSkippingLeadingTrivia
        return comments.attachment(
            firstLine: map.line(at: start),
            lastLine: map.line(at: node.endPositionBeforeTrailingTrivia),
            startsLine: map.isOnlyWhitespaceBefore(offset: start.utf8Offset)
        )
    }
}

/// The type a declaration's members belong to, while its member block is being read.
struct Owner {
    /// Index of the owner in the visitor's `types`.
    let index: Int
    /// `API.ProductSearch`, or the extended name for an extension.
    let qualifiedName: String
    let kind: TypeKind
    /// Access of members that do not write one: the protocol's for protocol members, the extension's
    /// for members of an extension with an access modifier, else internal.
    let memberDefaultAccess: AccessLevel
}
