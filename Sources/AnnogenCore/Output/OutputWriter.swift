import AnnogenModel
import Foundation

/// Compares outputs with what is on disk and writes only what changed, atomically (a temporary file in
/// the same folder, then a rename), so a reader never sees half a file and unchanged files keep their
/// mtime. In check and dry-run modes it only reports.
public struct OutputWriter: Sendable {
    public init() {}

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

    /// Applies a plan. Returns one error diagnostic per file that could not be written; other files
    /// are still written.
    public func apply(_ changes: [OutputChange]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for change in changes {
            do {
                switch change.kind {
                case .unchanged:
                    continue
                case .removed:
                    try FileManager.default.removeItem(atPath: change.path)
                case .created, .updated:
                    try writeAtomically(change.newContent ?? "", to: change.path)
                }
            } catch {
                diagnostics.append(.error("cannot write output: \(Self.reason(error))", at: SourceLocation(path: change.path, line: 1, column: 1)))
            }
        }
        return diagnostics
    }

    /// Writes via a temporary file in the same folder and a rename.
    func writeAtomically(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).annogen-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
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
