import AnnogenModel
import Foundation

/// Compares outputs with what is on disk and writes only what changed, atomically (a temporary file in
/// the same folder, then a rename; an existing file's permissions are kept), so a reader never sees half
/// a file and unchanged files keep their mtime. In check and dry-run modes it only reports.
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
        /// Paths not written because their content changed since annogen read them.
        public var skippedPaths: [String] = []
    }

    /// What each output would change, without touching the disk.
    public func plan(_ outputs: [OutputFile]) -> [OutputChange] {
        outputs.sorted { $0.path < $1.path }.map { output in
            let existing = FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self) }
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
                return OutputChange(path: output.path, kind: old == new ? .unchanged : .updated, oldContent: old, newContent: new)
            }
        }
    }

    /// Applies a plan. A file that cannot be written is an error diagnostic; a source file that changed
    /// on disk since it was read is not written and is reported as a warning and in `skippedPaths`.
    /// Other files are still written.
    public func apply(_ changes: [OutputChange]) -> Outcome {
        var outcome = Outcome()
        for change in changes {
            let location = SourceLocation(path: change.path, line: 1, column: 1)
            do {
                switch change.kind {
                case .unchanged:
                    continue
                case .removed:
                    try FileManager.default.removeItem(atPath: change.path)
                case .created, .updated:
                    if let expected = change.expectedHash {
                        let current = readFile(change.path).map(ContentHash.of)
                        guard current == expected else {
                            outcome.skippedPaths.append(change.path)
                            outcome.diagnostics.append(.warning(
                                "changed on disk while annogen ran; not overwritten (run annogen again)", at: location))
                            continue
                        }
                    }
                    try writeAtomically(change.newContent ?? "", to: change.path)
                }
            } catch {
                outcome.diagnostics.append(.error("cannot write output: \(Self.reason(error))", at: location))
            }
        }
        return outcome
    }

    /// Writes via a temporary file in the same folder and a rename, keeping the permissions of the file
    /// it replaces.
    func writeAtomically(_ text: String, to path: String) throws {
        var url = URL(fileURLWithPath: path)
        // A symlinked source is written where it points, and stays a symlink.
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
            url = url.resolvingSymlinksInPath()
        }
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).annogen-\(ProcessInfo.processInfo.processIdentifier).tmp")
        let permissions = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions]
        do {
            try Data(text.utf8).write(to: temporary)
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedDescription
    }
}
