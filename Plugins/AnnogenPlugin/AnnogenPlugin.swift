import Foundation
import PackagePlugin

/// SwiftPM build-tool plugin: a target that applies it has its outputs generated at build time from
/// its own files (Swift, Objective-C headers, OpenAPI specs) and the templates its `.annogen.yml`
/// names (in the target's folder, else the package's), into the plugin's work folder, and compiled
/// into the target. The build declares every input and output, so an unchanged build does not run
/// annogen again and a changed source, template or config does.
@main
struct AnnogenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let candidates = [target.directoryURL, context.package.directoryURL].map { $0.appending(path: ".annogen.yml") }
        guard let configURL = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw PluginFailure("AnnogenPlugin: target '\(target.name)' has no .annogen.yml (looked in \(candidates.map(\.path).joined(separator: " and "))); add one that names its templates")
        }
        let templatePaths = try PluginConfig.templates(in: configURL)
        let templates = TemplateFiles.find(templatePaths, relativeTo: configURL.deletingLastPathComponent())
        if let missing = templates.missing.first {
            throw PluginFailure("AnnogenPlugin: \(configURL.path) names the template path '\(missing)', which does not exist")
        }
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let arguments = [
            "run", "--build-tool-plugin", "--quiet",
            "--config", configURL.path,
            "--sources", target.directoryURL.path,
            "--output", outputFolder.path,
            "--cache-path", context.pluginWorkDirectoryURL.appending(path: "cache").path,
        ]
        return [
            .buildCommand(
                displayName: "annogen: generating code for \(target.name)",
                executable: try context.tool(named: "annogen").url,
                arguments: arguments,
                inputFiles: target.sourceFiles.map(\.url) + templates.files + [configURL],
                outputFiles: templates.outputNames.map { outputFolder.appending(path: $0) }
            ),
        ]
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
