import AnnogenModel
import Foundation

/// Turns `// gen:file:PATH` blocks into output files. `PATH` is relative to the output folder (the
/// folder of the output file when everything is combined into one) and may leave it (`../Models/X`,
/// as Sourcery allows) while it stays inside the project or the output folder, symlinks followed; a
/// path without an extension names `<path>.generated.swift`, as in Sourcery.
/// Blocks for the same path are joined in template order. An absolute path, or one that leads out,
/// is an error at the template, and the run writes nothing.
enum FileBlockOutputs {
    static func assemble(
        _ outputs: [RenderedOutput], config: Config, reservedPaths: Set<String>
    ) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let folder = config.outputFolder
        // Library callers that name no project folders: the output folder is the boundary.
        let boundary = ProjectBoundary(folders: config.projectFolders.isEmpty ? [folder] : config.projectFolders)
        var diagnostics: [Diagnostic] = []
        var order: [String] = []
        var parts: [String: [(template: String, text: String, smart: Bool)]] = [:]
        for output in outputs {
            for block in output.fileBlocks {
                // As in Sourcery, a path without an extension names `<path>.generated.swift`.
                let written = (block.path as NSString).pathExtension.isEmpty ? block.path + ".generated.swift" : block.path
                switch OutputPathGuard.resolve(written, in: folder) {
                case .refused(let reason):
                    diagnostics.append(.error("refusing to write '\(block.path)': \(reason)", at: block.location))
                case .path(let path):
                    if let reason = boundary?.refusal(for: path) {
                        diagnostics.append(.error("refusing to write '\(block.path)': \(reason)", at: block.location))
                        continue
                    }
                    if reservedPaths.contains(PathNormalizer.standardize(path)) {
                        diagnostics.append(.error("'\(block.path)' is the output file of a template", at: block.location))
                        continue
                    }
                    if parts[path] == nil { order.append(path) }
                    parts[path, default: []].append((output.template.name, block.text, output.template.smartWhitespace))
                }
            }
        }
        let version = config.omitVersionInHeader ? nil : AnnogenVersion.current
        let files = order.map { path -> OutputFile in
            let blocks = parts[path] ?? []
            var names: [String] = []
            for block in blocks where !names.contains(block.template) { names.append(block.template) }
            let body = blocks.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n")
            // As a template's own output: a Sourcery-style block is written as rendered, after the two header lines.
            let smart = blocks.first?.smart ?? true
            let content = body.isEmpty ? nil : GeneratedHeader.text(version: version, templateNames: names, blankLine: smart) + body
            return OutputFile(path: path, content: content, templateNames: names)
        }
        return (files, diagnostics)
    }
}

/// Reads a `gen:file:` path: relative to the output folder, never absolute.
enum OutputPathGuard {
    enum Outcome: Equatable {
        case path(String)
        case refused(String)
    }

    /// `folder/relative`, with `.` and `..` taken out lexically (where the path stays is checked
    /// against the project with its symlinks followed, by the caller).
    static func resolve(_ relative: String, in folder: String) -> Outcome {
        guard !relative.isEmpty else { return .refused("the path is empty") }
        guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else {
            return .refused("the path is absolute; write it relative to the output folder")
        }
        let joined = TemplatePaths.normalize((folder as NSString).appendingPathComponent(relative))
        guard joined != TemplatePaths.normalize(folder) else { return .refused("the path names the output folder itself") }
        return .path(joined)
    }
}
