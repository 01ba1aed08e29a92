import AnnogenModel

/// What each template rendered in the last run of `annogen watch`, and what it read of the model
/// (`TypeReadLog`): a run whose model was patched from that one (`CompositionPatch`) reuses the
/// text of every template that read nothing of the types that changed, instead of rendering it
/// again; a template that did renders again, reusing the iterations of its loops over types that
/// read nothing that changed, when the rest of it did not either (`LoopMemo`). Valid for the same
/// templates, config and annogen (`inputsKey`) only.
struct RenderMemo {
    struct Entry {
        var text: String
        /// What rendering it reported (unknown members).
        var diagnostics: [Diagnostic]
        /// What it read of each type, by position in the model (see `TypeReadLog`).
        var parts: [UInt8]
        /// The same, outside the iterations of `loops`.
        var frameParts: [UInt8] = []
        /// Its loops over types, as `LoopMemo` kept them.
        var loops: [LoopRun] = []
        /// Whether it read where a declaration is (`LocationReadLog`): if not, declarations that only
        /// moved in their files changed nothing it read.
        var readLocations = true
    }

    /// Per position of a type composed again, the parts whose read gives another text (see
    /// `stale(module:patch:)`): for a reader of locations, and for one that reads none.
    struct StaleParts: Sendable {
        var exact: [Int: UInt8] = [:]
        var placeless: [Int: UInt8] = [:]

        func mask(readLocations: Bool) -> [Int: UInt8] { readLocations ? exact : placeless }
    }

    /// The key of the model the texts were rendered from.
    var moduleKey: String
    /// The templates' files, the config and annogen's version, as one key.
    var inputsKey: String
    /// By template path.
    var entries: [String: Entry] = [:]

    /// The entry of the template at `path`, if its text is what rendering it on `module` would give:
    /// `module` was patched from the model this memo was rendered from, and the template read
    /// nothing of the types that changed (or only their annotations, which did not; or only where
    /// they are, when it read no location). `stale` is `stale(module:patch:)`.
    func reusable(_ path: String, module: ComposedModule, patch: ModulePatch, inputsKey: String, stale: StaleParts) -> Entry? {
        guard let entry = entry(path, module: module, patch: patch, inputsKey: inputsKey) else { return nil }
        return Self.touches(entry.parts, stale.mask(readLocations: entry.readLocations)) ? nil : entry
    }

    /// The loops of the template at `path` whose iterations a render on `module` may reuse, with what
    /// makes an iteration stale (see `LoopMemo`): the template's frame read nothing that changed.
    func reusableLoops(_ path: String, module: ComposedModule, patch: ModulePatch, inputsKey: String, stale: StaleParts) -> [LoopRun]? {
        guard let entry = entry(path, module: module, patch: patch, inputsKey: inputsKey), !entry.loops.isEmpty,
              entry.frameParts.count == module.types.count else { return nil }
        return Self.touches(entry.frameParts, stale.mask(readLocations: entry.readLocations)) ? nil : entry.loops
    }

    /// The entry of `path` made on the model `module` was patched from.
    private func entry(_ path: String, module: ComposedModule, patch: ModulePatch, inputsKey: String) -> Entry? {
        guard inputsKey == self.inputsKey, patch.previousKey == moduleKey, let entry = entries[path],
              entry.parts.count == module.types.count, patch.previousTypeCount == module.types.count else { return nil }
        return entry
    }

    /// Per position of a type composed again, the parts whose read gives another text: everything,
    /// when the type is not the same; its annotations, when they changed. Without locations, the
    /// same but for where declarations are.
    static func stale(module: ComposedModule, patch: ModulePatch) -> StaleParts {
        var stale = StaleParts()
        for (position, before) in patch.previousTypes where position < module.types.count {
            let after = module.types[position]
            guard !after.isSame(as: before) else { continue }
            let (annotations, annotationsBefore) = (after.declaration.annotations, before.declaration.annotations)
            stale.exact[position] = TypeReadLog.everything | (Self.bytes(of: annotations) != Self.bytes(of: annotationsBefore) ? TypeReadLog.annotations : 0)
            var placeless: UInt8 = after.isSameButForPlaces(as: before) ? 0 : TypeReadLog.everything
            if Self.bytes(of: annotations.placeless) != Self.bytes(of: annotationsBefore.placeless) { placeless |= TypeReadLog.annotations }
            if placeless != 0 { stale.placeless[position] = placeless }
        }
        return stale
    }

    /// Annotations as the model's coding writes them: compared so, a value whose text changed only
    /// in how a letter is composed (which `==` takes as equal) is another value.
    private static func bytes(of annotations: Annotations) -> [UInt8] {
        var writer = ModelWriter(capacity: 64)
        writer.annotations(annotations)
        return writer.bytes
    }

    /// Whether reads `parts` (by position) read a stale part.
    private static func touches(_ parts: [UInt8], _ stale: [Int: UInt8]) -> Bool {
        stale.contains { position, mask in position < parts.count && parts[position] & mask != 0 }
    }
}
