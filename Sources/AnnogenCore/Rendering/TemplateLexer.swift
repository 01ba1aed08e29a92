import AnnogenModel
import Foundation
import Stencil

/// Stencil's tokens of a template, made from its bytes: one pass for the tokens, and a `memchr`
/// search for the first occurrence of each line.
///
/// Stencil's `Lexer` searches for every line of a template from its top (through Foundation), looks
/// up every token's line from the first line on and copies the rest of the template after each
/// token: quadratic in the template's size. Lexing the built-in templates took 37 ms of every run
/// that rendered them, a 7 KB mock template 6.8 ms; a template of a few thousand lines, seconds.
///
/// The tokens made here are Stencil's, each `==` to the one Stencil makes (contents, kind, file
/// name, line text, line number and offset) and with its whitespace behaviour, quirks included:
/// - a line's place is where its text first occurs in the template (a repeated `{% endfor %}`
///   line is placed at the first one), and a token belongs to the first line, in line order,
///   whose place holds it;
/// - a tag's value is its inside with each line trimmed of spaces, but a line whose only
///   character other than spaces is its first keeps its trailing spaces (Stencil's `trim` never
///   looks at the first character from the end);
/// - a tag that is never closed ends the tokens with an empty text token, and drops the rest.
///
/// That holds for text whose bytes read as Stencil reads it: no line breaks Foundation knows but
/// `\n` (`\r`, `\u{0B}`, `\u{0C}`, U+0085, U+2028, U+2029; `\r\n` is also one `Character`), no NUL,
/// every `Character` one unicode scalar (Stencil counts and trims by `Character`s, scans by scalars;
/// offsets here are scalars), and no character that canonical composition changes (Foundation's
/// search, which places a tag's value and each line, finds `K` at a Kelvin sign, `Å` at an
/// Angstrom sign, and `é` at `e` and a combining accent). Any other template is lexed by Stencil itself, as
/// every one is when this Stencil's `SourceMap` is not laid out as `SourceMapFields` (see `Factory`).
enum TemplateLexer {
    /// The tokens of `source`, a template named `name` (its path), as Stencil's lexer makes them.
    /// `environment`'s template class lexes what this lexer leaves to Stencil (annogen's is
    /// Stencil's `Template`, whose tokens are its lexer's).
    static func tokens(_ source: String, name: String?, environment: Environment) -> [Token] {
        guard let factory = Factory.shared, isReadAlike(source) else {
            return environment.templateClass.init(templateString: source, environment: environment, name: name).tokens
        }
        var text = source
        return text.withUTF8 { bytes in
            var lexing = Lexing(bytes: bytes, name: name, factory: factory)
            return lexing.tokens()
        }
    }

    /// Whether Stencil's reading of `source` is the bytes' reading here (see the type's comment).
    static func isReadAlike(_ source: String) -> Bool {
        var nonASCII: Set<Unicode.Scalar> = []
        for scalar in source.unicodeScalars {
            switch scalar.value {
            case 0, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return false
            case 0x80...: nonASCII.insert(scalar)
            default: continue
            }
        }
        guard !nonASCII.isEmpty else { return true }
        // Each non-ASCII scalar alone in its `Character`, and left as it is by canonical composition
        // (NFC): then no two different characters here are canonically equal, which Foundation's
        // search would take as the same (Å and the Angstrom sign, `K` and the Kelvin sign; a
        // precomposed letter's other form, decomposed, is two scalars in one `Character`).
        guard source.count == source.unicodeScalars.count else { return false }
        return nonASCII.allSatisfy { scalar in
            String(scalar).precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(CollectionOfOne(scalar))
        }
    }

    /// `SourceMap`'s stored properties, in its order: Stencil keeps its initializer internal, and a
    /// token's place is a `SourceMap`.
    private struct SourceMapFields {
        var filename: String?
        var location: ContentLocation
    }

    /// Makes tokens as Stencil's lexer does: the source maps (see `SourceMapFields`) and the nine
    /// whitespace behaviours of a block tag, taken from Stencil's own tokens.
    struct Factory: @unchecked Sendable {
        /// Indexed by `3 × leading + trailing` (0 unspecified, 1 `-` trim, 2 `+` keep).
        let behaviours: [WhitespaceBehaviour]

        /// Nil when this Stencil's `SourceMap` is not `SourceMapFields` (a size, a field, or a
        /// round trip differs), or its tokens are not what this lexer expects of a probe.
        static let shared: Factory? = make()

        private static func make() -> Factory? {
            // Every field where `SourceMapFields` has it, before a bit is cast: sizes alone do not
            // tell two orders of the fields apart.
            typealias Ours = MemoryLayout<SourceMapFields>
            typealias Theirs = MemoryLayout<SourceMap>
            guard Ours.size == Theirs.size, Ours.stride == Theirs.stride, Ours.alignment == Theirs.alignment,
                  let filename = Theirs.offset(of: \SourceMap.filename), filename == Ours.offset(of: \SourceMapFields.filename),
                  let content = Theirs.offset(of: \SourceMap.location.content),
                  content == Ours.offset(of: \SourceMapFields.location.content),
                  let number = Theirs.offset(of: \SourceMap.location.lineNumber),
                  number == Ours.offset(of: \SourceMapFields.location.lineNumber),
                  let offset = Theirs.offset(of: \SourceMap.location.lineOffset),
                  offset == Ours.offset(of: \SourceMapFields.location.lineOffset)
            else { return nil }
            let marks = ["", "-", "+"]
            var probe = "x\n"
            for leading in marks {
                for trailing in marks { probe += "{%\(leading) a \(trailing)%}" }
            }
            let stencil = Template(templateString: probe, name: "probe").tokens
            guard stencil.count == 10, stencil[0].kind == .text else { return nil }
            let behaviours = stencil.dropFirst().compactMap(\.whitespace)
            guard behaviours.count == 9 else { return nil }
            // The probe's last tag, `{%+ a +%}`, on line 2: its value `a` is 5 bytes from the line's end.
            let last = stencil[9].sourceMap
            let read = unsafeBitCast(last, to: SourceMapFields.self)
            let line = String(probe.dropFirst(2))
            let expected = SourceMapFields(filename: "probe", location: (line, 2, line.utf8.count - 5))
            guard read.filename == expected.filename, read.location == expected.location,
                  unsafeBitCast(expected, to: SourceMap.self) == last
            else { return nil }
            return Factory(behaviours: behaviours)
        }

        func sourceMap(_ name: String?, _ location: ContentLocation) -> SourceMap {
            unsafeBitCast(SourceMapFields(filename: name, location: location), to: SourceMap.self)
        }
    }

    /// Where one of Stencil's tokens lies in a template's bytes, and the bytes Stencil places it by
    /// (a text token at their start, a tag's value where it first occurs in them).
    struct Span: Equatable {
        var bytes: Range<Int>
        var placedAt: Range<Int>
    }

    /// Stencil's tokens of `bytes` (UTF-8; Stencil scans unicode scalars, and the bytes it looks
    /// for are ASCII), in its order: the text before each `{{`, `{%` or `{#`, then the tag to its
    /// closing `}}`, `%}` or `#}`. A tag never closed ends them with an empty text token (placed
    /// where the text before it began), and the rest is dropped.
    static func spans(_ bytes: UnsafeBufferPointer<UInt8>) -> [Span] {
        var spans: [Span] = []
        var position = 0
        while position < bytes.count {
            guard let tagStart = tokenStart(in: bytes, from: position) else {
                // The rest is text, placed at its start.
                spans.append(Span(bytes: position..<bytes.count, placedAt: position..<position))
                break
            }
            if tagStart > position {
                spans.append(Span(bytes: position..<tagStart, placedAt: position..<tagStart))
            }
            guard let tagEnd = tokenEnd(in: bytes, from: tagStart) else {
                spans.append(Span(bytes: tagStart..<tagStart, placedAt: position..<tagStart))
                break
            }
            spans.append(Span(bytes: tagStart..<tagEnd, placedAt: tagStart..<tagEnd))
            position = tagEnd
        }
        return spans
    }

    /// Where the next `{{`, `{%` or `{#` at or after `position` starts.
    private static func tokenStart(in bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int? {
        var index = position + 1
        while index < bytes.count {
            if bytes[index - 1] == UInt8(ascii: "{") {
                switch bytes[index] {
                case UInt8(ascii: "{"), UInt8(ascii: "%"), UInt8(ascii: "#"): return index - 1
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// The end (past its `}`) of the tag starting at `start`: the first `}` after the tag's
    /// closing character (`}`, `%` or `#`), counting from the tag's own first bytes as Stencil
    /// does (`{%}` is a tag).
    private static func tokenEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
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

    /// One template's bytes, lexed.
    private struct Lexing {
        let bytes: UnsafeBufferPointer<UInt8>
        let name: String?
        let factory: Factory
        /// For each byte, the line (index into `placedLines`) whose place holds it first in line order; -1
        /// for none.
        private var owner: [Int32] = []
        /// Each non-empty line: its number (from 1, counting empty lines) and its bytes' range.
        private var placedLines: [(number: UInt, range: Range<Int>)] = []
        /// The lines' texts, made when a token is placed on them.
        private var texts: [String?] = []

        init(bytes: UnsafeBufferPointer<UInt8>, name: String?, factory: Factory) {
            self.bytes = bytes
            self.name = name
            self.factory = factory
        }

        mutating func tokens() -> [Token] {
            placeLines()
            return TemplateLexer.spans(bytes).map { token($0.bytes, placedAt: $0.placedAt) }
        }

        /// The token of the bytes in `range`; `placedAt` is the range Stencil places a text token
        /// by (and searches a tag's value in).
        private mutating func token(_ range: Range<Int>, placedAt place: Range<Int>) -> Token {
            let count = range.count
            guard count >= 2, bytes[range.lowerBound] == UInt8(ascii: "{") else {
                return .text(value: string(range), at: sourceMap(at: place.lowerBound))
            }
            let second = bytes[range.lowerBound + 1]
            guard second == UInt8(ascii: "{") || second == UInt8(ascii: "%") || second == UInt8(ascii: "#") else {
                return .text(value: string(range), at: sourceMap(at: place.lowerBound))
            }
            var leading = 0
            var trailing = 0
            if second == UInt8(ascii: "%") {
                leading = Self.behaviour(bytes[range.lowerBound + 2])
                trailing = Self.behaviour(bytes[range.upperBound - 3])
            }
            // Stencil strips two bytes from each end, and the `-` or `+` of a block's behaviour.
            let stripStart = 2 + (leading == 0 ? 0 : 1)
            let stripEnd = 2 + (trailing == 0 ? 0 : 1)
            let value = count > stripStart + stripEnd
                ? stripped((range.lowerBound + stripStart)..<(range.upperBound - stripEnd)) : ""
            let valueStart = value.isEmpty ? place.lowerBound : (find(value, in: place) ?? place.lowerBound)
            let map = sourceMap(at: valueStart)
            switch second {
            case UInt8(ascii: "{"): return .variable(value: value, at: map)
            case UInt8(ascii: "%"): return .block(value: value, at: map, whitespace: factory.behaviours[3 * leading + trailing])
            default: return .comment(value: value, at: map)
            }
        }

        /// 1 for `-` (trim), 2 for `+` (keep), 0 for any other byte.
        private static func behaviour(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "-"): 1
            case UInt8(ascii: "+"): 2
            default: 0
            }
        }

        /// Stencil's tag value: the inside's non-empty lines, each trimmed of spaces as Stencil's
        /// `trim` does, joined by single spaces.
        private func stripped(_ inside: Range<Int>) -> String {
            lines(in: inside).filter { !$0.isEmpty }.map { string(trimmed($0)) }.joined(separator: " ")
        }

        /// The lines of `range` as `\n` splits them (Foundation's `components(separatedBy:)`): one
        /// more than its line breaks, empty ones included.
        private func lines(in range: Range<Int>) -> [Range<Int>] {
            var result: [Range<Int>] = []
            var lineStart = range.lowerBound
            while let lineEnd = TextSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: lineStart, to: range.upperBound) {
                result.append(lineStart..<lineEnd)
                lineStart = lineEnd + 1
            }
            result.append(lineStart..<range.upperBound)
            return result
        }

        /// Stencil's `trim(character: " ")`: from the first scalar that is not a space (or the
        /// start), to past the last one that is not, looking no further back than the second scalar
        /// (or to the end).
        private func trimmed(_ line: Range<Int>) -> Range<Int> {
            var first = line.lowerBound
            while first < line.upperBound, bytes[first] == UInt8(ascii: " ") { first += 1 }
            if first == line.upperBound { first = line.lowerBound }
            var last = line.upperBound
            // From the end to the first scalar's last byte, exclusive: the first non-space byte met
            // is the last byte of a scalar.
            let firstScalarEnd = line.lowerBound + Self.scalarLength(bytes[line.lowerBound])
            var index = line.upperBound - 1
            while index >= firstScalarEnd {
                if bytes[index] != UInt8(ascii: " ") {
                    last = index + 1
                    break
                }
                index -= 1
            }
            return first..<last
        }

        /// The length of the UTF-8 sequence `lead` starts.
        private static func scalarLength(_ lead: UInt8) -> Int {
            switch lead {
            case 0xF0...: 4
            case 0xE0...: 3
            case 0xC0...: 2
            default: 1
            }
        }

        /// The scalars in `range`: its bytes that do not continue a UTF-8 sequence.
        private func scalarCount(_ range: Range<Int>) -> Int {
            var count = 0
            for index in range where bytes[index] & 0xC0 != 0x80 { count += 1 }
            return count
        }

        /// Where `value` first occurs within `range` of the template.
        private func find(_ value: String, in range: Range<Int>) -> Int? {
            var value = value
            return value.withUTF8 { TextSearch.firstIndex(of: $0, in: bytes, from: range.lowerBound, to: range.upperBound) }
        }

        /// Numbers the lines and places each non-empty one where its text first occurs; then marks
        /// each byte with the first line, in line order, whose place holds it.
        private mutating func placeLines() {
            for (index, line) in lines(in: 0..<bytes.count).enumerated() where !line.isEmpty {
                let text = UnsafeBufferPointer(rebasing: bytes[line])
                let place = TextSearch.firstIndex(of: text, in: bytes, from: 0, to: line.upperBound) ?? line.lowerBound
                placedLines.append((UInt(index + 1), place..<(place + line.count)))
            }
            texts = Array(repeating: nil, count: placedLines.count)
            owner = Array(repeating: -1, count: bytes.count)
            // Later lines first, so that an earlier line's place overwrites theirs.
            for index in placedLines.indices.reversed() {
                for position in placedLines[index].range { owner[position] = Int32(index) }
            }
        }

        /// The source map of a token placed at `position`: its line's text, number and the offset in it
        /// (in scalars, which are `Character`s here).
        private mutating func sourceMap(at position: Int) -> SourceMap {
            guard position < owner.count, owner[position] >= 0 else { return factory.sourceMap(name, ("", 0, 0)) }
            let index = Int(owner[position])
            let line = placedLines[index]
            let text = texts[index] ?? string(line.range)
            texts[index] = text
            return factory.sourceMap(name, (text, line.number, scalarCount(line.range.lowerBound..<position)))
        }

        private func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }
}
