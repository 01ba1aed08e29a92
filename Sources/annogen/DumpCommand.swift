import AnnogenCore
import ArgumentParser
import Foundation

/// `annogen dump`: the composed model as JSON, for template authors.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the composed model (types, members, annotations) as JSON."
    )

    @OptionGroup var generation: GenerationOptions

    func run() throws {
        let (config, configDiagnostics) = try generation.resolve()
        let (module, _, diagnostics) = Pipeline(config: config).compose()
        Console.report(configDiagnostics + diagnostics, quiet: false)
        if (configDiagnostics + diagnostics).containsErrors { throw ExitCode.failure }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(module)
        print(String(decoding: data, as: UTF8.self))
    }
}
