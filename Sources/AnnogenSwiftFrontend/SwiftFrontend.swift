import AnnogenModel
import SwiftSyntax

/// Reads Swift source files into the model with SwiftSyntax. Parsing never fails: a file with syntax
/// errors gives what parses plus errors with locations. Bodies of functions and accessors are not
/// parsed (see `BodySkipping`): the model never reads them, and a syntax error inside one is left to
/// the compiler.
public enum SwiftFrontend {
    /// Files of at least this many bytes are read in runs of whole top-level declarations.
    package static let runThreshold = 4 << 20
    /// The size of a run when a file is read in runs. A run's tree is ~50 bytes per byte of source
    /// (54 MB for 1 MB runs, at the peak of reading a 50 MB file); at 256 KB it is ~14 MB, and reading
    /// the 50 MB file takes as long.
    static let runTarget = 1 << 18

    /// Parses one file. Safe to call concurrently for different files: every call builds its own tree,
    /// comment index and visitor, and keeps none of them once the model is built.
    public static func parse(_ file: SourceFile) -> ParsedFile {
        parse(file, threshold: runThreshold, target: runTarget)
    }

    /// Parses one file; a file of at least `threshold` bytes in runs of whole top-level declarations
    /// of about `target` bytes (see `TopLevelChunks`), one tree at a time: a 50 MB file's whole tree
    /// peaked at 3 GB. The result is the same as for the whole file, with whole-file locations and
    /// offsets. The bodies `findingBodies` finds are blanked before parsing (see `BodySkipping`), run
    /// by run for a large file; without it, every body is parsed.
    static func parse(
        _ file: SourceFile, threshold: Int, target: Int,
        findingBodies: BodySkipping.Finder? = BodyScanner.bodies(in:)
    ) -> ParsedFile {
        if file.text.utf8.count >= threshold {
            return RunReader(file: file, target: target, findingBodies: findingBodies).parse()
        }
        return SourceMap.reading(path: file.path, text: file.text) { map in
            let parsed = BodySkipping.parse(map.bytes, finder: findingBodies)
            let tree = parsed.tree
            let collected = CommentCollector.comments(in: tree, map: map, blanked: parsed.blanked)
            return model(of: file, map: map, comments: CommentIndex(comments: collected),
                         markerLines: markerCommentLines(collected),
                         syntaxDiagnostics: SyntaxErrorReporter.diagnostics(for: tree, map: map)) { $0.walk(tree) }
        }
    }

    /// What both ways of reading a file share once its comments and syntax errors are known: the
    /// inline blocks' lines (from `markerLines`, see `markerCommentLines`), one visitor (`walk` gives
    /// it the file's tree or trees) and the diagnostics in one order (syntax, comments, declarations).
    static func model(
        of file: SourceFile, map: SourceMap, comments: CommentIndex, markerLines: Set<Int>,
        syntaxDiagnostics: [Diagnostic], walk: (DeclarationVisitor) -> Void
    ) -> ParsedFile {
        let context = SourceContext(map: map, comments: comments,
                                    generatedLines: InlineBlockScanner.contentLines(
                                        of: file.text, commentLines: markerLines))
        let visitor = DeclarationVisitor(context: context)
        walk(visitor)
        return ParsedFile(
            path: file.path,
            contentHash: file.contentHash,
            packedTypes: visitor.takePackedTypes().compacted(),
            typealiases: visitor.typealiases.compacted(),
            diagnostics: syntaxDiagnostics + comments.diagnostics + visitor.diagnostics
        )
    }

    /// The lines of `text` where a `//` comment that is an output marker (`// gen:inline:…`,
    /// `// gen:end`, …; see `MarkerLine`) starts the line: as `InlineBlockScanner` reads them, without
    /// a marker-like line inside a string literal or a block comment. Parses the text (in runs when it
    /// is large, as `parse` does).
    public static func markerCommentLines(of text: String) -> Set<Int> {
        markerCommentLines(of: text, threshold: runThreshold, target: runTarget)
    }

    /// `markerCommentLines(of:)`, in runs of about `target` bytes from `threshold` bytes on.
    static func markerCommentLines(of text: String, threshold: Int, target: Int) -> Set<Int> {
        let file = SourceFile(path: "", text: text, contentHash: "")
        if text.utf8.count >= threshold {
            return RunReader(file: file, target: target).firstPass().markerLines
        }
        return markerCommentLines(comments(of: file))
    }

    /// The lines among `comments` where an own-line `//` comment is an output marker. (Only those:
    /// every own-line comment's line of a 50 MB file was a set of 30 MB.)
    static func markerCommentLines(_ comments: [SourceComment]) -> Set<Int> {
        Set(comments.lazy.filter { comment in
            comment.isOwnLine && comment.text.hasPrefix("//") && MarkerLine.parse(line: comment.text) != nil
        }.map(\.location.line))
    }

    /// Every comment of a file outside the bodies `BodySkipping` blanks (every marker comment: a
    /// body that mentions `gen:` or `sourcery:` is never blanked).
    static func comments(of file: SourceFile) -> [SourceComment] {
        SourceMap.reading(path: file.path, text: file.text) { map in
            let parsed = BodySkipping.parse(map.bytes, finder: BodyScanner.bodies(in:))
            return CommentCollector.comments(in: parsed.tree, map: map, blanked: parsed.blanked)
        }
    }
}
