import AnnogenCore
import ArgumentParser

/// The `annogen` command: `run` generates, `dump` prints the model templates see.
struct Annogen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "annogen",
        abstract: "Generates Swift code from annotated declarations and Stencil templates.",
        version: AnnogenVersion.current,
        subcommands: [RunCommand.self, DumpCommand.self]
    )
}
