import AnnogenCore
import AnnogenGraphQLFrontend
import AnnogenModel
import AnnogenObjCFrontend
import ArgumentParser
import Foundation

/// The options that say which sources are read and how (the config, the sources, the cache, the
/// Objective-C settings): every command's, `annogen dump`'s alone (it renders nothing).
struct ModelOptions: ParsableArguments {
    @Option(name: .long, help: "Config file (default: .annogen.yml in the current folder or the nearest parent).")
    var config: String?

    @Option(name: .long, parsing: .upToNextOption, help: "Source files or folders to scan.")
    var sources: [String] = []

    @Option(name: [.long, .customLong("exclude-sources")], parsing: .upToNextOption, help: "Glob patterns of source paths to skip.")
    var exclude: [String] = []

    @Option(name: .long, help: "Template arguments: key=value,flag (templates read argument.key); repeatable, a repeated key is a list.")
    var args: [String] = []

    @Option(name: [.long, .customLong("cacheBasePath")], help: "Cache folder (default: .build/annogen-cache beside the config).")
    var cachePath: String?

    @Flag(name: [.long, .customLong("disableCache")], help: "Neither read nor write the cache: parse everything.")
    var noCache = false

    @Option(name: .customLong("objc-include-path"), help: "A folder searched for Objective-C headers' imports (clang's -I); repeatable, added to objc.includePaths.")
    var objcIncludePaths: [String] = []

    @Option(name: .customLong("objc-framework-path"), help: "A folder holding Kit.framework/Headers (clang's -F); repeatable.")
    var objcFrameworkPaths: [String] = []

    @Option(name: .customLong("objc-define"), help: "A macro for Objective-C headers, NAME or NAME=VALUE (clang's -D); repeatable.")
    var objcDefines: [String] = []

    @Option(name: .customLong("objc-platform"), help: "The Apple platform Objective-C headers are read for (TARGET_OS_… and availability macros): ios (the default), macos, tvos, watchos or visionos; overrides objc.platform.")
    var objcPlatform: ObjCPlatform?
}

/// Options of every command that renders: the model's (`ModelOptions`) and the run's. Flags override
/// `.annogen.yml`.
struct GenerationOptions: ParsableArguments {
    /// What says which sources are read and how: the options `annogen dump` takes too.
    @OptionGroup var model: ModelOptions

    @Option(name: .long, parsing: .upToNextOption, help: "Template files or folders.")
    var templates: [String] = []

    @Option(name: .long, help: "Output folder, or a .swift file for one combined output.")
    var output: String?

    @Flag(name: .long, help: "Warnings fail the run: each is an error and nothing is written.")
    var strict = false

    @Flag(name: .long, help: "Keep generated files in the output folder that no template produces any more.")
    var noPrune = false

    /// Sourcery's `--prune`: annogen prunes by default; accepted so Sourcery's commands run unchanged.
    @Flag(name: .customLong("prune"), help: .hidden)
    var sourceryPrune = false

    /// Sourcery's `--parseDocumentation`: annogen always reads documentation; accepted likewise.
    @Flag(name: .customLong("parseDocumentation"), help: .hidden)
    var sourceryParseDocumentation = false

    @Flag(name: [.long, .customLong("hideVersionHeader")], help: "Leave annogen's version out of generated headers.")
    var noVersionHeader = false

    @Flag(name: .long, help: "Run as AnnogenPlugin (the SwiftPM build-tool plugin) runs it: every template writes its file, even an empty one; gen:file files and inline blocks are errors.")
    var buildToolPlugin = false

    // The model's options, read and set as if they were this struct's own.
    var config: String? { get { model.config } set { model.config = newValue } }
    var sources: [String] { get { model.sources } set { model.sources = newValue } }
    var exclude: [String] { get { model.exclude } set { model.exclude = newValue } }
    var args: [String] { get { model.args } set { model.args = newValue } }
    var cachePath: String? { get { model.cachePath } set { model.cachePath = newValue } }
    var noCache: Bool { get { model.noCache } set { model.noCache = newValue } }
    var objcIncludePaths: [String] { get { model.objcIncludePaths } set { model.objcIncludePaths = newValue } }
    var objcFrameworkPaths: [String] { get { model.objcFrameworkPaths } set { model.objcFrameworkPaths = newValue } }
    var objcDefines: [String] { get { model.objcDefines } set { model.objcDefines = newValue } }
    var objcPlatform: ObjCPlatform? { get { model.objcPlatform } set { model.objcPlatform = newValue } }

    /// The cache this invocation uses: `--cache-path`, else `.build/annogen-cache` in the project
    /// folder (see `CachePlacement`); nil with `--no-cache`. `readOnly` (check and dry-run) reads it
    /// and writes nothing.
    func makeCache(keepsParsedFiles: Bool = false, readOnly: Bool = false, configured: String? = nil) -> AnnogenCache? {
        guard !noCache else { return nil }
        let directory = cachePath ?? configured ?? CachePlacement.directory(configPath: configPath)
        guard let directory else { return nil }
        return AnnogenCache(directory: directory, keepsParsedFiles: keepsParsedFiles, readOnly: readOnly)
    }

    /// The config file in use: `--config`, else `.annogen.yml` in the working directory or the
    /// nearest folder above it that has one (as git finds its repository).
    var configPath: String? {
        if let config { return config }
        return ConfigDiscovery.find(from: FileManager.default.currentDirectoryPath)
    }

    /// Config file, then flags. Diagnostics from the config file are returned, not thrown. A config
    /// with child configurations (Sourcery's `configurations:`) gives its first; see `resolveAll`.
    func resolve(needsTemplates: Bool = true) throws -> (Config, [Diagnostic]) {
        let (configs, diagnostics) = try resolveAll(needsTemplates: needsTemplates)
        return (configs[0], diagnostics)
    }

    /// Every configuration to run, in order: the config file's, or each of its children (each with
    /// its own cache folder under the default one), with the flags over each. `watching`: for
    /// `annogen watch`, which stops at a syntax error under any config (see
    /// `Config.readsOnPastSyntaxErrors`).
    /// `needsTemplates`: false for `annogen dump`, which renders nothing.
    func resolveAll(watching: Bool = false, needsTemplates: Bool = true) throws -> ([Config], [Diagnostic]) {
        var file = ConfigFile()
        var diagnostics: [Diagnostic] = []
        if let config, !FileManager.default.fileExists(atPath: config) {
            throw ValidationError("config file does not exist: \(config)")
        }
        if let configPath {
            let (loaded, loadDiagnostics) = ConfigFile.load(path: configPath)
            diagnostics += loadDiagnostics
            if let loaded { file = loaded }
        }
        let configErrors = diagnostics.containsErrors
        var configs: [Config] = []
        if file.children.isEmpty { configs = [try resolve(file, configErrors: configErrors, watching: watching)] }
        for (index, child) in file.children.enumerated() {
            var resolved = try resolve(child, configErrors: configErrors, watching: watching)
            if resolved.cachePath == nil, let base = CachePlacement.directory(configPath: configPath) {
                resolved.cachePath = (base as NSString).appendingPathComponent("configuration-\(index + 1)")
            }
            configs.append(resolved)
        }
        // Without templates there is nothing to run: said at the config (after its warnings, such
        // as a misspelt `tempaltes:`), not as "no templates found in" an empty list of folders.
        if needsTemplates, !configErrors, configs.contains(where: \.templates.isEmpty) {
            guard let configPath else {
                throw ValidationError("no templates: pass --templates, or list them under 'templates:' in .annogen.yml")
            }
            diagnostics.append(.error("no templates: list them under 'templates:' here, or pass --templates",
                                      at: SourceLocation(path: configPath, line: 1, column: 1)))
        }
        // Configurations that share an output folder keep each other's files.
        configs = SiblingOutputs.assign(configs)
        // Under --strict a warning about the config (an unknown key) fails the run like any other.
        return (configs, configs.contains(where: \.strict) ? diagnostics.map(\.strict) : diagnostics)
    }

    /// One configuration from the file's values and the flags.
    private func resolve(_ file: ConfigFile, configErrors: Bool, watching: Bool) throws -> Config {
        var resolved = Config()
        resolved.sources = sources.isEmpty ? (file.sources ?? []) : sources
        resolved.templates = templates.isEmpty ? (file.templates ?? []) : templates
        // The config's excluded templates are among its own; templates typed on the command line are
        // rendered as named.
        resolved.templateExcludes = templates.isEmpty ? (file.templateExcludes ?? []) : []
        // The config's output (the folder its own run writes); a flag may name another.
        let configOutput = file.output ?? resolved.output
        resolved.output = output ?? configOutput
        resolved.exclude = (file.exclude ?? []) + exclude
        resolved.arguments = TemplateArgument.merging(file.arguments ?? [:], TemplateArgument.parseList(args))
        resolved.omitVersionInHeader = noVersionHeader
        resolved.strict = strict || file.strict == true
        // Other templates typed on the command line in place of the config's, writing into the
        // config's output folder: the generated files there are the config's templates' outputs, not
        // orphans of this run (`annogen run --sources X --templates Y` in a sub-folder of a project
        // found the project's config and removed every output of its templates). Nothing is removed
        // then. (Both lists are relative to the working folder here.)
        let configTemplates = file.templates ?? []
        let replacesConfigTemplates = !templates.isEmpty && !configTemplates.isEmpty
            && Set(templates.map(WatchTargets.absolute)) != Set(configTemplates.map(WatchTargets.absolute))
            && WatchTargets.absolute(resolved.output) == WatchTargets.absolute(configOutput)
        resolved.prune = !noPrune && file.prune != false && !replacesConfigTemplates
        resolved.followsSourcery = file.followsSourcery
        // Under a `.sourcery.yml` a syntax error is a warning and the declarations as recovered are
        // rendered, as Sourcery does; never in watch mode, where a half-typed edit must not rewrite outputs.
        resolved.readsOnPastSyntaxErrors = file.followsSourcery && !watching
        resolved.buildToolPlugin = buildToolPlugin
        resolved.cachePath = file.cachePath
        resolved.objc = file.objc ?? ObjCOptions()
        resolved.graphql = file.graphql ?? GraphQLOptions()
        resolved.objc.includePaths += objcIncludePaths
        resolved.objc.frameworkPaths += objcFrameworkPaths
        resolved.objc.defines += objcDefines
        if let objcPlatform { resolved.objc.platform = objcPlatform }
        resolved.pathOrigins = file.pathOrigins
        // The project is the config file's folder (the working directory without one): paths that
        // sources and templates name resolve there, and what templates decide to write (gen:file:
        // files, inline blocks) stays inside it. The output the user chose is honoured wherever it is.
        let folder = configPath.map { PathText.deletingLastComponent($0) } ?? "."
        resolved.projectRoot = folder.isEmpty ? "." : folder
        resolved.projectFolders = [resolved.projectRoot, resolved.outputFolder]
        if !configErrors, resolved.sources.isEmpty {
            throw ValidationError("no sources: pass --sources or list them under 'sources:' in .annogen.yml (none found in this folder or above it)")
        }
        return resolved
    }
}

/// Verbosity shared by commands.
struct OutputOptions: ParsableArguments {
    @Flag(name: [.short, .long], help: "Print every output's status and timing.")
    var verbose = false

    @Flag(name: [.short, .long], help: "Print only errors.")
    var quiet = false
}

/// Printing diagnostics and messages: errors and warnings to standard error, notes (what was
/// assumed to read a header) with `--verbose` only.
enum Console {
    /// `project`: the config's folder the run moved into, whose paths are shown from where it started.
    static func report(_ diagnostics: [Diagnostic], quiet: Bool, verbose: Bool = false, from project: ProjectFolder? = nil) {
        for diagnostic in diagnostics.map({ project?.forDisplay($0) ?? $0 }) {
            switch diagnostic.severity {
            case .error: break
            case .warning: guard !quiet else { continue }
            case .note: guard verbose, !quiet else { continue }
            }
            printError(diagnostic.description)
        }
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

extension ObjCPlatform: ExpressibleByArgument {}
