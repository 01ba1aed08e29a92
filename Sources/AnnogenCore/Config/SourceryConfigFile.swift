import AnnogenModel
import Foundation
import Yams

/// Sourcery's `.sourcery.yml`, read as it is into the same `ConfigFile` as `.annogen.yml`, so a
/// project switches by changing one command:
///
/// ```yaml
/// sources:                 # a list, or include:/exclude: lists
///   include: [Sources]
///   exclude: [Sources/Generated]
/// templates:               # a list, or include:/exclude: lists
///   include: [Templates]
///   exclude: [Templates/Unused.stencil]
/// output:                  # a path, or path: (link: is for Xcode projects)
///   path: Generated
/// args:
///   imports: [Foundation]
/// cacheBasePath: .build/sourcery
/// ```
///
/// Child `configurations:` each run in turn, as in Sourcery. Sourcery does not read Objective-C
/// headers, so neither does annogen under this config. What annogen does not support (`project:`)
/// is an error at its line; keys that change nothing here (`link:`, `parseDocumentation`) are
/// warnings.
enum SourceryConfigFile {
    /// Whether the config at `path` is in Sourcery's format, as `--config` may name any file: its
    /// name says Sourcery (`.sourcery.yml`, `.sourcery-ubuntu.yml`, `sourcery.yaml`); else not when
    /// its name says annogen; else its text has a top-level key only Sourcery's format has
    /// (`configurations`, `cacheBasePath`, …) and none only annogen's has (`exclude`, `strict`,
    /// `objc`), or a shape only Sourcery's has (`sources:` or `templates:` as `include:`/`exclude:`,
    /// `output:` as `path:`), or its own folder is named for Sourcery
    /// (`Tools/Sourcery/AutoMockableConfig.yml`). A config that says neither is annogen's.
    static func isSourceryConfig(_ path: String, text: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        if name.contains("sourcery"), name.hasSuffix(".yml") || name.hasSuffix(".yaml") { return true }
        if name.contains("annogen") { return false }
        guard let mapping = (try? ConfigFile.compose(text))??.mapping else { return false }
        let keys = Set(mapping.keys.compactMap(\.string))
        if !keys.isDisjoint(with: sourceryOnlyKeys) { return true }
        if !keys.isDisjoint(with: annogenOnlyKeys) { return false }
        let hasSourceryShape = ["sources", "templates", "output"].contains { key in mapping[Node(key)]?.mapping != nil }
        if hasSourceryShape { return true }
        // Only the config's own folder: an ancestor's name (`old-sourcery-setup/app/gen.yml`) says
        // nothing, and would change the reading with the way the path is given.
        let folder = PathText.deletingLastComponent(TemplatePaths.absolute(path))
        return (folder as NSString).lastPathComponent.lowercased().contains("sourcery")
    }

    /// Keys of annogen's format that Sourcery's does not have.
    static let annogenOnlyKeys: Set<String> = Set(ConfigFile.knownKeys).subtracting(knownKeys)

    /// Keys of Sourcery's format that annogen's does not have.
    static let sourceryOnlyKeys: Set<String> = ["configurations", "cacheBasePath", "project", "parseDocumentation", "baseIndentation", "forceParse"]

    static let knownKeys = ["sources", "templates", "output", "args", "cacheBasePath", "configurations", "project",
                            "parseDocumentation", "baseIndentation", "forceParse", "prune"]

    static func parse(_ text: String, path: String) -> (ConfigFile?, [Diagnostic]) {
        let node: Node?
        do {
            node = try ConfigFile.compose(text)
        } catch let error as YamlError {
            return (nil, [ConfigFile.yamlDiagnostic(error, path: path)])
        } catch {
            return (nil, [.error("cannot parse config: \(error)", at: SourceLocation(path: path, line: 1, column: 1))])
        }
        guard let root = node else { return (ConfigFile(), []) }
        var diagnostics: [Diagnostic] = []
        let config = configuration(root, path: path, diagnostics: &diagnostics)
        return (diagnostics.containsErrors ? nil : config, diagnostics)
    }

    /// One configuration: the file's, or one of its child `configurations:`.
    private static func configuration(_ root: Node, path: String, diagnostics: inout [Diagnostic]) -> ConfigFile {
        guard let mapping = root.mapping else {
            diagnostics.append(.error("a Sourcery config is a mapping of keys (sources, templates, output, args)", at: ConfigFile.location(root, path)))
            return ConfigFile()
        }
        var config = ConfigFile()
        config.followsSourcery = true
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { continue }
            let at = ConfigFile.location(keyNode, path)
            switch key {
            case "sources":
                let (include, exclude) = paths(value, key: key, path: path, diagnostics: &diagnostics)
                config.sources = include
                // Sourcery excludes files and folders by path: each path and what is below it.
                config.exclude = exclude.flatMap { [$0, $0 + "/**"] }
                recordOrigins(value, path: path, into: &config.pathOrigins)
            case "templates":
                let (include, exclude) = paths(value, key: key, path: path, diagnostics: &diagnostics)
                config.templates = include
                // As Sourcery excludes them: each path, a file or a folder and what is below it.
                if !exclude.isEmpty { config.templateExcludes = exclude }
                recordOrigins(value, path: path, into: &config.pathOrigins)
            case "output":
                if let scalar = value.scalar?.string, !scalar.isEmpty {
                    config.output = scalar
                } else if let outputPath = value.mapping?["path"]?.string {
                    config.output = outputPath
                    if value.mapping?["link"] != nil {
                        diagnostics.append(.warning("'link' adds files to an Xcode project, which annogen does not do; ignored", at: at))
                    }
                } else {
                    diagnostics.append(.error("'output' must be a path, or a mapping with 'path'", at: ConfigFile.location(value, path)))
                }
                if let origin = value.scalar ?? value.mapping?["path"]?.scalar, let output = config.output {
                    config.pathOrigins[output] = ConfigFile.location(Node.scalar(origin), path)
                }
            case "args":
                // Sourcery reads args that are not a mapping (`args:` left empty) as none.
                if value.mapping != nil {
                    config.arguments = ConfigFile.arguments(value, path: path, diagnostics: &diagnostics)
                } else if value.sequence != nil || !["", "~", "null", "Null", "NULL"].contains(value.scalar?.string ?? "") {
                    diagnostics.append(.warning("'args' is not a mapping of names to values; no arguments are passed, as in Sourcery", at: ConfigFile.location(value, path)))
                }
            case "cacheBasePath":
                config.cachePath = value.string
            case "prune":
                config.prune = ConfigFile.bool(value, key: key, path: path, diagnostics: &diagnostics)
            case "configurations":
                guard let children = value.sequence else {
                    diagnostics.append(.error("'configurations' must be a list of configurations", at: ConfigFile.location(value, path)))
                    continue
                }
                config.children = children.map { configuration($0, path: path, diagnostics: &diagnostics) }
            case "project":
                diagnostics.append(.error("'project' (reading an Xcode project's targets) is not supported; list the sources instead", at: at))
            case "parseDocumentation", "baseIndentation", "forceParse":
                diagnostics.append(.warning("'\(key)' changes nothing in annogen (documentation is always read); ignored", at: at))
            default:
                var message = "unknown config key '\(key)'"
                if let suggestion = Spelling.closest(to: key, in: knownKeys) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.append(.warning(message, at: at))
            }
        }
        return config
    }

    /// A list of paths, or `include:`/`exclude:` lists.
    private static func paths(_ node: Node, key: String, path: String, diagnostics: inout [Diagnostic]) -> (include: [String], exclude: [String]) {
        if let mapping = node.mapping {
            let include = mapping["include"].flatMap { ConfigFile.stringList($0, key: key + ".include", path: path, diagnostics: &diagnostics) } ?? []
            let exclude = mapping["exclude"].flatMap { ConfigFile.stringList($0, key: key + ".exclude", path: path, diagnostics: &diagnostics) } ?? []
            return (include, exclude)
        }
        return (ConfigFile.stringList(node, key: key, path: path, diagnostics: &diagnostics) ?? [], [])
    }

    private static func recordOrigins(_ node: Node, path: String, into origins: inout [String: SourceLocation]) {
        ConfigFile.recordOrigins(node.mapping?["include"] ?? node, path: path, into: &origins)
    }
}
