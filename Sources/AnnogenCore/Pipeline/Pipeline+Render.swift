import AnnogenModel
import Foundation

extension Pipeline {
    /// What rendering one template gave: its text (or error), what it reported, and what it read.
    private struct TemplateOutcome: Sendable {
        var result: Result<String, TemplateRenderError>
        var diagnostics: [Diagnostic]
        var parts: [UInt8]
        /// What it read outside its loops over types, and those loops (`LoopMemo`).
        var frameParts: [UInt8]
        var loops: [LoopRun]
        /// Iterations of those loops whose text was the last render's.
        var iterationsReused: Int
        var projectFilesRead: [RunRecord.ProjectFileRead]
        /// Whether it read where a declaration is in its file (`LocationReadLog`).
        var readLocations: Bool
        /// Whether it read a type's imports (`ImportsReadLog`).
        var readImports: Bool
    }

    /// Renders every template (in watch mode, reusing the texts of those that read nothing that
    /// changed, see `RenderMemo`): the texts in template order, their diagnostics added to `report`.
    /// Two or more templates render on all cores, each with template objects of its own (the
    /// objects keep what they built, so they are not shared between threads).
    func renderTemplates(
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
        let render: @Sendable (Int, TemplateContext) -> TemplateOutcome = { index, context in
            let template = toRender[index]
            let unknownMembers = UnknownMemberLog()
            let reads = TypeReadLog(typeCount: tracksReads ? module.types.count : 0)
            let projectFiles = ProjectFileReadLog()
            let locations = LocationReadLog()
            let imports = ImportsReadLog()
            let loops = tracksReads ? LoopMemo(previous: loopsByIndex[index]?.loops, stale: loopsByIndex[index]?.stale ?? RenderMemo.StaleParts()) : nil
            let result = ImportsReadLog.$current.withValue(imports) { LocationReadLog.$current.withValue(locations) { UnknownMemberLog.$current.withValue(unknownMembers) {
                TypeReadLog.$current.withValue(tracksReads ? reads : nil) { LoopMemo.$current.withValue(loops) {
                    ProjectFile.$readLog.withValue(projectFiles) {
                        ProjectFile.$root.withValue(config.projectRoot) {
                            renderer.render(templatePath: template.path, context: context.dictionary(templateName: template.name))
                        }
                    }
                } }
            } } }
            let read = projectFiles.all
            for file in read { outerReadLog?.add(file) }
            return TemplateOutcome(result: result, diagnostics: unknownMembers.diagnostics(for: template, roots: roots),
                                   parts: reads.parts, frameParts: reads.frame, loops: loops?.runs ?? [],
                                   iterationsReused: loops?.reused ?? 0, projectFilesRead: read, readLocations: locations.read,
                                   readImports: imports.read)
        }
        let outcomes = ResultSlots<TemplateOutcome>(count: pending.count)
        if pending.count == 1, let index = pending.first {
            let context = times.measure("context") { TemplateContext(module: module, arguments: config.arguments) }
            let outcome = times.measure("render") { render(index, context) }
            outcomes.set(0, outcome)
        } else if !pending.isEmpty {
            let arguments = config.arguments
            times.measure("render") {
                DispatchQueue.concurrentPerform(iterations: pending.count) { slot in
                    outcomes.set(slot, render(pending[slot], TemplateContext(module: module, arguments: arguments)))
                }
            }
        }
        let byIndex = Dictionary(uniqueKeysWithValues: zip(pending, outcomes.values))

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
}
