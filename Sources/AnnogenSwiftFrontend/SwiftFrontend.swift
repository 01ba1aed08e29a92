import AnnogenModel
import SwiftParser
import SwiftSyntax

/// Reads Swift source files into the model with SwiftSyntax. Parsing never fails: a file with syntax
/// errors gives what parses plus warnings with locations.
public enum SwiftFrontend {
    /// Files of at least this many bytes are read in runs of whole top-level declarations.
    static let runThreshold = 4 << 20
    /// The size of a run when a file is read in runs.
    static let runTarget = 1 << 20

    /// Parses one file. Safe to call concurrently for different files: every call builds its own tree,
    /// comment index and visitor, and keeps none of them once the model is built.
    public static func parse(_ file: SourceFile) -> ParsedFile {
        parse(file, threshold: runThreshold, target: runTarget)
    }

    /// Parses one file; a file of at least `threshold` bytes in runs of whole top-level declarations
    /// of about `target` bytes (see `TopLevelChunks`), one tree at a time: a 50 MB file's whole tree
    /// peaked at 3 GB. The result is the same as for the whole file, with whole-file locations and
    /// offsets.
    static func parse(_ file: SourceFile, threshold: Int, target: Int) -> ParsedFile {
        if file.text.utf8.count >= threshold {
            return RunReader(file: file, target: target).parse()
        }
        let tree = Parser.parse(source: file.text)
        let map = SourceMap(path: file.path, text: file.text)
        return model(of: file, map: map, comments: CommentCollector.comments(in: tree, map: map),
                     syntaxWarnings: SyntaxErrorReporter.warnings(for: tree, map: map)) { $0.walk(tree) }
    }

    /// What both ways of reading a file share once its comments and syntax errors are known: the
    /// comment index, the inline blocks' lines, one visitor (`walk` gives it the file's tree or trees)
    /// and the diagnostics in one order (syntax, comments, declarations).
    static func model(
        of file: SourceFile, map: SourceMap, comments collected: [SourceComment],
        syntaxWarnings: [Diagnostic], walk: (DeclarationVisitor) -> Void
    ) -> ParsedFile {
        let comments = CommentIndex(path: file.path, comments: collected)
        let context = SourceContext(map: map, comments: comments,
                                    generatedLines: InlineBlockScanner.contentLines(
                                        of: file.text, commentLines: lineCommentLines(collected)))
        let visitor = DeclarationVisitor(context: context)
        walk(visitor)
        return ParsedFile(
            path: file.path,
            contentHash: file.contentHash,
            packedTypes: visitor.takePackedTypes().compacted(),
            typealiases: visitor.typealiases.compacted(),
            diagnostics: syntaxWarnings + comments.diagnostics + visitor.diagnostics
        )
    }

    /// The lines of `text` where a `//` comment starts the line: the only lines that can hold a
    /// `gen:` marker (not a line inside a string literal or a block comment). Parses the text (in runs
    /// when it is large, as `parse` does).
    public static func lineCommentLines(of text: String) -> Set<Int> {
        lineCommentLines(of: text, threshold: runThreshold, target: runTarget)
    }

    /// `lineCommentLines(of:)`, in runs of about `target` bytes from `threshold` bytes on.
    static func lineCommentLines(of text: String, threshold: Int, target: Int) -> Set<Int> {
        let file = SourceFile(path: "", text: text, contentHash: "")
        if text.utf8.count >= threshold {
            return lineCommentLines(RunReader(file: file, target: target).comments().comments)
        }
        return lineCommentLines(comments(of: file))
    }

    static func lineCommentLines(_ comments: [SourceComment]) -> Set<Int> {
        Set(comments.lazy.filter { $0.isOwnLine && $0.text.hasPrefix("//") }.map(\.location.line))
    }

    /// Every comment of a file, as given to the `CommentIndex`.
    static func comments(of file: SourceFile) -> [SourceComment] {
        let tree = Parser.parse(source: file.text)
        return CommentCollector.comments(in: tree, map: SourceMap(path: file.path, text: file.text))
    }
}
