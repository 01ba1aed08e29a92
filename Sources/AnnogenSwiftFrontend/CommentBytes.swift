import AnnogenModel

/// Where comments start and end in a file's bytes, as SwiftParser's lexer has them: `//` runs to
/// the line's `\n` or `\r`, `/* */` to its own `*/`, nested ones counted. The body scanner, the
/// comment walk and the look for inline annotations all read comments so.
enum CommentBytes {
    /// The first offset in `from..<to` where a `//` or `/*` starts, found with `memchr`; its second
    /// byte may be at `to`, which must be below `bytes.count`.
    static func firstStart(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        var from = from
        while let slash = TextSearch.firstIndex(of: UInt8(ascii: "/"), in: bytes, from: from, to: to) {
            let next = bytes[slash + 1]
            if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { return slash }
            from = slash + 1
        }
        return nil
    }

    /// Where a `//` comment whose text goes on at `from` ends: its line's first `\n` or `\r` before
    /// `limit`, or `limit`.
    static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from: Int, limit: Int) -> Int {
        let newline = TextSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: from, to: limit) ?? limit
        return TextSearch.firstIndex(of: UInt8(ascii: "\r"), in: bytes, from: from, to: newline) ?? newline
    }

    /// The offset just past the `*/` that closes the `/*` at `start`, or nil when none does before
    /// `limit`.
    static func blockEnd(in bytes: UnsafeBufferPointer<UInt8>, openingAt start: Int, limit: Int) -> Int? {
        var index = start + 2
        var depth = 1
        while index < limit {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "*"), index < limit, bytes[index] == UInt8(ascii: "/") {
                index += 1
                depth -= 1
                if depth == 0 { return index }
            } else if byte == UInt8(ascii: "/"), index < limit, bytes[index] == UInt8(ascii: "*") {
                index += 1
                depth += 1
            }
        }
        return nil
    }
}
