import Foundation

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

/// A folder as the walk tells folders apart: by device and inode, whatever path reached it.
struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}
