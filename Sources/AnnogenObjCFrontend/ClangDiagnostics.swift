import AnnogenModel

/// clang's errors for a header, as the model's diagnostics: errors, so the run stops before writing
/// (what clang recovered would be half a model, and outputs would lose the header's types).
enum ClangDiagnostics {
    private static let errorSeverity: Int32 = 3 // CXDiagnostic_Error; 4 is Fatal

    /// Every error and fatal error, with its `path:line:col`.
    static func errors(in unit: TranslationUnit) -> [Diagnostic] {
        let clang = unit.clang
        var result: [Diagnostic] = []
        for index in 0..<clang.getNumDiagnostics(unit.unit) {
            guard let diagnostic = clang.getDiagnostic(unit.unit, index) else { continue }
            defer { clang.disposeDiagnostic(diagnostic) }
            guard clang.getDiagnosticSeverity(diagnostic) >= errorSeverity else { continue }
            let message = clang.string(clang.getDiagnosticSpelling(diagnostic))
            result.append(.error(
                message,
                at: unit.modelLocation(clang.getDiagnosticLocation(diagnostic))
            ))
        }
        return result
    }
}
