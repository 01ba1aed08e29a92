import Foundation

/// The templates a config names, found the way annogen finds them: a folder's `.stencil` files
/// (sub-folders included, hidden files skipped), each `Name.stencil` writing `Name.generated.swift`
/// (its sub-folder kept); `_`-prefixed partials are inputs but write nothing; a file given by path is
/// a template whatever its name.
struct TemplateFiles {
    /// Every file the templates may read: each a build input.
    var files: [URL] = []
    /// Each template's output, relative to the output folder.
    var outputNames: [String] = []
    /// Paths named in the config that do not exist.
    var missing: [String] = []

    static func find(_ paths: [String], relativeTo folder: URL) -> TemplateFiles {
        var found = TemplateFiles()
        for path in paths {
            let url = path.hasPrefix("/") ? URL(filePath: path) : folder.appending(path: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                found.missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                found.files.append(url)
                found.outputNames.append(outputName(url.lastPathComponent))
                continue
            }
            let entries = (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).sorted()
            for entry in entries {
                let name = (entry as NSString).lastPathComponent
                let file = url.appending(path: entry)
                var entryIsDirectory: ObjCBool = false
                guard !name.hasPrefix("."), FileManager.default.fileExists(atPath: file.path, isDirectory: &entryIsDirectory),
                      !entryIsDirectory.boolValue else { continue }
                found.files.append(file)
                if name.hasSuffix(".stencil"), !name.hasPrefix("_") { found.outputNames.append(outputName(entry)) }
            }
        }
        return found
    }

    /// `Mocks/AutoMockable.stencil` → `Mocks/AutoMockable.generated.swift`.
    static func outputName(_ name: String) -> String {
        (name.hasSuffix(".stencil") ? String(name.dropLast(".stencil".count)) : name) + ".generated.swift"
    }
}
