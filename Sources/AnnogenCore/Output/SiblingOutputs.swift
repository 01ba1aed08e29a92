import Foundation

/// What the other configurations of one run (Sourcery's `configurations:`) generate, so that a
/// configuration never takes their files for its own orphans when they write into the same folder:
/// each configuration's pruning removed the others' outputs (a project of four configurations with
/// one output folder kept one file of four, at exit 0, and every run swapped them again).
///
/// A generated file belongs to a sibling when it is a sibling's output file (a combined `.swift`
/// output, or where a sibling's template writes in its output folder), or when its header names one
/// of a sibling's templates (its `gen:file:` files). Kept rather than removed when unsure: a file
/// whose header names a template that both have stays.
public struct SiblingOutputs: Sendable, Equatable {
    /// Standardized paths of the siblings' outputs.
    public var paths: Set<String> = []
    /// The siblings' template names, as headers list them (`Endpoints.stencil`, `Mocks/Mocks.stencil`).
    public var templateNames: Set<String> = []

    public init() {}

    /// Each configuration with what the others generate (none when there is one).
    public static func assign(_ configs: [Config]) -> [Config] {
        guard configs.count > 1 else { return configs }
        let generated = configs.map { config -> SiblingOutputs in
            var outputs = SiblingOutputs()
            let templates = TemplateFinder.find(config.templates, origins: config.pathOrigins).templates
            outputs.templateNames = Set(templates.map(\.name))
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
                config.siblingOutputs.templateNames.formUnion(generated[other].templateNames)
            }
            return config
        }
    }

    /// Whether the generated file at `path` is a sibling's.
    func claims(_ path: String) -> Bool {
        if paths.contains(PathNormalizer.standardize(path)) { return true }
        guard !templateNames.isEmpty else { return false }
        return GeneratedHeader.templateNames(ofFileAt: path).contains { templateNames.contains($0) }
    }
}
