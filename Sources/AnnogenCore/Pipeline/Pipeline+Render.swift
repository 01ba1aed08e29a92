import AnnogenModel
import Foundation

extension Pipeline {
    /// What rendering one template (or one shard of it, see `ShardedRender`) gave: its text (or
    /// error), what it reported, and what it read.
    private struct TemplateOutcome: Sendable {
        /// Its text, finished unless this is a shard's.
        var result: Result<String, TemplateRenderError>
        var diagnostics: [Diagnostic]
        var parts: [UInt8]
        /// What it read outside its loops over types, and those loops (`LoopMemo`).
        var frameParts: [UInt8]
        var loops: [LoopRun]
        /// A shard's: per loop in `loops`, the bytes of its text the loop's iterations wrote.
        var spans: [Range<Int>]
        /// Iterations of those loops whose text was the last render's.
        var iterationsReused: Int
        var projectFilesRead: [RunRecord.ProjectFileRead]
        /// Whether it read where a declaration is in its file (`LocationReadLog`).
        var readLocations: Bool
        /// Whether it read a type's imports (`ImportsReadLog`).
        var readImports: Bool
        /// Whether this is shards' put together.
        var sharded = false
    }

    /// Renders every template (in watch mode, reusing the texts of those that read nothing that
    /// changed, see `RenderMemo`): the texts in template order, their diagnostics added to `report`.
    /// Templates render on all cores, each with template objects of its own (the objects keep what
    /// they built, so they are not shared between threads); on a large model each template is also
    /// split into a shard per core (`ShardedRender`), so that one long template does not leave the
    /// other cores idle.
    func renderTemplates(
        _ templates: [TemplateRef], renderer: TemplateRenderer, roots: [String], module: ComposedModule,
        times: inout StageTimes, report: inout RunReport
    ) -> [(TemplateRef, String)] {
        let swift = templates.filter(\.isSwiftTemplate)
        guard !swift.isEmpty else {
            return renderStencilTemplates(templates, renderer: renderer, roots: roots, module: module, times: &times, report: &report)
        }
        let stencil = renderStencilTemplates(templates.filter { !$0.isSwiftTemplate }, renderer: renderer, roots: roots,
                                             module: module, times: &times, report: &report)
        let swiftTexts = times.measure("render") { renderSwiftTemplates(swift, module: module, report: &report) }
        // In template order.
        var texts: [String: (TemplateRef, String)] = [:]
        for entry in stencil + swiftTexts { texts[entry.0.path] = entry }
        return templates.compactMap { texts[$0.path] }
    }

    /// Renders Swift templates (see `SwiftTemplateRunner`): each compiled when its program was not,
    /// all run with one packed context, on all cores.
    private func renderSwiftTemplates(_ templates: [TemplateRef], module: ComposedModule, report: inout RunReport) -> [(TemplateRef, String)] {
        let runner = SwiftTemplateRunner(cacheDirectory: cache?.readOnly == false ? cache?.directory : nil)
        defer { runner.finish() }
        let arguments = config.arguments
        // Packed while the programs compile.
        let packed = Background<[UInt8]> { ContextPacker.pack(TemplateContext(module: module, arguments: arguments)) }
        let slots = ResultSlots<Result<String, SwiftTemplateFailure>>(count: templates.count)
        DispatchQueue.concurrentPerform(iterations: templates.count) { index in
            slots.set(index, runner.render(templatePath: templates[index].path, packModel: { packed.value ?? [] }))
        }
        report.swiftTemplatesCompiled += runner.compiled
        var rendered: [(TemplateRef, String)] = []
        for (template, result) in zip(templates, slots.values) {
            switch result {
            case .success(let text): rendered.append((template, text))
            case .failure(let failure): report.diagnostics += failure.diagnostics
            }
        }
        return rendered
    }

    private func renderStencilTemplates(
        _ templates: [TemplateRef], renderer: TemplateRenderer, roots: [String], module: ComposedModule,
        times: inout StageTimes, report: inout RunReport
    ) -> [(TemplateRef, String)] {
        let memo = renderInputsKey == nil ? nil : cache?.renderMemo()
        let patch = cache?.lastPatch
        var newMemo = cache?.recordsMemos == true
            ? renderInputsKey.flatMap { key in cache?.lastModuleKey.map { RenderMemo(moduleKey: $0, inputsKey: key) } } : nil
        var refs = templates
        var reused: [Int: RenderMemo.Entry] = [:]
        var reusableLoops: [Int: (loops: [LoopRun], stale: RenderMemo.StaleParts)] = [:]
        let stale = memo != nil ? patch.map { RenderMemo.stale(module: module, patch: $0) } : nil
        for index in refs.indices {
            refs[index].smartWhitespace = renderer.usesSmartWhitespace(templatePath: refs[index].path)
            guard let memo, let patch, let renderInputsKey, let stale else { continue }
            if let entry = memo.reusable(refs[index].path, module: module, patch: patch, inputsKey: renderInputsKey, stale: stale) {
                reused[index] = entry
            } else if let loops = memo.reusableLoops(refs[index].path, module: module, patch: patch, inputsKey: renderInputsKey, stale: stale) {
                reusableLoops[index] = (loops, stale)
            }
        }
        let pending = refs.indices.filter { reused[$0] == nil }
        let toRender = refs
        let tracksReads = newMemo != nil
        let outerReadLog = ProjectFile.readLog
        let config = config
        let loopsByIndex = reusableLoops
        // Shards of a template that reuses no loops of the last render; not below a few hundred types
        // (a render of a few milliseconds gains nothing), nor above the model size whose memos are
        // not kept either (each shard's objects and iterations' texts would add to the run's peak
        // memory). Each shard renders nodes of its own (`TemplateRenderer.copy`).
        let shards = self.shardCount ?? ProcessInfo.processInfo.activeProcessorCount
        let shardCount = shards > 1 && module.types.count >= shardingTypes && module.types.count <= AnnogenCache.storedModelLimit ? shards : 1
        let renderers = [renderer] + (1..<shardCount).map { _ in renderer.copy() }
        let keepsContexts = leavesLoadedToExit && module.types.count <= AnnogenCache.storedModelLimit
        let render: @Sendable (Int, TemplateContext, LoopMemo.Shard?) -> TemplateOutcome = { index, context, shard in
            let template = toRender[index]
            let unknownMembers = UnknownMemberLog()
            let reads = TypeReadLog(typeCount: tracksReads ? module.types.count : 0)
            let projectFiles = ProjectFileReadLog()
            let locations = LocationReadLog()
            let imports = ImportsReadLog()
            let loops = tracksReads || shard != nil
                ? LoopMemo(previous: loopsByIndex[index]?.loops, stale: loopsByIndex[index]?.stale ?? RenderMemo.StaleParts(), shard: shard)
                : nil
            let result = ImportsReadLog.$current.withValue(imports) { LocationReadLog.$current.withValue(locations) { UnknownMemberLog.$current.withValue(unknownMembers) {
                TypeReadLog.$current.withValue(tracksReads ? reads : nil) { LoopMemo.$current.withValue(loops) {
                    ProjectFile.$readLog.withValue(projectFiles) {
                        ProjectFile.$root.withValue(config.projectRoot) {
                            renderers[shard?.index ?? 0].renderUnfinished(templatePath: template.path, context: context.dictionary(templateName: template.name))
                        }
                    }
                } }
            } } }
            let read = projectFiles.all
            for file in read { outerReadLog?.add(file) }
            // Freeing a graph's objects took a thirtieth of rendering; a run about to end leaves them
            // to the exit (but for a model too large to hold them all at once).
            if keepsContexts { LeftToExit.keep(context) }
            // A shard's text is finished once the shards are put together.
            return TemplateOutcome(result: result.map { shard == nil ? $0.finished : $0.text },
                                   diagnostics: unknownMembers.diagnostics(for: template, roots: roots),
                                   parts: reads.parts, frameParts: reads.frame, loops: loops?.runs ?? [],
                                   spans: loops?.spans ?? [], iterationsReused: loops?.reused ?? 0, projectFilesRead: read,
                                   readLocations: locations.read, readImports: imports.read)
        }
        let (work, firstSlots) = Self.renderWork(pending, shardCount: shardCount) { reusableLoops[$0] == nil }
        let slots = ResultSlots<TemplateOutcome>(count: work.count)
        if work.count == 1, let only = work.first {
            let context = times.measure("context") { TemplateContext(module: module, arguments: config.arguments) }
            times.measure("render") { slots.set(0, render(only.index, context, only.shard)) }
        } else if !work.isEmpty {
            let arguments = config.arguments
            times.measure("render") {
                DispatchQueue.concurrentPerform(iterations: work.count) { slot in
                    slots.set(slot, render(work[slot].index, TemplateContext(module: module, arguments: arguments), work[slot].shard))
                }
            }
        }
        // Each template's shards put together (on all cores too: finishing the whitespace of a
        // large text takes time).
        let done = slots.values
        let merged = ResultSlots<TemplateOutcome>(count: pending.count)
        times.measure("render") {
            DispatchQueue.concurrentPerform(iterations: pending.count) { position in
                let first = firstSlots[position]
                guard work[first].shard != nil else { return merged.set(position, done[first]) }
                // Shards that do not agree (or a failed one): the template in one piece.
                merged.set(position, Self.merge(Array(done[first..<first + shardCount]), smart: toRender[pending[position]].smartWhitespace)
                    ?? render(pending[position], TemplateContext(module: module, arguments: config.arguments), nil))
            }
        }
        let outcomes = merged.values
        let byIndex = Dictionary(uniqueKeysWithValues: zip(pending, outcomes))

        var rendered: [(TemplateRef, String)] = []
        for (index, ref) in refs.enumerated() {
            if let entry = reused[index] {
                report.diagnostics += entry.diagnostics
                rendered.append((ref, entry.text))
                newMemo?.entries[ref.path] = entry
                report.templatesReused += 1
                // What the reused text read of locations is not known: as if it read them.
                report.templatesReadLocations = true
                continue
            }
            guard let outcome = byIndex[index] else { continue }
            if outcome.sharded { report.templatesSharded += 1 }
            report.diagnostics += outcome.diagnostics
            report.loopIterationsReused += outcome.iterationsReused
            if outcome.readLocations { report.templatesReadLocations = true }
            if outcome.readImports { report.templatesReadImports = true }
            switch outcome.result {
            case .success(let text):
                rendered.append((ref, text))
                // A template that read project files (`mockFile`, `fileContents`) or the sources'
                // imports is rendered every time.
                if outcome.projectFilesRead.isEmpty, !outcome.readImports {
                    newMemo?.entries[ref.path] = RenderMemo.Entry(
                        text: text, diagnostics: outcome.diagnostics, parts: outcome.parts,
                        frameParts: outcome.frameParts, loops: outcome.loops, readLocations: outcome.readLocations
                    )
                }
            case .failure(let error):
                report.diagnostics.append(error.diagnostic)
            }
        }
        if let newMemo { cache?.store(newMemo) }
        return rendered
    }

    /// What renders on the cores: each pending template whole, or in `shardCount` shards when
    /// `shards` says it may; and where each template's work begins.
    private static func renderWork(
        _ pending: [Int], shardCount: Int, shards: (Int) -> Bool
    ) -> (work: [(index: Int, shard: LoopMemo.Shard?)], firstSlots: [Int]) {
        var work: [(index: Int, shard: LoopMemo.Shard?)] = []
        var firstSlots: [Int] = []
        for index in pending {
            firstSlots.append(work.count)
            if shardCount > 1 && shards(index) {
                work += (0..<shardCount).map { (index, LoopMemo.Shard(index: $0, count: shardCount)) }
            } else {
                work.append((index, nil))
            }
        }
        return (work, firstSlots)
    }

    /// One template's outcome from its shards' (in shard order), its text finished as `smart` says;
    /// nil when a shard failed or reported
    /// an unknown member (whose order among the others' a merge would not keep), or when the shards
    /// do not agree (`ShardedRender.merge`).
    private static func merge(_ shards: [TemplateOutcome], smart: Bool) -> TemplateOutcome? {
        var pieces: [ShardedRender.Shard] = []
        for shard in shards {
            guard case .success(let text) = shard.result, shard.diagnostics.isEmpty else { return nil }
            pieces.append(ShardedRender.Shard(text: text, runs: shard.loops, spans: shard.spans))
        }
        guard var outcome = shards.first, let (text, runs) = ShardedRender.merge(pieces) else { return nil }
        outcome.result = .success(TemplateRenderer.Unfinished(text: text, smart: smart).finished)
        outcome.loops = runs
        outcome.spans = []
        outcome.sharded = true
        var files = Set(outcome.projectFilesRead)
        for shard in shards.dropFirst() {
            for (position, part) in shard.parts.enumerated() where part != 0 { outcome.parts[position] |= part }
            for file in shard.projectFilesRead where files.insert(file).inserted { outcome.projectFilesRead.append(file) }
            outcome.readLocations = outcome.readLocations || shard.readLocations
            outcome.readImports = outcome.readImports || shard.readImports
        }
        return outcome
    }
}
