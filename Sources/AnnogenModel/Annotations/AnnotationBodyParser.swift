/// Reads the body of one annotation comment — the part after `gen:` and any namespaces — into
/// `Annotation`s. Items are separated by commas (or line breaks, in block comments):
/// `flag`, `key = 1`, `key = -2.5`, `key = "text"`, `key = true`, `key = word`.
/// A malformed item becomes an error diagnostic and parsing resumes at the next item.
struct AnnotationBodyParser {
    private let text: CommentText
    private let end: Int
    private let namespace: [String]
    private var position: Int
    private(set) var annotations: [Annotation] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// Parses `text[range]`; every annotation gets `namespace`.
    static func parse(_ text: CommentText, range: Range<Int>, namespace: [String]) -> (
        annotations: [Annotation], diagnostics: [Diagnostic]
    ) {
        var parser = AnnotationBodyParser(text: text, end: range.upperBound, namespace: namespace,
                                          position: range.lowerBound)
        parser.parseItems()
        return (parser.annotations, parser.diagnostics)
    }

    private init(text: CommentText, end: Int, namespace: [String], position: Int) {
        self.text = text
        self.end = min(end, text.count)
        self.namespace = namespace
        self.position = position
    }

    private var current: UInt8? { position < end ? text[position] : nil }

    private func isSeparator(_ byte: UInt8?) -> Bool {
        guard let byte else { return true }
        return byte == ASCII.comma || ASCII.isLineBreak(byte)
    }

    private mutating func skipBlanks() {
        position = text.skipWhitespace(from: position, to: end, newlines: false)
    }

    private mutating func parseItems() {
        while position < end {
            skipBlanks()
            if position >= end { break }
            if isSeparator(current) {
                position += 1
                continue
            }
            if !parseItem() { skipToNextItem() }
        }
    }

    /// Parses one item starting at a non-blank byte; false after reporting an error.
    private mutating func parseItem() -> Bool {
        let keyStart = position
        while let byte = current, byte != ASCII.equals, byte != ASCII.quote, !isSeparator(byte) {
            position += 1
        }
        var keyEnd = position
        while keyEnd > keyStart, let byte = text[keyEnd - 1], ASCII.isBlank(byte) { keyEnd -= 1 }
        guard keyEnd > keyStart else {
            let what = current == ASCII.equals ? "'='" : "a value"
            return fail("missing annotation key before \(what)", at: keyStart)
        }
        guard let key = validKey(keyStart..<keyEnd) else { return false }
        let location = text.location(at: keyStart)

        if isSeparator(current) {
            append(key, .bool(true), at: location)
            return true
        }
        guard current == ASCII.equals else {
            return fail("expected '=' or ',' after annotation key '\(key)'", at: position)
        }
        let equalsOffset = position
        position += 1
        skipBlanks()
        if isSeparator(current) {
            return fail("missing value after '=' for annotation key '\(key)'", at: equalsOffset)
        }
        let value: AnnotationValue?
        if current == ASCII.quote {
            value = parseQuotedValue(key: key)
        } else {
            value = parseBareValue(key: key)
        }
        guard let value else { return false }
        append(key, value, at: location)
        return true
    }

    /// The key in `range` when it is a valid identifier (letters, digits, `_`, `-`; not starting
    /// with a digit or `-`); otherwise reports the first bad character.
    private mutating func validKey(_ range: Range<Int>) -> String? {
        let key = text.string(range)
        for offset in range {
            guard let byte = text[offset] else { break }
            let ok = offset == range.lowerBound ? ASCII.isIdentifierStart(byte) : ASCII.isIdentifier(byte)
            if !ok {
                let character = text.string(offset..<characterEnd(from: offset))
                _ = fail("invalid character '\(character)' in annotation key '\(key)'", at: offset)
                return nil
            }
        }
        return key
    }

    /// The end of the UTF-8 sequence starting at `offset` (so messages never cut a character).
    private func characterEnd(from offset: Int) -> Int {
        var next = offset + 1
        while next < end, let byte = text[next], byte & 0xC0 == 0x80 { next += 1 }
        return next
    }

    /// A `"…"` value with `\"`, `\\`, `\n`, `\t` escapes; it must end on the same line.
    private mutating func parseQuotedValue(key: String) -> AnnotationValue? {
        let quoteOffset = position
        position += 1
        var bytes: [UInt8] = []
        while true {
            guard let byte = current, !ASCII.isLineBreak(byte) else {
                _ = fail("unterminated string for annotation key '\(key)'", at: quoteOffset)
                return nil
            }
            position += 1
            if byte == ASCII.quote { break }
            guard byte == ASCII.backslash, let escaped = current, !ASCII.isLineBreak(escaped) else {
                bytes.append(byte)
                continue
            }
            position += 1
            switch escaped {
            case ASCII.quote, ASCII.backslash: bytes.append(escaped)
            case UInt8(ascii: "n"): bytes.append(ASCII.newline)
            case UInt8(ascii: "t"): bytes.append(ASCII.tab)
            default:
                diagnostics.append(.warning(
                    "unknown escape '\\\(Unicode.Scalar(escaped))' in string; kept as written",
                    at: text.location(at: position - 2)))
                bytes.append(contentsOf: [byte, escaped])
            }
        }
        skipBlanks()
        guard isSeparator(current) else {
            _ = fail("unexpected text after the string value of annotation key '\(key)'", at: position)
            return nil
        }
        return .string(String(decoding: bytes, as: UTF8.self))
    }

    /// An unquoted value up to the next separator: `true`/`false`, a number, or a bare word.
    private mutating func parseBareValue(key: String) -> AnnotationValue? {
        let start = position
        while let byte = current, !isSeparator(byte) {
            if byte == ASCII.quote || byte == ASCII.equals {
                let what = byte == ASCII.quote ? "'\"'" : "'='"
                _ = fail("unexpected \(what) in the value of annotation key '\(key)'; quote the whole value",
                         at: position)
                return nil
            }
            position += 1
        }
        var valueEnd = position
        while valueEnd > start, let byte = text[valueEnd - 1], ASCII.isBlank(byte) { valueEnd -= 1 }
        let word = text.string(start..<valueEnd)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: return AnnotationBodyParser.number(word) ?? .string(word)
        }
    }

    /// `[-+]digits[.digits][e[-+]digits]` as `.int` (no fraction or exponent, fits in `Int`) or
    /// `.double` (a fraction or an exponent); nil for anything else (so `inf`, `nan`, `0x10` and
    /// integers past `Int`'s range stay words).
    static func number(_ word: String) -> AnnotationValue? {
        var bytes = Array(word.utf8)[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        func digits() -> Int {
            let count = bytes.prefix(while: ASCII.isDigit).count
            bytes = bytes.dropFirst(count)
            return count
        }
        guard digits() > 0 else { return nil }
        var isInteger = true
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return nil }
            isInteger = false
        }
        if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            guard digits() > 0 else { return nil }
            isInteger = false
        }
        guard bytes.isEmpty else { return nil }
        // Past Int's range (a UInt64's largest value): a word, kept as written, not rounded to a Double.
        if isInteger { return Int(word).map(AnnotationValue.int) }
        guard let double = Double(word), double.isFinite else { return nil }
        return .double(double)
    }

    private mutating func append(_ key: String, _ value: AnnotationValue, at location: SourceLocation) {
        // Rendered into generated code, such a value would end or open an inline block early and
        // change which lines annogen rewrites.
        if case .string(let string) = value, let marker = MarkerLine.firstMarker(in: string) {
            diagnostics.append(.error(
                "the value of annotation key '\(key)' contains the marker '\(marker)'; "
                    + "rendered into generated code it would end or open a block, so it is refused", at: location))
            return
        }
        annotations.append(Annotation(namespace: namespace, key: key, value: value, location: location))
    }

    private mutating func fail(_ message: String, at offset: Int) -> Bool {
        diagnostics.append(.error(message, at: text.location(at: offset)))
        return false
    }

    /// After an error: skip to the next separator, stepping over quoted strings so a comma inside
    /// one does not start a new item; an unterminated string ends at the line break.
    private mutating func skipToNextItem() {
        var inString = false
        while let byte = current {
            if ASCII.isLineBreak(byte) { return }
            if inString {
                if byte == ASCII.backslash, let next = text[position + 1], !ASCII.isLineBreak(next) {
                    position += 1
                } else if byte == ASCII.quote {
                    inString = false
                }
            } else if byte == ASCII.quote {
                inString = true
            } else if byte == ASCII.comma {
                return
            }
            position += 1
        }
    }
}
