import AnnogenModel

/// What each template rendered in the last run of `annogen watch`, and what it read of the model
/// (`TypeReadLog`): a run whose model was patched from that one (`CompositionPatch`) reuses the
/// text of every template that read nothing of the types that changed, instead of rendering it
/// again. Valid for the same templates, config and annogen (`inputsKey`) only.
struct RenderMemo {
    struct Entry {
        var text: String
        /// What rendering it reported (unknown members).
        var diagnostics: [Diagnostic]
        /// What it read of each type, by position in the model (see `TypeReadLog`).
        var parts: [UInt8]
    }

    /// The key of the model the texts were rendered from.
    var moduleKey: String
    /// The templates' files, the config and annogen's version, as one key.
    var inputsKey: String
    /// By template path.
    var entries: [String: Entry] = [:]

    /// The entry of the template at `path`, if its text is what rendering it on `module` would give:
    /// `module` was patched from the model this memo was rendered from, and the template read
    /// nothing of the types that changed (or only their annotations, which did not).
    func reusable(_ path: String, module: ComposedModule, patch: ModulePatch, inputsKey: String) -> Entry? {
        guard inputsKey == self.inputsKey, patch.previousKey == moduleKey, let entry = entries[path],
              entry.parts.count == module.types.count, patch.previousTypeCount == module.types.count else { return nil }
        for (position, before) in patch.previousTypes {
            let read = entry.parts[position]
            guard read != 0 else { continue }
            let after = module.types[position]
            if read & TypeReadLog.everything != 0, !after.isSame(as: before) { return nil }
            if read & TypeReadLog.annotations != 0, after.declaration.annotations != before.declaration.annotations { return nil }
        }
        return entry
    }
}
