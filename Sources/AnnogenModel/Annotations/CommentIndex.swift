/// The comments of one file (or of one run of a large file), indexed by line, answering "what
/// annotations and documentation does the declaration spanning these lines carry?" Both front ends
/// use it, so the rules are the same for Swift and Objective-C:
/// - the unbroken run of own-line comments directly above the declaration's first line,
/// - a trailing comment on the declaration's last line (or first line, for one-line members),
/// - every enclosing `// gen:begin: …` … `// gen:end` block,
/// - `// gen:file: …` annotations, which apply to every declaration in the file.
/// `// sourcery:` is accepted wherever `// gen:` is.
///
/// Every comment is read when the index is built; `attachment(firstLine:lastLine:)` only looks lines up.
public struct CommentIndex: Sendable {
    /// Problems found while reading annotation comments, sorted by location.
    public var diagnostics: [Diagnostic] { scope.diagnostics }

    private struct Entry: Sendable {
        var comment: SourceComment
        var classified: ClassifiedComment
        var startLine: Int { comment.location.line }
    }

    /// Every comment, in source order.
    private var entries: [Entry] = []
    /// Own-line comments by the line they end on: (end line, entry index) sorted by end line, in
    /// source order within a line; looked up by binary search. (A dictionary of an array per line
    /// was an allocation and a hash per doc-comment line, a tenth of reading swift-nio's comments.)
    private var ownLine: [(endLine: Int, entry: Int)] = []
    /// Trailing `//` annotation comments by their line (entry indices, in source order).
    private var trailingByLine: [Int: [Int]] = [:]
    /// `gen:file:` annotations and `gen:begin` blocks.
    private let scope: CommentScope

    /// Reads every comment of a file (in any order; they are sorted by location).
    public init(comments: [SourceComment]) {
        var reader = CommentScope.Reader()
        let classified = reader.classify(comments)
        self.init(classified, scope: reader.finish())
    }

    /// The index of some of a file's comments (one run of a large file: those of the declarations
    /// that will be looked up), with the file's `scope` read beforehand from all of its comments.
    /// Problems in these comments are not reported again: `diagnostics` are the scope's.
    public init(comments: [SourceComment], scope: CommentScope) {
        var ignored: [Diagnostic] = []
        let classified = CommentScope.sorted(comments).map { comment in
            (comment, CommentClassifier.classify(comment, diagnostics: &ignored))
        }
        self.init(classified, scope: scope)
    }

    private init(_ classified: [(comment: SourceComment, classified: ClassifiedComment)], scope: CommentScope) {
        self.scope = scope
        entries.reserveCapacity(classified.count)
        for (comment, classified) in classified {
            let index = entries.count
            entries.append(Entry(comment: comment, classified: classified))
            if comment.isOwnLine {
                ownLine.append((max(comment.endLine, comment.location.line), index))
            }
            // Only a `//` comment is surely after the declaration's code; a `/* */` comment on the last
            // line may sit inside it (before a parameter).
            if classified.kind == .annotations, !comment.isOwnLine, comment.text.hasPrefix("//") {
                trailingByLine[comment.location.line, default: []].append(index)
            }
        }
        // Comments come in source order, so their end lines ascend; sorted (stably) should they not.
        if !ownLine.indices.dropFirst().allSatisfy({ ownLine[$0 - 1].endLine <= ownLine[$0].endLine }) {
            ownLine = ownLine.enumerated().sorted { ($0.element.endLine, $0.offset) < ($1.element.endLine, $1.offset) }.map(\.element)
        }
    }

    /// Where in `ownLine` the own-line comments that end on `line` are (empty: none).
    private func ownLineEntries(endingOn line: Int) -> Range<Int> {
        var low = 0
        var high = ownLine.count
        while low < high {
            let middle = (low + high) / 2
            if ownLine[middle].endLine < line { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < ownLine.count, ownLine[end].endLine == line { end += 1 }
        return low..<end
    }

    /// Annotations and documentation for a declaration whose text starts on `firstLine` (its first
    /// attribute or modifier) and ends on `lastLine`.
    ///
    /// In order: `gen:file:` annotations, enclosing `gen:begin` blocks (outermost first), the
    /// comments directly above (an own-line comment ending on `firstLine` itself, such as
    /// `/* gen: a */ let x`, counts as above), then a trailing `//` comment on `lastLine`.
    /// Costs O(length of the run above + nesting depth), whatever the size of the file.
    ///
    /// A declaration that does not start its line (`let products: [Product]; struct Product {`) takes
    /// nothing from the comments above: they belong to the line's first declaration.
    public func attachment(firstLine: Int, lastLine: Int, startsLine: Bool = true) -> CommentAttachment {
        var annotations = scope.fileAnnotations
        annotations.append(contentsOf: scope.blocks.annotations(enclosing: firstLine))

        var documentation: [String] = []
        for index in startsLine ? runAbove(firstLine: firstLine) : [] {
            let classified = entries[index].classified
            switch classified.kind {
            case .annotations:
                annotations.append(contentsOf: Annotations(classified.annotations))
            case .documentation:
                documentation.append(contentsOf: classified.documentation)
            default:
                break
            }
        }
        for index in trailingByLine[lastLine] ?? [] {
            annotations.append(contentsOf: Annotations(entries[index].classified.annotations))
        }
        return CommentAttachment(annotations: annotations, documentation: documentation)
    }

    /// Entry indices of the unbroken run of own-line comments that ends on `firstLine` or on the line
    /// above it, in source order. A line without an own-line comment ending on it stops the run.
    private func runAbove(firstLine: Int) -> [Int] {
        runEnding(on: ownLineEntries(endingOn: firstLine).isEmpty ? firstLine - 1 : firstLine)
    }

    /// Entry indices of the unbroken run of own-line comments that ends on `line`, in source order.
    private func runEnding(on line: Int) -> [Int] {
        var run: [Int] = []
        var line = line
        while case let found = ownLineEntries(endingOn: line), !found.isEmpty {
            var start = line
            for position in found.reversed() {
                run.append(ownLine[position].entry)
                start = min(start, entries[ownLine[position].entry].startLine)
            }
            line = min(start, line) - 1
        }
        return run.reversed()
    }

    /// The unbroken run of own-line comments that ends on `line`, in source order: what a
    /// declaration starting on the next line takes from above. A large file read in runs carries
    /// these from the comments of one run (its last line) into the index of the next.
    public func ownLineComments(endingOn line: Int) -> [SourceComment] {
        runEnding(on: line).map { entries[$0].comment }
    }
}

/// What a declaration carries from its comments.
public struct CommentAttachment: Hashable, Sendable {
    public var annotations: Annotations
    /// Doc-comment lines (`///`, `/** */`) without their delimiters, in order.
    public var documentation: [String]

    public init(annotations: Annotations = Annotations(), documentation: [String] = []) {
        self.annotations = annotations
        self.documentation = documentation
    }
}

/// Reads annotations from one comment's text.
public enum AnnotationReader {
    /// The annotations written in a single comment such as `/* gen: a, b = 1 */` (used for inline
    /// comments before a parameter or associated value). Non-annotation comments give none; problems
    /// in the comment are appended to `diagnostics`.
    public static func annotations(in comment: SourceComment, diagnostics: inout [Diagnostic]) -> Annotations {
        let classified = CommentClassifier.classify(comment, diagnostics: &diagnostics)
        guard classified.kind == .annotations else { return Annotations() }
        return Annotations(classified.annotations)
    }
}
