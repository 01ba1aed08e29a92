import AnnogenCore
import AnnogenModel
import Foundation

/// A run works in its config file's folder, wherever it was started: the paths it reads, caches,
/// writes and gives templates (`type.path`) are the same from the project's root as from
/// `Sources/` (started in a sub-folder, every file was another path, and the cache answered
/// nothing). What it prints is relative to the folder it was started in.
struct ProjectFolder {
    /// The folder the process was started in, absolute.
    let startedIn: String
    /// The config's folder, absolute; the working folder once `enter` has run.
    let folder: String

    /// Moves the process into the config's folder, with the paths the command line gave (relative to
    /// where it started) made relative to it. Nil, and nothing changed, without a config file or
    /// when the process is already there.
    static func enter(_ options: inout GenerationOptions) -> ProjectFolder? {
        let startedIn = FileManager.default.currentDirectoryPath
        guard let configPath = options.configPath else { return nil }
        let folder = PathText.deletingLastComponent(absolute(configPath, in: startedIn))
        guard !folder.isEmpty, folder != absolute(startedIn, in: "/"),
              FileManager.default.changeCurrentDirectoryPath(folder) else { return nil }
        let project = ProjectFolder(startedIn: startedIn, folder: folder)
        let moved = { (path: String) in project.relativeToFolder(path) }
        options.config = moved(configPath)
        options.sources = options.sources.map(moved)
        options.templates = options.templates.map(moved)
        options.output = options.output.map(moved)
        options.cachePath = options.cachePath.map(moved)
        options.objcIncludePaths = options.objcIncludePaths.map(moved)
        options.objcFrameworkPaths = options.objcFrameworkPaths.map(moved)
        // A pattern that names a folder is relative to where the command was typed; a bare file
        // name pattern (`*.pb.swift`) matches anywhere, as it did.
        options.exclude = options.exclude.map { $0.contains("/") && !$0.hasPrefix("**") ? moved($0) : $0 }
        return project
    }

    /// `path`, typed where the process started, as seen from the config's folder.
    func relativeToFolder(_ path: String) -> String {
        Self.relative(Self.absolute(path, in: startedIn), from: folder)
    }

    /// `path`, relative to the config's folder (as the run reports it), as seen from where the
    /// process started: what a terminal there can open.
    func forDisplay(_ path: String) -> String {
        Self.relative(Self.absolute(path, in: folder), from: startedIn)
    }

    /// A diagnostic whose location is shown from where the process started.
    func forDisplay(_ diagnostic: Diagnostic) -> Diagnostic {
        var shown = diagnostic
        if let location = diagnostic.location { shown.location?.path = forDisplay(location.path) }
        return shown
    }

    /// `path` from `folder`, absolute, `.` and `..` worked out without resolving links (a project
    /// reached through a link keeps it).
    static func absolute(_ path: String, in folder: String) -> String {
        PathNormalizer.standardize(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// The path from the absolute folder `base` to the absolute `path`: `Sources/A.swift`,
    /// `../Templates`, or `.` for the folder itself.
    static func relative(_ path: String, from base: String) -> String {
        let target = PathNormalizer.standardize(path).split(separator: "/").map(String.init)
        let start = PathNormalizer.standardize(base).split(separator: "/").map(String.init)
        var shared = 0
        while shared < target.count, shared < start.count, target[shared] == start[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: start.count - shared) + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
