import AnnogenModel
import Foundation

/// Finds and reads the source files: files given directly, and `.swift` and `.h` (Objective-C) files
/// found by walking folders (`FolderWalk`: hidden folders and `.build` skipped), minus excluded
/// globs, minus the output, minus files annogen generated. Sorted by path, so the run does not
/// depend on file-system order.
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
        load(now: now, readsBlockHolders: readsBlockHolders) { known }
    }

    /// `load(known:now:readsBlockHolders:)` with the recorded sources asked for while the first folder
    /// is walked: `known` runs on the calling thread while other threads list folders (a run reads
    /// its record and hashes its templates meanwhile), once, before any source is read.
    func load(now: Int64 = SourceStamp.now(), readsBlockHolders: Bool = false, known: () -> KnownSources) -> Stamped {
        var recorded: KnownSources?
        var diagnostics: [Diagnostic] = []
        let patterns = exclude.map(GlobPattern.init)
        let outputPrefix = outputPath.map(PathNormalizer.standardize)
        let outputFolderPrefix = outputPrefix.map { $0 + "/" }
        /// Whether `path` is read: not inside the output, not excluded (as given or standardized).
        func isKept(_ path: String, isStandard: Bool) -> Bool {
            let standardized = isStandard ? path : PathNormalizer.standardize(path)
            if let outputPrefix, let outputFolderPrefix, standardized == outputPrefix || standardized.hasPrefix(outputFolderPrefix) { return false }
            return !patterns.contains { $0.matches(path) || (standardized != path && $0.matches(standardized)) }
        }
        // Every path kept with its stamp, in the order found; sorted (and a path found twice kept
        // once) below.
        var found: [(path: String, stamp: SourceStamp?)] = []
        // What each path given yielded, so one that yields nothing is reported.
        var yields: [(root: String, found: WalkedFiles)] = []
        let walk = FolderWalk(extensions: extensions)
        for root in paths {
            let (kind, stamp) = FileKind.inspect(root)
            switch kind {
            case .missing:
                diagnostics.append(.error("source path does not exist: '\(root)'", at: origins[root]))
            case .unreadable(let reason):
                diagnostics.append(.error("cannot read source path '\(root)': \(reason)", at: origins[root]))
            case .folder:
                let walked = walk.files(under: root) { if recorded == nil { recorded = known() } }
                diagnostics += walked.diagnostics
                // The walk adds only named components (no `.`, `..` or empty ones) to the root: under a
                // standardized root every path is standardized as it is.
                let isStandard = !root.hasPrefix("~") && PathNormalizer.standardize(root) == root
                found.reserveCapacity(found.count + walked.count)
                for folder in walked.folders {
                    for file in folder where isKept(file.path, isStandard: isStandard) { found.append(file) }
                }
                yields.append((root, walked))
            case .file:
                if isKept(root, isStandard: false) { found.append((root, stamp)) }
                yields.append((root, WalkedFiles(folders: [[(root, stamp)]], count: 1)))
            }
        }
        // Stable: of a path found twice (two roots that overlap), the first stamp is kept.
        PathOrder.sort(&found) { $0.path }

        let known = recorded ?? known()
        var result = Stamped(files: [], hashes: [], unread: 0, known: KnownSources(), diagnostics: [])
        result.files.reserveCapacity(known.entries.isEmpty ? found.count : 0)
        result.hashes.reserveCapacity(found.count)
        var knownHere = KnownSources.Builder(known)
        result.unreadFiles.reserveCapacity(known.entries.isEmpty ? 0 : found.count)
        // Both in path order: the recorded entry of a path is found by walking along. First what to
        // do with each path; then the files to read are read on all cores; then the results are
        // put together in path order, as one pass would.
        enum Step {
            case known(KnownSources.Entry, index: Int)
            case read(path: String, stamp: SourceStamp?, settled: Bool, slot: Int)
        }
        var steps: [Step] = []
        var toRead: [String] = []
        var knownIndex = known.entries.startIndex
        for (index, (path, stamp)) in found.enumerated() where index == 0 || found[index - 1].path != path {
            let settled = stamp.map { $0.isSettled(at: now) } ?? false
            while knownIndex < known.entries.endIndex, known.entries[knownIndex].path < path { knownIndex += 1 }
            let recorded = knownIndex < known.entries.endIndex && known.entries[knownIndex].path == path ? known.entries[knownIndex] : nil
            if settled, let entry = recorded, entry.stamp == stamp, !(readsBlockHolders && entry.mayHoldBlocks) {
                steps.append(.known(entry, index: knownIndex))
            } else {
                steps.append(.read(path: path, stamp: stamp, settled: settled, slot: toRead.count))
                toRead.append(path)
            }
        }
        let contents = SourceRead.all(toRead)
        for step in steps {
            switch step {
            case .known(let entry, let index):
                knownHere.take(index)
                if let hash = entry.contentHash {
                    result.hashes.append((entry.path, hash))
                    result.unreadFiles.append((entry.path, hash))
                    result.unread += 1
                    if entry.mayHoldBlocks { result.unreadBlockHolders += 1 }
                }
            case .read(let path, let stamp, let settled, let slot):
                let content: SourceRead
                switch contents[slot] {
                case .failure(let problem):
                    diagnostics.append(.error(problem.message, at: SourceLocation(path: path, line: 1, column: 1)))
                    continue
                case .success(let read):
                    content = read
                }
                if settled, let stamp {
                    knownHere.add(KnownSources.Entry(path: path, stamp: stamp, contentHash: content.hash, mayHoldBlocks: content.mayHoldBlocks))
                }
                guard let hash = content.hash else { continue }
                result.files.append(SourceFile(path: path, text: content.text, contentHash: hash))
                result.hashes.append((path, hash))
            }
        }
        result.known = knownHere.result
        diagnostics += emptyRoots(yields, loaded: result.hashes, unreadable: diagnostics)
        result.diagnostics = diagnostics
        return result
    }

    /// An error for each path given that yields no source file: an empty folder, one without
    /// source files of the kinds read, or one whose files are all excluded or generated by annogen. Running
    /// on nothing would rewrite every output as empty. Paths whose files could not be read already
    /// have their error.
    /// `loaded` is in path order: a path is looked up by binary search (a set of every path cost a
    /// run on 10,000 files more than the rest of this).
    private func emptyRoots(
        _ yields: [(root: String, found: WalkedFiles)], loaded: [(path: String, contentHash: String)], unreadable: [Diagnostic]
    ) -> [Diagnostic] {
        func isLoaded(_ path: String) -> Bool {
            var low = 0, high = loaded.count
            while low < high {
                let middle = (low + high) / 2
                if loaded[middle].path < path { low = middle + 1 } else { high = middle }
            }
            return low < loaded.count && loaded[low].path == path
        }
        let reported = Set(unreadable.compactMap { $0.location?.path })
        let severity: Diagnostic.Severity = toleratesEmptyPaths && !loaded.isEmpty ? .warning : .error
        return yields.compactMap { root, found in
            let paths = found.folders.lazy.joined().map(\.path)
            guard !paths.contains(where: isLoaded), !paths.contains(where: reported.contains) else { return nil }
            let order = ["swift", "h", "yaml", "yml", "json", "graphql", "graphqls", "gql"]
            let named = extensions.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
                .map { ".\($0)" }
            let kinds = named.count > 1 ? named.dropLast().joined(separator: ", ") + " or " + (named.last ?? "") : named.joined()
            let what = FileKind.of(root) == .folder ? "source folder" : "source file"
            let reason = found.count == 0
                ? "holds no \(kinds) files"
                : "yields no source: its \(found.count == 1 ? "file is" : "\(found.count) files are") excluded, inside the output, or generated by annogen"
            let consequence = severity == .error ? "nothing to generate from" : "its types are left out, as Sourcery does"
            return Diagnostic(severity, "\(what) '\(root)' \(reason); \(consequence)", at: origins[root])
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
