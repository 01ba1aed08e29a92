import Foundation

/// The fallback where the system offers no notifications (or inotify is unavailable): compares a
/// snapshot of sizes and modification dates twice a second. Costs a little CPU while idle.
public final class PollingWatcher: FileWatcher {
    private var targets = WatchTargets(folders: [], files: [], ignored: [])
    private var snapshot: [String: String] = [:]
    private let interval: TimeInterval

    public init(interval: TimeInterval = 0.5) { self.interval = interval }

    public func watch(_ targets: WatchTargets) {
        self.targets = targets
        snapshot = takeSnapshot()
    }

    public func nextChanges(settle: TimeInterval, maximumDelay: TimeInterval) -> Set<String> {
        while true {
            Thread.sleep(forTimeInterval: interval)
            let current = takeSnapshot()
            let changed = Set(current.keys.filter { snapshot[$0] != current[$0] })
                .union(snapshot.keys.filter { current[$0] == nil })
            snapshot = current
            if !changed.isEmpty { return changed }
        }
    }

    private func takeSnapshot() -> [String: String] {
        var result: [String: String] = [:]
        func note(_ path: String) {
            guard targets.isRelevant(path),
                  let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return }
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[path] = "\(size) \(modified)"
        }
        for file in targets.files { note(file) }
        for folder in targets.folders {
            let enumerator = FileManager.default.enumerator(atPath: folder)
            while let entry = enumerator?.nextObject() as? String {
                if (entry as NSString).lastPathComponent.hasPrefix(".") {
                    enumerator?.skipDescendants()
                    continue
                }
                note(folder + "/" + entry)
            }
        }
        return result
    }
}
