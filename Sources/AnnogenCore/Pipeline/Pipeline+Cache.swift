import AnnogenModel
import AnnogenObjCFrontend
import Foundation

/// A run through the cache: the report, the key of its inputs and whether it was replayed.
public struct CachedRun: Sendable {
    public var report: RunReport
    /// Hash of the inputs (sources, templates, config, annogen's version); nil without a cache.
    public var inputKey: String?
    /// True when the recorded run was replayed: nothing was parsed, rendered or written.
    public var replayed: Bool
    /// The content hash of every source and template file, by absolute path, as the run left them
    /// (a source it wrote inline blocks into has the hash of what it wrote): what `annogen watch`
    /// compares to name the files a user changed and to tell its own writes from theirs. Empty
    /// without a cache. Made when asked for: only watch asks, and a path each costs a large run.
    public var inputHashes: [String: String] {
        var result: [String: String] = [:]
        result.reserveCapacity(sourceHashes.count + templateHashes.count)
        for source in sourceHashes { result[Self.inputPath(source.path)] = source.contentHash }
        for (path, hash) in templateHashes { result[Self.inputPath(path)] = hash }
        for (path, hash) in writtenHashes { result[Self.inputPath(path)] = hash }
        for file in projectFiles { if let hash = file.contentHash { result[Self.inputPath(file.fullPath)] = hash } }
        return result
    }

    /// The sources' hashes as loaded, the template files', and those of sources the run wrote
    /// inline blocks into (which override the loaded ones).
    var sourceHashes: [(path: String, contentHash: String)] = []
    var templateHashes: [(path: String, hash: String?)] = []
    var writtenHashes: [(path: String, hash: String)] = []
    /// The project files templates read (`mockFile`, `fileContents`), as the run (or the recorded
    /// one it replayed) read them: inputs like the sources, which watch watches.
    var projectFiles: [RunRecord.ProjectFileRead] = []

    /// The project files templates read, by absolute path.
    public var projectFilesRead: [String] { projectFiles.map(\.fullPath).sorted() }

    /// The key `inputHashes` uses for a path: absolute, `.` and `..` taken out (symlinks kept).
    public static func inputPath(_ path: String) -> String {
        PathNormalizer.standardize(TemplatePaths.absolute(path))
    }
}

extension Pipeline {
    /// `run(mode:)` through the cache (see `cachedRun`); without a cache this is `run(mode:)`.
    public func runUsingCache(mode: RunMode) -> RunReport { cachedRun(mode: mode).report }

    /// When the inputs (sources, templates, config, annogen's version) are those of the last
    /// recorded run, the project files it read are unchanged and every output is still on disk as
    /// it left them, the recorded report is returned without parsing or rendering: all outputs
    /// unchanged. Otherwise the run parses only files whose content changed and records itself.
    /// `replays: false` runs all the same (watch's first pass: its later passes patch the model and
    /// reuse the texts this run leaves in memory).
    public func cachedRun(mode: RunMode, replays: Bool = true) -> CachedRun {
        guard let cache else { return CachedRun(report: run(mode: mode), inputKey: nil, replayed: false) }
        let start = Date()
        var times = StageTimes()
        // Sources whose stamp is the recorded one are not read: a run on unchanged sources reads none.
        // The record is read and the templates hashed while other threads walk the sources.
        var record: RunRecord?
        var templateFiles: [(path: String, hash: String?)] = []
        // Without a record every template renders: they are parsed on another thread from here on.
        var prefetched: FoundTemplates?
        var stamped = times.measure("load") {
            sourceLoader.load(now: stampClock?() ?? SourceStamp.now()) {
                record = cache.runRecord()
                if let recorded = record, recorded.headersSkipped > 0, ObjCFrontend.unavailableReason == nil {
                    // Recorded without the headers, which libclang now reads: nothing of it is replayed.
                    record = nil
                }
                // Hashed before they are read to render: an edit in between is seen (the run then
                // records nothing, see below).
                templateFiles = RunFingerprint.templateFiles(config.templates)
                if record == nil {
                    prefetched = FoundTemplates(config)
                    prefetched?.prefetch()
                }
                return record?.sources ?? KnownSources()
            }
        }
        let templates = times.measure("key") { RunFingerprint.templates(templateFiles) }
        var key = times.measure("key") { inputKey(stamped, templates: templates, toolVersion: cache.toolVersion) }
        // A run killed after another completed the same job may have left its temporary files.
        func removeAbandonedTemporaries(beside report: RunReport) {
            for folder in Set(report.changes.map { PathText.deletingLastComponent($0.path) }) {
                AtomicFile.removeAbandonedTemporaries(in: folder.isEmpty ? "." : folder)
            }
        }
        /// The recorded run's report, as this run's.
        func replayed(_ recorded: RunReport) -> CachedRun {
            var report = recorded
            report.replayed = true
            report.stageTimes = times
            report.elapsedSeconds = Date().timeIntervalSince(start)
            return CachedRun(report: report, inputKey: key, replayed: true, sourceHashes: stamped.hashes, templateHashes: templateFiles,
                             projectFiles: record?.projectFiles ?? [])
        }
        if replays, let record, record.key == key, let report = record.replay(), !hasOrphans(besides: report) {
            if mode == .write {
                removeAbandonedTemporaries(beside: report)
                // Stamps that settled since, or sources touched without a change: the next run need not read them.
                if stamped.known != record.sources {
                    var updated = record
                    updated.sources = stamped.known
                    cache.store(updated)
                }
            }
            return replayed(report)
        }
        let declarationReplay = replays ? record.flatMap { record in
            times.measure("replay") { replayingUnchangedDeclarations(record: record, stamped: stamped, templates: templates, cache: cache) }
        } : nil
        if let record, let replay = declarationReplay, !hasOrphans(besides: replay.report) {
            var report = replay.report
            if mode == .write {
                removeAbandonedTemporaries(beside: report)
                // The record and the parse cache take the new contents: the next run replays, or
                // checks its own edits against these.
                var updated = record
                updated.key = key
                updated.sources = stamped.known
                times.measure("cache write") {
                    cache.store(updated)
                    cache.replaceParseEntries(replay.parsed)
                    cache.flush()
                }
            }
            report.declarationsReplayed = replay.parsed.count
            report.filesFromCache = max(0, report.filesRead - replay.parsed.count)
            return replayed(report)
        }
        if stamped.unreadBlockHolders > 0 {
            // The run renders: files that may hold inline blocks are read whatever their stamp; the
            // others are read only if the parse cache cannot answer for them.
            stamped = times.measure("load") { sourceLoader.load(known: record?.sources ?? KnownSources(), now: stampClock?() ?? SourceStamp.now(), readsBlockHolders: true) }
            key = times.measure("key") { inputKey(stamped, templates: templates, toolVersion: cache.toolVersion) }
        }
        var written: [(path: String, hash: String)] = []
        let knownSources = stamped.known
        var loaded: LoadedFiles = (stamped.files, stamped.unreadFiles, stamped.diagnostics)
        stamped.files = []
        stamped.unreadFiles = []

        let log = ProjectFileReadLog()
        // Handed over, not copied: the run lets go of the texts once they are parsed.
        var preloaded: LoadedFiles? = loaded
        loaded = ([], [], [])
        var pipeline = self
        // Without a record there is nothing to reuse: every template renders.
        pipeline.prefetchedTemplates = prefetched
        // What templates rendered last time can be reused (`RenderMemo`).
        pipeline.renderInputsKey = RunFingerprint.key(config: config, sources: [], loadDiagnostics: [], templates: templates, toolVersion: cache.toolVersion)
        var report = ProjectFile.$readLog.withValue(log) { pipeline.run(mode: mode, writer: OutputWriter(), preloaded: preloaded.take()) }
        for stage in report.stageTimes.stages { times.add(stage.name, seconds: stage.seconds) }
        // A template edited during the run may not be what was rendered: record nothing then.
        if !report.hasErrors, RunFingerprint.templates(config.templates) == templates {
            cache.store(RunRecord(
                key: key, filesRead: report.filesRead, headersSkipped: report.headersSkipped, typeCount: report.typeCount,
                diagnostics: report.diagnostics,
                outputs: report.changes.map { RunRecord.Output(path: $0.path, contentHash: $0.newContent.map(ContentHash.of)) },
                projectFiles: log.all, sources: knownSources, templatesReadLocations: report.templatesReadLocations,
                templatesReadImports: report.templatesReadImports
            ))
        }
        if !cache.keepsParsedFiles { times.measure("cache write") { cache.flush() } }
        // A failed run leaves no cache behind where there was none.
        if report.hasErrors { cache.removeIfCreated() } else { cache.keep() }
        report.stageTimes = times
        report.elapsedSeconds = Date().timeIntervalSince(start)
        if mode == .write, !report.hasErrors, report.skippedPaths.isEmpty {
            // Sources annogen wrote inline blocks into: their new content is not a user's edit.
            for change in report.changes where change.expectedHash != nil && change.kind != .unchanged {
                if let text = change.newContent { written.append((change.path, ContentHash.of(text))) }
            }
        }
        return CachedRun(report: report, inputKey: key, replayed: false, sourceHashes: stamped.hashes, templateHashes: templateFiles,
                         writtenHashes: written, projectFiles: log.all)
    }

    /// The key of this run's inputs: the sources' hashes and what was met loading them, the
    /// templates, the config and annogen's version.
    private func inputKey(_ loaded: SourceLoader.Stamped, templates: String, toolVersion: String) -> String {
        RunFingerprint.key(config: config, sources: loaded.hashes, loadDiagnostics: loaded.diagnostics,
                           templates: templates, toolVersion: toolVersion)
    }

    /// Whether a generated file that no recorded output accounts for has appeared in the output
    /// folder since the recorded run (a stale file copied in): then the run is not replayed, and
    /// pruning sees it.
    private func hasOrphans(besides report: RunReport) -> Bool {
        guard config.prunesOrphans else { return false }
        let produced = Set(report.changes.map { PathNormalizer.standardize($0.path) })
        return !OrphanedOutputs.find(in: config.outputFolder, producing: produced, recursive: config.prunesSubfolders).isEmpty
    }
}
