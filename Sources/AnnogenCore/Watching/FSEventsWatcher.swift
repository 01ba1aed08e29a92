#if canImport(CoreServices) && !os(Linux)
import CoreServices
import Foundation

/// macOS: one FSEvents stream with file-level events over every watched folder (FSEvents is
/// recursive). Written against the documented API but not compiled or tested in this
/// repository's Linux CI; the polling watcher is the fallback if it misbehaves.
public final class FSEventsWatcher: FileWatcher, @unchecked Sendable {
    private var stream: FSEventStreamRef?
    private let queue = DispatchQueue(label: "annogen.fsevents")
    private let lock = NSLock()
    private var pending = Set<String>()
    private let arrived = DispatchSemaphore(value: 0)
    private var targets = WatchTargets(folders: [], files: [], ignored: [])

    public init() {}

    deinit { stop() }

    private func stop() {
        guard let stream else { return }
        FSEventStreamStop(stream)
        FSEventStreamInvalidate(stream)
        FSEventStreamRelease(stream)
        self.stream = nil
    }

    public func watch(_ targets: WatchTargets) {
        stop()
        lock.lock()
        self.targets = targets
        lock.unlock()
        let paths = targets.folders + targets.files.map { PathText.deletingLastComponent($0) }
        var context = FSEventStreamContext(
            version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil, release: nil, copyDescription: nil
        )
        let callback: FSEventStreamCallback = { _, info, _, eventPaths, _, _ in
            guard let info else { return }
            let watcher = Unmanaged<FSEventsWatcher>.fromOpaque(info).takeUnretainedValue()
            let array = Unmanaged<CFArray>.fromOpaque(eventPaths).takeUnretainedValue() as NSArray
            watcher.received(array.compactMap { $0 as? String })
        }
        let flags = FSEventStreamCreateFlags(
            kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer | kFSEventStreamCreateFlagUseCFTypes
        )
        guard let created = FSEventStreamCreate(
            nil, callback, &context, paths as CFArray, FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.01, flags
        ) else { return }
        FSEventStreamSetDispatchQueue(created, queue)
        FSEventStreamStart(created)
        stream = created
    }

    private func received(_ paths: [String]) {
        lock.lock()
        let relevant = paths.filter { path in
            let name = (path as NSString).lastPathComponent
            return targets.isRelevant(path) && (!name.hasPrefix(".") || targets.files.contains(path))
        }
        pending.formUnion(relevant)
        lock.unlock()
        if !relevant.isEmpty { arrived.signal() }
    }

    private func takePending() -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        let taken = pending
        pending = []
        return taken
    }

    public func nextChanges(settle: TimeInterval, maximumDelay: TimeInterval) -> Set<String> {
        var changed = Set<String>()
        while changed.isEmpty {
            arrived.wait()
            changed.formUnion(takePending())
        }
        let deadline = Date().addingTimeInterval(maximumDelay)
        while Date() < deadline {
            let wait = min(settle, deadline.timeIntervalSinceNow)
            guard wait > 0, arrived.wait(timeout: .now() + wait) == .success else { break }
            changed.formUnion(takePending())
        }
        return changed
    }
}
#endif
