import AnnogenModel
import Foundation

/// Finds and reads the source files: files given directly, and `.swift` and `.h` (Objective-C) files
/// found by walking folders
/// (hidden folders and `.build` skipped), minus excluded globs, minus the output, minus files annogen
/// generated. Sorted by path, so the run does not depend on file-system order.
public struct SourceLoader: Sendable {
    public var paths: [String]
    public var exclude: [String]
    /// The output file or folder: never read back as input.
    public var outputPath: String?
    public var extensions: Set<String>
    /// Where each path was written in a config, if it was.
    public var origins: [String: SourceLocation]

    public init(
        paths: [String], exclude: [String] = [], outputPath: String? = nil, extensions: Set<String> = ["swift", "h"],
        origins: [String: SourceLocation] = [:]
    ) {
        self.origins = origins
        self.paths = paths
        self.exclude = exclude
        self.outputPath = outputPath
        self.extensions = extensions
    }

    public func load() -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let patterns = exclude.map(GlobPattern.init)
        let outputPrefix = outputPath.map(PathNormalizer.standardize)
        var found = Set<String>()
        for root in paths {
            switch FileKind.of(root) {
            case .missing:
                diagnostics.append(.error("source path does not exist: '\(root)'", at: origins[root]))
            case .unreadable(let reason):
                diagnostics.append(.error("cannot read source path '\(root)': \(reason)", at: origins[root]))
            case .folder:
                found.formUnion(walk(root, diagnostics: &diagnostics))
            case .file:
                found.insert(root)
            }
        }
        let selected = found.filter { path in
            let standardized = PathNormalizer.standardize(path)
            if let outputPrefix, standardized == outputPrefix || standardized.hasPrefix(outputPrefix + "/") { return false }
            return !patterns.contains { $0.matches(path) || $0.matches(standardized) }
        }.sorted()

        var files: [SourceFile] = []
        files.reserveCapacity(selected.count)
        for path in selected {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                let reason = (error as NSError).localizedDescription
                diagnostics.append(.error("cannot read source file: \(reason)", at: SourceLocation(path: path, line: 1, column: 1)))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error("source file is not valid UTF-8; skipped", at: SourceLocation(path: path, line: 1, column: 1)))
                continue
            }
            if GeneratedHeader.isGenerated(text) { continue }
            files.append(SourceFile(path: path, text: text, contentHash: ContentHash.of(data)))
        }
        return (files, diagnostics)
    }

    private func walk(_ root: String, diagnostics: inout [Diagnostic]) -> [String] {
        var result: [String] = []
        var visited = Set<String>()
        var stack = [root]
        while let folder = stack.popLast() {
            // A folder reached again through a symlink (`Up -> ..`) is walked once.
            let real = ProjectBoundary.realPath(folder) ?? folder
            guard visited.insert(real).inserted else { continue }
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                diagnostics.append(.error("cannot read folder: \(folder)", at: SourceLocation(path: folder, line: 1, column: 1)))
                continue
            }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let path = folder == "." ? entry : (folder as NSString).appendingPathComponent(entry)
                let isSource = extensions.contains((entry as NSString).pathExtension)
                switch FileKind.of(path) {
                case .folder:
                    stack.append(path)
                case .file where isSource:
                    result.append(path)
                case .unreadable(let reason) where isSource || reason == FileKind.loop:
                    // A source that cannot be read, or a symlink loop (which may have been meant as a
                    // folder), is an error; a file that is not a source is not annogen's business.
                    diagnostics.append(.error("cannot read source file: \(reason)", at: SourceLocation(path: path, line: 1, column: 1)))
                case .file, .missing, .unreadable:
                    continue
                }
            }
        }
        return result
    }
}

/// What is at a path, following symlinks, as far as reading sources goes.
enum FileKind: Equatable {
    case file, folder, missing
    /// Something that cannot be read as a source: a symlink loop, a dangling symlink, a FIFO, a socket,
    /// a device (reading a FIFO would wait forever).
    case unreadable(String)

    static let loop = "a symlink loop"

    static func of(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            var link = stat()
            guard lstat(path, &link) == 0 else { return .missing }
            if code == ELOOP { return .unreadable(loop) }
            if link.st_mode & S_IFMT == S_IFLNK, code == ENOENT { return .unreadable("a symlink whose target does not exist") }
            return .unreadable(String(cString: strerror(code)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFIFO: return .unreadable("a FIFO, not a regular file")
        case S_IFSOCK: return .unreadable("a socket, not a regular file")
        default: return .unreadable("not a regular file")
        }
    }
}

/// Path spelling helpers.
enum PathNormalizer {
    /// `./a/b/../c/` → `a/c`; absolute paths stay absolute.
    /// Lexical: on Linux `NSString.standardizingPath` also resolves symlinks (a `readlink` per path
    /// component), which made it half of a warm run's time on large corpora.
    static func standardize(_ path: String) -> String {
        if path.hasPrefix("~") { return standardizeResolvingTilde(path) }
        return TemplatePaths.normalize(path)
    }

    private static func standardizeResolvingTilde(_ path: String) -> String {
        var standardized = (path as NSString).standardizingPath
        while standardized.hasPrefix("./") { standardized.removeFirst(2) }
        return standardized
    }
}
