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
    /// A path that yields nothing while others yield files is a warning, not an error (Sourcery reads
    /// on); when no path yields anything it is an error all the same.
    public var toleratesEmptyPaths: Bool

    public init(
        paths: [String], exclude: [String] = [], outputPath: String? = nil, extensions: Set<String> = ["swift", "h"],
        origins: [String: SourceLocation] = [:], toleratesEmptyPaths: Bool = false
    ) {
        self.origins = origins
        self.toleratesEmptyPaths = toleratesEmptyPaths
        self.paths = paths
        self.exclude = exclude
        self.outputPath = outputPath
        self.extensions = extensions
    }

    public func load() -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        let loaded = load(known: KnownSources())
        return (loaded.files, loaded.diagnostics)
    }

    /// What `load(known:)` found.
    struct Stamped {
        /// The files read, with their texts.
        var files: [SourceFile]
        /// The sources not read (their stamp was the recorded one), with their recorded hashes, in path order.
        var unreadFiles: [(path: String, contentHash: String)] = []
        /// Every source, read or known, in path order, with its content hash.
        var hashes: [(path: String, contentHash: String)]
        /// How many sources were taken from `known` instead of being read.
        var unread: Int
        /// How many of those may hold inline blocks.
        var unreadBlockHolders = 0
        /// The stamps and hashes of this load, for the next (settled stamps only).
        var known: KnownSources
        var diagnostics: [Diagnostic]
    }

    /// Finds the sources and reads every one but those whose stamp is the settled one `known`
    /// records (their content hash is taken from there); with no `known`, reads them all. `now`
    /// (nanoseconds since 1970) tells which stamps have settled. With `readsBlockHolders`, the files
    /// that may hold inline blocks are read whatever their stamp (a run that renders needs their text).
    func load(known: KnownSources, now: Int64 = SourceStamp.now(), readsBlockHolders: Bool = false) -> Stamped {
        var diagnostics: [Diagnostic] = []
        let patterns = exclude.map(GlobPattern.init)
        let outputPrefix = outputPath.map(PathNormalizer.standardize)
        // Every path found with its stamp, in the order found; sorted (and a path found twice kept
        // once) below.
        var found: [(path: String, stamp: SourceStamp?)] = []
        // What each path given yielded, so one that yields nothing is reported.
        var yields: [(root: String, paths: [String])] = []
        for root in paths {
            let (kind, stamp) = FileKind.inspect(root)
            switch kind {
            case .missing:
                diagnostics.append(.error("source path does not exist: '\(root)'", at: origins[root]))
            case .unreadable(let reason):
                diagnostics.append(.error("cannot read source path '\(root)': \(reason)", at: origins[root]))
            case .folder:
                let walked = walk(root, diagnostics: &diagnostics)
                found += walked.map { ($0.0, $0.1) }
                yields.append((root, walked.map(\.0)))
            case .file:
                found.append((root, stamp))
                yields.append((root, [root]))
            }
        }
        // Stable: of a path found twice (two roots that overlap), the first stamp is kept.
        found.sort { $0.path < $1.path }
        var selected: [String] = []
        var stamps: [SourceStamp?] = []
        selected.reserveCapacity(found.count)
        stamps.reserveCapacity(found.count)
        for (path, stamp) in found where selected.last != path {
            let standardized = PathNormalizer.standardize(path)
            if let outputPrefix, standardized == outputPrefix || standardized.hasPrefix(outputPrefix + "/") { continue }
            if patterns.contains(where: { $0.matches(path) || (standardized != path && $0.matches(standardized)) }) { continue }
            selected.append(path)
            stamps.append(stamp)
        }
        found = []

        var result = Stamped(files: [], hashes: [], unread: 0, known: KnownSources(), diagnostics: [])
        result.files.reserveCapacity(known.entries.isEmpty ? selected.count : 0)
        result.hashes.reserveCapacity(selected.count)
        // Both in path order: the recorded entry of a path is found by walking along.
        var knownIndex = known.entries.startIndex
        for (path, stamp) in zip(selected, stamps) {
            let settled = stamp.map { $0.isSettled(at: now) } ?? false
            while knownIndex < known.entries.endIndex, known.entries[knownIndex].path < path { knownIndex += 1 }
            let recorded = knownIndex < known.entries.endIndex && known.entries[knownIndex].path == path ? known.entries[knownIndex] : nil
            if settled, let entry = recorded, entry.stamp == stamp, !(readsBlockHolders && entry.mayHoldBlocks) {
                result.known.entries.append(entry)
                if let hash = entry.contentHash {
                    result.hashes.append((path, hash))
                    result.unreadFiles.append((path, hash))
                    result.unread += 1
                    if entry.mayHoldBlocks { result.unreadBlockHolders += 1 }
                }
                continue
            }
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
            let generated = GeneratedHeader.isGenerated(text)
            let hash = generated ? nil : ContentHash.of(data)
            if settled, let stamp {
                let mayHoldBlocks = TextSearch.contains(text, LoadedSources.blockMarker)
                result.known.entries.append(KnownSources.Entry(path: path, stamp: stamp, contentHash: hash, mayHoldBlocks: mayHoldBlocks))
            }
            guard let hash else { continue }
            result.files.append(SourceFile(path: path, text: text, contentHash: hash))
            result.hashes.append((path, hash))
        }
        diagnostics += emptyRoots(yields, loaded: Set(result.hashes.map(\.path)), unreadable: diagnostics)
        result.diagnostics = diagnostics
        return result
    }

    /// An error for each path given that yields no source file: an empty folder, one without
    /// source files of the kinds read, or one whose files are all excluded or generated by annogen. Running
    /// on nothing would rewrite every output as empty. Paths whose files could not be read already
    /// have their error.
    private func emptyRoots(_ yields: [(root: String, paths: [String])], loaded: Set<String>, unreadable: [Diagnostic]) -> [Diagnostic] {
        let reported = Set(unreadable.compactMap { $0.location?.path })
        let order = ["swift", "h", "yaml", "yml", "json"]
        let named = extensions.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
            .map { ".\($0)" }
        let kinds = named.count > 1 ? named.dropLast().joined(separator: ", ") + " or " + (named.last ?? "") : named.joined()
        let severity: Diagnostic.Severity = toleratesEmptyPaths && !loaded.isEmpty ? .warning : .error
        return yields.compactMap { root, paths in
            guard !paths.contains(where: loaded.contains), !paths.contains(where: reported.contains) else { return nil }
            let what = FileKind.of(root) == .folder ? "source folder" : "source file"
            let reason = paths.isEmpty
                ? "holds no \(kinds) files"
                : "yields no source: its \(paths.count == 1 ? "file is" : "\(paths.count) files are") excluded, inside the output, or generated by annogen"
            let consequence = severity == .error ? "nothing to generate from" : "its types are left out, as Sourcery does"
            return Diagnostic(severity, "\(what) '\(root)' \(reason); \(consequence)", at: origins[root])
        }
    }

    /// The source files under `root`, with their stamps (nil when `stat` gave none), each folder's
    /// entries in name order. Each folder is read through its descriptor (`readdir`, then `fstatat`
    /// relative to it): a path given to `stat` is looked up component by component by the kernel,
    /// which was most of a warm run's time on 10,000 files. A folder reached again through a
    /// symlink (`Up -> ..`) is told by its device and inode and walked once.
    private func walk(_ root: String, diagnostics: inout [Diagnostic]) -> [(String, SourceStamp?)] {
        var result: [(String, SourceStamp?)] = []
        var visited = Set<FolderIdentity>()
        var stack = [root]
        while let folder = stack.popLast() {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            var info = stat()
            guard descriptor >= 0, fstat(descriptor, &info) == 0, let directory = fdopendir(descriptor) else {
                if descriptor >= 0 { close(descriptor) }
                diagnostics.append(.error("cannot read folder: \(folder)", at: SourceLocation(path: folder, line: 1, column: 1)))
                continue
            }
            defer { closedir(directory) }
            guard visited.insert(FolderIdentity(info)).inserted else { continue }
            var entries: [(name: String, type: UInt8)] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
                }
                if name.hasPrefix(".") { continue }
                entries.append((name, entry.pointee.d_type))
            }
            entries.sort { $0.name < $1.name }
            var subfolders: [String] = []
            for (entry, type) in entries {
                let path = folder == "." ? entry : (folder.hasSuffix("/") ? folder + entry : folder + "/" + entry)
                let pathExtension = PathText.pathExtension(entry)
                let isSource = extensions.contains(pathExtension)
                // A regular file that is not a source needs no `stat`; a folder is opened when its turn comes.
                if type == UInt8(DT_REG), !isSource { continue }
                if type == UInt8(DT_DIR) {
                    if pathExtension != "docc" { subfolders.append(path) }
                    continue
                }
                let (kind, stamp) = FileKind.inspect(entry, in: dirfd(directory), path: path)
                switch kind {
                case .folder:
                    // A documentation catalog's `.swift` files are tutorial steps, not compiled sources
                    // (swift-syntax's declare one type once per step).
                    if pathExtension != "docc" { subfolders.append(path) }
                case .file where isSource:
                    result.append((path, stamp))
                case .unreadable(let reason) where isSource || reason == FileKind.loop:
                    // A source that cannot be read, or a symlink loop (which may have been meant as a
                    // folder), is an error; a file that is not a source is not annogen's business.
                    diagnostics.append(.error("cannot read source file: \(reason)", at: SourceLocation(path: path, line: 1, column: 1)))
                case .file, .missing, .unreadable:
                    continue
                }
            }
            stack.append(contentsOf: subfolders)
        }
        return result
    }
}

/// A folder as the walk tells folders apart: by device and inode, whatever path reached it.
private struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}

/// What is at a path, following symlinks, as far as reading sources goes.
enum FileKind: Equatable {
    case file, folder, missing
    /// Something that cannot be read as a source: a symlink loop, a dangling symlink, a FIFO, a socket,
    /// a device (reading a FIFO would wait forever).
    case unreadable(String)

    static let loop = "a symlink loop"

    static func of(_ path: String) -> FileKind { inspect(path).kind }

    /// What is at `path`, and the stamp of what `stat` found there.
    static func inspect(_ path: String) -> (kind: FileKind, stamp: SourceStamp?) {
        inspect(path, in: AT_FDCWD, path: path)
    }

    /// `inspect` of `name` in the open folder `folder` (`AT_FDCWD`: the working directory); `path`
    /// names it in messages.
    static func inspect(_ name: String, in folder: Int32, path: String) -> (kind: FileKind, stamp: SourceStamp?) {
        var info = stat()
        guard fstatat(folder, name, &info, 0) == 0 else {
            let code = errno
            var link = stat()
            guard fstatat(folder, name, &link, AT_SYMLINK_NOFOLLOW) == 0 else { return (.missing, nil) }
            if code == ELOOP { return (.unreadable(loop), nil) }
            if link.st_mode & S_IFMT == S_IFLNK, code == ENOENT { return (.unreadable("a symlink whose target does not exist"), nil) }
            return (.unreadable(String(cString: strerror(code))), nil)
        }
        return (kind(of: info), SourceStamp(info))
    }

    private static func kind(of info: stat) -> FileKind {
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
/// Lexical path standardization, as annogen compares paths everywhere.
public enum PathNormalizer {
    /// `./a/b/../c/` → `a/c`; absolute paths stay absolute.
    /// Lexical: on Linux `NSString.standardizingPath` also resolves symlinks (a `readlink` per path
    /// component), which made it half of a warm run's time on large corpora.
    public static func standardize(_ path: String) -> String {
        if path.hasPrefix("~") { return standardizeResolvingTilde(path) }
        return TemplatePaths.normalize(path)
    }

    private static func standardizeResolvingTilde(_ path: String) -> String {
        var standardized = (path as NSString).standardizingPath
        while standardized.hasPrefix("./") { standardized.removeFirst(2) }
        return standardized
    }
}
