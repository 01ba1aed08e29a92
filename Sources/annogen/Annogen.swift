import AnnogenCore
import ArgumentParser

/// The `annogen` command: `run` generates, `watch` regenerates on every change, `dump` prints the model templates see.
struct Annogen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "annogen",
        abstract: "Generates Swift code from annotated declarations and Stencil templates.",
        version: AnnogenVersion.current,
        subcommands: [RunCommand.self, WatchCommand.self, DumpCommand.self, XcodeFileListsCommand.self],
        // Bare `annogen` runs the project's .annogen.yml, as `sourcery` does.
        defaultSubcommand: RunCommand.self
    )
}
