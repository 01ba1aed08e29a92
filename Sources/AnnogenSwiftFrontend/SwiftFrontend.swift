import AnnogenModel
import SwiftParser
import SwiftSyntax

/// Reads Swift source files into the model with SwiftSyntax. Parsing never fails: a file with syntax
/// errors gives what parses plus warnings with locations.
public enum SwiftFrontend {
    /// Parses one file. Safe to call concurrently for different files: every call builds its own tree,
    /// comment index and visitor, and keeps none of them once the model is built.
    public static func parse(_ file: SourceFile) -> ParsedFile {
        let tree = Parser.parse(source: file.text)
        let map = SourceMap(path: file.path, text: file.text)
        let collected = CommentCollector.comments(in: tree, map: map)
        let comments = CommentIndex(path: file.path, comments: collected)
        let context = SourceContext(map: map, comments: comments,
                                    generatedLines: InlineBlockScanner.contentLines(
                                        of: file.text, commentLines: lineCommentLines(collected)))

        let visitor = DeclarationVisitor(context: context)
        visitor.walk(tree)

        var diagnostics = SyntaxErrorReporter.warnings(for: tree, map: map)
        diagnostics.append(contentsOf: comments.diagnostics)
        diagnostics.append(contentsOf: visitor.diagnostics)
        return ParsedFile(
            path: file.path,
            contentHash: file.contentHash,
            types: visitor.types,
            typealiases: visitor.typealiases,
            diagnostics: diagnostics
        )
    }

    /// The lines of `text` where a `//` comment starts the line: the only lines that can hold a
    /// `gen:` marker (not a line inside a string literal or a block comment). Parses the text.
    public static func lineCommentLines(of text: String) -> Set<Int> {
        lineCommentLines(comments(of: SourceFile(path: "", text: text, contentHash: "")))
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
