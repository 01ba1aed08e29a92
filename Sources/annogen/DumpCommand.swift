import AnnogenCore
import ArgumentParser
import Foundation

/// `annogen dump`: the composed model as templates see it, as JSON, for template authors.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the model as templates see it (types, members, annotations) as JSON.",
        discussion: """
            Members have the names templates use: `name`, `annotations.jsonKey`, `storedVariables`, \
            `typeName.actualTypeName`, `isOptional`. A type met inside another, and an object listed \
            twice in one type, are printed by name.
            """
    )

    /// The model's options only: the run's (templates, output, --strict) would do nothing here.
    @OptionGroup var model: ModelOptions

    @Option(name: .long, help: "Print only this type (its qualified name, or a local name only one type has).")
    var type: String?

    @Flag(name: .long, help: "Print the JSON on one line (for tools; indented by default).")
    var compact = false

    @Flag(name: [.short, .long], help: "Say on standard error how many files were read and how many came from the cache.")
    var verbose = false

    /// Indented JSON was `--pretty`; it is the default now, and the flag is still accepted.
    @Flag(name: .long, help: .hidden)
    var pretty = false

    mutating func run() throws {
        // As `annogen run`: in the config's folder, through the cache it keeps (read, not written),
        // so a dump after a run parses only what changed since (it parsed every file).
        var generation = try GenerationOptions.parse([])
        generation.model = model
        let project = ProjectFolder.enter(&generation)
        let (config, configDiagnostics) = try generation.resolve(needsTemplates: false)
        let cache = generation.makeCache(readOnly: true, configured: config.cachePath)
        let (module, filesRead, diagnostics) = Pipeline(config: config, cache: cache).compose()
        if verbose {
            let reused = cache?.lastStatistics.filesReused ?? 0
            Console.printError("\(filesRead) file\(filesRead == 1 ? "" : "s"), \(reused) from the cache")
        }
        Console.report(configDiagnostics + diagnostics, quiet: false, from: project)
        if (configDiagnostics + diagnostics).containsErrors { throw ExitCode.failure }
        let dump = ContextDump(module: module, arguments: config.arguments)
        guard let json = dump.json(typeName: type, pretty: !compact) else {
            var message = "annogen: no type named '\(type ?? "")'"
            let several = type.map(dump.typesNamed) ?? []
            if several.count > 1 {
                message = "annogen: several types are named '\(type ?? "")'; name one: " + several.joined(separator: ", ")
            } else if let type, let suggestion = dump.suggestion(for: type) {
                message += "; did you mean '\(suggestion)'?"
            }
            Console.printError(message)
            throw ExitCode.failure
        }
        print(json)
    }
}
