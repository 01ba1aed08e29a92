/// The `// gen:begin: …` … `// gen:end` blocks of one file, matched once, answering "which
/// annotations do the blocks around this line give?" in O(log blocks + nesting depth).
///
/// Output markers (`// gen:inline:…`, `// gen:file:PATH`) open blocks too, without annotations, so
/// the `gen:end` that closes them does not close an enclosing `gen:begin`.
struct AnnotationBlocks: Sendable {
    /// A begin or marker comment, or an end comment, in source order.
    struct Event {
        enum Kind { case begin(Annotations), marker, end }
        var kind: Kind
        var comment: SourceComment
    }

    private struct Block: Sendable {
        /// First and last declaration lines the block covers.
        var lowerLine: Int
        var upperLine: Int
        var parent: Int?
        /// This block's annotations after those of every enclosing block (outermost first).
        var annotations: Annotations
    }

    private var blocks: [Block] = []
    /// Block indices sorted by `lowerLine`, for the binary search.
    private var byLowerLine: [Int] = []

    init() {}

    /// Matches begins with ends; an unmatched `gen:end` or an unclosed block is a warning, and an
    /// unclosed block runs to the end of the file.
    init(events: [Event], diagnostics: inout [Diagnostic]) {
        var open: [(block: Int, event: Event)] = []
        for event in events {
            let comment = event.comment
            switch event.kind {
            case .begin, .marker:
                var annotations = open.last.map { blocks[$0.block].annotations } ?? Annotations()
                if case .begin(let own) = event.kind { annotations.append(contentsOf: own) }
                // A declaration on the begin comment's last line follows it only when nothing
                // precedes the comment on its line.
                let lower = comment.isOwnLine ? comment.endLine : comment.endLine + 1
                blocks.append(Block(lowerLine: lower, upperLine: Int.max, parent: open.last?.block,
                                    annotations: annotations))
                open.append((blocks.count - 1, event))
            case .end:
                guard let index = open.popLast()?.block else {
                    diagnostics.append(.warning("'gen:end' without a matching 'gen:begin' or output marker",
                                                at: comment.location))
                    continue
                }
                // A declaration on the end comment's first line precedes it unless the comment
                // opens its line.
                blocks[index].upperLine = comment.isOwnLine ? comment.location.line - 1 : comment.location.line
            }
        }
        for (_, event) in open {
            let what = if case .marker = event.kind { "output marker" } else { "'gen:begin'" }
            diagnostics.append(.warning("\(what) is not closed by 'gen:end'; it runs to the end of the file",
                                        at: event.comment.location))
        }
        byLowerLine = blocks.indices.sorted { (blocks[$0].lowerLine, $0) < (blocks[$1].lowerLine, $1) }
    }

    /// Annotations of every block enclosing a declaration that starts on `line`, outermost first.
    func annotations(enclosing line: Int) -> Annotations {
        var low = 0, high = byLowerLine.count - 1
        var candidate: Int?
        while low <= high {
            let mid = (low + high) / 2
            if blocks[byLowerLine[mid]].lowerLine <= line {
                candidate = byLowerLine[mid]
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        while let index = candidate {
            let block = blocks[index]
            if block.lowerLine <= line, line <= block.upperLine { return block.annotations }
            candidate = block.parent
        }
        return Annotations()
    }
}
