import AnnogenModel
import Foundation

/// One source file read: its text, its content hash (nil for generated code, annogen's or Sourcery's,
/// which is not a source) and whether it may hold inline blocks.
struct SourceRead: Sendable {
    var text: String
    var hash: String?
    var mayHoldBlocks: Bool

    /// Why a file could not be read, as its diagnostic says it.
    struct Problem: Error {
        var message: String
    }

    /// Reads `path`: its text must be UTF-8.
    static func read(_ path: String) -> Result<SourceRead, Problem> {
        let bytes: [UInt8]
        switch FileContents.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure): return .failure(Problem(message: "cannot read source file: \(failure.reason)"))
        }
        guard let text = FileContents.text(bytes) else {
            return .failure(Problem(message: "source file is not valid UTF-8; skipped"))
        }
        let hash = GeneratedHeader.isGeneratedSource(text) ? nil : ContentHash.of(bytes)
        return .success(SourceRead(text: text, hash: hash, mayHoldBlocks: TextSearch.contains(text, LoadedSources.blockMarker)))
    }

    /// Every one of `paths`, in their order, read on all cores when there are several.
    static func all(_ paths: [String]) -> [Result<SourceRead, Problem>] {
        guard paths.count > 1 else { return paths.map(read) }
        let slots = ResultSlots<Result<SourceRead, Problem>>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots.set(index, read(paths[index]))
        }
        return slots.values
    }
}

extension SourceFile {
    /// A source read again, or why it could not be.
    enum ReadAgain {
        case read(SourceFile)
        case changed(Diagnostic)
    }

    /// A source the run did not read (its stamp matched the cache, so its text is empty), read now:
    /// its text, or the error saying it changed or went away since it was loaded (its content no
    /// longer has the hash it was loaded with).
    func readingAgain() -> ReadAgain {
        let data = FileManager.default.contents(atPath: path)
        guard let data, ContentHash.of(data) == contentHash, let text = String(data: data, encoding: .utf8) else {
            return .changed(OutputWriter.changedWhileRunning(path, deleted: data == nil))
        }
        return .read(SourceFile(path: path, text: text, contentHash: contentHash))
    }
}
