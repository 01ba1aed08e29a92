/// Reading a header's conditional directives as text: which `#if` chain a skipped block belongs to,
/// which identifiers each condition names, and whether a block holds anything but directives.
extension ConditionalBlocks {
    /// One logical source line (continuations joined), with comments taken out.
    struct LogicalLine {
        var number: Int
        var column: Int
        var text: String
    }

    /// Every `#if…` chain of the text: its `#if`, `#elif`s and `#else`, in order (nested chains are
    /// chains of their own).
    static func chains(in lines: [LogicalLine]) -> [[Directive]] {
        var chains: [[Directive]] = []
        var open: [Int] = []
        for line in lines {
            guard let (keyword, rest) = directive(line.text) else { continue }
            let made = Directive(line: line.number, column: line.column, keyword: keyword, identifiers: identifiers(keyword, rest))
            switch keyword {
            case "if", "ifdef", "ifndef":
                chains.append([made])
                open.append(chains.count - 1)
            case "elif", "elifdef", "elifndef", "else":
                if let top = open.last { chains[top].append(made) }
            case "endif":
                _ = open.popLast()
            default:
                break
            }
        }
        return chains
    }

    /// The chain and the index of the directive on `line` (where a skipped block starts).
    static func chain(startingBlockAt line: Int, in chains: [[Directive]]) -> ([Directive], Int)? {
        for chain in chains {
            if let index = chain.firstIndex(where: { $0.line == line }) { return (chain, index) }
        }
        return nil
    }

    /// True when the lines hold something besides blank lines, comments and directives.
    static func hasContent(_ logicalLines: [LogicalLine], lines: Range<Int>) -> Bool {
        logicalLines.contains { line in
            lines.contains(line.number) && directive(line.text) == nil
                && line.text.contains { !$0.isWhitespace }
        }
    }

    /// `#  elif FOO` → (`elif`, `FOO`).
    static func directive(_ text: String) -> (String, Substring)? {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == "#" else { return nil }
        let afterHash = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
        let keyword = afterHash.prefix { $0.isLetter }
        return (String(keyword), afterHash.dropFirst(keyword.count))
    }

    /// The macro names a condition tests: `FOO` of `#ifdef FOO`; the identifiers of an `#if`
    /// expression, without `defined` and the arguments of `__has_include(…)` and its kin.
    static func identifiers(_ keyword: String, _ condition: Substring) -> [String] {
        let characters = Array(condition)
        var result: [String] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isNumber {
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "." {
                    index += 1
                }
            } else if character.isLetter || character == "_" {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                let name = String(characters[index..<end])
                index = end
                if name.hasPrefix("__has_") || name.hasPrefix("__is_") || name == "__building_module" {
                    index = skipParenthesized(characters, from: index)
                } else if name != "defined" {
                    result.append(name)
                }
            } else {
                index += 1
            }
        }
        if keyword == "ifdef" || keyword == "ifndef" || keyword == "elifdef" || keyword == "elifndef" {
            return Array(result.prefix(1))
        }
        return keyword == "else" || keyword == "endif" ? [] : result
    }

    /// The index after the `(…)` that follows `start` (past spaces), or `start` when none does.
    private static func skipParenthesized(_ characters: [Character], from start: Int) -> Int {
        var index = start
        while index < characters.count, characters[index] == " " { index += 1 }
        guard index < characters.count, characters[index] == "(" else { return start }
        var depth = 0
        while index < characters.count {
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    /// The text's lines with backslash continuations joined (numbered by their first line) and
    /// comments replaced by a space.
    static func logicalLines(_ bytes: [UInt8]) -> [LogicalLine] {
        let text = String(decoding: bytes, as: UTF8.self)
        var result: [LogicalLine] = []
        var inBlockComment = false
        var pending: LogicalLine?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let continues = line.hasSuffix("\\")
            if continues { line = line.dropLast() }
            let cleaned = stripComments(line, inBlockComment: &inBlockComment)
            if var current = pending {
                current.text += " " + cleaned
                pending = current
            } else {
                let column = (rawLine.firstIndex(of: "#").map { rawLine.distance(from: rawLine.startIndex, to: $0) } ?? 0) + 1
                pending = LogicalLine(number: offset + 1, column: column, text: cleaned)
            }
            if !continues, let finished = pending {
                result.append(finished)
                pending = nil
            }
        }
        if let pending { result.append(pending) }
        return result
    }

    /// The line without `//` and `/* … */` comments (string literals are not looked into).
    private static func stripComments(_ line: Substring, inBlockComment: inout Bool) -> String {
        var output = ""
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if inBlockComment {
                if line[index] == "*", next < line.endIndex, line[next] == "/" {
                    inBlockComment = false
                    output.append(" ")
                    index = line.index(after: next)
                    continue
                }
            } else if line[index] == "/", next < line.endIndex, line[next] == "/" {
                break
            } else if line[index] == "/", next < line.endIndex, line[next] == "*" {
                inBlockComment = true
                index = line.index(after: next)
                continue
            } else {
                output.append(line[index])
            }
            index = next
        }
        return output
    }
}
