import Foundation
import PackagePlugin

/// `swift package generate-code`: runs `annogen run` for the package the way the command line does,
/// with permission to write into the package (inline blocks, checked-in outputs, `gen:file:` files).
/// Which `.annogen.yml`: the package's; with `--target X` (repeatable), each target's own (in its
/// folder, else the package's); with neither, every target's that has one. Other arguments go to
/// `annogen run` as they are (`--check`, `--verbose`, `--args k=v`).
@main
struct AnnogenCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let chosen = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        let packageConfig = context.package.directoryURL.appending(path: ".annogen.yml")
        let exists = { (url: URL) in FileManager.default.fileExists(atPath: url.path) }
        var configs: [URL] = []
        if chosen.isEmpty {
            configs = exists(packageConfig)
                ? [packageConfig]
                : context.package.targets.map { $0.directoryURL.appending(path: ".annogen.yml") }.filter(exists)
        }
        for name in chosen {
            guard let target = context.package.targets.first(where: { $0.name == name }) else {
                throw CommandFailure("generate-code: no target named '\(name)' in \(context.package.displayName)")
            }
            let own = target.directoryURL.appending(path: ".annogen.yml")
            configs.append(exists(own) ? own : packageConfig)
        }
        configs = configs.filter(exists).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        guard !configs.isEmpty else {
            throw CommandFailure("generate-code: no .annogen.yml in \(context.package.directoryURL.path) or the folders of its targets")
        }
        let annogen = try context.tool(named: "annogen").url
        for config in configs {
            let process = Process()
            process.executableURL = annogen
            process.arguments = ["run", "--config", config.path] + passed
            process.currentDirectoryURL = config.deletingLastPathComponent()
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                // annogen printed why; the command fails with its status.
                throw CommandFailure("generate-code: annogen run --config \(config.path) exited with \(process.terminationStatus)")
            }
        }
    }
}

struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
