import AnnogenModel
import Foundation

/// Keeps every write inside the project's folders (for the command line: the working directory and the
/// config file's folder). A path is inside when, with every symlink that exists along it followed, it
/// lies in one of the folders (after following theirs). So an absolute path, `..` or a symlink (to a
/// folder or to a source file) that leads out is refused, whatever spelling reached it.
public struct ProjectBoundary: Sendable {
    /// The folders' real paths.
    let roots: [String]

    /// Nil when `folders` is empty: no boundary (library callers that choose their own paths).
    public init?(folders: [String]) {
        guard !folders.isEmpty else { return nil }
        // A folder that does not exist yet (an output folder) is resolved through the symlinks that
        // lead to it, the way the paths written into it will be.
        roots = folders.map { folder in
            if case .success(let real) = Self.resolve(folder) { return real }
            return PathNormalizer.standardize(Self.absolute(folder))
        }
    }

    /// Why `path` may not be written, or nil when it may.
    public func refusal(for path: String) -> String? {
        let resolved: String
        switch Self.resolve(path) {
        case .failure(let refusal): return refusal.description
        case .success(let real): resolved = real
        }
        guard roots.contains(where: { resolved == $0 || resolved.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else {
            return "it leads out of the project folder (to \(resolved)); annogen writes only inside "
                + roots.joined(separator: " and ")
        }
        return nil
    }

    /// The path with every existing symlink along it followed; the part that does not exist yet is
    /// appended as written (`..` there is refused: it cannot be checked before it exists).
    static func resolve(_ path: String) -> Result<String, Refusal> {
        let components = absolute(path).split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var existing = components.count
        var real: String?
        while existing > 0 {
            let prefix = "/" + components[..<existing].joined(separator: "/")
            if let resolved = realPath(prefix) {
                real = resolved
                break
            }
            var info = stat()
            if lstat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                return .failure(Refusal("'\(prefix)' is a symlink that cannot be followed (its target is missing or it loops)"))
            }
            existing -= 1
        }
        let rest = components[existing...].filter { $0 != "." }
        if rest.contains("..") { return .failure(Refusal("'..' after a folder that does not exist yet")) }
        let base = real ?? "/"
        return .success(rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.joined(separator: "/"))
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
