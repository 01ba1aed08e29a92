import AnnogenModel

/// What would help a header annogen could not read past its errors: the imports it read as empty
/// (their folders belong in `objc.includePaths`), the macros it assumed to expand to nothing and
/// the upper-case names on the error lines that nothing defines (they belong in `objc.defines`).
/// Said in one error after clang's.
enum RecoveryHints {
    static func diagnostic(
        errors: [ClangError], assumptions: HeaderAssumptions, defined: Set<String>, text: (ClangError) -> [UInt8]?
    ) -> Diagnostic? {
        guard let first = errors.first else { return nil }
        // Macros assumed to expand to nothing first: the errors are often what their real text made.
        var undefined = assumptions.emptyMacroNamesInOrder
        for error in errors {
            guard let bytes = text(error) else { continue }
            let line = TypeArguments.line(containing: error.offset, in: bytes)
            for word in words(in: line) where HeaderRecovery.isMacroLike(word) && !defined.contains(word) && !undefined.contains(word) {
                undefined.append(word)
            }
        }
        let missing = assumptions.missingHeaderNames
        var parts: [String] = []
        if !undefined.isEmpty {
            parts.append("defining \(undefined.map { "'\($0)'" }.joined(separator: ", ")) in objc.defines (or --objc-define NAME=VALUE)")
        }
        if !missing.isEmpty {
            parts.append("adding the folders that hold \(missing.map { "'\($0)'" }.joined(separator: ", ")) to objc.includePaths "
                + "(or --objc-include-path), as they were read as empty")
        }
        guard !parts.isEmpty else { return nil }
        return .error("annogen could not read this header past these errors; it may read with " + parts.joined(separator: ", or "),
                      at: first.location)
    }

    /// The identifiers of a line, in order.
    private static func words(in line: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in line {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty, current.first?.isNumber == false { result.append(current) }
                current = ""
            }
        }
        if !current.isEmpty, current.first?.isNumber == false { result.append(current) }
        return result
    }
}
