import AnnogenModel
import AnnogenSwiftFrontend
import Foundation

/// The stages wired together: load → parse → compose → validate → contextualize → render → write.
/// Errors from any stage stop the run before anything is written.
public struct Pipeline: Sendable {
    public let config: Config
    /// Parse results and models kept between runs; nil to parse everything.
    public var cache: AnnogenCache?

    /// Sources as the loader returns them: the files it read, those it did not read because their
    /// stamp was the recorded one (their path and hash), and the problems it met.
    typealias LoadedFiles = (files: [SourceFile], unread: [(path: String, contentHash: String)], diagnostics: [Diagnostic])

    /// The key of what rendering depends on besides the model (templates, config, annogen's
    /// version): set by `cachedRun`, it lets `RenderMemo` reuse what templates rendered last time.
    var renderInputsKey: String?
    /// Sources of this many bytes or more are not checked for unchanged declarations
    /// (`replayingUnchangedDeclarations`): the check holds a source's old parse result beside its
    /// new one, ~90 MB more for a 50 MB file, past the memory bound a run on it keeps
    /// (3 × source + 100 MB); parsing is most of a run on such a file anyway.
    var declarationReplaySizeLimit = Pipeline.defaultDeclarationReplaySizeLimit
    /// The time the sources' stamps are compared with to tell which have settled (see
    /// `SourceStamp.isSettled`), in nanoseconds since 1970; nil for the clock's. Tests set it to
    /// see edits minutes apart.
    var stampClock: (@Sendable () -> Int64)?
    /// The process ends after this run (`annogen run`'s last configuration): what the run loaded
    /// (the model of every type, the sources' hashes) is left to the exit instead of freed, which
    /// took ~6 ms of a one-file run on 10,000 files, on the main thread.
    public var leavesLoadedToExit = false
    /// The templates, found and being parsed on another thread since the sources began to load, when
    /// every one of them will be rendered (see `cachedRun`: no record of a run whose texts could be
    /// reused); nil to find them when the run renders.
    var prefetchedTemplates: FoundTemplates?
    /// The fewest types for each template to be rendered in shards (see `renderTemplates`); tests
    /// lower it.
    var shardingTypes = 256
    /// How many shards a template is rendered in; nil for one per core.
    var shardCount: Int?

    public init(config: Config, cache: AnnogenCache? = nil) {
        self.config = config
        self.cache = cache
    }

    /// Load, parse and compose (what `dump` prints and `run` renders from).
    public func compose() -> (module: ComposedModule, filesRead: Int, diagnostics: [Diagnostic]) {
        var times = StageTimes()
        let loaded = load(&times, preloaded: nil)
        return (loaded.module, loaded.sources.count - loaded.headersSkipped, loaded.diagnostics)
    }

    /// The sources as read (their text and hash are what inline blocks are spliced into and what a
    /// write checks against), what the front ends made of them, and the composed module.
    private struct Loaded {
        var sources: LoadedSources
        /// The parsed files, on demand: a run whose model came from the cache parses (or decodes)
        /// them only if inline blocks need their declarations.
        var parsed: ([SourceFile]) -> [ParsedFile]
        var module: ComposedModule
        var diagnostics: [Diagnostic]
        /// Source files whose parse results came from the cache.
        var filesFromCache: Int
        /// Types composed again when the last model was patched (nil: it was not).
        var typesRecomposed: Int?
        /// Headers left out because libclang could not be loaded.
        var headersSkipped: Int
        /// Whether those headers may declare types (`OutputsKeptWithoutHeaders.mayDeclareTypes`):
        /// then the files this run would change are kept as they were.
        var skippedHeadersMayDeclareTypes = false
    }

    /// Loads the sources (unless `preloaded`), parses and composes them; files' texts are let go
    /// once parsed, except where inline blocks may be (see `LoadedSources`).
    private func load(_ times: inout StageTimes, preloaded: consuming LoadedFiles?) -> Loaded {
        var (files, unread, loadDiagnostics) = preloaded ?? times.measure("load") {
            let loaded = sourceLoader.load()
            return (loaded.files, [], loaded.diagnostics)
        }
        var sources = LoadedSources(files, unread: unread)
        files = []
        unread = []
        let every = sources.parseable(skippingHeaders: false)
        let unavailable = ParallelParser.headersUnavailable(every)
        let headersSkipped = unavailable == nil ? 0 : every.count(where: ParallelParser.isHeader)
        let skippedHeadersMayDeclareTypes = headersSkipped > 0
            && OutputsKeptWithoutHeaders.mayDeclareTypes(every.filter(ParallelParser.isHeader))
        let parser = ParallelParser(objc: config.objc, graphql: config.graphql, sources: every)
        let (module, parsed, parseAndComposeDiagnostics) = cache?.parseAndCompose(&sources, parser: parser, skippingHeaders: unavailable != nil, times: &times)
            ?? Self.parseAndCompose(&sources, parser: parser, skippingHeaders: unavailable != nil, times: &times)
        let filesFromCache = cache?.lastStatistics.filesReused ?? 0
        let typesRecomposed = cache?.lastStatistics.typesRecomposed
        // Parsing and composing are over: what they freed goes back before rendering allocates.
        FreedMemory.release()
        // Headers given without libclang: one warning; the Swift files still generate.
        var diagnostics = loadDiagnostics + parseAndComposeDiagnostics + (unavailable.map { [$0] } ?? [])
        if config.followsSourcery {
            // Sourcery merges a type declared twice (often a stale file the project does not compile).
            diagnostics = diagnostics.map(Composer.redeclarationMergedAsInSourcery)
        }
        if config.readsOnPastSyntaxErrors {
            diagnostics = diagnostics.map(SwiftFrontend.syntaxErrorReadOnAsInSourcery)
        }
        times.measure("validate") {
            // The checks are independent: the annotation vocabulary on another core, meanwhile the
            // others here (the mock file check reads project files through this thread's task locals).
            // In watch mode, a model patched from the last one is checked again only where it can
            // differ (see `SubjectChecks`).
            let recordingReads = cache?.recordsMemos == true
            // The endpoint check reads names on the wire, which `keyStrategy` changes: findings made
            // under another one are not reused.
            let snakeCaseKeys = config.arguments["keyStrategy"] == .string("snakeCase")
            let memoKey = { (moduleKey: String) in snakeCaseKeys ? moduleKey + "\u{0}keyStrategy=snakeCase" : moduleKey }
            let memo = cache?.validationMemo()
            let patch = cache?.lastPatch.flatMap { memoKey($0.previousKey) == memo?.moduleKey ? $0 : nil }
            let previousVocabulary = memo?.vocabulary
            let previousRequestBodies = memo?.requestBodies
            let checksVocabulary = config.checksBuiltInTemplateRules
            let vocabulary = Background {
                SubjectChecks.update(previousVocabulary, patch: patch, module: module,
                                     isSubject: { checksVocabulary && AnnotationVocabulary.isChecked(module, $0) },
                                     check: { AnnotationVocabulary.findings(module, types: $0, recordingReads: recordingReads) })
            }
            // Two endpoints of one method name: a pass over every type, on a core of its own too.
            let methodNameClashes = checksVocabulary ? Background { EndpointMethodNames.clashes(module) } : nil
            let requestBodies = SubjectChecks.update(previousRequestBodies, patch: patch, module: module,
                                                     isSubject: { checksVocabulary && RequestBodyCheck.isEndpoint(module, $0) },
                                                     check: { RequestBodyCheck.findings(module, endpoints: $0, recordingReads: recordingReads, snakeCaseKeys: snakeCaseKeys) })
            let mockFiles = MockFileCheck(module: module, arguments: config.arguments, projectRoot: config.projectRoot).run()
            // After an error in the sources (an operation that does not validate declares no types),
            // a converter's source may be missing for that reason alone: said once, by the error.
            let converters = checksVocabulary && !diagnostics.containsErrors ? ConverterPlan.diagnostics(module) : []
            let vocabularyFindings = vocabulary.value ?? [:]
            diagnostics += AnnotationVocabulary.diagnostics(vocabularyFindings.values.lazy.map(\.findings))
            diagnostics += SubjectChecks.ordered(requestBodies).flatMap { $0 }
            diagnostics += methodNameClashes?.value ?? []
            diagnostics += mockFiles
            diagnostics += converters
            if let key = cache?.lastModuleKey {
                cache?.store(ValidationMemo(moduleKey: memoKey(key), vocabulary: vocabularyFindings, requestBodies: requestBodies))
            }
        }
        return Loaded(
            sources: sources, parsed: parsed, module: module, diagnostics: diagnostics,
            filesFromCache: filesFromCache, typesRecomposed: typesRecomposed, headersSkipped: headersSkipped,
            skippedHeadersMayDeclareTypes: skippedHeadersMayDeclareTypes
        )
    }

    var sourceLoader: SourceLoader {
        // Sourcery reads hand-written sources in the output folder (`output: Common` beside them);
        // its generated files are told by their header (`GeneratedHeader.isGeneratedSource`).
        SourceLoader(
            paths: config.sources, exclude: config.exclude, outputPath: config.followsSourcery ? nil : config.output,
            extensions: config.sourceExtensions, origins: config.pathOrigins,
            toleratesEmptyPaths: config.followsSourcery
        )
    }

    static func parseAndCompose(
        _ sources: inout LoadedSources, parser: ParallelParser, skippingHeaders: Bool, times: inout StageTimes
    ) -> (module: ComposedModule, parsed: ([SourceFile]) -> [ParsedFile], diagnostics: [Diagnostic]) {
        let parsed = times.measure("parse") { parser.parse(sources.parseable(skippingHeaders: skippingHeaders)) }
        sources.releaseTexts()
        let parseDiagnostics = ParallelParser.diagnostics(of: parsed)
        // The composer takes the parse results over; the few files inline blocks go to are parsed again.
        let composeStart = DispatchTime.now()
        let (module, composeDiagnostics) = Composer.compose(consume parsed)
        times.add("compose", since: composeStart)
        return (module, { parser.parse($0) }, parseDiagnostics + composeDiagnostics)
    }

    /// Renders every template and writes (or, in check and dry-run modes, compares) its output file, its
    /// `gen:file:` blocks and the sources that hold or receive its `gen:inline:` blocks.
    public func run(mode: RunMode, writer: OutputWriter = OutputWriter()) -> RunReport {
        run(mode: mode, writer: writer, preloaded: nil)
    }

    /// `run(mode:writer:)` on sources already loaded (see `runUsingCache`), taken over so their texts
    /// can be let go once parsed.
    func run(mode: RunMode, writer: OutputWriter, preloaded: consuming LoadedFiles?) -> RunReport {
        let start = Date()
        var report = RunReport()
        var times = StageTimes()
        let found = prefetchedTemplates ?? times.measure("load") {
            let found = FoundTemplates(config)
            // Without a cache every template renders: parsed meanwhile.
            if cache == nil { found.prefetch() }
            return found
        }
        let (templates, roots, templateDiagnostics, renderer) = (found.templates, found.roots, found.diagnostics, found.renderer)
        let loaded = load(&times, preloaded: preloaded)
        defer { if leavesLoadedToExit { LeftToExit.keep(loaded) } }
        let module = loaded.module
        report.filesRead = loaded.sources.count - loaded.headersSkipped
        report.filesFromCache = loaded.filesFromCache
        report.typesRecomposed = loaded.typesRecomposed
        report.headersSkipped = loaded.headersSkipped
        report.typeCount = module.types.count
        report.diagnostics = loaded.diagnostics
        report.diagnostics += templateDiagnostics
        if templates.isEmpty, templateDiagnostics.isEmpty {
            report.diagnostics.append(.error("no templates (*.stencil, *.swifttemplate) found in \(config.templates.joined(separator: ", "))"))
        }
        if config.strict { report.diagnostics = report.diagnostics.map(\.strict) }
        guard !report.diagnostics.containsErrors else {
            report.diagnostics = report.diagnostics.sortedForReport()
            report.elapsedSeconds = Date().timeIntervalSince(start)
            report.stageTimes = times
            return report
        }

        let rendered = renderTemplates(templates, renderer: renderer, roots: roots, module: module, times: &times, report: &report)
        // The model before a patch was kept for the checks and the templates: no longer needed.
        cache?.forgetLastPatch()
        times.measure("assemble") { assemble(rendered, loaded: loaded, writer: writer, into: &report) }
        if config.strict { report.diagnostics = report.diagnostics.map(\.strict) }
        if mode == .write, !report.diagnostics.containsErrors {
            times.measure("write") {
                let outcome = writer.apply(report.changes)
                report.diagnostics += outcome.diagnostics
                report.skippedPaths += outcome.skippedPaths
            }
        }
        report.diagnostics = report.diagnostics.sortedForReport()
        report.elapsedSeconds = Date().timeIntervalSince(start)
        report.stageTimes = times
        return report
    }

    /// Splits the rendered texts into outputs, `gen:file:` files and inline edits, and plans their writes.
    private func assemble(_ rendered: [(TemplateRef, String)], loaded: Loaded, writer: OutputWriter, into report: inout RunReport) {
        let split = rendered.map { RenderedOutputSplitter.split($1, template: $0) }
        report.diagnostics += split.flatMap(\.diagnostics)
        if config.buildToolPlugin { report.diagnostics += BuildToolPluginRule.diagnostics(split) }
        let outputs = OutputAssembler(config: config).assemble(split.map { ($0.template, $0.plainText) })
        let (fileOutputs, fileDiagnostics) = FileBlockOutputs.assemble(
            split, config: config, reservedPaths: Set(outputs.map { PathNormalizer.standardize($0.path) }))
        report.diagnostics += fileDiagnostics
        let (edits, skippedSources, inlineDiagnostics) = InlinePlanner.plan(
            blocks: split.flatMap(\.inlineBlocks), sources: loaded.sources, parsed: loaded.parsed, module: loaded.module)
        report.diagnostics += inlineDiagnostics
        report.skippedPaths += skippedSources
        let sourceChanges = edits.map {
            OutputChange.source(path: $0.file.path, old: $0.file.text, new: $0.newText, hash: $0.file.contentHash)
        }
        var planned = outputs + fileOutputs
        if config.prunesOrphans {
            // Generated earlier, produced by no template now: planned as files that should not exist.
            let produced = Set(planned.map { PathNormalizer.standardize($0.path) })
            planned += OrphanedOutputs.find(in: config.outputFolder, producing: produced, recursive: config.prunesSubfolders)
                .filter { !config.siblingOutputs.claims($0) }.map {
                OutputFile(path: $0, content: nil, templateNames: [])
            }
        }
        report.changes = (writer.plan(planned) + sourceChanges).sorted { $0.path < $1.path }
        if loaded.skippedHeadersMayDeclareTypes {
            // The model lacks the headers' types: files that exist stay as they were.
            let kept = OutputsKeptWithoutHeaders.keep(report.changes)
            report.changes = kept.changes
            report.diagnostics += kept.diagnostics
        }
        report.diagnostics += boundaryDiagnostics(report.changes)
    }

    /// Errors for writes that would leave their folders: outputs and `gen:file:` files stay inside the
    /// project or the output folder the user chose; sources rewritten for inline blocks stay inside
    /// the project (`projectFolders` minus the output folder). One error per path.
    private func boundaryDiagnostics(_ changes: [OutputChange]) -> [Diagnostic] {
        guard let boundary = ProjectBoundary(folders: config.projectFolders) else { return [] }
        let sourceBoundary = ProjectBoundary(folders: config.projectFolders.filter { $0 != config.outputFolder })
        return changes.filter { $0.kind != .unchanged }.compactMap { change in
            let applicable = change.expectedHash == nil ? boundary : (sourceBoundary ?? boundary)
            return applicable.refusal(for: change.path).map {
                .error("refusing to write '\(change.path)': \($0)", at: SourceLocation(path: change.path, line: 1, column: 1))
            }
        }
    }
}
