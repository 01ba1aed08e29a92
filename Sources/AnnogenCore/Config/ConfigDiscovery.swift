import Foundation

/// Finds the project's `.annogen.yml` (or, where a folder has none, Sourcery's `.sourcery.yml`): in
/// the working directory or the nearest folder above it that has one, as git finds its repository.
public enum ConfigDiscovery {
    public static let fileName = ".annogen.yml"
    public static let sourceryFileName = ".sourcery.yml"

    /// The config's path relative to `folder` (`.annogen.yml`, `../.annogen.yml`, …), or nil when
    /// neither `folder` nor any folder above it has one.
    public static func find(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        var prefix = ""
        while true {
            for name in [fileName, sourceryFileName] {
                var isDirectory: ObjCBool = false
                let candidate = current.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return prefix + name
                }
            }
            let parent = current.deletingLastPathComponent()
            guard parent.path != current.path else { return nil }
            current = parent
            prefix += "../"
        }
    }
}

/// Where the cache lives when `--cache-path` does not say: `.build/annogen-cache` beside the config,
/// or, without a config, in the working directory only when it is a project's folder (it has a
/// `Package.swift`, a `.git` or a `.build`), never in an arbitrary folder annogen happens to run in.
public enum CachePlacement {
    public static let relativeDirectory = ".build/annogen-cache"

    /// The cache folder for a run with the config at `configPath` (nil: no config), or nil for none.
    public static func directory(configPath: String?) -> String? {
        if let configPath {
            let folder = PathText.deletingLastComponent(configPath)
            return folder.isEmpty ? relativeDirectory : (folder as NSString).appendingPathComponent(relativeDirectory)
        }
        let markers = ["Package.swift", ".git", ".build"]
        guard markers.contains(where: { FileManager.default.fileExists(atPath: $0) }) else { return nil }
        return relativeDirectory
    }
}
