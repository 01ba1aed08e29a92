import AnnogenModel
import Foundation

/// Reads Objective-C headers into the model with libclang, loaded at run time.
///
/// Classes, categories and class extensions, protocols, properties, methods, `NS_ENUM`/`NS_OPTIONS`/
/// C enums and typedefs become the same `TypeDecl`s, `Variable`s and `Method`s the Swift front end
/// builds, named and typed the way Swift imports them, with `// gen:` annotations read by the shared
/// `CommentIndex`. Safe to call concurrently for different files.
public enum ObjCFrontend {
    /// The file extensions this front end reads.
    public static let fileExtensions: Set<String> = ["h"]

    /// How many times a header is parsed again with more assumptions before its errors are reported.
    static let maximumRecoveryPasses = 16

    /// At most this many of clang's errors are reported for one header.
    static let reportedErrorLimit = 20

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

    /// Parses one header. Without libclang, gives an empty file with one error.
    ///
    /// Imports that are found nowhere and names that nothing declares are assumed (an empty header,
    /// a class or protocol known only by name, a macro that expands to nothing: `HeaderAssumptions`)
    /// and the header is parsed again, so it still yields its declarations; each assumption is a
    /// note at its first use. What is left after that (a real syntax error) gives no declarations
    /// and clang's errors (`path:line:col`), which stop the run.
    ///
    /// `projectHeaders` (file name → the folders holding a header of that name among the sources)
    /// answers `#import "Name.h"` of a header in another folder, as Xcode's header maps do;
    /// `projectDeclarations` (class or protocol name → the header among the sources declaring it,
    /// `ProjectDeclarations`) names that header in the note of a name assumed here.
    public static func parse(
        _ file: SourceFile, options: ObjCOptions = ObjCOptions(), projectHeaders: [String: [String]] = [:],
        projectDeclarations: [String: String] = [:]
    ) -> ParsedFile {
        var parsed = ParsedFile(path: file.path, contentHash: file.contentHash)
        let clang: LibClang
        switch LibClang.shared {
        case .success(let loaded): clang = loaded
        case .failure(let error):
            parsed.diagnostics = [.error(error.message, at: SourceLocation(path: file.path, line: 1, column: 1))]
            return parsed
        }
        let text = ModuleImports.rewritten(file.text)
        var assumptions = HeaderAssumptions()
        var importedTexts: [String: [UInt8]] = [:]
        for pass in 1...maximumRecoveryPasses {
            var failure: String?
            guard let unit = TranslationUnit(
                file: file, text: text, clang: clang, options: options, assumptions: assumptions, failure: &failure
            ) else {
                parsed.diagnostics = [.error("Objective-C header could not be read: \(failure ?? "libclang failed")",
                                               at: SourceLocation(path: file.path, line: 1, column: 1))]
                return parsed
            }
            let errors = ClangDiagnostics.errors(in: unit)
            if errors.isEmpty {
                read(unit, into: &parsed)
                let leftOut = ConditionalBlocks(unit: unit, options: options, assumedMacros: assumptions.emptyMacroNames).diagnostics()
                parsed.diagnostics = assumptions.notes(declaredIn: projectDeclarations) + leftOut + parsed.diagnostics
                return parsed
            }
            let text = { (error: ClangError) -> [UInt8]? in
                if error.isInMainFile { return unit.bytes }
                guard !error.clangPath.isEmpty, !error.clangPath.hasPrefix("/__annogen__/") else { return nil }
                if let known = importedTexts[error.clangPath] { return known }
                let bytes = FileManager.default.contents(atPath: error.clangPath).map { [UInt8]($0) }
                importedTexts[error.clangPath] = bytes
                return bytes
            }
            let recovered = pass < maximumRecoveryPasses
                && HeaderRecovery.assume(from: errors, projectHeaders: projectHeaders, text: text, into: &assumptions)
            if !recovered {
                parsed.diagnostics = errors.prefix(reportedErrorLimit).map(\.diagnostic)
                let defined = unit.definedMacroNames(options: options)
                if let hint = RecoveryHints.diagnostic(errors: errors, assumptions: assumptions, defined: defined, text: text) {
                    parsed.diagnostics.append(hint)
                }
                if !errors.contains(where: \.isInMainFile) {
                    // The header is fine, but one it imports is not: say which header lost its types.
                    let imported = Set(errors.map(\.location.path)).sorted().joined(separator: ", ")
                    parsed.diagnostics.append(.error(
                        "not read: a header it imports has errors (\(imported))",
                        at: SourceLocation(path: file.path, line: 1, column: 1)
                    ))
                }
                return parsed
            }
        }
        return parsed
    }

    /// The header's declarations, from a translation unit without errors.
    private static func read(_ unit: TranslationUnit, into parsed: inout ParsedFile) {
        let comments = CommentIndex(comments: HeaderComments.comments(in: unit))
        var reader = DeclarationReader(unit: unit, comments: comments)
        reader.readTopLevel()
        parsed.types = reader.types
        parsed.typealiases = reader.typealiases
        parsed.diagnostics = comments.diagnostics + reader.diagnostics
    }
}
