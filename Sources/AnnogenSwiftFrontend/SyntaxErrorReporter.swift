import AnnogenModel
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// One warning per syntax error (the file is still read: what parses is kept).
enum SyntaxErrorReporter {
    /// At most this many syntax warnings per file, then one saying how many more there were.
    static let limit = 20

    static func warnings(for tree: SourceFileSyntax, map: SourceMap) -> [AnnogenModel.Diagnostic] {
        var tally = Tally()
        tally.add(tree, map: map)
        return tally.warnings
    }

    /// The syntax errors of one file read as several trees (runs of it), in order: the same limit and
    /// "more" line as for a file read as one tree, with whole-file locations.
    struct Tally {
        private var shown: [AnnogenModel.Diagnostic] = []
        private var hidden = 0
        private var firstHidden: AnnogenModel.SourceLocation?

        /// Adds the errors of `tree`, whose positions `map` turns into whole-file locations.
        mutating func add(_ tree: SourceFileSyntax, map: SourceMap) {
            guard tree.hasError else { return }
            let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter {
                $0.diagMessage.severity == .error || $0.diagMessage.severity == .warning
            }
            for found in errors {
                if shown.count < SyntaxErrorReporter.limit {
                    shown.append(.warning("syntax error: \(found.message)", at: map.location(at: found.position)))
                } else {
                    if firstHidden == nil { firstHidden = map.location(at: found.position) }
                    hidden += 1
                }
            }
        }

        /// A warning per error up to the limit, then one counting the rest.
        var warnings: [AnnogenModel.Diagnostic] {
            guard let firstHidden else { return shown }
            return shown + [.warning("\(hidden) more syntax errors in this file not shown", at: firstHidden)]
        }
    }
}
