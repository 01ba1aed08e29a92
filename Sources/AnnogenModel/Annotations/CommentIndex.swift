/// The comments of one file, indexed by line, answering "what annotations and documentation does the
/// declaration spanning these lines carry?" Both front ends use it, so the rules are the same for
/// Swift and Objective-C:
/// - the unbroken run of own-line comments directly above the declaration's first line,
/// - a trailing comment on the declaration's last line (or first line, for one-line members),
/// - every enclosing `// gen:begin: …` … `// gen:end` block,
/// - `// gen:file: …` annotations, which apply to every declaration in the file.
/// `// sourcery:` is accepted wherever `// gen:` is.
public struct CommentIndex: Sendable {
    /// Problems found while reading annotation comments (each comment is read once).
    public private(set) var diagnostics: [Diagnostic] = []

    public init(path: String, comments: [SourceComment]) {
        // STUB: replaced by the annotations work.
    }

    /// Annotations and documentation for a declaration whose text starts on `firstLine` (its first
    /// attribute or modifier) and ends on `lastLine`.
    public func attachment(firstLine: Int, lastLine: Int) -> CommentAttachment {
        CommentAttachment()
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
    /// comments before a parameter or associated value). Non-annotation comments give none.
    public static func annotations(in comment: SourceComment, diagnostics: inout [Diagnostic]) -> Annotations {
        // STUB: replaced by the annotations work.
        Annotations()
    }
}
