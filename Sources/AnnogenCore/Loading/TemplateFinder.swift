import AnnogenModel
import Foundation

/// A template to render: where it is and its name relative to its template folder.
public struct TemplateRef: Hashable, Sendable {
    /// The file's path.
    public var path: String
    /// Relative to its template folder: `Endpoints.stencil`, `Mocks/Mocks.stencil`.
    public var name: String
    /// The template folder it was found in (its own folder for a template given as a file).
    public var root: String
    /// Whether it renders with Sourcery's whitespace (the default) or annogen's smart trimming (a
    /// first line `{# annogen: whitespace = smart #}`); known once it is rendered.
    public var smartWhitespace = false

    /// `Endpoints.stencil` → `Endpoints.generated.swift` (keeping subfolders), as for a Swift
    /// template (`AutoCodable.swifttemplate`).
    public var outputName: String {
        var base = name
        for suffix in TemplateFinder.templateExtensions where name.hasSuffix(suffix) {
            base = String(name.dropLast(suffix.count))
        }
        return base + ".generated.swift"
    }

    /// True for a Swift template (`.swifttemplate`), compiled and run (see `SwiftTemplateRunner`).
    public var isSwiftTemplate: Bool { path.hasSuffix(".swifttemplate") }
}

/// Finds Stencil and Swift templates (`.stencil`, `.swifttemplate`) in the given files and folders.
/// Files whose name starts with `_` are partials: they can be included but produce no output of their
/// own. Sourcery's JavaScript templates (`.ejs`) are not supported: each is an error at its path,
/// never rendered as text. Excluded paths (Sourcery's `templates: exclude:`) are left out, a folder
/// with everything below it, as Sourcery leaves them out; their folders still serve includes.
public enum TemplateFinder {
    static let unsupportedExtensions = ["ejs": "JavaScript templates (.ejs)"]
    /// The endings of the files rendered as templates.
    static let templateExtensions = [".stencil", ".swifttemplate"]

    private static func unsupported(_ path: String) -> Diagnostic? {
        guard let kind = unsupportedExtensions[(path as NSString).pathExtension] else { return nil }
        return .error("not supported: \(kind); annogen renders Stencil and Swift templates (.stencil, .swifttemplate)",
                      at: SourceLocation(path: path, line: 1, column: 1))
    }

    public static func find(
        _ paths: [String], excluding excluded: [String] = [], origins: [String: SourceLocation] = [:]
    ) -> (templates: [TemplateRef], roots: [String], diagnostics: [Diagnostic]) {
        let isExcluded = Exclusion(excluded).contains
        var templates: [TemplateRef] = []
        var roots: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(.error("template path does not exist: '\(path)'", at: origins[path]))
                continue
            }
            if isDirectory.boolValue {
                roots.append(path)
                let enumerator = FileManager.default.enumerator(atPath: listed(path))
                var names: [String] = []
                while let entry = enumerator?.nextObject() as? String {
                    let file = (entry as NSString).lastPathComponent
                    if file.hasPrefix(".") { continue }
                    let full = (path as NSString).appendingPathComponent(entry)
                    if isExcluded(full) { continue }
                    if templateExtensions.contains(where: file.hasSuffix), !file.hasPrefix("_") { names.append(entry) }
                    if let problem = unsupported(full) { diagnostics.append(problem) }
                }
                for name in names.sorted() {
                    templates.append(TemplateRef(path: (path as NSString).appendingPathComponent(name), name: name, root: path))
                }
            } else if isExcluded(path) {
                continue
            } else if let problem = unsupported(path) {
                diagnostics.append(problem)
            } else {
                let folder = PathText.deletingLastComponent(path)
                let root = folder.isEmpty ? "." : folder
                roots.append(root)
                templates.append(TemplateRef(path: path, name: (path as NSString).lastPathComponent, root: root))
            }
        }
        var seenRoots = Set<String>()
        roots = roots.filter { seenRoots.insert($0).inserted }
        // A template named twice (its folder and itself) is one template.
        var seenTemplates = Set<String>()
        templates = templates.filter { seenTemplates.insert(TemplatePaths.absolute(TemplatePaths.normalize($0.path))).inserted }
        return (templates, roots, diagnostics)
    }

    /// Template paths left out, each a file or a folder with everything below it, compared as absolute
    /// normalized paths (`Templates/./A.stencil` is `Templates/A.stencil`).
    private struct Exclusion {
        private let paths: [String]

        init(_ paths: [String]) {
            self.paths = paths.map { TemplatePaths.absolute($0) }
        }

        func contains(_ path: String) -> Bool {
            guard !paths.isEmpty else { return false }
            let absolute = TemplatePaths.absolute(path)
            return paths.contains { TemplatePaths.isInside(absolute, $0) }
        }
    }

    /// The templates (`.stencil`, `.swifttemplate`) under the folder of a template given as a file, but for it, sorted
    /// (hidden files and folders left out): its folder is a template folder for its includes, so an
    /// edit of a partial beside it must change the run's key. Other files there are not read
    /// (a template given as a file may sit in the project's root).
    static func partials(besideFile path: String) -> [String] {
        let folder = PathText.deletingLastComponent(path)
        let root = folder.isEmpty ? "." : folder
        var partials: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: listed(root))
        while let entry = enumerator?.nextObject() as? String {
            let name = (entry as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator?.skipDescendants()
                continue
            }
            guard templateExtensions.contains(where: name.hasSuffix) else { continue }
            let file = folder.isEmpty ? entry : (folder as NSString).appendingPathComponent(entry)
            if file != path { partials.append(file) }
        }
        return partials.sorted()
    }

    /// Where to list a folder the user named: its target when the path itself is a symlink (Foundation's
    /// enumerator lists nothing under a symlink), else the path. The entries keep the path as named
    /// (`Templates/T.stencil` for `Templates -> ../Shared/Templates`); symlinks met inside the folder
    /// are not followed.
    static func listed(_ path: String) -> String {
        var info = stat()
        // `Templates/` names the link too: lstat of it with the slash would follow the link.
        var link = path
        while link.count > 1, link.hasSuffix("/") { link.removeLast() }
        guard lstat(link, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        return TemplatePaths.real(TemplatePaths.absolute(link))
    }

    /// Every file each template path stands for, sorted: a folder's files (sub-folders included,
    /// hidden ones too: partials and includes are anywhere), or the file itself; nil for a path that
    /// does not exist. What a run's templates may read, for the cache's key and Xcode's input list.
    static func files(under paths: [String]) -> [(path: String, files: [String]?)] {
        paths.map { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return (path, nil) }
            guard isDirectory.boolValue else { return (path, [path]) }
            var files: [String] = []
            let enumerator = FileManager.default.enumerator(atPath: listed(path))
            while let entry = enumerator?.nextObject() as? String {
                let file = (path as NSString).appendingPathComponent(entry)
                var entryIsDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: file, isDirectory: &entryIsDirectory), !entryIsDirectory.boolValue {
                    files.append(file)
                }
            }
            return (path, files.sorted())
        }
    }
}
