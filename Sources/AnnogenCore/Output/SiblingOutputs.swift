import Foundation

/// What the other configurations of one run (Sourcery's `configurations:`) generate, so that a
/// configuration never takes their files for its own orphans when they write into the same folder:
/// each configuration's pruning removed the others' outputs (a project of four configurations with
/// one output folder kept one file of four, at exit 0, and every run swapped them again).
///
/// A generated file belongs to a sibling when it is a sibling's output file (a combined `.swift`
/// output, or where a sibling's template writes in its output folder), or when its header names one
/// of a sibling's templates and lies in its output folder (its `gen:file:` files). Kept rather than
/// removed when unsure: a file in a shared folder whose header names a template that both have stays.
public struct SiblingOutputs: Sendable, Equatable {
    /// Standardized paths of the siblings' outputs.
    public var paths: Set<String> = []
    /// Each sibling's output folder (standardized) with its template names, as headers list them
    /// (`Endpoints.stencil`, `Mocks/Mocks.stencil`): a file in that folder whose header names one of
    /// them is the sibling's (its `gen:file:` files).
    public var templatesByFolder: [String: Set<String>] = [:]

    public init() {}

    /// Each configuration with what the others generate (none when there is one).
    public static func assign(_ configs: [Config]) -> [Config] {
        guard configs.count > 1 else { return configs }
        let generated = configs.map { config -> SiblingOutputs in
            var outputs = SiblingOutputs()
            let templates = TemplateFinder.find(config.templates, excluding: config.templateExcludes, origins: config.pathOrigins).templates
            outputs.templatesByFolder = [PathNormalizer.standardize(config.outputFolder): Set(templates.map(\.name))]
            if config.combinesOutput {
                outputs.paths = [PathNormalizer.standardize(config.output)]
            } else {
                outputs.paths = Set(templates.map { PathNormalizer.standardize((config.output as NSString).appendingPathComponent($0.outputName)) })
            }
            return outputs
        }
        return configs.indices.map { index in
            var config = configs[index]
            for other in generated.indices where other != index {
                config.siblingOutputs.paths.formUnion(generated[other].paths)
                config.siblingOutputs.templatesByFolder.merge(generated[other].templatesByFolder) { $0.union($1) }
            }
            return config
        }
    }

    /// Whether the generated file at `path` is a sibling's.
    func claims(_ path: String) -> Bool {
        let standardized = PathNormalizer.standardize(path)
        if paths.contains(standardized) { return true }
        let names = templatesByFolder.filter { folder, _ in standardized.hasPrefix(folder == "." ? "" : folder + "/") }.values
        guard !names.isEmpty else { return false }
        return GeneratedHeader.templateNames(ofFileAt: path).contains { name in names.contains { $0.contains(name) } }
    }
}
