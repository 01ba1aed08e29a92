import AnnogenModel
import Foundation

/// A run's templates as found in the config's template paths, with the renderer that parses and
/// renders them.
struct FoundTemplates: Sendable {
    var templates: [TemplateRef]
    var roots: [String]
    var diagnostics: [Diagnostic]
    let renderer: TemplateRenderer

    /// The templates `config` names, and a renderer over their folders. Two templates that would
    /// write one output file are an error (the second overwrote the first at exit 0).
    init(_ config: Config) {
        (templates, roots, diagnostics) = TemplateFinder.find(config.templates, excluding: config.templateExcludes, origins: config.pathOrigins)
        if !config.combinesOutput {
            var writers: [String: TemplateRef] = [:]
            for template in templates {
                if let first = writers[template.outputName] {
                    diagnostics.append(.error(
                        "\(first.path) and \(template.path) both write \(template.outputName) in \(config.output); rename one of them",
                        at: SourceLocation(path: template.path, line: 1, column: 1)))
                } else {
                    writers[template.outputName] = template
                }
            }
        }
        let wholeFolders = config.templates.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        renderer = TemplateRenderer(roots: roots, wholeFolders: wholeFolders)
    }

    /// Reads, lexes and parses every template on another thread, for a run that will render them
    /// all: done while the sources are walked and parsed instead of after them. What goes wrong is
    /// reported when the template is rendered.
    func prefetch() {
        let templates = templates
        let renderer = renderer
        DispatchQueue.global().async {
            for template in templates { _ = renderer.check(templatePath: template.path) }
        }
    }
}
