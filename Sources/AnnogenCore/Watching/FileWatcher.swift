import Foundation

/// What `annogen watch` watches: folders with everything below them, and single files (by
/// watching their folder and keeping only their events). Paths inside `ignored` (the outputs,
/// the cache) never count as changes.
public struct WatchTargets: Equatable, Sendable {
    public var folders: [String]
    public var files: [String]
    public var ignored: [String]

    public init(folders: [String], files: [String], ignored: [String]) {
        self.folders = folders.map(Self.absolute)
        self.files = files.map(Self.absolute)
        self.ignored = ignored.map(Self.absolute)
    }

    /// Whether an event on `path` (absolute) can change an input.
    public func isRelevant(_ path: String) -> Bool {
        if ignored.contains(where: { Self.isInside(path, $0) }) { return false }
        if files.contains(path) { return true }
        return folders.contains { Self.isInside(path, $0) }
    }

    /// Folders the watcher skips: hidden ones and `.build`, as the source loader does.
    public static func skipsFolder(named name: String) -> Bool { name.hasPrefix(".") }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` made absolute against the working folder, `.` and `..` removed.
    public static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }
}

/// Reports changes below a set of targets, blocking in between (no polling where the system
/// can notify: inotify on Linux, FSEvents on macOS).
public protocol FileWatcher: AnyObject {
    /// Watches `targets` from now on, replacing earlier ones.
    func watch(_ targets: WatchTargets)
    /// Blocks until a relevant change happens, then until the burst has been quiet for `settle`
    /// seconds (at most `maximumDelay`); returns the absolute paths that changed.
    func nextChanges(settle: TimeInterval, maximumDelay: TimeInterval) -> Set<String>
}

public enum FileWatchers {
    /// The best watcher for this system.
    public static func make() -> any FileWatcher {
        #if os(Linux)
        if let watcher = InotifyWatcher() { return watcher }
        return PollingWatcher()
        #elseif canImport(CoreServices)
        return FSEventsWatcher()
        #else
        return PollingWatcher()
        #endif
    }
}
