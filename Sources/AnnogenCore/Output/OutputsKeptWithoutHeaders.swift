import AnnogenModel

/// What a run that left the Objective-C headers out (libclang could not be loaded) may change on
/// disk. Its model lacks the headers' types, so a generated file it would rewrite or remove may be
/// changing only because they are missing: such a file is kept as it was, with a warning at its path.
/// New outputs are still created (the Swift outputs generate without libclang); a run that reads the
/// headers brings every file up to date.
enum OutputsKeptWithoutHeaders {
    /// `changes` with every update and removal of an existing file turned into "unchanged" (its old
    /// content kept), and one warning per file so kept.
    static func keep(_ changes: [OutputChange]) -> (changes: [OutputChange], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let kept = changes.map { change -> OutputChange in
            guard change.kind == .updated || change.kind == .removed, let old = change.oldContent else { return change }
            let would = change.kind == .removed ? "removed it" : "rewritten it without them"
            diagnostics.append(.warning(
                "left as it was: the Objective-C headers were not read (no libclang), and this run would have \(would); "
                    + "a run that reads the headers updates it",
                at: SourceLocation(path: change.path, line: 1, column: 1)))
            return OutputChange(path: change.path, kind: .unchanged, oldContent: old, newContent: old, expectedHash: change.expectedHash)
        }
        return (kept, diagnostics)
    }
}
