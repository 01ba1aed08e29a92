/// Turns a doc comment's text into its documentation lines, without delimiters.
enum DocumentationText {
    /// `/// text` → `["text"]`: drops `///` and one following space, keeps the rest as written
    /// (less a trailing carriage return).
    static func lineComment(_ text: String) -> [String] {
        var body = Substring(text.dropFirst(3))
        if body.first == " " { body = body.dropFirst() }
        return [trimmingTrailing(body, whitespace: false)]
    }

    /// `/** … */` → its lines: the delimiters go, a leading ` * ` margin goes, trailing whitespace
    /// goes, lines without a margin lose their common indentation, and an empty first or last line
    /// (the ones holding `/**` and `*/`) is dropped.
    static func blockComment(_ text: String) -> [String] {
        var body = Substring(text.dropFirst(3))
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        // "\r\n" is a single Character, so CRLF line breaks need their own test.
        let rawLines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }

        var lines: [Substring] = []
        var hasMargin: [Bool] = []
        for (index, raw) in rawLines.enumerated() {
            var line = Substring(trimmingTrailing(raw, whitespace: true))
            if index == 0 {
                line = line.drop(while: isBlank)
                lines.append(line)
                hasMargin.append(true)
                continue
            }
            let afterIndent = line.drop(while: isBlank)
            if afterIndent.first == "*", afterIndent.dropFirst().first != "*" {
                line = afterIndent.dropFirst()
                if let first = line.first, isBlank(first) { line = line.dropFirst() }
                lines.append(line)
                hasMargin.append(true)
            } else {
                lines.append(line)
                hasMargin.append(false)
            }
        }

        // Lines written without a `*` margin keep their indentation relative to each other.
        let indents = zip(lines, hasMargin).compactMap { line, margin -> Int? in
            guard !margin, line.contains(where: { !isBlank($0) }) else { return nil }
            return line.prefix(while: isBlank).count
        }
        let commonIndent = indents.min() ?? 0
        var result = zip(lines, hasMargin).map { line, margin in
            margin ? String(line) : String(line.dropFirst(min(commonIndent, line.prefix(while: isBlank).count)))
        }
        if let first = result.first, first.isEmpty { result.removeFirst() }
        if let last = result.last, last.isEmpty { result.removeLast() }
        return result
    }

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\r"
    }

    private static func trimmingTrailing(_ text: Substring, whitespace: Bool) -> String {
        var end = text.endIndex
        while end > text.startIndex {
            let previous = text.index(before: end)
            let character = text[previous]
            guard character == "\r" || character == "\n" || character == "\r\n" || (whitespace && isBlank(character)) else { break }
            end = previous
        }
        return String(text[..<end])
    }
}
