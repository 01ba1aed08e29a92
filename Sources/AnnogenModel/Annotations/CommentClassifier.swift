/// One comment, read once: what kind it is, and its annotations or documentation.
struct ClassifiedComment: Sendable {
    enum Kind: Sendable, Equatable {
        /// A plain comment (`// MARK:`, `// TODO`, `/* … */`): contributes nothing, breaks no run.
        case plain
        /// `///` or `/** */`: its lines are in `documentation`.
        case documentation
        /// `// gen: …`: annotations for the declaration it is attached to.
        case annotations
        /// `// gen:file: …`: annotations for every declaration in the file.
        case fileAnnotations
        /// `// gen:begin: …`: annotations for every declaration until the matching `gen:end`.
        case blockBegin
        /// `// gen:inline:…` or `// gen:file:PATH`: an output marker; opens a block (without
        /// annotations) so that its `gen:end` does not close an enclosing `gen:begin`.
        case outputMarker
        /// `// gen:end`.
        case blockEnd
    }

    var kind: Kind
    var annotations: [Annotation] = []
    var documentation: [String] = []
}

/// Decides what a comment is from its text and parses its body.
enum CommentClassifier {
    private static let prefixes = ["gen:", "sourcery:"]

    /// Classifies `comment`; problems in its body are appended to `diagnostics`.
    static func classify(_ comment: SourceComment, diagnostics: inout [Diagnostic]) -> ClassifiedComment {
        let text = CommentText(comment)
        let content: Range<Int>
        let isBlock: Bool
        if text.hasPrefix("///", at: 0), !text.hasPrefix("////", at: 0), !startsWithPrefix(text, contentStart: 3) {
            return ClassifiedComment(kind: .documentation,
                                     documentation: DocumentationText.lineComment(comment.text))
        } else if text.hasPrefix("///", at: 0), !text.hasPrefix("////", at: 0) {
            // `/// sourcery: key` is an annotation, as in Sourcery (and `/// gen: key` alike).
            content = 3..<text.count
            isBlock = false
        } else if text.hasPrefix("//", at: 0) {
            content = 2..<text.count
            isBlock = false
        } else if text.hasPrefix("/**", at: 0), !text.hasPrefix("/**/", at: 0), !text.hasPrefix("/***", at: 0) {
            warnIfAnnotationLike(text, contentStart: 3, diagnostics: &diagnostics)
            return ClassifiedComment(kind: .documentation,
                                     documentation: DocumentationText.blockComment(comment.text))
        } else if text.hasPrefix("/*", at: 0) {
            let closed = text.count >= 4 && text.hasPrefix("*/", at: text.count - 2)
            content = 2..<(closed ? text.count - 2 : text.count)
            isBlock = true
        } else {
            return ClassifiedComment(kind: .plain)
        }

        let start = text.skipWhitespace(from: content.lowerBound, to: content.upperBound, newlines: isBlock)
        guard let prefix = prefixes.first(where: { text.hasPrefix($0, at: start) }) else {
            return ClassifiedComment(kind: .plain)
        }
        let directive = start + prefix.utf8.count
        return classifyDirective(text, from: directive, to: content.upperBound, isBlock: isBlock,
                                 grammar: prefix == "sourcery:" ? .sourcery : .annogen, diagnostics: &diagnostics)
    }

    /// Reads what follows `gen:`: `end`, `begin:`, `file:`, `inline:`, or namespaces and a body.
    private static func classifyDirective(
        _ text: CommentText, from start: Int, to end: Int, isBlock: Bool, grammar: Grammar, diagnostics: inout [Diagnostic]
    ) -> ClassifiedComment {
        let wordStart = text.skipWhitespace(from: start, to: end, newlines: isBlock)
        let wordEnd = text.identifierEnd(from: wordStart, to: end)
        let word = text.string(wordStart..<wordEnd)
        if word == "end", wordEnd == end || text[wordEnd] == ASCII.colon || text.isBlank(wordEnd..<end) {
            return ClassifiedComment(kind: .blockEnd)
        }
        if wordEnd < end, text[wordEnd] == ASCII.colon {
            let afterColon = wordEnd + 1
            switch word {
            case "begin":
                return body(text, from: afterColon, to: end, isBlock: isBlock, kind: .blockBegin,
                            grammar: grammar, diagnostics: &diagnostics)
            case "file":
                // `gen:file: a` annotates the file; `gen:file:Path.swift` is an output marker.
                if afterColon == end || text.isBlank(afterColon..<(afterColon + 1)) {
                    return body(text, from: afterColon, to: end, isBlock: isBlock, kind: .fileAnnotations,
                                grammar: grammar, diagnostics: &diagnostics)
                }
                return ClassifiedComment(kind: .outputMarker)
            case "inline":
                return ClassifiedComment(kind: .outputMarker)
            default:
                break
            }
        }
        return body(text, from: start, to: end, isBlock: isBlock, kind: .annotations, grammar: grammar, diagnostics: &diagnostics)
    }

    /// How an annotation's body is read: `gen:` by annogen's grammar, `sourcery:` as Sourcery reads it.
    private enum Grammar {
        case annogen
        case sourcery
    }

    /// Reads `ns1:ns2: body` (namespaces optional) starting at `start`; a `sourcery:` body line by
    /// line as Sourcery does (`SourceryAnnotationLine`), which reports nothing.
    private static func body(
        _ text: CommentText, from start: Int, to end: Int, isBlock: Bool, kind: ClassifiedComment.Kind,
        grammar: Grammar, diagnostics: inout [Diagnostic]
    ) -> ClassifiedComment {
        if grammar == .sourcery {
            var annotations: [Annotation] = []
            var lineStart = start
            while lineStart < end {
                var lineEnd = lineStart
                while lineEnd < end, let byte = text[lineEnd], !ASCII.isLineBreak(byte) { lineEnd += 1 }
                annotations += SourceryAnnotationLine.parse(text, range: lineStart..<lineEnd)
                lineStart = lineEnd + 1
            }
            return ClassifiedComment(kind: kind, annotations: annotations)
        }
        var position = text.skipWhitespace(from: start, to: end, newlines: isBlock)
        var namespace: [String] = []
        while position < end, let first = text[position], ASCII.isIdentifierStart(first) {
            let segmentEnd = text.identifierEnd(from: position, to: end)
            guard segmentEnd < end, text[segmentEnd] == ASCII.colon else { break }
            namespace.append(text.string(position..<segmentEnd))
            position = segmentEnd + 1
        }
        let parsed = AnnotationBodyParser.parse(text, range: position..<end, namespace: namespace)
        diagnostics.append(contentsOf: parsed.diagnostics)
        return ClassifiedComment(kind: kind, annotations: parsed.annotations)
    }

    /// Whether the comment's text after `contentStart` begins (after spaces) with `gen:` or `sourcery:`.
    private static func startsWithPrefix(_ text: CommentText, contentStart: Int) -> Bool {
        let start = text.skipWhitespace(from: contentStart, to: text.count, newlines: false)
        return prefixes.contains { text.hasPrefix($0, at: start) }
    }

    /// A `/** */` doc comment is never an annotation; say so when one looks like an annotation.
    private static func warnIfAnnotationLike(_ text: CommentText, contentStart: Int, diagnostics: inout [Diagnostic]) {
        let start = text.skipWhitespace(from: contentStart, to: text.count, newlines: true)
        guard let prefix = prefixes.first(where: { text.hasPrefix($0, at: start) }) else { return }
        diagnostics.append(.warning(
            "'\(prefix)' in a /** */ doc comment is documentation, not an annotation; write it as '// \(prefix) …'",
            at: text.location(at: start)))
    }
}
