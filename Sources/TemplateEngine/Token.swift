/// One piece of a template as the lexer cuts it: text, `{{ variable }}`, `{% block %}` or `{# comment #}`.
public struct Token: Sendable {
    public enum Kind: Sendable, Equatable {
        case text, variable, block, comment
    }

    /// What `-` or `+` beside a block tag's `%` asks of the whitespace next to it.
    public enum Whitespace: Sendable, Equatable {
        case unspecified, trim, keep
    }

    public let kind: Kind
    /// A text's bytes; a tag's inside without its delimiters and whitespace marks, each line trimmed
    /// of spaces and the lines joined by single spaces (as Stencil's lexer gives it).
    public let contents: String
    /// Where the contents start in the template's source (UTF-8 offset): a tag's first word, or the
    /// tag itself when its contents span lines.
    public let offset: Int
    /// Where the token's text starts (its `{`, for a tag) and ends.
    public let start: Int
    public let end: Int
    public let leading: Whitespace
    public let trailing: Whitespace

    /// The contents split into words as Stencil splits them (`smartSplit`): quoted phrases kept
    /// together, `,`, `|` and `:` joined to their neighbours, parentheses apart.
    public var components: [String] { contents.smartSplit() }

    public init(kind: Kind, contents: String, offset: Int, start: Int, end: Int, leading: Whitespace = .unspecified, trailing: Whitespace = .unspecified) {
        self.kind = kind
        self.contents = contents
        self.offset = offset
        self.start = start
        self.end = end
        self.leading = leading
        self.trailing = trailing
    }
}

extension String {
    /// The words of a tag as Stencil's `smartSplit` makes them: split at `separator` outside quotes;
    /// a word ending in `,`, `|` or `:`, or one that is only such a character, joins the next or
    /// previous one; `(` and `)` at a word's ends become words of their own.
    public func smartSplit(separator: Character = " ") -> [String] {
        if let byte = separator.asciiValue, utf8.allSatisfy({ $0 < 0x80 }) {
            return asciiSmartSplit(separator: byte)
        }
        var word = ""
        var components: [String] = []
        var separate = separator
        var singleQuotes = 0
        var doubleQuotes = 0
        for character in self {
            if character == "'" {
                singleQuotes += 1
            } else if character == "\"" {
                doubleQuotes += 1
            }
            if character == separate {
                if separate != separator {
                    word.append(separate)
                } else if (singleQuotes.isMultiple(of: 2) || doubleQuotes.isMultiple(of: 2)) && !word.isEmpty {
                    Self.append(word, to: &components)
                    word = ""
                }
                separate = separator
            } else {
                if separate == separator && (character == "'" || character == "\"") {
                    separate = character
                }
                word.append(character)
            }
        }
        if !word.isEmpty { Self.append(word, to: &components) }
        return components
    }

    /// `smartSplit` of ASCII text, byte by byte: each character is one byte but `\r\n`, which is
    /// never a separator or a quote, so the words are the same (a tenth of compiling a template went
    /// into splitting by `Character`).
    private func asciiSmartSplit(separator: UInt8) -> [String] {
        let singleQuote = UInt8(ascii: "'"), doubleQuote = UInt8(ascii: "\"")
        var word: [UInt8] = []
        var components: [String] = []
        var separate = separator
        var singleQuotes = 0
        var doubleQuotes = 0
        for byte in utf8 {
            if byte == singleQuote {
                singleQuotes += 1
            } else if byte == doubleQuote {
                doubleQuotes += 1
            }
            if byte == separate {
                if separate != separator {
                    word.append(separate)
                } else if (singleQuotes.isMultiple(of: 2) || doubleQuotes.isMultiple(of: 2)) && !word.isEmpty {
                    Self.append(String(decoding: word, as: UTF8.self), to: &components)
                    word.removeAll(keepingCapacity: true)
                }
                separate = separator
            } else {
                if separate == separator && (byte == singleQuote || byte == doubleQuote) {
                    separate = byte
                }
                word.append(byte)
            }
        }
        if !word.isEmpty { Self.append(String(decoding: word, as: UTF8.self), to: &components) }
        return components
    }

    private static func append(_ word: String, to components: inout [String]) {
        guard let last = components.last else {
            components.append(word)
            return
        }
        if let previous = last.last, previous == "," || previous == "|" || previous == ":" {
            // A labelled loop keeps `for` apart from its label (`outer: for`).
            if components.count == 1 && word == "for" {
                components.append(word)
            } else {
                components[components.count - 1] += word
            }
        } else if [",", "|", ":", ",|", "|:", ",|:"].contains(word) {
            // Stencil asks whether the word is part of ",|:".
            components[components.count - 1] += word
        } else if word != "(" && word.first == "(" || word != ")" && word.first == ")" {
            components.append(String(word.prefix(1)))
            append(String(word.dropFirst()), to: &components)
        } else if word != "(" && word.last == "(" || word != ")" && word.last == ")" {
            append(String(word.dropLast()), to: &components)
            components.append(String(word.suffix(1)))
        } else {
            components.append(word)
        }
    }

    /// Stencil's `trim(character:)`: from the first character that is not `character`, to past the
    /// last one that is not, looking no further back than the second character.
    func stencilTrimmed(_ character: Character) -> String {
        guard !isEmpty else { return self }
        let first = firstIndex { $0 != character } ?? startIndex
        var last = endIndex
        var index = self.index(before: endIndex)
        while index != startIndex {
            if self[index] != character {
                last = self.index(after: index)
                break
            }
            index = self.index(before: index)
        }
        return String(self[first..<last])
    }
}
