/// One line that is an output-marker comment: `// gen:inline:NAME`, `// gen:file:PATH`,
/// `// gen:begin: …` or `// gen:end` (also spelled `sourcery:`), possibly indented.
///
/// Recognised by looking at the line's bytes only (no regular expressions, no parse of the file):
/// the line must start, after spaces and tabs, with `//`. Used on rendered template output and on
/// source files, so both read markers the same way.
public struct MarkerLine: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `gen:inline:KEY`: KEY is `NAME`, `auto:Type.Name` or `after-auto:Type.Name`.
        case inline(key: String)
        /// `gen:file:PATH` (not `gen:file: annotations`, which has a blank after the colon).
        case file(path: String)
        /// `gen:begin: …`: an annotation block, closed by `gen:end` like the markers.
        case begin
        case end
    }

    public var kind: Kind
    /// `gen` or `sourcery`, as written.
    public var prefix: String
    /// The leading spaces and tabs of the line.
    public var indentation: String

    private static let prefixes: [[UInt8]] = [Array("gen:".utf8), Array("sourcery:".utf8)]

    /// True when `text` holds `gen:` or `sourcery:`: without either, no line of it is a marker (a
    /// quick check before anything reads it line by line).
    public static func mayHoldMarker(_ text: String) -> Bool {
        TextSearch.contains(text, "gen:") || TextSearch.contains(text, "sourcery:")
    }

    /// The marker on one line of text (without its line break), as `parse(_:_:)` reads it.
    public static func parse(line: String) -> MarkerLine? {
        guard mayHoldMarker(line) else { return nil }
        let bytes = Array(line.utf8)
        return parse(bytes, 0..<bytes.count)
    }

    /// The marker on `bytes[range]` (one line, without its line break; a trailing `\r` is ignored).
    public static func parse(_ bytes: [UInt8], _ range: Range<Int>) -> MarkerLine? {
        var position = range.lowerBound
        var end = range.upperBound
        while end > position, isBlank(bytes[end - 1]) { end -= 1 }
        while position < end, bytes[position] == space || bytes[position] == tab { position += 1 }
        let indentationEnd = position
        guard end - position >= 2, bytes[position] == slash, bytes[position + 1] == slash else { return nil }
        position += 2
        // `///` is documentation, never a marker.
        if position < end, bytes[position] == slash { return nil }
        while position < end, isBlank(bytes[position]) { position += 1 }
        guard let prefix = prefixes.first(where: { has($0, in: bytes, at: position, end: end) }) else { return nil }
        let prefixName = String(decoding: prefix.dropLast(), as: UTF8.self)
        position += prefix.count
        while position < end, isBlank(bytes[position]) { position += 1 }
        let indentation = String(decoding: bytes[range.lowerBound..<indentationEnd], as: UTF8.self)

        func marker(_ kind: Kind) -> MarkerLine { MarkerLine(kind: kind, prefix: prefixName, indentation: indentation) }
        func word(_ literal: String) -> Bool { has(Array(literal.utf8), in: bytes, at: position, end: end) }

        if word("end") {
            let after = position + 3
            if after == end || bytes[after] == colon || isBlank(bytes[after]) { return marker(.end) }
            return nil
        }
        if word("begin:") { return marker(.begin) }
        for (literal, isInline) in [("inline:", true), ("file:", false)] where word(literal) {
            let start = position + literal.utf8.count
            var stop = start
            while stop < end, !isBlank(bytes[stop]) { stop += 1 }
            // `gen:file: a, b` annotates the file; `gen:file:Path.swift` is a marker.
            guard stop > start else { return nil }
            let value = String(decoding: bytes[start..<stop], as: UTF8.self)
            return marker(isInline ? .inline(key: value) : .file(path: value))
        }
        return nil
    }

    /// The first marker (`gen:end`, `gen:inline:x`, `gen:file:x`, `gen:begin:`, also `sourcery:`) that
    /// `text` would form if a template rendered it after `// `, or at the start of a line: a value
    /// holding one could close or open a block in generated code.
    public static func firstMarker(in text: String) -> String? {
        let bytes = Array(text.utf8)
        for prefix in prefixes {
            var index = 0
            while index + prefix.count <= bytes.count {
                if has(prefix, in: bytes, at: index, end: bytes.count) {
                    var lineEnd = index
                    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                    let line = Array("// ".utf8) + bytes[index..<lineEnd]
                    if parse(line, 0..<line.count) != nil {
                        return String(decoding: bytes[index..<lineEnd], as: UTF8.self).trimmingTrailingBlanks
                    }
                }
                index += 1
            }
        }
        return nil
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let slash = UInt8(ascii: "/")
    private static let colon = UInt8(ascii: ":")

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == UInt8(ascii: "\r")
    }

    private static func has(_ literal: [UInt8], in bytes: [UInt8], at offset: Int, end: Int) -> Bool {
        guard end - offset >= literal.count else { return false }
        for (index, byte) in literal.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }
}

private extension String {
    var trimmingTrailingBlanks: String {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}
