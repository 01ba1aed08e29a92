import Foundation

/// A file's new content written to a temporary file beside it, waiting to be renamed into place.
struct StagedFile: Sendable {
    /// The path as annogen names it (for messages).
    var path: String
    /// Where the rename goes: the path, or where it points when it is a symlink (a symlinked source
    /// is written where it points, and stays a symlink).
    var target: String
    var temporary: String
    /// Folders created for it, parents first: removed again when the write is abandoned.
    var createdFolders: [String]

    /// Removes the temporary file and the folders created for it.
    func discard() {
        unlink(temporary)
        for folder in createdFolders.reversed() { rmdir(folder) }
    }
}

/// Why a file could not be staged, worded for a diagnostic at the file's path.
struct WriteFailure: Error, CustomStringConvertible {
    var description: String
}

/// Temporary files named `.<name>.annogen-<pid>.tmp`: hidden, and not `.swift`, so a run killed before
/// its renames leaves nothing annogen would read back as a source; the next run removes those of
/// processes that no longer exist from the folders of the files it is about.
enum AtomicFile {
    static func stage(_ text: String, for path: String) throws -> StagedFile {
        var target = path
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
            target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        }
        let parent = PathText.deletingLastComponent(target)
        let folder = parent.isEmpty ? "." : parent
        var created: [String] = []
        try createFolder(folder, created: &created)
        var info = stat()
        var permissions: mode_t?
        if stat(target, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else { throw WriteFailure(description: "'\(target)' exists and is not a regular file") }
            permissions = info.st_mode & 0o7777
        }
        let temporary = (folder as NSString).appendingPathComponent(
            ".\((target as NSString).lastPathComponent).annogen-\(getpid()).tmp")
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let error = failure("cannot create a temporary file in '\(folder)'")
            for folder in created.reversed() { rmdir(folder) }
            throw error
        }
        // The first failure: what failed and its errno.
        var failed: (what: String, code: Int32)?
        if let permissions, fchmod(descriptor, permissions) != 0 {
            failed = ("cannot set the permissions of a temporary file", errno)
        }
        let bytes = Array(text.utf8)
        var written = 0
        while failed == nil, written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0, errno != EINTR { failed = ("", errno) }
            if result == 0 { failed = ("", EIO) }
            if result > 0 { written += result }
        }
        if close(descriptor) != 0, failed == nil { failed = ("", errno) }
        if let failed {
            unlink(temporary)
            for folder in created.reversed() { rmdir(folder) }
            let reason = String(cString: strerror(failed.code))
            throw WriteFailure(description: failed.what.isEmpty ? reason : "\(failed.what): \(reason)")
        }
        return StagedFile(path: path, target: target, temporary: temporary, createdFolders: created)
    }

    /// Creates `folder` and its parents (adding them to `created`), naming the part that is in the way
    /// when that fails.
    static func createFolder(_ folder: String, created: inout [String]) throws {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw WriteFailure(description: "'\(folder)' is not a folder") }
            return
        }
        let parent = PathText.deletingLastComponent(folder)
        if !parent.isEmpty, parent != folder { try createFolder(parent, created: &created) }
        if mkdir(folder, 0o777) == 0 {
            created.append(folder)
        } else if errno != EEXIST {
            let error = failure("cannot create folder '\(folder)'")
            for folder in created.reversed() { rmdir(folder) }
            created = []
            throw error
        }
    }

    /// Removes `.<name>.annogen-<pid>.tmp` files in `folder` left by annogen processes that are gone.
    static func removeAbandonedTemporaries(in folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(".") && entry.hasSuffix(".tmp") {
            guard let marker = entry.range(of: ".annogen-", options: .backwards),
                  let pid = pid_t(entry[marker.upperBound...].dropLast(4)), pid > 0, pid != getpid()
            else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                unlink((folder as NSString).appendingPathComponent(entry))
            }
        }
    }

    private static func failure(_ what: String) -> WriteFailure {
        WriteFailure(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
