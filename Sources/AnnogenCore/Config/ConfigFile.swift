import AnnogenGraphQLFrontend
import AnnogenModel
import AnnogenObjCFrontend
import Foundation
import Yams

/// `.annogen.yml`, read with Yams. Problems are diagnostics pointing into the file.
///
/// ```yaml
/// sources: [SampleAPI]
/// templates: [Templates]
/// output: SampleAPI/Generated
/// exclude: ["**/Generated/**"]
/// args:
///   keyStrategy: snakeCase
/// objc:                        # for Objective-C headers
///   includePaths: [Pods/Headers/Public]
///   frameworkPaths: [Carthage/Build/iOS]
///   defines: [DEBUG=1]
///   platform: ios              # ios (the default), macos, tvos, watchos or visionos
/// graphql:                     # for GraphQL schemas and operations
///   scalars: { Long: Int64, DateTime: Date }
///   endpoint: /graphql         # where operations are posted, relative to the base URL
/// ```
public struct ConfigFile: Sendable, Equatable {
    public var sources: [String]?
    public var templates: [String]?
    /// Template files, or folders whose templates are all, left out of `templates` (Sourcery's
    /// `templates: exclude:`).
    public var templateExcludes: [String]?
    public var output: String?
    public var exclude: [String]?
    public var arguments: [String: TemplateArgument]?
    /// Warnings fail the run.
    public var strict: Bool?
    /// Remove orphaned generated files (default true).
    public var prune: Bool?
    /// The cache folder (Sourcery's `cacheBasePath`).
    public var cachePath: String?
    /// `graphql:` custom scalars and the operations' endpoint.
    public var graphql: GraphQLOptions?
    /// `objc:` include paths, framework paths and defines for headers.
    public var objc: ObjCOptions?
    /// Read from Sourcery's `.sourcery.yml` (see `Config.followsSourcery`).
    public var followsSourcery = false
    /// Sourcery's child `configurations:`, each run in turn in place of this one.
    public var children: [ConfigFile] = []
    /// Where each path under `sources`, `templates` and `output` was written, so a path that does not
    /// exist is reported at its line in the config.
    public var pathOrigins: [String: SourceLocation] = [:]

    static let knownKeys = ["sources", "templates", "output", "exclude", "args", "strict", "prune", "objc", "graphql"]

    public init(sources: [String]? = nil, templates: [String]? = nil, output: String? = nil, exclude: [String]? = nil, arguments: [String: TemplateArgument]? = nil) {
        self.sources = sources
        self.templates = templates
        self.output = output
        self.exclude = exclude
        self.arguments = arguments
    }

    /// Reads the config at `path`. Every relative path in it (sources, templates, output, exclude
    /// patterns that name a folder) is relative to the config's folder, and is returned relative to
    /// the working directory.
    public static func load(path: String) -> (ConfigFile?, [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, [.error("cannot read config file", at: SourceLocation(path: path, line: 1, column: 1))])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (nil, [.error("config file is not valid UTF-8", at: SourceLocation(path: path, line: 1, column: 1))])
        }
        var (config, diagnostics) = SourceryConfigFile.isSourceryConfig(path, text: text)
            ? SourceryConfigFile.parse(text, path: path)
            : parse(text, path: path)
        let folder = PathText.deletingLastComponent(path)
        if let loaded = config, !folder.isEmpty, folder != "." {
            config = loaded.rebased(onto: folder)
        }
        diagnostics = diagnostics.sortedForReport()
        return (config, diagnostics)
    }

    /// The config with its relative paths (its children's too) made relative to the working
    /// directory from `folder`, the config file's.
    func rebased(onto folder: String) -> ConfigFile {
        let rebase = { (p: String) in p.hasPrefix("/") ? p : (folder as NSString).appendingPathComponent(p) }
        var copy = self
        copy.sources = sources?.map(rebase)
        copy.templates = templates?.map(rebase)
        copy.templateExcludes = templateExcludes?.map(rebase)
        copy.output = output.map(rebase)
        copy.cachePath = cachePath.map(rebase)
        copy.objc = objc.map { options in
            var rebased = options
            rebased.includePaths = options.includePaths.map(rebase)
            rebased.frameworkPaths = options.frameworkPaths.map(rebase)
            return rebased
        }
        copy.exclude = exclude?.map { Self.rebaseGlob($0, folder: folder) }
        copy.pathOrigins = Dictionary(pathOrigins.map { (rebase($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        copy.children = children.map { $0.rebased(onto: folder) }
        return copy
    }

    /// An exclude pattern written in a config in `folder`: one that names a path (`Sources/Legacy/*.h`)
    /// is relative to that folder; a bare file-name pattern (`*.pb.swift`) or one that starts with `**`
    /// matches anywhere and stays as written.
    static func rebaseGlob(_ pattern: String, folder: String) -> String {
        guard pattern.contains("/"), !pattern.hasPrefix("**"), !pattern.hasPrefix("/") else { return pattern }
        let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        return TemplatePaths.normalize((folder as NSString).appendingPathComponent(trimmed))
    }

    /// The node tree of a config's text. Its scalars are read as written (`string`, `style`), never
    /// by their resolved tags: Yams' default resolver, which compiles a regular expression per tag on
    /// first use (~1 ms at every start), and the environment look-up of the default encoding are left out.
    /// Keys are then compared as written: `1:` and `"1":` in one mapping are a duplicate key (they
    /// would have been one argument anyway), where the default resolver told an integer from a string.
    static func compose(_ text: String) throws -> Node? {
        try Yams.compose(yaml: text, .basic, .default, .utf8)
    }

    /// Parses config text.
    public static func parse(_ text: String, path: String) -> (ConfigFile?, [Diagnostic]) {
        let node: Node?
        do {
            node = try ConfigFile.compose(text)
        } catch let error as YamlError {
            return (nil, [yamlDiagnostic(error, path: path)])
        } catch {
            return (nil, [.error("cannot parse config: \(error)", at: SourceLocation(path: path, line: 1, column: 1))])
        }
        guard let root = node else { return (ConfigFile(), []) }
        guard let mapping = root.mapping else {
            return (nil, [.error("the config must be a mapping of keys (sources, templates, output, exclude, args)", at: location(root, path))])
        }
        var config = ConfigFile()
        var diagnostics: [Diagnostic] = []
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.string else {
                diagnostics.append(.error("config keys must be strings", at: location(keyNode, path)))
                continue
            }
            switch key {
            case "sources":
                config.sources = stringList(valueNode, key: key, path: path, diagnostics: &diagnostics)
                recordOrigins(valueNode, path: path, into: &config.pathOrigins)
            case "templates":
                config.templates = stringList(valueNode, key: key, path: path, diagnostics: &diagnostics)
                recordOrigins(valueNode, path: path, into: &config.pathOrigins)
            case "exclude": config.exclude = stringList(valueNode, key: key, path: path, diagnostics: &diagnostics)
            case "output":
                if let value = valueNode.scalar?.string, !value.isEmpty {
                    config.output = value
                    recordOrigins(valueNode, path: path, into: &config.pathOrigins)
                } else {
                    diagnostics.append(.error("'output' must be a path", at: location(valueNode, path)))
                }
            case "args":
                config.arguments = arguments(valueNode, path: path, diagnostics: &diagnostics)
            case "strict":
                config.strict = bool(valueNode, key: key, path: path, diagnostics: &diagnostics)
            case "prune":
                config.prune = bool(valueNode, key: key, path: path, diagnostics: &diagnostics)
            case "objc":
                config.objc = objcOptions(valueNode, path: path, diagnostics: &diagnostics)
            case "graphql":
                config.graphql = graphQLOptions(valueNode, path: path, diagnostics: &diagnostics)
            default:
                var message = "unknown config key '\(key)'"
                if let suggestion = Spelling.closest(to: key, in: knownKeys) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.append(.warning(message, at: location(keyNode, path)))
            }
        }
        return (diagnostics.containsErrors ? nil : config, diagnostics)
    }

    static func stringList(_ node: Node, key: String, path: String, diagnostics: inout [Diagnostic]) -> [String]? {
        if let scalar = node.scalar { return [scalar.string] }
        guard let sequence = node.sequence else {
            diagnostics.append(.error("'\(key)' must be a path or a list of paths", at: location(node, path)))
            return nil
        }
        var values: [String] = []
        for item in sequence {
            if let scalar = item.scalar {
                values.append(scalar.string)
            } else {
                diagnostics.append(.error("'\(key)' entries must be strings", at: location(item, path)))
            }
        }
        return values
    }

    static func bool(_ node: Node, key: String, path: String, diagnostics: inout [Diagnostic]) -> Bool? {
        if let scalar = node.scalar, scalar.style == .plain {
            switch scalar.string {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        diagnostics.append(.error("'\(key)' must be true or false", at: location(node, path)))
        return nil
    }

    static func recordOrigins(_ node: Node, path: String, into origins: inout [String: SourceLocation]) {
        let items = node.sequence.map(Array.init) ?? [node]
        for item in items {
            if let value = item.scalar?.string, origins[value] == nil { origins[value] = location(item, path) }
        }
    }

    static let graphQLKeys = ["scalars", "endpoint"]

    /// `graphql: { scalars: { Long: Int64 }, endpoint: /graphql }`.
    static func graphQLOptions(_ node: Node, path: String, diagnostics: inout [Diagnostic]) -> GraphQLOptions? {
        guard let mapping = node.mapping else {
            diagnostics.append(.error("'graphql' must be a mapping with scalars or endpoint", at: location(node, path)))
            return nil
        }
        var options = GraphQLOptions()
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.string else { continue }
            switch key {
            case "scalars":
                guard let scalars = valueNode.mapping else {
                    diagnostics.append(.error("'graphql.scalars' must map scalar names to Swift types (Long: Int64)", at: location(valueNode, path)))
                    continue
                }
                for (nameNode, typeNode) in scalars {
                    guard let name = nameNode.string, let type = typeNode.scalar?.string, !type.isEmpty else {
                        diagnostics.append(.error("'graphql.scalars' entries must be a scalar's name and a Swift type", at: location(nameNode, path)))
                        continue
                    }
                    options.scalars[name] = type
                }
            case "endpoint":
                guard let endpoint = valueNode.scalar?.string else {
                    diagnostics.append(.error("'graphql.endpoint' must be a path (/graphql)", at: location(valueNode, path)))
                    continue
                }
                options.endpoint = endpoint
            default:
                var message = "unknown key 'graphql.\(key)'"
                if let suggestion = Spelling.closest(to: key, in: graphQLKeys) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.append(.warning(message, at: location(keyNode, path)))
            }
        }
        return options
    }

    static let objcKeys = ["includePaths", "frameworkPaths", "defines", "platform"]

    /// `objc: { includePaths: [...], frameworkPaths: [...], defines: [...], platform: ios }`.
    static func objcOptions(_ node: Node, path: String, diagnostics: inout [Diagnostic]) -> ObjCOptions? {
        guard let mapping = node.mapping else {
            diagnostics.append(.error("'objc' must be a mapping with includePaths, frameworkPaths or defines", at: location(node, path)))
            return nil
        }
        var options = ObjCOptions()
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.string else { continue }
            if key == "platform" {
                options.platform = objcPlatform(valueNode, path: path, diagnostics: &diagnostics)
                continue
            }
            let values = stringList(valueNode, key: "objc.\(key)", path: path, diagnostics: &diagnostics) ?? []
            switch key {
            case "includePaths": options.includePaths = values
            case "frameworkPaths": options.frameworkPaths = values
            case "defines": options.defines = values
            default:
                var message = "unknown key 'objc.\(key)'"
                if let suggestion = Spelling.closest(to: key, in: objcKeys) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.append(.warning(message, at: location(keyNode, path)))
            }
        }
        return options
    }

    /// `platform: ios`: one of `ObjCPlatform`'s names, in any case.
    static func objcPlatform(_ node: Node, path: String, diagnostics: inout [Diagnostic]) -> ObjCPlatform? {
        let names = ObjCPlatform.allCases.map(\.rawValue)
        guard let text = node.scalar?.string, let platform = ObjCPlatform(rawValue: text.lowercased()) else {
            var message = "'objc.platform' must be one of \(names.joined(separator: ", "))"
            if let text = node.scalar?.string, let suggestion = Spelling.closest(to: text.lowercased(), in: names) {
                message += "; did you mean '\(suggestion)'?"
            }
            diagnostics.append(.error(message, at: location(node, path)))
            return nil
        }
        return platform
    }

    static func arguments(_ node: Node, path: String, diagnostics: inout [Diagnostic]) -> [String: TemplateArgument]? {
        guard let mapping = node.mapping else {
            diagnostics.append(.error("'args' must be a mapping of names to values", at: location(node, path)))
            return nil
        }
        var result: [String: TemplateArgument] = [:]
        for (keyNode, valueNode) in mapping {
            guard let key = keyNode.string else { continue }
            result[key] = argument(valueNode)
        }
        return result
    }

    /// A value under `args:`: a scalar as `--args` reads it (a quoted one is a string), a list as a
    /// list, a mapping as a mapping, at any depth (as Sourcery keeps them); an alias or an empty
    /// value is `true`, as a bare flag.
    static func argument(_ node: Node) -> TemplateArgument {
        if let sequence = node.sequence { return .list(sequence.map(argument)) }
        if let mapping = node.mapping {
            var values: [String: TemplateArgument] = [:]
            for (keyNode, valueNode) in mapping {
                guard let key = keyNode.string else { continue }
                values[key] = argument(valueNode)
            }
            return .dictionary(values)
        }
        guard let scalar = node.scalar else { return .bool(true) }
        if scalar.style == .plain { return TemplateArgument.parse(scalar.string) }
        return .string(scalar.string)
    }

    static func location(_ node: Node, _ path: String) -> SourceLocation {
        if let mark = node.mark { return SourceLocation(path: path, line: mark.line, column: mark.column) }
        return SourceLocation(path: path, line: 1, column: 1)
    }

    static func yamlDiagnostic(_ error: YamlError, path: String) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            return .error("invalid YAML: \(problem)", at: SourceLocation(path: path, line: mark.line, column: mark.column))
        case .composer(_, let problem, let mark, _):
            return .error("invalid YAML: \(problem)", at: SourceLocation(path: path, line: mark.line, column: mark.column))
        default:
            return .error("invalid YAML: \(error)", at: SourceLocation(path: path, line: 1, column: 1))
        }
    }
}
