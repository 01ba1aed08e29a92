import AnnogenModel

/// What `BodyScanner` looks up around a brace: the first word inside it, and what a body holds.
extension BodyScanner {
    /// How an accessor block starts, as SwiftParser's `parseAccessorList` decides it.
    enum AccessorBlockStart: Equatable {
        /// Attributes, an accessor modifier or an accessor keyword: a list of accessors.
        case accessors
        /// Anything else: the block is the getter's body.
        case implicitGetter
        /// Empty, or starting with something not worth deciding on (`#if`, a backticked name).
        case unclear
    }

    /// How the accessor block whose `{` is at `open` starts. Used by the scan and again by
    /// `BlankedBodyCheck`, on the original bytes, before an implicit getter is accepted.
    static func accessorBlockStart(_ bytes: UnsafeBufferPointer<UInt8>, after open: Int) -> AccessorBlockStart {
        guard let position = firstToken(bytes, after: open), position < bytes.count else { return .unclear }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "`"):
            return .unclear
        case UInt8(ascii: "@"):
            return .accessors
        case _ where isWordStart(byte):
            var end = position
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            let word = SwiftWord.word(in: bytes, position..<end)
            return word?.isAccessorIntroducer == true || word?.isAccessorModifier == true ? .accessors : .implicitGetter
        default:
            return .implicitGetter
        }
    }

    /// The first word after the `{` at `open`, if the first token is one of `SwiftWord`'s.
    func firstWord(after open: Int) -> SwiftWord? {
        guard let position = Self.firstToken(bytes, after: open), position < bytes.count,
              Self.isWordStart(bytes[position]) else { return nil }
        var end = position
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        return SwiftWord.word(in: bytes, position..<end)
    }

    /// Where the first token after `open` starts, past whitespace and comments; nil when a comment
    /// is not closed.
    private static func firstToken(_ bytes: UnsafeBufferPointer<UInt8>, after open: Int) -> Int? {
        var position = open + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
                    position += 1
                }
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if position + 1 >= bytes.count { return nil }
                    if bytes[position] == UInt8(ascii: "/"), bytes[position + 1] == UInt8(ascii: "*") {
                        depth += 1
                        position += 2
                    } else if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        position += 2
                    } else {
                        position += 1
                    }
                } while depth > 0
            default:
                return position
            }
        }
        return position
    }

    /// True when `range` holds anything but spaces, tabs and line breaks.
    func hasCode(_ range: Range<Int>) -> Bool {
        range.contains { offset in
            let byte = bytes[offset]
            return byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r")
        }
    }

    func hasLineBreak(_ range: Range<Int>) -> Bool {
        range.contains { bytes[$0] == UInt8(ascii: "\n") || bytes[$0] == UInt8(ascii: "\r") }
    }

    /// True when a `gen:` or `sourcery:` starts inside `range` (read only for bodies found: most of
    /// a file is not in one).
    func mentionsAnnotation(_ range: Range<Int>) -> Bool {
        var from = range.lowerBound + 3
        // Each `:` by `memchr`, then the word before it.
        while let position = TextSearch.firstIndex(of: UInt8(ascii: ":"), in: bytes, from: from, to: range.upperBound) {
            if bytes[position - 3] == UInt8(ascii: "g"), bytes[position - 2] == UInt8(ascii: "e"),
               bytes[position - 1] == UInt8(ascii: "n") {
                return true
            }
            if position - 8 >= range.lowerBound, bytes[(position - 8)..<position].elementsEqual("sourcery".utf8) {
                return true
            }
            from = position + 1
        }
        return false
    }
}
