/// What a file's comments give declarations beyond the comments next to them: `// gen:file: …`
/// annotations (every declaration) and the `// gen:begin: …` … `// gen:end` blocks (those between),
/// with the problems found reading every comment.
///
/// Read from all of a file's comments; a large file's comments can be read a run at a time (see
/// `Reader`), so that the line index (`CommentIndex`) need only hold one run's comments.
public struct CommentScope: Sendable {
    /// Problems found reading the comments (each comment is read once), sorted by location.
    public let diagnostics: [Diagnostic]
    let fileAnnotations: Annotations
    let blocks: AnnotationBlocks

    /// Reads comments in source order, in one call or several (a later call's comments all after an
    /// earlier call's), keeping only what applies across the file.
    public struct Reader {
        private var diagnostics: [Diagnostic] = []
        private var events: [AnnotationBlocks.Event] = []
        private var fileAnnotations = Annotations()

        public init() {}

        /// Classifies `comments` (in any order; they are sorted by location), keeping what applies
        /// across the file and any problems; discards the rest.
        public mutating func read(_ comments: [SourceComment]) {
            for comment in CommentScope.sorted(comments) { _ = take(comment) }
        }

        /// `read`, returning every comment sorted, with how it was classified, for the line index.
        mutating func classify(_ comments: [SourceComment]) -> [(comment: SourceComment, classified: ClassifiedComment)] {
            CommentScope.sorted(comments).map { ($0, take($0)) }
        }

        /// Classifies one comment (the next in source order), keeping what applies across the file.
        private mutating func take(_ comment: SourceComment) -> ClassifiedComment {
            let classified = CommentClassifier.classify(comment, diagnostics: &diagnostics)
            switch classified.kind {
            case .fileAnnotations:
                fileAnnotations.append(contentsOf: Annotations(classified.annotations))
            case .blockBegin:
                events.append(.init(kind: .begin(Annotations(classified.annotations)), comment: comment))
            case .outputMarker:
                events.append(.init(kind: .marker, comment: comment))
            case .blockEnd:
                events.append(.init(kind: .end, comment: comment))
            case .plain, .documentation, .annotations:
                break
            }
            return classified
        }

        /// The scope of every comment read.
        public func finish() -> CommentScope {
            var diagnostics = diagnostics
            let blocks = AnnotationBlocks(events: events, diagnostics: &diagnostics)
            return CommentScope(diagnostics: diagnostics.sortedForReport(), fileAnnotations: fileAnnotations,
                                blocks: blocks)
        }
    }

    static func sorted(_ comments: [SourceComment]) -> [SourceComment] {
        comments.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
}
