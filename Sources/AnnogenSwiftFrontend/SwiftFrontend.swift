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
        let comments = CommentIndex(path: file.path, comments: CommentCollector.comments(in: tree, map: map))
        let context = SourceContext(map: map, comments: comments,
                                    generatedLines: InlineBlockScanner.contentLines(of: file.text))

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

    /// Every comment of a file, as given to the `CommentIndex`.
    static func comments(of file: SourceFile) -> [SourceComment] {
        let tree = Parser.parse(source: file.text)
        return CommentCollector.comments(in: tree, map: SourceMap(path: file.path, text: file.text))
    }
}
