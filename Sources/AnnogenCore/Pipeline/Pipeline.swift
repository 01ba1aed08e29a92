import AnnogenModel
import Foundation

/// The stages wired together: load → parse → compose → validate → contextualize → render → write.
/// Errors from any stage stop the run before anything is written.
public struct Pipeline: Sendable {
    public let config: Config

    public init(config: Config) {
        self.config = config
    }

    /// Load, parse and compose (what `dump` prints and `run` renders from).
    public func compose() -> (module: ComposedModule, filesParsed: Int, diagnostics: [Diagnostic]) {
        let composed = loadAndCompose()
        return (composed.module, composed.filesParsed, composed.diagnostics + composed.nonBlocking)
    }

    /// As `compose()`, with the errors that must not stop the Swift files from generating kept apart
    /// (headers given without libclang: one error, reported after the outputs are written).
    private func loadAndCompose() -> (module: ComposedModule, filesParsed: Int, diagnostics: [Diagnostic], nonBlocking: [Diagnostic]) {
        let loader = SourceLoader(paths: config.sources, exclude: config.exclude, outputPath: config.output)
        let (files, loadDiagnostics) = loader.load()
        let (parsed, frontendUnavailable) = ParallelParser.parse(files)
        let (module, composeDiagnostics) = Composer.compose(parsed)
        var diagnostics = loadDiagnostics + parsed.flatMap(\.diagnostics) + composeDiagnostics
        diagnostics += AnnotationVocabulary.validate(module)
        diagnostics += MockFileCheck(module: module, arguments: config.arguments).run()
        return (module, files.count, diagnostics, frontendUnavailable.map { [$0] } ?? [])
    }

    public func run(mode: RunMode) -> RunReport {
        let start = Date()
        var report = RunReport()
        defer { report.elapsedSeconds = Date().timeIntervalSince(start) }
        let (module, filesParsed, diagnostics, nonBlocking) = loadAndCompose()
        report.filesParsed = filesParsed
        report.typeCount = module.types.count
        report.diagnostics = diagnostics

        let (templates, roots, templateDiagnostics) = TemplateFinder.find(config.templates)
        report.diagnostics += templateDiagnostics
        if templates.isEmpty, templateDiagnostics.isEmpty {
            report.diagnostics.append(.error("no templates (*.stencil) found in \(config.templates.joined(separator: ", "))"))
        }
        guard !report.diagnostics.containsErrors else {
            report.diagnostics = (report.diagnostics + nonBlocking).sortedForReport()
            report.elapsedSeconds = Date().timeIntervalSince(start)
            return report
        }

        let context = TemplateContext(module: module, arguments: config.arguments)
        let renderer = TemplateRenderer(roots: roots)
        var rendered: [(TemplateRef, String)] = []
        for template in templates {
            switch renderer.render(templatePath: template.path, context: context.dictionary(templateName: template.name)) {
            case .success(let text): rendered.append((template, text))
            case .failure(let error): report.diagnostics.append(error.diagnostic)
            }
        }
        let outputs = OutputAssembler(config: config).assemble(rendered)
        let writer = OutputWriter()
        report.changes = writer.plan(outputs)
        if mode == .write, !report.diagnostics.containsErrors {
            report.diagnostics += writer.apply(report.changes)
        }
        report.diagnostics = (report.diagnostics + nonBlocking).sortedForReport()
        report.elapsedSeconds = Date().timeIntervalSince(start)
        return report
    }
}
