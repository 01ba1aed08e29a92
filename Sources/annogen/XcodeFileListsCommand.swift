import AnnogenCore
import ArgumentParser
import Foundation

/// `annogen xcode-filelists`: writes the input and output `.xcfilelist` files of an Xcode Run Script
/// phase that runs annogen, so Xcode runs it only when an input changed and user-script sandboxing
/// lets it read and write what it must.
struct XcodeFileListsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcode-filelists",
        abstract: "Write the input and output file lists (.xcfilelist) of an Xcode build phase that runs annogen.",
        discussion: """
            Inputs: the sources read, the template folders' files and the config; outputs: the files \
            the run writes. Paths under --srcroot are written as $(SRCROOT)/…. Run it again when \
            sources, templates or outputs are added or removed; --check (for CI or a pre-commit hook) \
            exits 1 when the lists are stale.
            """
    )

    @OptionGroup var generation: GenerationOptions

    @Option(name: .long, help: "The input file list to write.")
    var inputList = "annogen-inputs.xcfilelist"

    @Option(name: .long, help: "The output file list to write.")
    var outputList = "annogen-outputs.xcfilelist"

    @Option(name: .long, help: "The folder $(SRCROOT) stands for (default: the config file's folder, else the working directory).")
    var srcroot: String?

    @Flag(name: [.short, .long], help: "Write nothing; exit 1 if a list is missing or differs.")
    var check = false

    func run() throws {
        let (config, configDiagnostics) = try generation.resolve()
        Console.report(configDiagnostics, quiet: false)
        if configDiagnostics.containsErrors { throw ExitCode.failure }
        let (lists, diagnostics) = XcodeFileLists.make(config: config, configPath: generation.configPath,
                                                       sourceRoot: srcroot ?? config.projectRoot)
        Console.report(diagnostics, quiet: false)
        guard let lists else {
            Console.printError("annogen: stopped with errors; nothing was written")
            throw ExitCode.failure
        }
        var stale = false
        for (path, paths) in [(inputList, lists.inputs), (outputList, lists.outputs)] {
            let text = XcodeFileLists.text(paths)
            guard FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) != text else { continue }
            if check {
                print("stale: \(path)")
                stale = true
                continue
            }
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                Console.printError("\(path): error: cannot write the file list: \(error.localizedDescription)")
                throw ExitCode.failure
            }
            print("written: \(path) (\(paths.count) \(paths.count == 1 ? "path" : "paths"))")
        }
        if stale { throw ExitCode.failure }
    }
}
