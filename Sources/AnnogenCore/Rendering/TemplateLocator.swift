import Stencil

/// Exact 1-based line and column of a Stencil token.
///
/// Stencil's own `sourceMap.location` is computed by searching each line's text in
/// the template, which gives line 0 or the wrong line when a line repeats (or is a
/// substring of an earlier line) and counts `\r\n` as two line breaks. So the
/// template's token ranges are taken again (`TemplateLexer.spans`, Stencil's token rules);
/// they are index-aligned with its tokens, and an error token is found by identity.
enum TemplateLocator {
    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    /// The position of `token` in `source`, whose Stencil tokens are `tokens`; with
    /// `filter`, the position of that filter's name (after a `|`) inside the token.
    static func position(of token: Token, source: String, tokens: [Token], filter: String? = nil) -> Position? {
        let ranges = tokenRanges(source)
        guard ranges.count == tokens.count else { return fallback(token) }
        if let index = tokens.firstIndex(where: { $0 === token }) {
            if let filter, let start = filterStart(filter, in: ranges[index], source: source) {
                return position(at: start, in: source)
            }
            return position(ofContentsOf: tokens[index], in: ranges[index], source: source)
        }
        // A token Stencil made for part of another one (a filter inside `{{ … }}`): find the
        // enclosing token by its reported line and shift by the reported offset difference.
        let location = token.sourceMap.location
        let enclosing = tokens.indices.last { encloses(tokens[$0], token) }
        guard let enclosing else { return fallback(token) }
        if let filter, let start = filterStart(filter, in: ranges[enclosing], source: source) {
            return position(at: start, in: source)
        }
        var start = position(ofContentsOf: tokens[enclosing], in: ranges[enclosing], source: source)
        start.column += location.lineOffset - tokens[enclosing].sourceMap.location.lineOffset
        return start
    }

    /// True when `token` is a piece Stencil made of `candidate` (a filter inside `{{ … }}`): on the same
    /// line of the same template text, at or after it, and its text part of the candidate's.
    static func encloses(_ candidate: Token, _ token: Token) -> Bool {
        let outer = candidate.sourceMap.location, inner = token.sourceMap.location
        return candidate.kind != .text && outer.lineNumber == inner.lineNumber && outer.content == inner.content
            && outer.lineOffset <= inner.lineOffset && candidate.contents.contains(token.contents)
    }

    /// Stencil's location, made 1-based; nil when Stencil does not know it.
    static func fallback(_ token: Token) -> Position? {
        let location = token.sourceMap.location
        guard location.lineNumber > 0 else { return nil }
        return Position(line: Int(location.lineNumber), column: location.lineOffset + 1)
    }

    private static func position(ofContentsOf token: Token, in range: Range<String.Index>, source: String) -> Position {
        var start = range.lowerBound
        if token.kind != .text, !token.contents.isEmpty,
           let found = source.range(of: token.contents, range: range) {
            start = found.lowerBound
        }
        return position(at: start, in: source)
    }

    /// Where the name `filter` starts after a `|` (and optional spaces) inside `range`.
    private static func filterStart(_ filter: String, in range: Range<String.Index>, source: String) -> String.Index? {
        var searchStart = range.lowerBound
        while searchStart < range.upperBound,
              let bar = source[searchStart..<range.upperBound].firstIndex(of: "|") {
            let afterBar = source.index(after: bar)
            let nameStart = source[afterBar..<range.upperBound].firstIndex { $0 != " " && !$0.isNewline } ?? afterBar
            if source[nameStart..<range.upperBound].hasPrefix(filter) {
                let nameEnd = source.index(nameStart, offsetBy: filter.count)
                if nameEnd == range.upperBound || !(source[nameEnd].isLetter || source[nameEnd].isNumber) {
                    return nameStart
                }
            }
            searchStart = afterBar
        }
        return nil
    }

    private static func position(at start: String.Index, in source: String) -> Position {
        var line = 1
        var lineStart = source.startIndex
        var index = source.startIndex
        while index < start, index < source.endIndex {
            if source[index].isNewline {
                line += 1
                lineStart = source.index(after: index)
            }
            index = source.index(after: index)
        }
        return Position(line: line, column: source[lineStart..<start].count + 1)
    }

    /// The source range of every token, in the order Stencil's lexer produces them
    /// (`TemplateLexer.spans`).
    static func tokenRanges(_ source: String) -> [Range<String.Index>] {
        var text = source
        let spans = text.withUTF8 { TemplateLexer.spans($0) }
        let utf8 = source.utf8
        return spans.map { span in
            utf8.index(utf8.startIndex, offsetBy: span.bytes.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: span.bytes.upperBound)
        }
    }
}
