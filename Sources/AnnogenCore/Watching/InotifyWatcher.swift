#if os(Linux)
import Foundation
import Glibc

/// Linux: one inotify watch per folder (inotify is not recursive), added for new folders as they
/// appear. Reads block in `poll`, so an idle watcher costs no CPU.
public final class InotifyWatcher: FileWatcher {
    private let fd: Int32
    private var folders: [Int32: String] = [:]
    private var targets = WatchTargets(folders: [], files: [], ignored: [])
    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    public init?() {
        fd = inotify_init1(Int32(IN_CLOEXEC))
        if fd < 0 { return nil }
    }

    deinit { close(fd) }

    public func watch(_ targets: WatchTargets) {
        for wd in folders.keys { inotify_rm_watch(fd, wd) }
        folders = [:]
        self.targets = targets
        for folder in targets.folders { addRecursively(folder) }
        for file in targets.files { add(PathText.deletingLastComponent(file)) }
    }

    private func add(_ folder: String) {
        let wd = inotify_add_watch(fd, folder, Self.mask)
        if wd >= 0 { folders[wd] = folder }
    }

    private func addRecursively(_ root: String) {
        var stack = [root]
        while let folder = stack.popLast() {
            if targets.ignored.contains(where: { WatchTargets.isInside(folder, $0) }) { continue }
            add(folder)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries where !WatchTargets.skipsFolder(named: entry) {
                let path = folder + "/" + entry
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    stack.append(path)
                }
            }
        }
    }

    public func nextChanges(settle: TimeInterval, maximumDelay: TimeInterval) -> Set<String> {
        var changed = Set<String>()
        while changed.isEmpty {
            guard wait(timeout: -1) else { continue }
            readEvents(into: &changed)
        }
        let deadline = Date().addingTimeInterval(maximumDelay)
        while Date() < deadline {
            let quiet = Int32(min(settle, deadline.timeIntervalSinceNow) * 1000)
            guard quiet > 0, wait(timeout: quiet) else { break }
            readEvents(into: &changed)
        }
        return changed
    }

    /// True when events are ready; false on timeout.
    private func wait(timeout milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let result = poll(&descriptor, 1, milliseconds)
        return result > 0
    }

    private func readEvents(into changed: inout Set<String>) {
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        let count = read(fd, buffer, size)
        guard count > 0 else { return }
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
            let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
            let nameStart = buffer.advanced(by: offset + headerSize).assumingMemoryBound(to: CChar.self)
            let name = event.len > 0 ? String(cString: nameStart) : ""
            offset += headerSize + Int(event.len)
            handle(event, name: name, into: &changed)
        }
    }

    private func handle(_ event: inotify_event, name: String, into changed: inout Set<String>) {
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: say every folder changed; the run compares contents anyway.
            changed.formUnion(targets.folders + targets.files)
            return
        }
        if event.mask & UInt32(IN_IGNORED) != 0 {
            folders[event.wd] = nil
            return
        }
        guard let folder = folders[event.wd] else { return }
        let path = name.isEmpty ? folder : folder + "/" + name
        let isDirectory = event.mask & UInt32(IN_ISDIR) != 0
        if isDirectory, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !WatchTargets.skipsFolder(named: name),
           targets.folders.contains(where: { WatchTargets.isInside(path, $0) }) {
            addRecursively(path)
        }
        // Hidden files (editors' swap and temporary files) are not inputs, unless named (the config).
        if name.hasPrefix("."), !targets.files.contains(path) { return }
        if targets.isRelevant(path) { changed.insert(path) }
    }
}
#endif
