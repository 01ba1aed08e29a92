import AnnogenModel
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// One error per syntax error. A file that does not parse cannot give the outputs it was meant to
/// (the declarations the parser lost would vanish from them), so the run stops before writing; the
/// file is still read, so the other diagnostics come out too. What the parser itself calls a warning
/// stays a warning. (Files are parsed in the Swift 5 language mode, so what the compiler accepts
/// there is no error: see `BodySkipping.tree(of:)`.) A run that follows Sourcery reads on from the
/// declarations the parser recovered: see `SwiftFrontend.syntaxErrorReadOnAsInSourcery`.
enum SyntaxErrorReporter {
    /// At most this many syntax errors per file, then one saying how many more there were.
    static let limit = 20
    /// How every syntax error's message starts.
    static let prefix = "syntax error: "
    /// How the message that counts the errors not shown ends.
    static let moreSuffix = " more syntax errors in this file not shown"

    /// Whether `diagnostic` is one of the errors this reporter gives (at a `.swift` file: the other
    /// front ends' problems are not SwiftParser's).
    static func isSyntaxError(_ diagnostic: AnnogenModel.Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.location?.path.hasSuffix(".swift") == true
            && (diagnostic.message.hasPrefix(prefix) || diagnostic.message.hasSuffix(moreSuffix))
    }

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
                    shown.append(AnnogenModel.Diagnostic(severity, SyntaxErrorReporter.prefix + found.message, at: map.location(at: found.position)))
                } else {
                    if firstHidden == nil { firstHidden = map.location(at: found.position) }
                    hidden += 1
                }
            }
        }

        /// A diagnostic per error up to the limit, then one error counting the rest.
        var diagnostics: [AnnogenModel.Diagnostic] {
            guard let firstHidden else { return shown }
            return shown + [.error("\(hidden)" + SyntaxErrorReporter.moreSuffix, at: firstHidden)]
        }
    }
}

extension SwiftFrontend {
    /// A syntax error of a Swift source as a warning, for a run that renders the declarations the
    /// parser recovered, as Sourcery does (`annogen run` under a `.sourcery.yml`, see
    /// `Config.readsOnPastSyntaxErrors`); any other diagnostic unchanged.
    public static func syntaxErrorReadOnAsInSourcery(_ diagnostic: AnnogenModel.Diagnostic) -> AnnogenModel.Diagnostic {
        guard SyntaxErrorReporter.isSyntaxError(diagnostic) else { return diagnostic }
        return .warning(diagnostic.message + " (the declarations around it are read as recovered, as Sourcery does)", at: diagnostic.location)
    }
}
