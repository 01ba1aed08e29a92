import AnnogenModel
import Foundation

/// The stages wired together: load → parse → compose → validate → contextualize → render → write.
/// Errors from any stage stop the run before anything is written.
public struct Pipeline: Sendable {
    public let config: Config
    /// Parse results and models kept between runs; nil to parse everything.
    public var cache: AnnogenCache?
    /// Sources already loaded for this run (see `runUsingCache`).
    var preloadedSources: (files: [SourceFile], diagnostics: [Diagnostic])?

    public init(config: Config, cache: AnnogenCache? = nil) {
        self.config = config
        self.cache = cache
    }

    /// Load, parse and compose (what `dump` prints and `run` renders from).
    public func compose() -> (module: ComposedModule, filesParsed: Int, diagnostics: [Diagnostic]) {
        let (files, loadDiagnostics) = preloadedSources ?? sourceLoader.load()
        let (module, parseAndComposeDiagnostics) = cache?.parseAndCompose(files) ?? Self.parseAndCompose(files)
        var diagnostics = loadDiagnostics + parseAndComposeDiagnostics
        diagnostics += AnnotationVocabulary.validate(module)
        diagnostics += MockFileCheck(module: module, arguments: config.arguments).run()
        return (module, files.count, diagnostics)
    }

    var sourceLoader: SourceLoader {
        SourceLoader(paths: config.sources, exclude: config.exclude, outputPath: config.output)
    }

    static func parseAndCompose(_ files: [SourceFile]) -> (module: ComposedModule, diagnostics: [Diagnostic]) {
        let parsed = ParallelParser.parse(files)
        let (module, composeDiagnostics) = Composer.compose(parsed)
        return (module, parsed.flatMap(\.diagnostics) + composeDiagnostics)
    }

    public func run(mode: RunMode) -> RunReport {
        let start = Date()
        var report = RunReport()
        defer { report.elapsedSeconds = Date().timeIntervalSince(start) }
        let (module, filesParsed, diagnostics) = compose()
        report.filesParsed = filesParsed
        report.typeCount = module.types.count
        report.diagnostics = diagnostics

        let (templates, roots, templateDiagnostics) = TemplateFinder.find(config.templates)
        report.diagnostics += templateDiagnostics
        if templates.isEmpty, templateDiagnostics.isEmpty {
            report.diagnostics.append(.error("no templates (*.stencil) found in \(config.templates.joined(separator: ", "))"))
        }
        guard !report.diagnostics.containsErrors else {
            report.diagnostics = report.diagnostics.sortedForReport()
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
        report.diagnostics = report.diagnostics.sortedForReport()
        report.elapsedSeconds = Date().timeIntervalSince(start)
        return report
    }
}
