import AnnogenModel

/// One source file that holds or receives inline blocks, with the text it should have.
struct SourceEdit: Sendable {
    var file: SourceFile
    var newText: String
}

/// Decides which source file each rendered inline block goes to, then splices each file. A file
/// that must be read again and changed since it was parsed is skipped (see `LoadedSources`).
///
/// A block goes wherever a block with its key already is (in any file, any number of times). Otherwise an
/// `auto:Type.Name` block is inserted at the end of the body of the type's primary declaration (for a
/// type declared in several places: the first, by path; for a type only extended: its first extension)
/// and an `after-auto:` block after it. A named block with no place in the sources, and a source block no
/// template rendered, are warnings; the source block is left as it is.
enum InlinePlanner {
    static func plan(
        blocks rendered: [InlineBlock], sources: LoadedSources, parsed: ([SourceFile]) -> [ParsedFile], module: ComposedModule
    ) -> (edits: [SourceEdit], skippedPaths: [String], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var blocks: [String: InlineBlock] = [:]
        blocks.reserveCapacity(rendered.count)
        for block in rendered {
            guard let first = blocks[block.key] else {
                blocks[block.key] = block
                continue
            }
            if first.lines != block.lines || first.extraLevels != block.extraLevels {
                diagnostics.append(.error(
                    "inline block '\(block.key)' is also rendered, differently, at \(first.location)", at: block.location))
            }
        }

        // Where each key already is; files whose blocks are broken are left alone.
        var keysByPath: [String: Set<String>] = [:]
        var broken = Set<String>()
        for file in sources.blockHolders {
            let (found, problems) = InlineBlockScanner.scan(
                Array(file.text.utf8), path: file.path, commentLines: MarkerCommentLines.of(text: file.text, path: file.path))
            diagnostics += problems
            if problems.containsErrors { broken.insert(file.path) }
            for block in found {
                keysByPath[file.path, default: []].insert(block.key)
                if blocks[block.key] == nil {
                    diagnostics.append(.warning(
                        "no template rendered inline block '\(block.key)'; left as it is",
                        at: SourceLocation(path: file.path, line: block.beginLine, column: block.indentation.utf8.count + 1)))
                }
            }
        }
        let placedKeys = Set(keysByPath.values.flatMap { $0 })

        var insertions: [String: [InlineSplicer.Insertion]] = [:]
        var typesByName: [String: Int] = [:]
        if blocks.keys.contains(where: { !placedKeys.contains($0) }) {
            typesByName.reserveCapacity(module.types.count)
            for (index, type) in module.types.enumerated() where typesByName[type.name] == nil { typesByName[type.name] = index }
        }
        for key in blocks.keys.sorted() where !placedKeys.contains(key) {
            guard let block = blocks[key] else { continue }
            switch block.placement {
            case .existingOnly:
                diagnostics.append(.warning("no '// \(block.prefix):inline:\(key)' block in the sources", at: block.location))
            case .endOfBody(let typeName), .afterBody(let typeName):
                guard let type = typesByName[typeName].map({ module.types[$0] }) else {
                    diagnostics.append(.warning("inline block '\(key)': no type named \(typeName) in the sources", at: block.location))
                    continue
                }
                insertions[type.declaration.location.path, default: []]
                    .append(InlineSplicer.Insertion(block: block, type: type.declaration))
            }
        }

        // Files that hold a rendered block's key or receive a new block; a file that does not keep its
        // text (it had no block) is read again.
        var touchedPaths = Set(insertions.keys)
        for (path, keys) in keysByPath where !keys.isDisjoint(with: blocks.keys) { touchedPaths.insert(path) }
        let (touched, skippedPaths, readDiagnostics) = sources.files(at: touchedPaths.subtracting(broken).sorted())
        diagnostics += readDiagnostics
        // The declarations are needed only for files that change (and may have to be decoded).
        var typesByPath: [String: [TypeDecl]] = [:]
        if !touched.isEmpty {
            for file in parsed(touched) where typesByPath[file.path] == nil { typesByPath[file.path] = file.types }
        }
        var edits: [SourceEdit] = []
        for file in touched {
            let result = InlineSplicer.splice(
                text: file.text, path: file.path, types: typesByPath[file.path] ?? [], blocks: blocks,
                insertions: insertions[file.path] ?? [])
            // Files with broken blocks were left out above, so these are only insertion problems.
            diagnostics += result.diagnostics
            if let text = result.text { edits.append(SourceEdit(file: file, newText: text)) }
        }
        return (edits, skippedPaths, diagnostics)
    }
}
