import Foundation
import TemplateEngine

/// Loads templates from one or more template folders, compiling each file once per whitespace
/// variant.
///
/// A template's name (what diagnostics print) is its path: the root as given joined with the
/// relative part, so diagnostics show a path the user recognises. Names that resolve outside
/// every root, lexically (`..`) or through a symlink, are refused.
public final class TemplateFolderLoader: TemplateLoader, CustomStringConvertible, @unchecked Sendable {
    /// The template folders, as given.
    public let roots: [String]
    private let realRoots: [String]
    private let lock = NSRecursiveLock()
    private var sources: [String: String] = [:]
    /// Compiled templates by variant and path (see `template(atPath:environment:)`).
    private var compiled: [String: Template] = [:]

    /// The roots that are template folders as given (every file in them is in a run's key), not
    /// the folder of a template given as a file (whose key holds only the `.stencil` files beside
    /// it, see `TemplateFinder.partials(besideFile:)`).
    let wholeFolders: [String]

    /// - Parameters:
    ///   - roots: template folders, searched in order.
    ///   - wholeFolders: those of them given as folders (see `wholeFolders`).
    public init(roots: [String], wholeFolders: [String] = []) {
        self.roots = roots
        self.realRoots = roots.map { TemplatePaths.real(TemplatePaths.absolute($0)) }
        self.wholeFolders = wholeFolders.map { TemplatePaths.absolute($0) }
    }

    /// Where an included file at `path` (as `resolve` gave it) lies, as a root and the path within
    /// it, when a run's key does not hold its content: not in a whole template folder, and not a
    /// `.stencil` file beside a template given as a file (another extension, or in a hidden
    /// folder). Nil when the key holds it.
    func outsideKey(_ path: String) -> (root: String, relative: String)? {
        let absolute = TemplatePaths.absolute(path)
        if wholeFolders.contains(where: { TemplatePaths.isInside(absolute, $0) }) { return nil }
        guard let root = roots.map({ TemplatePaths.absolute($0) }).filter({ TemplatePaths.isInside(absolute, $0) && absolute != $0 })
            .max(by: { $0.count < $1.count }) else { return nil }
        let relative = String(absolute.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1))
        let hidden = relative.split(separator: "/").contains { $0.hasPrefix(".") }
        return absolute.hasSuffix(".stencil") && !hidden ? nil : (root, relative)
    }

    public var description: String { "TemplateFolderLoader(\(roots.joined(separator: ", ")))" }

    /// A loader over the same folders with the texts read so far and none of the compiled templates:
    /// threads rendering one template at once each render nodes of their own (retaining and
    /// releasing the same nodes from two cores made each render a fifth slower).
    func copy() -> TemplateFolderLoader {
        let copy = TemplateFolderLoader(roots: roots, wholeFolders: wholeFolders)
        lock.lock()
        copy.sources = sources
        lock.unlock()
        return copy
    }

    // MARK: Loading

    /// The template `name` includes (beside `includer` first, then in the roots) or extends (in
    /// the roots), compiled in `environment`'s whitespace variant.
    public func template(named name: String, from includer: String?, environment: Environment) throws -> Template {
        let path: String
        do {
            path = try resolve(name, from: includer)
        } catch is TemplateNotFound {
            let places = includer == nil ? "in \(roots.joined(separator: ", "))"
                : "beside the including template and in \(roots.joined(separator: ", "))"
            throw TemplateError("\(includer == nil ? "Template" : "Included template") '\(name)' not found (looked \(places))")
        }
        // A file the run's key does not hold (beside a template given as a file, not a `.stencil`
        // one) is read as a project file: a cached run checks it again. Noted once per template, not
        // at every iteration of a loop that includes it, and not at all without a cache.
        if let log = ProjectFile.readLog, let (root, relative) = outsideKey(path), !log.contains(relative, root: root) {
            _ = ProjectFile.contents(relative, root: root)
        }
        return try template(atPath: path, environment: environment)
    }

    // MARK: Resolution

    /// The path of `name`: relative to the folder of `includer` first (a template name
    /// this loader produced), then to each root. Absolute names are refused.
    public func resolve(_ name: String, from includer: String?) throws -> String {
        guard !name.hasPrefix("/") else {
            throw TemplateError("Template path '\(name)' is absolute; use a path relative to the template folders")
        }
        var bases = roots
        if let includer {
            bases.insert(TemplatePaths.directory(of: includer), at: 0)
        }
        for base in bases {
            let candidate = TemplatePaths.normalize(base + "/" + name)
            try checkInsideRoots(candidate, requested: name)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        throw TemplateNotFound(name: name, loader: self)
    }

    /// The path of a top-level template: absolute, relative to the working directory, or
    /// relative to a root; it must lie inside one of the roots.
    public func resolveTopLevel(_ path: String) throws -> String {
        let direct = TemplatePaths.normalize(path)
        if FileManager.default.fileExists(atPath: direct) {
            try checkInsideRoots(direct, requested: path)
            return direct
        }
        if path.hasPrefix("/") { throw TemplateNotFound(name: path, loader: self) }
        return try resolve(path, from: nil)
    }

    private func checkInsideRoots(_ candidate: String, requested: String) throws {
        let absolute = TemplatePaths.absolute(candidate)
        let lexical = roots.contains { TemplatePaths.isInside(absolute, TemplatePaths.absolute($0)) }
        let real = TemplatePaths.real(absolute)
        let physical = !FileManager.default.fileExists(atPath: absolute)
            || realRoots.contains { TemplatePaths.isInside(real, $0) }
        guard lexical, physical else {
            throw TemplateError("Template '\(requested)' resolves outside the template folders")
        }
    }

    // MARK: Cache

    /// The text of the template at `path`, read once. The caller holds the lock.
    private func readSource(_ path: String) throws -> String {
        if let source = sources[path] { return source }
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw TemplateError("Cannot read template '\(path)': \(error.localizedDescription)")
        }
        sources[path] = source
        return source
    }

    /// The template at `path` (a resolved path) compiled with `environment`, once per whitespace
    /// variant: with smart trimming as written, else with its blank lines marked
    /// (`SourceryWhitespace.markBlankLines`), as Sourcery renders it.
    func template(atPath path: String, environment: Environment) throws -> Template {
        lock.lock()
        defer { lock.unlock() }
        let smart = environment.trimBehaviour == .smart
        let key = (smart ? "smart:" : "sourcery:") + path
        if let template = compiled[key] { return template }
        let source = try readSource(path)
        let template = try environment.compile(smart ? source : SourceryWhitespace.markBlankLines(source), name: path)
        compiled[key] = template
        return template
    }

    /// The source text of the template at `path` (a resolved path), read once, not compiled: a
    /// template whose text a run reuses (`RenderMemo`) needs no nodes.
    func source(atPath path: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        return try readSource(path)
    }
}

/// A template that is not in the template folders.
public struct TemplateNotFound: Error, CustomStringConvertible {
    public let name: String
    let loader: TemplateFolderLoader

    public var description: String { "Template named `\(name)` does not exist in loader \(loader)" }
}

/// Lexical path helpers that keep relative paths relative.
enum TemplatePaths {
    /// Removes `.`, empty components and `..` that follow a named component.
    static func normalize(_ path: String) -> String {
        // Most paths are normal already; a run checks every source's path (10,000 on a large app).
        if isNormal(path) { return path }
        let bytes = Array(path.utf8)
        let isAbsolute = bytes.first == UInt8(ascii: "/")
        // Components as ranges of `bytes`; `..` takes back a named component before it.
        var parts: [Range<Int>] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
            let part = start..<index
            start = index + 1
            if part.isEmpty || (part.count == 1 && bytes[part.lowerBound] == UInt8(ascii: ".")) { continue }
            if isDotDot(part, in: bytes) {
                if let last = parts.last, !isDotDot(last, in: bytes) {
                    parts.removeLast()
                    continue
                }
                if isAbsolute { continue }
            }
            parts.append(part)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for (offset, part) in parts.enumerated() {
            if offset > 0 || isAbsolute { result.append(UInt8(ascii: "/")) }
            result.append(contentsOf: bytes[part])
        }
        if result.isEmpty { return isAbsolute ? "/" : "." }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isDotDot(_ part: Range<Int>, in bytes: [UInt8]) -> Bool {
        part.count == 2 && bytes[part.lowerBound] == UInt8(ascii: ".") && bytes[part.lowerBound + 1] == UInt8(ascii: ".")
    }

    /// True when `normalize` gives `path` back as it is: not empty, no empty, `.` or `..`
    /// component, no trailing `/`.
    private static func isNormal(_ path: String) -> Bool {
        var length = 0, dotsOnly = true, isFirst = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 {
                    // `//`, or a leading `/`.
                    guard isFirst else { return false }
                } else if dotsOnly, length <= 2 {
                    return false
                }
                length = 0
                dotsOnly = true
            } else {
                length += 1
                if byte != UInt8(ascii: ".") { dotsOnly = false }
            }
            isFirst = false
        }
        return length > 0 && !(dotsOnly && length <= 2)
    }

    /// `path` made absolute, read from `directory` when relative (the working directory by
    /// default), `.` and `..` taken out (symlinks kept).
    static func absolute(_ path: String, from directory: String = FileManager.default.currentDirectoryPath) -> String {
        path.hasPrefix("/") ? normalize(path) : normalize(directory + "/" + path)
    }

    static func real(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
