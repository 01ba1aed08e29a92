import AnnogenModel
import AnnogenSwiftFrontend
import Foundation

extension Pipeline {
    /// The most edits a run checks this way before it composes instead (each is parsed again).
    static let declarationReplayLimit = 16
    /// The default `declarationReplaySizeLimit`: the size from which files are parsed in runs.
    static let defaultDeclarationReplaySizeLimit = SwiftFrontend.runThreshold

    /// What `replayingUnchangedDeclarations` found: the recorded run's report, and the new parse
    /// results of the sources that changed (for the parse cache).
    struct DeclarationReplay {
        var report: RunReport
        var parsed: [ParsedFile]
    }

    /// The recorded run's report when the only inputs that changed since it are Swift sources whose
    /// declarations did not: each parses to exactly what it parsed to then (the same types, members,
    /// annotations, locations and diagnostics), so composing and rendering would give the recorded
    /// outputs again. An edit inside a function body, or to a comment that annotates nothing, is
    /// the common case. When the recorded run's templates read no declaration's `line`
    /// (`LocationReadLog`) and none of its diagnostics names a changed source, a source may also
    /// declare the same things in other places (lines added or removed above them): no output can
    /// tell. Nil when anything else changed, or could matter:
    ///
    /// - a source whose old content this cannot tell (neither the record nor the parse cache has it),
    ///   a source added or removed, another input (templates, config, load diagnostics), all by the
    ///   run's key computed with the old contents, which must be the recorded key;
    /// - a source that is not Swift (a header's parse depends on other headers), that may hold
    ///   inline blocks before or after the edit (their text is spliced, not only parsed), or of
    ///   `declarationReplaySizeLimit` bytes or more;
    /// - project files templates read, or outputs on disk, that are not as recorded (`replay`);
    /// - templates that read imports (`ImportsReadLog`), which a source edit may change alone.
    func replayingUnchangedDeclarations(
        record: RunRecord, stamped: SourceLoader.Stamped, templates: String, cache: AnnogenCache
    ) -> DeclarationReplay? {
        // Only the sources read this run can have changed: the others' stamps are the recorded ones.
        // Imports are read from the sources' texts, not their declarations.
        guard !record.templatesReadImports, !stamped.files.isEmpty, stamped.files.count <= Self.declarationReplayLimit * 8 else { return nil }
        let recorded = Dictionary(record.sources.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // Sources read this run that the record does not know (their stamp had not settled): their
        // old content is what the parse cache last parsed (not read for a source too large to check).
        let unknown = Set(stamped.files.filter { file in
            recorded[file.path]?.contentHash == nil && file.text.utf8.count < declarationReplaySizeLimit
        }.map(\.path))
        let cached = unknown.isEmpty ? [:] : cache.parseEntries(forPaths: unknown)
        var changed: [SourceFile] = []
        var oldHashes: [String: String] = [:]
        for file in stamped.files {
            let entry = recorded[file.path]
            guard let oldHash = entry?.contentHash ?? cached[file.path]?.contentHash else { return nil }
            guard oldHash != file.contentHash else { continue }
            guard PathText.pathExtension(file.path) == "swift", entry?.mayHoldBlocks != true,
                  !LoadedSources.mayHoldBlocks(file), changed.count < Self.declarationReplayLimit,
                  file.text.utf8.count < declarationReplaySizeLimit else { return nil }
            changed.append(file)
            oldHashes[file.path] = oldHash
        }
        guard !changed.isEmpty else { return nil }
        // The recorded run's inputs were these, but for the changed sources' old contents.
        let before = stamped.hashes.map { source in (source.path, oldHashes[source.path] ?? source.contentHash) }
        let oldKey = RunFingerprint.key(
            config: config, sources: before, loadDiagnostics: stamped.diagnostics, templates: templates, toolVersion: cache.toolVersion
        )
        guard oldKey == record.key else { return nil }
        // The entries read for sources the record did not know are their old results already.
        var previous = cached.filter { oldHashes[$0.key] == $0.value.contentHash }
        let unread = oldHashes.filter { previous[$0.key] == nil }
        if !unread.isEmpty { previous.merge(cache.parseEntries(wanted: unread)) { known, _ in known } }
        let parser = ParallelParser(objc: config.objc)
        // Moved declarations are the same declarations when nothing recorded depends on positions:
        // no template read a line, and no diagnostic is in a changed source or names a place in one
        // ("the first declaration is at A.swift:1:1", from a warning in another file).
        let changedPaths = Set(changed.map(\.path))
        let positionsMatter = record.templatesReadLocations || record.diagnostics.contains { diagnostic in
            diagnostic.location.map { changedPaths.contains($0.path) } == true
                || changedPaths.contains { TextSearch.contains(diagnostic.message, substring: $0 + ":") }
        }
        var parsed: [ParsedFile] = []
        // Whatever this decides, a run that patches the stored model takes these parses instead of
        // reading and parsing the same files again.
        defer { cache.remember(old: previous, new: parsed) }
        for file in changed {
            // What watch mode keeps in memory may be the parse of a later content whose pass failed
            // (and recorded nothing): only the content the record was made from compares.
            guard let entry = previous[file.path], entry.contentHash == oldHashes[file.path] else { return nil }
            let old = entry.parsed
            var new = parser.parseOne(file)
            let newHash = new.contentHash
            new.contentHash = old.contentHash
            // By bytes: `==` takes canonically equivalent text (`é` composed or not) as equal.
            let same = ParsedFileCoding.encode(new) == ParsedFileCoding.encode(old) || (!positionsMatter && new.declaresTheSame(as: old))
            new.contentHash = newHash
            parsed.append(new)
            guard same else { return nil }
        }
        guard let report = record.replay() else { return nil }
        return DeclarationReplay(report: report, parsed: parsed)
    }
}
