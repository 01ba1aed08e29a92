import Foundation

/// Cuts a template into tokens in one pass over its bytes, as Stencil's lexer cuts it: text up to
/// each `{{`, `{%` or `{#`, then the tag up to its closing `}}`, `%}` or `#}` (the first `}` after the
/// tag's closing character, counting from the tag's own first bytes, so `{%}` is a tag).
///
/// Unlike Stencil, a tag that is never closed is an error at its opening, not the end of the
/// template; so is a `{{ … }}` or `{% … %}` whose inside holds another tag's opening outside
/// quotes (its own closing was left out, and it runs on into the next tag).
struct Lexer {
    let source: SourceText

    func tokens() throws -> [Token] {
        let bytes = source.bytes
        var tokens: [Token] = []
        var position = 0
        let count = bytes.count
        while position < count {
            guard let tagStart = Self.tagStart(in: bytes, from: position) else {
                tokens.append(Token(kind: .text, contents: source.text(position..<count), offset: position, start: position, end: count))
                break
            }
            if tagStart > position {
                tokens.append(Token(kind: .text, contents: source.text(position..<tagStart), offset: position, start: position, end: tagStart))
            }
            guard let tagEnd = Self.tagEnd(in: bytes, from: tagStart) else {
                let opening = bytes[tagStart + 1] == UInt8(ascii: "{") ? "{{" : bytes[tagStart + 1] == UInt8(ascii: "%") ? "{%" : "{#"
                let closing = opening == "{{" ? "}}" : opening == "{%" ? "%}" : "#}"
                throw TemplateError("'\(opening)' is never closed: no '\(closing)' after it", offset: tagStart)
            }
            if Self.delimiterJoinsNext(bytes, tagStart + 1) {
                // Stencil tells tags by their first characters: `{%` with a combining mark after
                // it is not `{%`, and the tag is text.
                tokens.append(Token(kind: .text, contents: source.text(tagStart..<tagEnd), offset: tagStart, start: tagStart, end: tagEnd))
            } else {
                tokens.append(try tag(tagStart..<tagEnd))
            }
            position = tagEnd
        }
        return tokens
    }

    /// The token of the tag at `range` (its bytes, delimiters included).
    private func tag(_ range: Range<Int>) throws -> Token {
        let bytes = source.bytes
        let second = bytes[range.lowerBound + 1]
        let kind: Token.Kind = second == UInt8(ascii: "{") ? .variable : second == UInt8(ascii: "%") ? .block : .comment
        let text = source.text(range)
        var leading = Token.Whitespace.unspecified
        var trailing = Token.Whitespace.unspecified
        if kind == .block {
            // Stencil reads the third character and the third from the end.
            let characters = Array(text)
            if characters.count > 2 { leading = Self.whitespace(characters[2]) }
            if characters.count >= 3 { trailing = Self.whitespace(characters[characters.count - 3]) }
        }
        let contents = Self.stripped(text, leading: 2 + (leading == .unspecified ? 0 : 1), trailing: 2 + (trailing == .unspecified ? 0 : 1))
        if kind != .comment, let inner = Self.openingInside(bytes, range) {
            let (opening, closing) = kind == .variable ? ("{{", "}}") : ("{%", "%}")
            throw TemplateError(
                "'\(opening)' is not closed before the next tag (at \(source.lineAndColumn(of: inner).text)): add its '\(closing)'",
                offset: range.lowerBound
            )
        }
        let offset = contents.isEmpty ? range.lowerBound : (source.find(contents, in: range) ?? range.lowerBound)
        return Token(kind: kind, contents: contents, offset: offset, start: range.lowerBound, end: range.upperBound, leading: leading, trailing: trailing)
    }

    private static func whitespace(_ character: Character) -> Token.Whitespace {
        switch character {
        case "-": .trim
        case "+": .keep
        default: .unspecified
        }
    }

    /// Stencil's value of a tag: the inside's non-empty lines, each trimmed of spaces, joined by spaces.
    private static func stripped(_ text: String, leading: Int, trailing: Int) -> String {
        guard text.count > leading + trailing else { return "" }
        let inside = text.dropFirst(leading).dropLast(trailing)
        // Without `\r`, a line break is always a `Character` of its own, so the standard library's
        // split gives the lines Foundation's `components(separatedBy:)` gives, at a tenth of the time.
        let lines = text.utf8.contains(UInt8(ascii: "\r"))
            ? String(inside).components(separatedBy: "\n").filter { !$0.isEmpty }
            : inside.split(separator: "\n").map(String.init)
        return lines.map { $0.stencilTrimmed(" ") }.joined(separator: " ")
    }

    /// Where the next `{{`, `{%` or `{#` at or after `position` starts.
    private static func tagStart(in bytes: [UInt8], from position: Int) -> Int? {
        var index = position
        let last = bytes.count - 1
        while index < last {
            guard let brace = bytes[index..<last].firstIndex(of: UInt8(ascii: "{")) else { return nil }
            switch bytes[brace + 1] {
            case UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: "#"): return brace
            default: index = brace + 1
            }
        }
        return nil
    }

    /// The end (past its `}`) of the tag starting at `start`.
    private static func tagEnd(in bytes: [UInt8], from start: Int) -> Int? {
        let closing: UInt8 = bytes[start + 1] == UInt8(ascii: "{") ? UInt8(ascii: "}") : bytes[start + 1]
        var previousCloses = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if previousCloses && byte == UInt8(ascii: "}") { return index + 1 }
            previousCloses = byte == closing
            index += 1
        }
        return nil
    }

    /// Whether the character at `index` (a tag's `{`, `%` or `#`) and what follows it make one
    /// character (a combining mark, a zero-width joiner): only a byte past ASCII can start one.
    private static func delimiterJoinsNext(_ bytes: [UInt8], _ index: Int) -> Bool {
        guard index + 1 < bytes.count, bytes[index + 1] >= 0x80 else { return false }
        let text = String(decoding: bytes[index..<min(bytes.count, index + 9)], as: UTF8.self)
        return (text.first?.unicodeScalars.count ?? 1) > 1
    }

    /// Where another tag opens (`{{` or `{%`) inside the tag at `range`, outside quotes.
    private static func openingInside(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var quote: UInt8?
        var index = range.lowerBound + 2
        while index < range.upperBound - 2 {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%") {
                return index
            }
            index += 1
        }
        return nil
    }
}
