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
        // ASCII text byte by byte: each character is one byte but `\r\n`, which is never a
        // separator or a quote, so the words are the same (splitting by `Character` was a tenth of
        // compiling a template).
        if let byte = separator.asciiValue, utf8.allSatisfy({ $0 < 0x80 }) {
            return Self.smartSplit(utf8, separator: byte, quotes: (UInt8(ascii: "'"), UInt8(ascii: "\""))) {
                String(decoding: $0, as: UTF8.self)
            }
        }
        return Self.smartSplit(self, separator: separator, quotes: ("'", "\"")) { String($0) }
    }

    /// `smartSplit` over characters or bytes (`text` makes a word of them).
    private static func smartSplit<Units: Sequence>(
        _ units: Units, separator: Units.Element, quotes: (single: Units.Element, double: Units.Element),
        text: ([Units.Element]) -> String
    ) -> [String] where Units.Element: Equatable {
        var word: [Units.Element] = []
        var components: [String] = []
        var separate = separator
        var singleQuotes = 0
        var doubleQuotes = 0
        for unit in units {
            if unit == quotes.single {
                singleQuotes += 1
            } else if unit == quotes.double {
                doubleQuotes += 1
            }
            if unit == separate {
                if separate != separator {
                    word.append(separate)
                } else if (singleQuotes.isMultiple(of: 2) || doubleQuotes.isMultiple(of: 2)) && !word.isEmpty {
                    append(text(word), to: &components)
                    word.removeAll(keepingCapacity: true)
                }
                separate = separator
            } else {
                if separate == separator && (unit == quotes.single || unit == quotes.double) {
                    separate = unit
                }
                word.append(unit)
            }
        }
        if !word.isEmpty { append(text(word), to: &components) }
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
