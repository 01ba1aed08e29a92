import AnnogenModel
import Foundation

/// Finds the source files under a folder, with their stamps: hidden entries and documentation
/// catalogs are skipped, and a folder reached again through a symlink (`Up -> ..`) is told by its
/// device and inode and walked once.
///
/// Each folder is read through its descriptor (`readdir`, then `fstatat` relative to it): a path
/// given to `stat` is looked up component by component by the kernel, which was most of a warm
/// run's time on 10,000 files. Folders are independent, so two threads list them (the `fstatat`
/// of every source is most of a run that finds nothing changed); the result is put together in the
/// order one thread walking depth first would give it, so nothing depends on which thread listed
/// what. Only which path of a folder reached twice is walked depends on the order: when that
/// happens, the walk is done again on one thread.
struct FolderWalk {
    /// The extensions of the files read (`swift`, `h`), without the dot.
    var extensions: Set<String>
    /// How many threads list folders.
    var threads = min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))

    /// The source files under `root` and the problems met (see `WalkedFiles`). `meanwhile` runs
    /// once on the calling thread, while the other threads walk.
    func files(under root: String, meanwhile: () -> Void = {}) -> WalkedFiles {
        let endings = NameEndings(extensions)
        if threads > 1 {
            let state = WalkState(root: root, endings: endings, stopsAtRepeat: true)
            // Threads of their own: `DispatchQueue.concurrentPerform` found no second thread ready in
            // time, and the calling thread listed every folder itself.
            let done = DispatchSemaphore(value: 0)
            for _ in 1..<threads {
                let helper = Thread { [self] in
                    work(state)
                    done.signal()
                }
                helper.start()
            }
            meanwhile()
            work(state)
            for _ in 1..<threads { done.wait() }
            if !state.sawRepeat { return state.result() }
        } else {
            meanwhile()
        }
        // On one thread, or again when a folder was reached twice.
        let state = WalkState(root: root, endings: endings, stopsAtRepeat: false)
        work(state)
        return state.result()
    }

    /// Lists folders until none is left to list and no other thread is listing one (which may add more).
    private func work(_ state: WalkState) {
        state.condition.lock()
        while true {
            guard let node = state.pending.popLast() else {
                if state.working == 0 { break }
                state.condition.wait()
                continue
            }
            state.working += 1
            let folder = state.folders[node]
            state.condition.unlock()
            let listing = list(folder, endings: state.endings, claim: state.claim)
            state.condition.lock()
            state.add(listing, of: node)
            state.working -= 1
            state.condition.broadcast()
        }
        state.condition.unlock()
    }

    /// One folder's source files, subfolders to walk and problems, each in name order; nothing when
    /// `claim` says the folder was reached before.
    private func list(_ folder: String, endings: NameEndings, claim: (FolderIdentity) -> Bool) -> Listing {
        var listing = Listing()
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var info = stat()
        guard descriptor >= 0, fstat(descriptor, &info) == 0, let directory = fdopendir(descriptor) else {
            if descriptor >= 0 { close(descriptor) }
            listing.diagnostics.append(.error("cannot read folder: \(folder)", at: SourceLocation(path: folder, line: 1, column: 1)))
            return listing
        }
        defer { closedir(directory) }
        guard claim(FolderIdentity(info)) else { return listing }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                // Hidden entries (`.`, `..`, `.build`, `.git`) are passed over before a String is made.
                guard let first = raw.first, first != UInt8(ascii: ".") else { return }
                let length = raw.firstIndex(of: 0) ?? raw.count
                entries.append((String(decoding: raw[..<length], as: UTF8.self), type))
            }
        }
        PathOrder.sort(&entries) { $0.name }
        let prefix = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        let descriptorOfFolder = dirfd(directory)
        listing.files.reserveCapacity(entries.count)
        for (entry, type) in entries {
            let isSource = endings.isSource(entry)
            // A regular file that is not a source needs no `stat`; a folder is opened when its turn comes.
            if type == UInt8(DT_REG), !isSource { continue }
            let path = prefix + entry
            if type == UInt8(DT_DIR) {
                if !NameEndings.isCatalog(entry) { listing.subfolders.append(path) }
                continue
            }
            let (kind, stamp) = FileKind.inspect(entry, in: descriptorOfFolder, path: path)
            switch kind {
            case .folder:
                // A documentation catalog's `.swift` files are tutorial steps, not compiled sources
                // (swift-syntax's declare one type once per step).
                if !NameEndings.isCatalog(entry) { listing.subfolders.append(path) }
            case .file where isSource:
                listing.files.append((path, stamp))
            case .unreadable(let reason) where isSource || reason == FileKind.loop:
                // A source that cannot be read, or a symlink loop (which may have been meant as a
                // folder), is an error; a file that is not a source is not annogen's business.
                listing.diagnostics.append(.error("cannot read source file: \(reason)", at: SourceLocation(path: path, line: 1, column: 1)))
            case .file, .missing, .unreadable:
                continue
            }
        }
        return listing
    }
}

/// Tells sources and documentation catalogs by their names (never hidden ones: the walk passes
/// over those first), as `PathText.pathExtension` does, without making a String of each extension.
struct NameEndings {
    let extensions: Set<String>
    /// `.swift`, `.h` …, when every extension is plain (not empty, no dot); else nil, and names are
    /// asked for their `pathExtension`.
    let suffixes: [[UInt8]]?

    init(_ extensions: Set<String>) {
        self.extensions = extensions
        let plain = extensions.allSatisfy { !$0.isEmpty && !$0.contains(".") }
        suffixes = plain ? extensions.map { Array(".\($0)".utf8) } : nil
    }

    /// Whether the name's extension is one of `extensions`: for a name that does not start with a
    /// dot, whether it ends with a dot and the extension, after at least one other byte.
    func isSource(_ name: String) -> Bool {
        guard let suffixes else { return extensions.contains(PathText.pathExtension(name)) }
        return name.utf8.withContiguousStorageIfAvailable { bytes in
            suffixes.contains { bytes.count > $0.count && bytes[(bytes.count - $0.count)...].elementsEqual($0) }
        } ?? extensions.contains(PathText.pathExtension(name))
    }

    static func isCatalog(_ name: String) -> Bool { PathText.pathExtension(name) == "docc" }
}

/// What listing one folder found.
private struct Listing {
    var files: [(path: String, stamp: SourceStamp?)] = []
    var subfolders: [String] = []
    var diagnostics: [Diagnostic] = []
}

/// The folders of one walk and what listing each found, shared by the threads under `condition`'s lock.
private final class WalkState: @unchecked Sendable {
    let condition = NSCondition()
    let endings: NameEndings
    /// Every folder reached, by number (the root is 0), and what listing it found.
    private(set) var folders: [String]
    private var listings: [Listing?]
    private var subfolders: [[Int]]
    /// Folders not yet listed.
    var pending = [0]
    /// How many threads are listing a folder.
    var working = 0
    private var visited = Set<FolderIdentity>()
    /// With more than one thread, a folder reached twice ends the walk (see `FolderWalk`).
    private let stopsAtRepeat: Bool
    private(set) var sawRepeat = false

    init(root: String, endings: NameEndings, stopsAtRepeat: Bool) {
        self.endings = endings
        folders = [root]
        listings = [nil]
        subfolders = [[]]
        self.stopsAtRepeat = stopsAtRepeat
    }

    /// Whether the folder is reached for the first time. Takes the lock.
    func claim(_ identity: FolderIdentity) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard visited.insert(identity).inserted else {
            sawRepeat = true
            if stopsAtRepeat { pending.removeAll() }
            return false
        }
        return true
    }

    /// Records what listing `node` found and queues its subfolders. Called with the lock held.
    func add(_ listing: Listing, of node: Int) {
        for folder in listing.subfolders {
            subfolders[node].append(folders.count)
            if !sawRepeat || !stopsAtRepeat { pending.append(folders.count) }
            folders.append(folder)
            listings.append(nil)
            subfolders.append([])
        }
        listings[node] = listing
    }

    /// Every listing's files and problems, in the order of a depth-first walk on one thread: a
    /// folder's own, then its subfolders' from the last to the first.
    func result() -> WalkedFiles {
        var result = WalkedFiles()
        var stack = [0]
        while let node = stack.popLast() {
            guard let listing = listings[node] else { continue }
            if !listing.files.isEmpty { result.folders.append(listing.files) }
            result.count += listing.files.count
            result.diagnostics += listing.diagnostics
            stack += subfolders[node]
        }
        return result
    }
}

/// What `FolderWalk` found under a folder.
struct WalkedFiles {
    /// The source files with their stamps (nil when `stat` gave none), a folder's at a time (kept as
    /// listed, not copied into one array), each folder's in name order.
    var folders: [[(path: String, stamp: SourceStamp?)]] = []
    /// Problems met (a folder or source that cannot be read, a symlink loop), in the order of a
    /// depth-first walk that takes each folder's subfolders from its last name to its first.
    var diagnostics: [Diagnostic] = []
    /// How many source files.
    var count = 0

    /// Every file, one folder after another.
    var files: [(path: String, stamp: SourceStamp?)] { folders.flatMap { $0 } }
}
