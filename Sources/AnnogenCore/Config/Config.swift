import AnnogenGraphQLFrontend
import AnnogenModel
import AnnogenObjCFrontend
import Foundation

/// Everything a run needs to know, resolved once: command-line flags over `.annogen.yml` over defaults.
/// Paths are as given on the command line, or relative to the config file's folder made relative to the
/// working directory.
public struct Config: Sendable, Equatable {
    /// Files and folders to scan.
    public var sources: [String]
    /// Template files and folders.
    public var templates: [String]
    /// Template files, or folders whose templates are all, not rendered though `templates` names them
    /// (Sourcery's `templates: exclude:`); they may still be included.
    public var templateExcludes: [String] = []
    /// An output folder (one file per template), or a `.swift` file (everything combined).
    public var output: String
    /// Glob patterns (`**/Generated/**`, `*.pb.swift`) of source paths to skip.
    public var exclude: [String]
    /// Values templates read as `argument.key`.
    public var arguments: [String: TemplateArgument]
    /// Omit annogen's version from the header so output stays stable across versions.
    public var omitVersionInHeader: Bool
    /// Where paths came from in a config file, for diagnostics about them.
    public var pathOrigins: [String: SourceLocation] = [:]
    /// The folders outputs, `gen:file:` files and rewritten sources must stay inside (symlinks
    /// followed); the command line gives the project folder (see `projectRoot`) and the output
    /// folder the user chose. Empty: no such check.
    public var projectFolders: [String] = []
    /// The project's folder: the config file's folder, or the working directory without a config.
    /// Paths that sources and templates name (`mockFile`, `fileContents`) are relative to it.
    public var projectRoot: String = "."
    /// Warnings fail the run (`--strict`, `strict: true`): each becomes an error and nothing is written.
    public var strict = false
    /// Remove generated files in the output folder that no template produces any more (`--no-prune`,
    /// `prune: false` keep them).
    public var prune = true
    /// What the run's other configurations generate: never this one's orphans (see `SiblingOutputs`).
    public var siblingOutputs = SiblingOutputs()
    /// The run follows Sourcery where annogen is stricter or reads more, as its config is a
    /// `.sourcery.yml`: `.h` files and specs are not read, a source folder that yields nothing beside others that
    /// do is a warning, and a type declared twice is merged with a warning (see docs/SourceryUsers.md).
    public var followsSourcery = false
    /// A Swift syntax error is a warning, and the run renders the declarations the parser recovered,
    /// as Sourcery does (a project may hold a broken file its app does not compile): set under a
    /// `.sourcery.yml` for `annogen run` (and `dump`, `xcode-filelists`). Never in `annogen watch`,
    /// where a half-typed edit must not rewrite generated code, nor under `.annogen.yml`; `--strict`
    /// makes the warnings fail.
    public var readsOnPastSyntaxErrors = false
    /// Whether annotations and declarations are checked against the rules of the built-in templates
    /// (the annotation vocabulary, the API checks): not under a `.sourcery.yml`, whose run renders the
    /// project's own templates (`// sourcery: mockable` is no misspelt `mockFile` there, and its
    /// `defaultValue` means what those templates make of it).
    public var checksBuiltInTemplateRules: Bool { !followsSourcery }
    /// The source files read: `.swift`, and (not under a `.sourcery.yml`) `.h` as Objective-C,
    /// `.yaml`/`.yml`/`.json` as OpenAPI or Swagger specs (or a GraphQL introspection result), and
    /// `.graphql`/`.graphqls`/`.gql` as GraphQL.
    public var sourceExtensions: Set<String> {
        followsSourcery ? ["swift"] : ["swift", "h", "yaml", "yml", "json", "graphql", "graphqls", "gql"]
    }
    /// The run is SwiftPM's build-tool plugin's (`--build-tool-plugin`): the build declared one output
    /// file per template beforehand and compiles those alone, so every template writes its file (one
    /// that renders nothing writes the header alone), and `gen:file:` files and inline blocks, which
    /// the build would neither expect nor compile, are errors.
    public var buildToolPlugin = false
    /// The cache folder a config names (Sourcery's `cacheBasePath`); nil for the default.
    public var cachePath: String?
    /// Include paths, framework paths and defines for Objective-C headers (`objc:` in the config,
    /// `--objc-include-path`, `--objc-framework-path`, `--objc-define`).
    public var objc = ObjCOptions()
    /// Custom scalars and the operations' endpoint for GraphQL (`graphql:` in the config).
    public var graphql = GraphQLOptions()

    public init(
        sources: [String] = [], templates: [String] = [], output: String = "Generated", exclude: [String] = [],
        arguments: [String: TemplateArgument] = [:], omitVersionInHeader: Bool = false
    ) {
        self.sources = sources
        self.templates = templates
        self.output = output
        self.exclude = exclude
        self.arguments = arguments
        self.omitVersionInHeader = omitVersionInHeader
    }

    /// True when all outputs go into one file: a `.swift` path; under a `.sourcery.yml`, as Sourcery
    /// decides, any path with an extension that is not a folder already (`Docs/Options.md`).
    public var combinesOutput: Bool {
        if output.hasSuffix(".swift") { return true }
        guard followsSourcery, !output.hasSuffix("/"), !(output as NSString).pathExtension.isEmpty else { return false }
        var isDirectory: ObjCBool = false
        return !(FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// Whether the run removes generated files that no template produces any more (`prune`): not
    /// for one combined output file, which is then the only file annogen manages in its folder (build
    /// phases that run annogen once per template, each with its own `--output X.swift` in one folder,
    /// removed each other's files on every build).
    public var prunesOrphans: Bool { prune && !combinesOutput }

    /// Whether pruning walks the output folder's sub-folders: not when the folder is the project's own.
    public var prunesSubfolders: Bool {
        PathNormalizer.standardize(outputFolder) != PathNormalizer.standardize(projectRoot)
    }

    /// The folder outputs go to: the output folder, or the combined output file's folder.
    public var outputFolder: String {
        guard combinesOutput else { return output }
        let folder = PathText.deletingLastComponent(output)
        return folder.isEmpty ? "." : folder
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
