import AnnogenModel
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// One warning per syntax error (the file is still read: what parses is kept).
enum SyntaxErrorReporter {
    /// At most this many syntax warnings per file, then one saying how many more there were.
    static let limit = 20

    static func warnings(for tree: SourceFileSyntax, map: SourceMap) -> [AnnogenModel.Diagnostic] {
        guard tree.hasError else { return [] }
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter {
            $0.diagMessage.severity == .error || $0.diagMessage.severity == .warning
        }
        var result = errors.prefix(limit).map { found in
            AnnogenModel.Diagnostic.warning("syntax error: \(found.message)", at: location(of: found, map: map))
        }
        if errors.count > limit {
            result.append(.warning(
                "\(errors.count - limit) more syntax errors in this file not shown",
                at: location(of: errors[limit], map: map)
            ))
        }
        return result
    }

    private static func location(of diagnostic: SwiftDiagnostics.Diagnostic, map: SourceMap) -> AnnogenModel.SourceLocation {
        map.location(at: diagnostic.position)
    }
}
