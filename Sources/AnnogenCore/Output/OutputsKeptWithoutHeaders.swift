import AnnogenModel

/// What a run that left the Objective-C headers out (libclang could not be loaded) may change on
/// disk. When the headers may declare types, its model lacks them, so a generated file it would
/// rewrite or remove may be changing only because they are missing: such a file is kept as it was,
/// with a warning at its path (also under `--check`, which cannot tell). New outputs are still
/// created (the Swift outputs generate without libclang); a run that reads the headers brings every
/// file up to date. Headers that declare nothing the Objective-C front end reads (a bridging header
/// of `#import` lines) hold nothing back.
enum OutputsKeptWithoutHeaders {
    /// Whether any of `headers` may declare a type the Objective-C front end reads: its text has an
    /// `@interface`, `@protocol`, `enum` or `typedef` (comments included; a type declared only
    /// through a macro of another spelling is not seen). A header whose text was not loaded (its
    /// stamp was the recorded one) is read now; one that cannot be read counts as declaring types.
    static func mayDeclareTypes(_ headers: [SourceFile]) -> Bool {
        headers.contains { header in
            var text = header.text
            if text.isEmpty {
                guard case .success(let bytes) = FileContents.read(header.path) else { return true }
                text = String(decoding: bytes, as: UTF8.self)
            }
            return TextSearch.contains(text, "@interface") || TextSearch.contains(text, "@protocol")
                || TextSearch.contains(text, "enum") || TextSearch.contains(text, "typedef")
        }
    }

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
