/// A template's text as the lexer reads it (its UTF-8 bytes) and as diagnostics point into it
/// (1-based lines and columns counted in characters, a `\r\n` or a lone `\r` ending a line as `\n` does).
public struct SourceText: Sendable {
    /// The template's name as loaded (a path), printed in diagnostics.
    public let name: String
    public let bytes: [UInt8]

    public init(name: String, text: String) {
        self.name = name
        bytes = Array(text.utf8)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Where `needle` first occurs within `range` (a byte search).
    func find(_ needle: String, in range: Range<Int>) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= range.count else { return nil }
        var index = range.lowerBound
        let last = range.upperBound - pattern.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The 1-based line and column of the byte at `offset`.
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int, text: String) {
        var line = 1
        var lineStart = 0
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return (line, column, "\(line):\(column)")
    }
}
