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

    @OptionGroup var generation: GenerationOptions

    @Option(name: .long, help: "Print only this type (its qualified name, or a local name only one type has).")
    var type: String?

    @Flag(name: .long, help: "Indent the JSON.")
    var pretty = false

    func run() throws {
        let (config, configDiagnostics) = try generation.resolve(needsTemplates: false)
        let (module, _, diagnostics) = Pipeline(config: config).compose()
        Console.report(configDiagnostics + diagnostics, quiet: false)
        if (configDiagnostics + diagnostics).containsErrors { throw ExitCode.failure }
        let dump = ContextDump(module: module, arguments: config.arguments)
        guard let json = dump.json(typeName: type, pretty: pretty) else {
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
