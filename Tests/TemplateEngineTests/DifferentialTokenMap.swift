/// A template's tokens as Stencil 0.15.1's scanner cuts them, with where each truly is: written
/// apart from both engines, so that error locations can be checked against the template's text
/// (Stencil's own line numbers are wrong on repeated lines and after `\r\n`).
struct DifferentialTokenMap {
    enum Kind { case text, variable, block, comment }

    struct Entry {
        var kind: Kind
        /// Stencil's contents (tags: the inside's lines trimmed of spaces, joined by spaces).
        var contents: String
        /// UTF-8 offsets of the token's text (a tag's `{` to past its `}`).
        var start: Int
        var end: Int
        /// The line the token's contents start on (the tag's line when they span lines).
        var line: Int
        var lastLine: Int
        /// The token this one closes or continues (`endfor` → its `for`), for block tags.
        var opener: Int?

        var firstWord: String? { contents.split(separator: " ").first.map(String.init) }
        /// A block tag's name: its first word, or its second after a label (`outer: for`).
        var tagName: String? {
            let words = contents.split(separator: " ")
            guard let first = words.first else { return nil }
            return first.hasSuffix(":") && words.count >= 2 ? String(words[1]) : String(first)
        }
    }

    /// A tag that Stencil's scanner takes without it being closed where it should be: never closed,
    /// or holding another tag's opening outside quotes. (Ours reports it at its opening.)
    struct Unclosed {
        var start: Int
        var line: Int
        var neverClosed: Bool
    }

    let text: String
    private(set) var entries: [Entry] = []
    private(set) var unclosed: Unclosed?
    private let lineStarts: [Int]

    init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") || (bytes[index] == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        scan(bytes)
        matchOpeners()
    }

    /// The 1-based line of the byte at `offset`.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The token whose text holds `offset`.
    func entry(at offset: Int) -> Int? {
        entries.firstIndex { $0.start <= offset && offset < $0.end }
    }

    /// Stencil's scanner (`Scanner.scanForTokenStart`/`scanForTokenEnd`), over Unicode scalars.
    private mutating func scan(_ bytes: [UInt8]) {
        let scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []
        var offset = 0
        offsets.reserveCapacity(scalars.count + 1)
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        var position = 0
        while position < scalars.count {
            var tagStart: Int?
            var foundBrace = false
            var index = position
            while index < scalars.count {
                if foundBrace && (scalars[index] == "{" || scalars[index] == "%" || scalars[index] == "#") {
                    tagStart = index - 1
                    break
                }
                foundBrace = scalars[index] == "{"
                index += 1
            }
            guard let start = tagStart else {
                add(kind: .text, offsets[position], offsets[scalars.count], bytes)
                return
            }
            if start > position { add(kind: .text, offsets[position], offsets[start], bytes) }
            let closing: Unicode.Scalar = scalars[start + 1] == "{" ? "}" : scalars[start + 1]
            var foundClosing = false
            var end: Int?
            index = start
            while index < scalars.count {
                if foundClosing && scalars[index] == "}" {
                    end = index + 1
                    break
                }
                foundClosing = scalars[index] == closing
                index += 1
            }
            guard let tagEnd = end else {
                if unclosed == nil { unclosed = Unclosed(start: offsets[start], line: line(of: offsets[start]), neverClosed: true) }
                return
            }
            add(kind: nil, offsets[start], offsets[tagEnd], bytes)
            position = tagEnd
        }
    }

    /// Adds the token at `start..<end`; `kind` nil for a tag, which Stencil recognises by its first
    /// characters (`hasPrefix`, so by grapheme clusters).
    private mutating func add(kind: Kind?, _ start: Int, _ end: Int, _ bytes: [UInt8]) {
        let string = String(decoding: bytes[start..<end], as: UTF8.self)
        var entryKind = kind ?? .text
        if kind == nil {
            if string.hasPrefix("{{") { entryKind = .variable } else if string.hasPrefix("{%") { entryKind = .block } else if string.hasPrefix("{#") { entryKind = .comment }
        }
        guard entryKind != .text else {
            entries.append(Entry(kind: .text, contents: string, start: start, end: end, line: line(of: start), lastLine: line(of: end)))
            return
        }
        let characters = Array(string)
        var leading = 2
        var trailing = 2
        if entryKind == .block {
            if characters.count > 2, characters[2] == "-" || characters[2] == "+" { leading = 3 }
            if characters.count >= 3, characters[characters.count - 3] == "-" || characters[characters.count - 3] == "+" { trailing = 3 }
        }
        var contents = ""
        if characters.count > leading + trailing {
            contents = String(string.dropFirst(leading).dropLast(trailing))
                .components(separatedBy: "\n")
                .filter { !$0.isEmpty }
                .map(Self.trimSpaces)
                .joined(separator: " ")
        }
        let contentStart = contents.isEmpty ? start : (Self.find(Array(contents.utf8), in: bytes, start..<end) ?? start)
        if entryKind != .comment, unclosed == nil, Self.holdsOpening(bytes, start..<end) {
            unclosed = Unclosed(start: start, line: line(of: start), neverClosed: false)
        }
        entries.append(Entry(kind: entryKind, contents: contents, start: start, end: end, line: line(of: contentStart), lastLine: line(of: end - 1)))
    }

    /// Stencil's `trim(character: " ")` (which never looks at the first character from the end).
    private static func trimSpaces(_ line: String) -> String {
        let first = line.firstIndex { $0 != " " } ?? line.startIndex
        var last = line.endIndex
        var index = line.index(before: line.endIndex)
        while index != line.startIndex {
            if line[index] != " " {
                last = line.index(after: index)
                break
            }
            index = line.index(before: index)
        }
        return String(line[first..<last])
    }

    private static func find(_ pattern: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard !pattern.isEmpty, pattern.count <= range.count else { return nil }
        for index in range.lowerBound...(range.upperBound - pattern.count) where bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
            return index
        }
        return nil
    }

    /// Whether `{{` or `{%` appears inside the tag at `range`, outside quotes.
    private static func holdsOpening(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var quote: UInt8?
        var index = range.lowerBound + 2
        while index < range.upperBound - 2 {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%") {
                return true
            }
            index += 1
        }
        return false
    }

    /// Which block tag each middle or closing tag belongs to (`else` → its `if`, `endfor` → its `for`).
    private mutating func matchOpeners() {
        var stack: [Int] = []
        for index in entries.indices where entries[index].kind == .block {
            let words = entries[index].contents.split(separator: " ").map(String.init)
            guard var name = words.first else { continue }
            if name.hasSuffix(":"), words.count >= 2 { name = words[1] }
            switch name {
            case "for", "if", "ifnot", "filter", "block":
                stack.append(index)
            case "elif", "else", "empty":
                entries[index].opener = stack.last
            case "endfor", "endif", "endfilter", "endblock":
                entries[index].opener = stack.popLast()
            default:
                break
            }
        }
    }
}
