import AnnogenModel

/// Reads Objective-C headers into the model with libclang, loaded at run time.
///
/// Classes, categories and class extensions, protocols, properties, methods, `NS_ENUM`/`NS_OPTIONS`/
/// C enums and typedefs become the same `TypeDecl`s, `Variable`s and `Method`s the Swift front end
/// builds, named and typed the way Swift imports them, with `// gen:` annotations read by the shared
/// `CommentIndex`. Safe to call concurrently for different files.
public enum ObjCFrontend {
    /// The file extensions this front end reads.
    public static let fileExtensions: Set<String> = ["h"]

    /// Nil when libclang can be used; otherwise the one message to show (naming the package to
    /// install). Loads libclang on first use.
    public static var unavailableReason: String? {
        switch LibClang.shared {
        case .success: nil
        case .failure(let error): error.message
        }
    }

    /// Where libclang was loaded from, when it was.
    public static var libraryPath: String? {
        if case .success(let clang) = LibClang.shared { return clang.path }
        return nil
    }

    /// Parses one header. Without libclang, gives an empty file with one error; with clang errors,
    /// gives no declarations and clang's errors (`path:line:col`), which stop the run.
    public static func parse(_ file: SourceFile) -> ParsedFile {
        var parsed = ParsedFile(path: file.path, contentHash: file.contentHash)
        let clang: LibClang
        switch LibClang.shared {
        case .success(let loaded): clang = loaded
        case .failure(let error):
            parsed.diagnostics = [.error(error.message, at: SourceLocation(path: file.path, line: 1, column: 1))]
            return parsed
        }
        var failure: String?
        guard let unit = TranslationUnit(file: file, clang: clang, failure: &failure) else {
            parsed.diagnostics = [.error("Objective-C header could not be read: \(failure ?? "libclang failed")",
                                           at: SourceLocation(path: file.path, line: 1, column: 1))]
            return parsed
        }
        let errors = ClangDiagnostics.errors(in: unit)
        guard errors.isEmpty else {
            parsed.diagnostics = errors
            return parsed
        }
        let comments = CommentIndex(comments: HeaderComments.comments(in: unit))
        var reader = DeclarationReader(unit: unit, comments: comments)
        reader.readTopLevel()
        parsed.types = reader.types
        parsed.typealiases = reader.typealiases
        parsed.diagnostics = comments.diagnostics + reader.diagnostics
        return parsed
    }
}
