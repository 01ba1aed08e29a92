import AnnogenModel
import Foundation

/// Compares outputs with what is on disk and writes only what changed, all or nothing: every new
/// content is first written to a temporary file beside its target (an existing file's permissions are
/// kept); only when all of them are written, and no source annogen rewrites changed since it was read,
/// are they renamed into place. So a full disk, a folder that cannot be created or a concurrent edit
/// leaves every file as it was, a reader never sees half a file, a killed run leaves each file old or
/// new, and unchanged files keep their mtime. In check and dry-run modes it only reports.
public struct OutputWriter: Sendable {
    /// Reads a file's bytes (nil when it cannot be read). Replaceable so tests can change a file between
    /// annogen's read and its write.
    public var readFile: @Sendable (String) -> Data?

    public init(readFile: @escaping @Sendable (String) -> Data? = { FileManager.default.contents(atPath: $0) }) {
        self.readFile = readFile
    }

    /// What applying changes did: problems, and source files left alone because they changed on disk.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// Paths not written because their content changed since annogen read them (then nothing was
        /// written).
        public var skippedPaths: [String] = []
    }

    /// What each output would change, without touching the disk.
    public func plan(_ outputs: [OutputFile]) -> [OutputChange] {
        outputs.sorted { $0.path < $1.path }.map { output in
            let bytes = FileManager.default.contents(atPath: output.path)
            let existing = bytes.map { String(decoding: $0, as: UTF8.self) }
            switch (existing, output.content) {
            case (nil, nil):
                return OutputChange(path: output.path, kind: .unchanged, oldContent: nil, newContent: nil)
            case (nil, let new?):
                return OutputChange(path: output.path, kind: .created, oldContent: nil, newContent: new)
            case (let old?, nil):
                // Only annogen's own files are removed; anything else is left alone.
                let kind: OutputChange.Kind = GeneratedHeader.isGenerated(old) ? .removed : .unchanged
                return OutputChange(path: output.path, kind: kind, oldContent: old, newContent: nil)
            case (let old?, let new?):
                // By bytes: `String`'s == takes canonically equivalent text (`é` composed or not) as
                // equal, and would leave a file whose bytes are not the new ones.
                let same = bytes.map { Self.sameBytes($0, new) } ?? false
                return OutputChange(path: output.path, kind: same ? .unchanged : .updated, oldContent: old, newContent: new)
            }
        }
    }

    /// Whether `data` holds exactly `text`'s UTF-8 bytes (compared as memory, not element by element).
    static func sameBytes(_ data: Data, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            data.count == utf8.count && data.withUnsafeBytes { bytes in
                utf8.isEmpty || memcmp(bytes.baseAddress!, utf8.baseAddress!, utf8.count) == 0
            }
        }
    }

    /// Applies a plan, all or nothing. A file that cannot be written is an error diagnostic at its path
    /// and nothing is written; so is a source file that changed on disk since it was read (it is also
    /// listed in `skippedPaths`). Only a rename that fails after all files were written (which needs
    /// the disk to change under annogen) can leave some files written and others not.
    public func apply(_ changes: [OutputChange]) -> Outcome {
        var outcome = Outcome()
        // Temporary files of killed runs, beside every file this run is about (written or not).
        let folders = Set(changes.map { PathText.deletingLastComponent($0.path) })
        for folder in folders.sorted() { AtomicFile.removeAbandonedTemporaries(in: folder.isEmpty ? "." : folder) }
        let pending = changes.filter { $0.kind != .unchanged }
        guard !pending.isEmpty else { return outcome }

        var staged: [StagedFile] = []
        func discardStaged() { for file in staged.reversed() { file.discard() } }
        for change in pending where change.kind != .removed {
            do {
                let file = try AtomicFile.stage(change.newContent ?? "", for: change.path)
                staged.append(file)
            } catch {
                outcome.diagnostics.append(.error("cannot write output: \(error)", at: Self.location(change.path)))
            }
        }
        guard !outcome.diagnostics.containsErrors else {
            discardStaged()
            return outcome
        }

        // Checked after everything is staged, right before the renames, to keep the window small.
        for change in pending {
            guard let expected = change.expectedHash else { continue }
            let current = readFile(change.path)
            guard current.map(ContentHash.of) != expected else { continue }
            outcome.skippedPaths.append(change.path)
            outcome.diagnostics.append(Self.changedWhileRunning(change.path, deleted: current == nil))
        }
        guard outcome.skippedPaths.isEmpty else {
            discardStaged()
            return outcome
        }

        for file in staged where rename(file.temporary, file.target) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(file.temporary)
            outcome.diagnostics.append(.error("cannot write output: \(reason)", at: Self.location(file.path)))
        }
        for change in pending where change.kind == .removed && unlink(change.path) != 0 && errno != ENOENT {
            let reason = String(cString: strerror(errno))
            outcome.diagnostics.append(.error("cannot remove output: \(reason)", at: Self.location(change.path)))
        }
        return outcome
    }

    /// The error for a source that changed (or went away) on disk after annogen read it.
    static func changedWhileRunning(_ path: String, deleted: Bool) -> Diagnostic {
        let what = deleted ? "was deleted or became unreadable" : "changed on disk"
        return .error("\(what) while annogen ran; not overwritten, and nothing else was written (run annogen again)",
                      at: location(path))
    }

    private static func location(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: 1, column: 1)
    }
}
