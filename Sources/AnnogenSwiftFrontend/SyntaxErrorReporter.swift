import AnnogenModel
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// One error per syntax error. A file that does not parse cannot give the outputs it was meant to
/// (the declarations the parser lost would vanish from them), so the run stops before writing; the
/// file is still read, so the other diagnostics come out too. What the parser itself calls a warning
/// stays a warning. (Files are parsed in the Swift 5 language mode, so what the compiler accepts
/// there is no error: see `BodySkipping.tree(of:)`.)
enum SyntaxErrorReporter {
    /// At most this many syntax errors per file, then one saying how many more there were.
    static let limit = 20

    static func diagnostics(for tree: SourceFileSyntax, map: SourceMap) -> [AnnogenModel.Diagnostic] {
        var tally = Tally()
        tally.add(tree, map: map)
        return tally.diagnostics
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
                    let severity: AnnogenModel.Diagnostic.Severity = found.diagMessage.severity == .error ? .error : .warning
                    shown.append(AnnogenModel.Diagnostic(severity, "syntax error: \(found.message)", at: map.location(at: found.position)))
                } else {
                    if firstHidden == nil { firstHidden = map.location(at: found.position) }
                    hidden += 1
                }
            }
        }

        /// A diagnostic per error up to the limit, then one error counting the rest.
        var diagnostics: [AnnogenModel.Diagnostic] {
            guard let firstHidden else { return shown }
            return shown + [.error("\(hidden) more syntax errors in this file not shown", at: firstHidden)]
        }
    }
}
