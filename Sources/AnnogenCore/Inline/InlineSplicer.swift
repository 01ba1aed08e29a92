import AnnogenModel

/// Puts rendered inline blocks into one source file's text. Values in, value out: no disk access.
///
/// The content of each existing block whose key was rendered is replaced; blocks to insert go before the
/// closing brace of their type (`auto:`) or after its line (`after-auto:`). Every other byte is copied
/// as it is. Inserted and replaced lines use the file's line ending, and its indentation unit (a type's
/// members', else the file's): content sits at the marker's indentation plus the levels the template put
/// between its markers and its content.
enum InlineSplicer {
    /// A block to insert into `type`, declared in this file (its key is not in the file yet).
    struct Insertion: Sendable {
        var block: InlineBlock
        var type: TypeDecl
    }

    struct Result: Sendable {
        /// The new text; nil when the file must be left as it is (diagnostics say why).
        var text: String?
        var diagnostics: [Diagnostic] = []
    }

    /// - Parameters:
    ///   - types: the types declared in this file (from the text given), for indentation.
    ///   - blocks: rendered blocks by key; existing blocks with other keys are left alone.
    static func splice(
        text: String, path: String, types: [TypeDecl], blocks: [String: InlineBlock], insertions: [Insertion]
    ) -> Result {
        let bytes = Array(text.utf8)
        let (existing, scanDiagnostics) = InlineBlockScanner.scan(
            bytes, path: path, commentLines: MarkerCommentLines.of(text: text, path: path))
        guard !scanDiagnostics.containsErrors else { return Result(text: nil, diagnostics: scanDiagnostics) }
        let lines = SourceLines(bytes, generated: existing.map(\.blockRange))
        let layout = Layout(lines: lines, types: types)
        var result = Result(text: nil, diagnostics: scanDiagnostics)
        var edits: [Edit] = []

        for found in existing {
            guard let block = blocks[found.key] else { continue }
            var range = found.contentRange
            let content: String
            if block.sourceryLayout {
                // Blank lines before the source block's end marker are not its body: they stay.
                range = range.lowerBound..<Indentation.startOfBlankLinesAtEnd(lines.bytes, in: range)
                content = Indentation.renderAsRendered(block.lines, base: found.indentation, lineEnding: lines.lineEnding)
            } else {
                let unit = layout.unit(at: found.blockRange.lowerBound)
                let base = found.indentation + String(repeating: unit, count: block.extraLevels)
                content = Indentation.render(block.lines, base: base, unit: unit, lineEnding: lines.lineEnding)
            }
            edits.append(Edit(range: range, text: content, rank: 0, key: found.key))
        }

        let present = Set(existing.map(\.key))
        for insertion in insertions where !present.contains(insertion.block.key) {
            switch layout.insert(insertion) {
            case .edit(let edit): edits.append(edit)
            case .problem(let diagnostic): result.diagnostics.append(diagnostic)
            }
        }

        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var cursor = 0
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.rank, $0.key) < ($1.range.lowerBound, $1.rank, $1.key) }) {
            guard edit.range.lowerBound >= cursor else { continue }
            output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            output.append(contentsOf: edit.text.utf8)
            cursor = edit.range.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        result.text = String(decoding: output, as: UTF8.self)
        return result
    }

    /// Replace `range` with `text`. At one offset, lower ranks come first: a nested type's `after-auto`
    /// block before its parent's `auto` block, which go before the parent's closing brace.
    struct Edit: Sendable {
        var range: Range<Int>
        var text: String
        var rank: Int
        var key: String
    }
}

/// Where blocks go in one file and how they are indented.
private struct Layout {
    enum Outcome {
        case edit(InlineSplicer.Edit)
        case problem(Diagnostic)
    }

    let lines: SourceLines
    let types: [TypeDecl]

    /// The members' unit of the innermost type whose braces enclose `offset`, else the file's.
    func unit(at offset: Int) -> String {
        let enclosing = types.filter { type in
            guard let body = type.bodyRange else { return false }
            return body.lowerBound < offset && offset < body.upperBound - 1
        }.min { ($0.bodyRange?.count ?? 0) < ($1.bodyRange?.count ?? 0) }
        guard let type = enclosing else { return lines.fileUnit }
        return unit(of: type)
    }

    func unit(of type: TypeDecl) -> String {
        guard let body = type.bodyRange else { return lines.fileUnit }
        return lines.memberUnit(body: body, typeIndentation: indentation(of: type)) ?? lines.fileUnit
    }

    /// The leading whitespace of the line the type's declaration starts on.
    func indentation(of type: TypeDecl) -> String {
        let index = type.location.line - 1
        guard lines.starts.indices.contains(index) else { return "" }
        return lines.indentation(ofLineAt: lines.starts[index])
    }

    func insert(_ insertion: InlineSplicer.Insertion) -> Outcome {
        let block = insertion.block, type = insertion.type
        guard let body = type.bodyRange, body.upperBound <= lines.bytes.count, body.upperBound > 0,
              lines.bytes[body.upperBound - 1] == UInt8(ascii: "}")
        else {
            return .problem(.warning("cannot insert inline block '\(block.key)': \(type.name) has no complete body",
                                     at: type.location))
        }
        let eol = lines.lineEnding
        let typeIndentation = indentation(of: type)
        let closingBrace = body.upperBound - 1
        func markers(_ indentation: String, content: String) -> String {
            indentation + "// \(block.prefix):inline:\(block.key)" + eol + content + indentation + "// \(block.prefix):end" + eol
        }
        switch block.placement {
        case .endOfBody where block.sourceryLayout:
            // As Sourcery inserts one: a blank line, then the markers and lines after the closing
            // brace's line's indentation, at the start of that line; in a type on one line, right
            // after its opening brace.
            let braceLine = lines.lineStart(containing: closingBrace)
            let indentation = lines.indentation(ofLineAt: braceLine)
            let text = eol + markers(indentation, content: Indentation.renderAsRendered(block.lines, base: indentation, lineEnding: eol))
            if lines.lineStart(containing: body.lowerBound) == braceLine, lines.bytes[body.lowerBound] == UInt8(ascii: "{") {
                return .edit(.init(range: body.lowerBound + 1..<body.lowerBound + 1, text: text, rank: 1, key: block.key))
            }
            return .edit(.init(range: braceLine..<braceLine, text: text, rank: 1, key: block.key))
        case .endOfBody:
            let unit = unit(of: type)
            let markerIndentation = typeIndentation + String(repeating: unit, count: max(0, 1 - block.extraLevels))
            let base = markerIndentation + String(repeating: unit, count: block.extraLevels)
            let text = markers(markerIndentation, content: Indentation.render(block.lines, base: base, unit: unit, lineEnding: eol))
            let braceLine = lines.lineStart(containing: closingBrace)
            if lines.isBlank(braceLine..<closingBrace) {
                return .edit(.init(range: braceLine..<braceLine, text: text, rank: 1, key: block.key))
            }
            // `struct A { let x: Int }`: the brace moves to a line of its own.
            return .edit(.init(range: closingBrace..<closingBrace, text: eol + text + typeIndentation, rank: 1, key: block.key))
        case .afterBody:
            let unit = unit(at: body.upperBound)
            let base = typeIndentation + String(repeating: unit, count: block.extraLevels)
            let text = markers(typeIndentation, content: Indentation.render(block.lines, base: base, unit: unit, lineEnding: eol))
            let end = lines.lineEnd(containing: closingBrace)
            let endsWithBreak = end > 0 && lines.bytes[end - 1] == UInt8(ascii: "\n")
            return .edit(.init(range: end..<end, text: (endsWithBreak ? "" : eol) + text, rank: 0, key: block.key))
        case .existingOnly:
            return .problem(.warning("no '// \(block.prefix):inline:\(block.key)' block in the sources", at: block.location))
        }
    }
}
