import Foundation
import Stencil

/// Loads templates from one or more template folders, parsing each file once.
///
/// A template's name (what Stencil reports as `sourceMap.filename`) is its path: the
/// root as given joined with the relative part, so diagnostics show a path the user
/// recognises. Names that resolve outside every root, lexically (`..`) or through a
/// symlink, are refused with a `TemplateSyntaxError`.
public final class TemplateFolderLoader: Loader, CustomStringConvertible, @unchecked Sendable {
    /// The template folders, as given.
    public let roots: [String]
    private let realRoots: [String]
    private let lock = NSRecursiveLock()
    private var templates: [String: Template] = [:]
    private var sources: [String: String] = [:]
    private var parsed: [String: [NodeType]] = [:]
    /// The tokens of templates as written, and of those read with their blank lines marked (the
    /// `sourcery` variant), by path; lexed by `TemplateLexer`.
    private var lexed: [String: [Token]] = [:]
    private var marked: [String: [Token]] = [:]

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

    // MARK: Loader

    /// Stencil's entry point (used by `extends`): `name` relative to the roots.
    public func loadTemplate(name: String, environment: Environment) throws -> Template {
        try template(atPath: resolve(name, from: nil), environment: environment)
    }

    // MARK: Resolution

    /// The path of `name`: relative to the folder of `includer` first (a template name
    /// this loader produced), then to each root. Absolute names are refused.
    public func resolve(_ name: String, from includer: String?) throws -> String {
        guard !name.hasPrefix("/") else {
            throw TemplateSyntaxError("Template path '\(name)' is absolute; use a path relative to the template folders")
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
        throw TemplateDoesNotExist(templateNames: [name], loader: self)
    }

    /// The path of a top-level template: absolute, relative to the working directory, or
    /// relative to a root; it must lie inside one of the roots.
    public func resolveTopLevel(_ path: String) throws -> String {
        let direct = TemplatePaths.normalize(path)
        if FileManager.default.fileExists(atPath: direct) {
            try checkInsideRoots(direct, requested: path)
            return direct
        }
        if path.hasPrefix("/") { throw TemplateDoesNotExist(templateNames: [path], loader: self) }
        return try resolve(path, from: nil)
    }

    private func checkInsideRoots(_ candidate: String, requested: String) throws {
        let absolute = TemplatePaths.absolute(candidate)
        let lexical = roots.contains { TemplatePaths.isInside(absolute, TemplatePaths.absolute($0)) }
        let real = TemplatePaths.real(absolute)
        let physical = !FileManager.default.fileExists(atPath: absolute)
            || realRoots.contains { TemplatePaths.isInside(real, $0) }
        guard lexical, physical else {
            throw TemplateSyntaxError("Template '\(requested)' resolves outside the template folders")
        }
    }

    // MARK: Cache

    /// The template at `path` (a resolved path), read and lexed once, for Stencil's `extends`
    /// (templates this loader renders are lexed by `TemplateLexer`, see `nodes(atPath:)`).
    func template(atPath path: String, environment: Environment) throws -> Template {
        lock.lock()
        defer { lock.unlock() }
        if let template = templates[path] { return template }
        let template = environment.templateClass.init(templateString: try readSource(path), environment: environment, name: path)
        templates[path] = template
        return template
    }

    /// The text of the template at `path`, read once. The caller holds the lock.
    private func readSource(_ path: String) throws -> String {
        if let source = sources[path] { return source }
        let source: String
        do {
            source = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw TemplateSyntaxError("Cannot read template '\(path)': \(error.localizedDescription)")
        }
        sources[path] = source
        return source
    }

    /// The parsed nodes of the template at `path`, parsed once per `variant` (the whitespace mode:
    /// trimming happens while parsing) with `environment`. The `sourcery` variant parses the source
    /// with its blank lines marked (`SourceryWhitespace.markBlankLines`), as Sourcery does; when
    /// marking changes the text, only the marked text is lexed.
    func nodes(atPath path: String, environment: Environment, variant: String = "") throws -> [NodeType] {
        lock.lock()
        defer { lock.unlock() }
        let key = variant + ":" + path
        if let nodes = parsed[key] { return nodes }
        let tokens: [Token]
        let source = try readSource(path)
        let markedSource = variant == "sourcery" ? SourceryWhitespace.markBlankLines(source) : nil
        if let markedSource, markedSource != source {
            tokens = marked[path] ?? TemplateLexer.tokens(markedSource, name: path, environment: environment)
            marked[path] = tokens
        } else {
            tokens = lexed[path] ?? TemplateLexer.tokens(source, name: path, environment: environment)
            lexed[path] = tokens
        }
        let nodes = try TokenParser(tokens: tokens, environment: environment).parse()
        parsed[key] = nodes
        return nodes
    }

    /// The source text of the template at `path` (a resolved path), read once, not lexed: Stencil's
    /// lexer searches each line from the top of the template (quadratic in its size), and a template
    /// whose text a run reuses (`RenderMemo`) or renders in another variant needs no tokens of it.
    func source(atPath path: String, environment: Environment) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        return try readSource(path)
    }

    /// The source text and tokens of a template this loader has read, for diagnostics: the text as
    /// written, and the tokens of the variant `token` came from (marking blank lines changes no
    /// token's place, and the written text counts lines as the author sees them).
    func loaded(_ name: String, containing token: Token) -> (source: String, tokens: [Token])? {
        lock.lock()
        defer { lock.unlock() }
        guard let source = sources[name] else { return nil }
        // A piece of a tag (a filter) is none of the tokens: it belongs to the version holding its tag,
        // told by line number, which marking blank lines changes.
        if let markedVersion = marked[name],
           markedVersion.contains(where: { $0 === token || TemplateLocator.encloses($0, token) }) {
            return (source, markedVersion)
        }
        // The written text's tokens: those holding the token (the lexer's, or those Stencil made of a
        // template `extends` names), or lexed here, for this diagnostic, when only the marked text was.
        let written = [lexed[name], templates[name]?.tokens].compactMap { $0 }
        if let holding = written.first(where: { $0.contains { $0 === token } }) { return (source, holding) }
        return (source, written.first ?? TemplateLexer.tokens(source, name: name, environment: Environment()))
    }
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
