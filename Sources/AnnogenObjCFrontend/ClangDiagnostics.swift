import AnnogenModel

/// One error clang reported for a header: the message, where it is in the model's terms, and the
/// byte offset in the file it is in (for `HeaderRecovery` to read what is there).
struct ClangError: Equatable {
    var message: String
    var location: SourceLocation
    /// clang's name of the file the error is in.
    var clangPath: String
    var offset: Int
    /// True when the error is in the header itself, not in a header it imports.
    var isInMainFile: Bool

    var diagnostic: Diagnostic { .error(message, at: location) }
}

/// clang's errors for a header: what is left after recovery stops the run before writing (what
/// clang recovered would be half a model, and outputs would lose the header's types).
enum ClangDiagnostics {
    private static let errorSeverity: Int32 = 3 // CXDiagnostic_Error; 4 is Fatal

    /// Every error and fatal error, with its `path:line:col`.
    static func errors(in unit: TranslationUnit) -> [ClangError] {
        let clang = unit.clang
        var result: [ClangError] = []
        for index in 0..<clang.getNumDiagnostics(unit.unit) {
            guard let diagnostic = clang.getDiagnostic(unit.unit, index) else { continue }
            defer { clang.disposeDiagnostic(diagnostic) }
            guard clang.getDiagnosticSeverity(diagnostic) >= errorSeverity else { continue }
            let location = clang.getDiagnosticLocation(diagnostic)
            let expansion = unit.expansion(location)
            let file = expansion.file
            result.append(ClangError(
                message: clang.string(clang.getDiagnosticSpelling(diagnostic)),
                location: unit.modelLocation(location),
                clangPath: file.map { clang.string(clang.getFileName($0)) } ?? "",
                offset: expansion.offset,
                isInMainFile: file != nil && file == unit.mainFile
            ))
        }
        return result
    }
}
