import AnnogenCore
import AnnogenModel
import ArgumentParser
import Foundation

/// Options shared by every command that reads sources. Flags override `.annogen.yml`.
struct GenerationOptions: ParsableArguments {
    @Option(name: .long, help: "Config file (default: .annogen.yml in the current folder, if present).")
    var config: String?

    @Option(name: .long, parsing: .upToNextOption, help: "Source files or folders to scan.")
    var sources: [String] = []

    @Option(name: .long, parsing: .upToNextOption, help: "Template files or folders.")
    var templates: [String] = []

    @Option(name: .long, help: "Output folder, or a .swift file for one combined output.")
    var output: String?

    @Option(name: .long, parsing: .upToNextOption, help: "Glob patterns of source paths to skip.")
    var exclude: [String] = []

    @Option(name: .long, help: "Template arguments: key=value,flag (templates read argument.key).")
    var args: String?

    @Flag(name: .long, help: "Leave annogen's version out of generated headers.")
    var noVersionHeader = false

    @Option(name: .long, help: "Cache folder (default: .build/annogen-cache).")
    var cachePath: String?

    @Flag(name: .long, help: "Neither read nor write the cache: parse everything.")
    var noCache = false

    /// The cache this invocation uses, or nil with `--no-cache`.
    func makeCache(keepsParsedFiles: Bool = false) -> AnnogenCache? {
        noCache ? nil : AnnogenCache(directory: cachePath ?? AnnogenCache.defaultDirectory, keepsParsedFiles: keepsParsedFiles)
    }

    /// The config file in use: `--config`, else `.annogen.yml` when present.
    var configPath: String? {
        if let config { return config }
        return FileManager.default.fileExists(atPath: ".annogen.yml") ? ".annogen.yml" : nil
    }

    /// Config file, then flags. Diagnostics from the config file are returned, not thrown.
    func resolve() throws -> (Config, [Diagnostic]) {
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
        var resolved = Config()
        resolved.sources = sources.isEmpty ? (file.sources ?? []) : sources
        resolved.templates = templates.isEmpty ? (file.templates ?? []) : templates
        resolved.output = output ?? file.output ?? "Generated"
        resolved.exclude = (file.exclude ?? []) + exclude
        resolved.arguments = file.arguments ?? [:]
        if let args {
            resolved.arguments.merge(TemplateArgument.parseList(args)) { _, new in new }
        }
        resolved.omitVersionInHeader = noVersionHeader
        resolved.pathOrigins = file.pathOrigins
        // Writes stay inside the project: the working directory, and the config file's folder.
        resolved.projectFolders = [FileManager.default.currentDirectoryPath]
        if let configPath {
            let folder = (configPath as NSString).deletingLastPathComponent
            resolved.projectFolders.append(folder.isEmpty ? "." : folder)
        }
        if !diagnostics.containsErrors, resolved.sources.isEmpty {
            throw ValidationError("no sources: pass --sources or list them under 'sources:' in .annogen.yml")
        }
        return (resolved, diagnostics)
    }
}

/// Verbosity shared by commands.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print every output's status and timing.")
    var verbose = false

    @Flag(name: .long, help: "Print only errors.")
    var quiet = false
}

/// Printing diagnostics and messages: errors and warnings to standard error.
enum Console {
    static func report(_ diagnostics: [Diagnostic], quiet: Bool) {
        for diagnostic in diagnostics where !quiet || diagnostic.severity == .error {
            printError(diagnostic.description)
        }
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
