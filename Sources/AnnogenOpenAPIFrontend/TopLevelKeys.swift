/// A cheap look at a YAML or JSON file's top-level keys, so fixtures and configs among the sources
/// cost no parse while a spec is read wherever its `openapi`/`swagger` key is written: Twilio's
/// specs list their keys alphabetically, `openapi` after `components`, far past the first 4 KB.
/// One pass over the bytes, no tree: JSON (and YAML's flow style, `{openapi: 3.0.3, …}`) by its
/// nesting depth, skipping strings; YAML's block style by the keys written at the start of a line.
enum TopLevelKeys {
    /// Whether `text` has `openapi` or `swagger` among its top-level keys (quoted or not).
    static func containSpecVersion(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.starts(with: byteOrderMark) { bytes = bytes.dropFirst(byteOrderMark.count) }
        let start = contentStart(bytes)
        if start.first == openBrace { return flowKeysContainSpecVersion(start) }
        return blockKeysContainSpecVersion(bytes)
    }

    /// Past blank lines, comment lines, directives (`%YAML 1.2`) and a document start (`---`).
    private static func contentStart(_ bytes: Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence {
        var rest = bytes
        while true {
            rest = rest.drop { isSpace($0) || $0 == newline || $0 == carriageReturn }
            guard let first = rest.first else { return rest }
            if first == UInt8(ascii: "#") || first == UInt8(ascii: "%") {
                rest = rest.drop { $0 != newline }
                continue
            }
            if rest.starts(with: Array("---".utf8)) {
                rest = rest.dropFirst(3)
                continue
            }
            return rest
        }
    }

    private static let names: [[UInt8]] = [Array("openapi".utf8), Array("swagger".utf8)]

    /// Block style: a key at column 0 (`openapi: 3.1.0`, `"swagger": "2.0"`), the document's top
    /// level, where YAML writes it; lines inside block scalars are indented, so they are not read.
    private static func blockKeysContainSpecVersion(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.endIndex
            if keyIsSpecVersion(bytes[lineStart..<lineEnd]) { return true }
            lineStart = lineEnd == bytes.endIndex ? lineEnd : bytes.index(after: lineEnd)
        }
        return false
    }

    /// Flow style (JSON): the keys at depth 1, each after the opening `{` or a `,`.
    private static func flowKeysContainSpecVersion(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        var depth = 0
        var expectsKey = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if depth == 1, expectsKey, !isSpace(byte), byte != newline, byte != carriageReturn {
                expectsKey = false
                if keyIsSpecVersion(bytes[index...]) { return true }
            }
            switch byte {
            case openBrace, openBracket:
                depth += 1
                expectsKey = depth == 1
            case closeBrace, closeBracket:
                depth -= 1
                if depth <= 0 { return false }
            case comma:
                expectsKey = depth == 1
            case doubleQuote:
                index = endOfString(in: bytes, openedAt: index)
                continue
            case singleQuote where startsScalar(before: index, in: bytes):
                // YAML's quoted scalar; inside a plain one (`Carl's API`) an apostrophe.
                index = endOfString(in: bytes, openedAt: index)
                continue
            default:
                break
            }
            index = bytes.index(after: index)
        }
        return false
    }

    /// Whether the byte at `index` starts a scalar: only spaces between it and a `{`, `[`, `,` or `:`.
    private static func startsScalar(before index: Substring.UTF8View.Index, in bytes: Substring.UTF8View.SubSequence) -> Bool {
        let previous = bytes[..<index].last { !isSpace($0) && $0 != newline && $0 != carriageReturn }
        return previous.map { [openBrace, openBracket, comma, colon].contains($0) } ?? true
    }

    /// Whether `bytes` begin with `openapi` or `swagger`, bare or quoted, then spaces and a `:`.
    private static func keyIsSpecVersion(_ bytes: Substring.UTF8View.SubSequence) -> Bool {
        var rest = bytes
        let quote = rest.first.flatMap { $0 == doubleQuote || $0 == singleQuote ? $0 : nil }
        if quote != nil { rest = rest.dropFirst() }
        for name in names where rest.starts(with: name) {
            var after = rest.dropFirst(name.count)
            if let quote {
                guard after.first == quote else { continue }
                after = after.dropFirst()
            }
            if after.drop(while: isSpace).first == colon { return true }
        }
        return false
    }

    /// The index after the string that starts at `start` (its closing quote), or the end.
    private static func endOfString(in bytes: Substring.UTF8View.SubSequence, openedAt start: Substring.UTF8View.Index) -> Substring.UTF8View.Index {
        let quote = bytes[start]
        var index = bytes.index(after: start)
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == backslash, quote == doubleQuote {
                index = bytes.index(after: index)
                if index < bytes.endIndex { index = bytes.index(after: index) }
                continue
            }
            index = bytes.index(after: index)
            if byte == quote { return index }
        }
        return index
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    private static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), backslash = UInt8(ascii: "\\")
    private static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
}
