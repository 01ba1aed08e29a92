import AnnogenModel
import Foundation

/// Turns `// gen:file:PATH` blocks into output files under the output folder (the folder of the output
/// file when everything is combined into one). Blocks for the same path are joined in template order.
/// A path that is absolute, or that leaves the output folder through `..` or a symlink, is an error at
/// the template, and the run writes nothing.
enum FileBlockOutputs {
    static func assemble(
        _ outputs: [RenderedOutput], config: Config, reservedPaths: Set<String>
    ) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let folder = config.outputFolder
        var diagnostics: [Diagnostic] = []
        var order: [String] = []
        var parts: [String: [(template: String, text: String)]] = [:]
        for output in outputs {
            for block in output.fileBlocks {
                switch OutputPathGuard.resolve(block.path, in: folder) {
                case .refused(let reason):
                    diagnostics.append(.error("refusing to write '\(block.path)': \(reason)", at: block.location))
                case .path(let path):
                    if reservedPaths.contains(PathNormalizer.standardize(path)) {
                        diagnostics.append(.error("'\(block.path)' is the output file of a template", at: block.location))
                        continue
                    }
                    if parts[path] == nil { order.append(path) }
                    parts[path, default: []].append((output.template.name, block.text))
                }
            }
        }
        let version = config.omitVersionInHeader ? nil : AnnogenVersion.current
        let files = order.map { path -> OutputFile in
            let blocks = parts[path] ?? []
            var names: [String] = []
            for block in blocks where !names.contains(block.template) { names.append(block.template) }
            let body = blocks.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n")
            let content = body.isEmpty ? nil : GeneratedHeader.text(version: version, templateNames: names) + body
            return OutputFile(path: path, content: content, templateNames: names)
        }
        return (files, diagnostics)
    }
}

/// Keeps `gen:file:` paths inside the output folder.
enum OutputPathGuard {
    enum Outcome: Equatable {
        case path(String)
        case refused(String)
    }

    /// `folder/relative` when `relative` stays inside `folder`, also after following symlinks that exist.
    static func resolve(_ relative: String, in folder: String) -> Outcome {
        guard !relative.isEmpty else { return .refused("the path is empty") }
        guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else {
            return .refused("the path is absolute; write it relative to the output folder")
        }
        var components: [String] = []
        for component in relative.split(separator: "/") where component != "." {
            if component == ".." {
                guard !components.isEmpty else { return .refused("the path leaves the output folder") }
                components.removeLast()
            } else {
                components.append(String(component))
            }
        }
        guard !components.isEmpty else { return .refused("the path names the output folder itself") }
        let path = (folder as NSString).appendingPathComponent(components.joined(separator: "/"))

        // Every part of the path that exists must resolve inside the output folder's real path.
        guard let realFolder = realPath(folder) else { return .path(path) }
        var current = folder
        for component in components {
            current = (current as NSString).appendingPathComponent(component)
            guard let real = realPath(current) else {
                // A dangling symlink could still lead out once its target exists.
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: current)) != nil {
                    return .refused("'\(current)' is a symlink whose target does not exist")
                }
                break
            }
            guard real == realFolder || real.hasPrefix(realFolder + "/") else {
                return .refused("'\(current)' leads out of the output folder (to \(real))")
            }
        }
        return .path(path)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
