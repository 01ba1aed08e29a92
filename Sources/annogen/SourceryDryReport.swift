import AnnogenCore
import AnnogenModel
import Foundation

/// What `--dry` (Sourcery's spelling) prints instead of writing: Sourcery's JSON report, so tools that
/// read it keep working. `{"outputs": [{"type": {"id", "subType"}, "outputPath", "value"}]}`, one entry
/// per file the run would hold, its whole text as `value`; a template's own output is `template` (its
/// path as `id`), one file for all templates `allTemplates`, a `sourcery:file:` file or a source that
/// receives an inline block `path`. A run that stops prints `{"error", "log"}` instead.
struct SourceryDryReport {
    struct OutputType: Codable, Equatable {
        var id: String?
        var subType: String
    }

    struct Output: Codable, Equatable {
        var type: OutputType
        var outputPath: String
        var value: String
    }

    struct Success: Codable { var outputs: [Output] }
    struct Failure: Codable { var error: String; var log: [String] }

    /// The entries for one configuration's changes.
    static func outputs(for changes: [OutputChange], config: Config) -> [Output] {
        let templates = TemplateFinder.find(config.templates, excluding: config.templateExcludes).templates
        let byOutput = Dictionary(
            templates.map { (PathNormalizer.standardize((config.output as NSString).appendingPathComponent($0.outputName)), $0.path) },
            uniquingKeysWith: { first, _ in first }
        )
        return changes.compactMap { change in
            guard let value = change.newContent else { return nil }
            let path = PathNormalizer.standardize(change.path)
            let type: OutputType
            if config.combinesOutput, path == PathNormalizer.standardize(config.output) {
                type = OutputType(id: nil, subType: "allTemplates")
            } else if change.expectedHash == nil, let template = byOutput[path] {
                type = OutputType(id: template, subType: "template")
            } else {
                type = OutputType(id: change.path, subType: "path")
            }
            return Output(type: type, outputPath: change.displayPath, value: value)
        }
    }

    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
