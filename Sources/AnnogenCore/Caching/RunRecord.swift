import AnnogenModel
import Foundation

/// The last successful run (`run.bin`): its inputs as one key (sources' and templates' content
/// hashes, the config, annogen's version, the working folder), the project files it read (mock
/// files, `fileContents`), what each output held, and the sources' stamps (see `KnownSources`). When the inputs match and every output is
/// still on disk as recorded, the run's report is known without parsing or rendering. Written and
/// read by `RunRecordCoding`.
struct RunRecord: Sendable, Equatable {
    static let kind = "run"

    struct Output: Sendable, Equatable {
        var path: String
        /// Nil when the output should not exist.
        var contentHash: String?
    }

    struct ProjectFileRead: Sendable, Hashable {
        var path: String
        var root: String
        /// Nil when the file was missing or unreadable.
        var contentHash: String?

        /// The file's path, absolute: `path` in `root`.
        var fullPath: String { PathNormalizer.standardize(TemplatePaths.absolute((root as NSString).appendingPathComponent(path))) }
    }

    var key: String
    var filesRead: Int
    var headersSkipped: Int
    var typeCount: Int
    var diagnostics: [Diagnostic]
    var outputs: [Output]
    var projectFiles: [ProjectFileRead]
    /// The sources' stamps and hashes: the next run reads only the sources whose stamp changed.
    var sources: KnownSources
    /// Whether a template read where a declaration is in its file (`LocationReadLog`): when none did,
    /// an edit that only moves declarations is replayed too.
    var templatesReadLocations: Bool
    /// Whether a template read a type's imports, which are read from the sources' texts
    /// (`ImportsReadLog`): then no source edit is replayed, even one that declares what it declared.
    var templatesReadImports = false

    /// The report of the recorded run if everything it depends on besides the key is as recorded
    /// (project files read, outputs on disk); nil otherwise.
    func replay() -> RunReport? {
        for file in projectFiles where file.contentHash != ProjectFile.contents(file.path, root: file.root).map(ContentHash.of) {
            return nil
        }
        var changes: [OutputChange] = []
        changes.reserveCapacity(outputs.count)
        for output in outputs {
            let data = FileManager.default.contents(atPath: output.path)
            switch (data, output.contentHash) {
            case (nil, nil):
                changes.append(OutputChange(path: output.path, kind: .unchanged, oldContent: nil, newContent: nil))
            case (let data?, let hash?) where ContentHash.of(data) == hash:
                let text = String(decoding: data, as: UTF8.self)
                changes.append(OutputChange(path: output.path, kind: .unchanged, oldContent: text, newContent: text))
            default:
                return nil
            }
        }
        var report = RunReport()
        report.filesRead = filesRead
        report.filesFromCache = filesRead
        report.headersSkipped = headersSkipped
        report.typeCount = typeCount
        report.diagnostics = diagnostics
        report.changes = changes
        return report
    }
}

/// Collects the project files a run reads (see `ProjectFile.readLog`).
final class ProjectFileReadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reads: [String: RunRecord.ProjectFileRead] = [:]

    func note(_ path: String, root: String, text: String?) {
        lock.lock()
        reads["\(root)\u{0}\(path)"] = RunRecord.ProjectFileRead(path: path, root: root, contentHash: text.map(ContentHash.of))
        lock.unlock()
    }

    /// Whether the file was noted already (a file read again in every iteration of a loop is
    /// read and hashed once).
    func contains(_ path: String, root: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reads["\(root)\u{0}\(path)"] != nil
    }

    /// Adds a read another log noted.
    func add(_ read: RunRecord.ProjectFileRead) {
        lock.lock()
        reads["\(read.root)\u{0}\(read.path)"] = read
        lock.unlock()
    }

    var all: [RunRecord.ProjectFileRead] {
        lock.lock()
        defer { lock.unlock() }
        return reads.keys.sorted().map { reads[$0]! }
    }
}
