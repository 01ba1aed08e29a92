import Foundation

/// Files annogen generated in an earlier run that no template produces any more: an output whose
/// template was deleted or renamed, a `gen:file:` file whose block is gone. They are found in the
/// output folder by annogen's header (`GeneratedHeader`): a file without it is never touched, whatever
/// its name. The walk does not follow symlinks and skips hidden entries (annogen's own temporary
/// files among them) and folders that hold another project's `.annogen.yml` or a `.build`.
enum OrphanedOutputs {
    /// Paths under `folder` (spelled from it, as outputs are) of generated files not in `produced`
    /// (standardized paths), sorted. Not `recursive`: the files directly in `folder` only.
    static func find(in folder: String, producing produced: Set<String>, recursive: Bool = true) -> [String] {
        var result: [String] = []
        var stack = [folder]
        while let current = stack.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for entry in entries where !entry.hasPrefix(".") {
                let path = current == "." ? entry : (current as NSString).appendingPathComponent(entry)
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    if recursive, !holdsAnotherProject(path) { stack.append(path) }
                case S_IFREG:
                    if !produced.contains(PathNormalizer.standardize(path)), GeneratedHeader.startsFile(atPath: path) { result.append(path) }
                default:
                    continue // symlinks, FIFOs and the like are never annogen's
                }
            }
        }
        return result.sorted()
    }

    private static func holdsAnotherProject(_ folder: String) -> Bool {
        [ConfigDiscovery.fileName, ConfigDiscovery.sourceryFileName, ".build", "Package.swift"].contains {
            FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
        }
    }
}
