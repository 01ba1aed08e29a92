import AnnogenModel
import Foundation

/// Finds and reads the source files: files given directly, and `.swift` files found by walking folders
/// (hidden folders and `.build` skipped), minus excluded globs, minus the output, minus files annogen
/// generated. Sorted by path, so the run does not depend on file-system order.
public struct SourceLoader: Sendable {
    public var paths: [String]
    public var exclude: [String]
    /// The output file or folder: never read back as input.
    public var outputPath: String?
    public var extensions: Set<String>

    public init(paths: [String], exclude: [String] = [], outputPath: String? = nil, extensions: Set<String> = ["swift"]) {
        self.paths = paths
        self.exclude = exclude
        self.outputPath = outputPath
        self.extensions = extensions
    }

    public func load() -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let patterns = exclude.map(GlobPattern.init)
        let outputPrefix = outputPath.map(PathNormalizer.standardize)
        var found = Set<String>()
        for root in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                diagnostics.append(.error("source path does not exist: \(root)"))
                continue
            }
            if isDirectory.boolValue {
                found.formUnion(walk(root, diagnostics: &diagnostics))
            } else {
                found.insert(root)
            }
        }
        let selected = found.filter { path in
            let standardized = PathNormalizer.standardize(path)
            if let outputPrefix, standardized == outputPrefix || standardized.hasPrefix(outputPrefix + "/") { return false }
            return !patterns.contains { $0.matches(path) || $0.matches(standardized) }
        }.sorted()

        var files: [SourceFile] = []
        files.reserveCapacity(selected.count)
        for path in selected {
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(.error("cannot read source file", at: SourceLocation(path: path, line: 1, column: 1)))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error("source file is not valid UTF-8; skipped", at: SourceLocation(path: path, line: 1, column: 1)))
                continue
            }
            if GeneratedHeader.isGenerated(text) { continue }
            files.append(SourceFile(path: path, text: text, contentHash: ContentHash.of(data)))
        }
        return (files, diagnostics)
    }

    private func walk(_ root: String, diagnostics: inout [Diagnostic]) -> [String] {
        var result: [String] = []
        var visited = Set<String>()
        var stack = [root]
        while let folder = stack.popLast() {
            let real = (folder as NSString).resolvingSymlinksInPath
            guard visited.insert(real).inserted else { continue } // symlink loops
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                diagnostics.append(.error("cannot read folder: \(folder)"))
                continue
            }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let path = folder == "." ? entry : (folder as NSString).appendingPathComponent(entry)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    stack.append(path)
                } else if extensions.contains((entry as NSString).pathExtension) {
                    result.append(path)
                }
            }
        }
        return result
    }
}

/// Path spelling helpers.
enum PathNormalizer {
    /// `./a/b/../c/` → `a/c`; absolute paths stay absolute.
    /// Lexical: on Linux `NSString.standardizingPath` also resolves symlinks (a `readlink` per path
    /// component), which made it half of a warm run's time on large corpora.
    static func standardize(_ path: String) -> String {
        if path.hasPrefix("~") { return standardizeResolvingTilde(path) }
        return TemplatePaths.normalize(path)
    }

    private static func standardizeResolvingTilde(_ path: String) -> String {
        var standardized = (path as NSString).standardizingPath
        while standardized.hasPrefix("./") { standardized.removeFirst(2) }
        return standardized
    }
}
