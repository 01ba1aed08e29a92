import AnnogenModel

/// Where a large Swift file can be cut into runs of whole top-level declarations, found with a scan of
/// its bytes (no parse), so that each run can be parsed on its own and its tree dropped before the next.
///
/// A run ends only right after a line whose last code is a `}` that closes to depth 0: outside every
/// brace, parenthesis and bracket, every `#if … #endif`, every string literal (single-line, multi-line,
/// raw, and the interpolations inside them) and every block comment (nested). What follows such a line
/// (blank lines, comments, attributes, the next declaration) starts the next run, so a declaration is
/// never cut from the comments and attributes written above it. A file with no such line is one run.
/// Regex literals are not lexed: a `/` only starts a comment as `//` or `/*`. A cut that the scan got
/// wrong shows as syntax errors in a run, and the reader then merges that run with the next.
enum TopLevelChunks {
    /// Where the runs start after the first (offsets into `bytes`, ascending): the first safe line
    /// start at least `target` bytes after the previous run's start. Empty when the file is one run.
    static func splits(of bytes: UnsafeBufferPointer<UInt8>, target: Int) -> [Int] {
        var scanner = TopLevelScanner()
        var result: [Int] = []
        var runStart = 0
        scanner.scan(bytes) { lineStart in
            if lineStart - runStart >= target, lineStart < bytes.count {
                result.append(lineStart)
                runStart = lineStart
            }
        }
        return result
    }

    /// The runs of `bytes` in order, covering it without gaps: `0..<bytes.count` cut at `splits`.
    static func runs(of bytes: UnsafeBufferPointer<UInt8>, target: Int) -> [Range<Int>] {
        let bounds = [0] + splits(of: bytes, target: target) + [bytes.count]
        return zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    }
}

/// The byte-level lexer behind `TopLevelChunks` and `SwiftImports`: just enough of Swift's lexical
/// structure to know when a line ends at the top level, and where top-level code lines start.
struct TopLevelScanner {
    private enum Frame {
        /// Inside a string literal; `hashes` is the number of `#` of a raw string.
        case string(multiline: Bool, hashes: Int)
        /// Inside `\( … )` of a string; `depth` is the bracket depth when it opened.
        case interpolation(depth: Int)
    }

    private var frames: [Frame] = []
    /// Open braces, parentheses and brackets in code (not counting the `(` of an interpolation).
    private var depth = 0
    private var conditionalDepth = 0
    private var commentDepth = 0
    /// True when only spaces and tabs came before on the current line (where `#if` can start).
    private var atLineStart = true
    /// True when the last code so far is a `}` that closed to depth 0.
    private var closedAtTopLevel = false

    /// Calls `safe` with the offset of every line start where a run may begin, ascending, and
    /// `codeLine` with that of every line that starts outside string literals and comments (inside
    /// braces too: an unbalanced bracket in a regex literal or across `#if` branches must not hide
    /// the lines after it), the first line included.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, safe: (Int) -> Void, codeLine: (Int) -> Void = { _ in }) {
        let count = bytes.count
        func byte(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }
        var index = 0
        if count > 0 { codeLine(0) }
        while index < count {
            let current = bytes[index]
            if current == ASCII.newline || (current == ASCII.carriageReturn && byte(index + 1) != ASCII.newline) {
                if case .string(multiline: false, _)? = frames.last { frames.removeLast() }
                if frames.isEmpty, depth == 0, conditionalDepth == 0, commentDepth == 0, closedAtTopLevel {
                    safe(index + 1)
                }
                if frames.isEmpty, commentDepth == 0, index + 1 < count { codeLine(index + 1) }
                closedAtTopLevel = false
                atLineStart = true
                index += 1
                continue
            }
            if commentDepth > 0 {
                if current == ASCII.star, byte(index + 1) == ASCII.slash {
                    commentDepth -= 1
                    index += 2
                } else if current == ASCII.slash, byte(index + 1) == ASCII.star {
                    commentDepth += 1
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if case .string(let multiline, let hashes)? = frames.last {
                index = stringStep(bytes, at: index, multiline: multiline, hashes: hashes)
                continue
            }
            index = codeStep(bytes, at: index)
        }
    }

    /// One step inside a string literal at `index`; returns where to go on.
    private mutating func stringStep(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, multiline: Bool, hashes: Int) -> Int {
        switch bytes[index] {
        case ASCII.backslash:
            let afterHashes = Self.skip(ASCII.hash, in: bytes, from: index + 1, atMost: hashes)
            guard afterHashes - (index + 1) == hashes, afterHashes < bytes.count else { return index + 1 }
            if bytes[afterHashes] == ASCII.openParen {
                frames.append(.interpolation(depth: depth))
                return afterHashes + 1
            }
            // An escaped character: `\"` does not close a plain string. A line break is left to the loop.
            let escaped = bytes[afterHashes]
            return escaped == ASCII.newline || escaped == ASCII.carriageReturn ? afterHashes : afterHashes + 1
        case ASCII.quote:
            let quotes = multiline ? 3 : 1
            guard Self.skip(ASCII.quote, in: bytes, from: index, atMost: quotes) - index == quotes else { return index + 1 }
            let afterHashes = Self.skip(ASCII.hash, in: bytes, from: index + quotes, atMost: hashes)
            guard afterHashes - (index + quotes) == hashes else { return index + 1 }
            frames.removeLast()
            closedAtTopLevel = false
            return afterHashes
        default:
            return index + 1
        }
    }

    /// One step in code (the top level or an interpolation) at `index`; returns where to go on.
    private mutating func codeStep(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let current = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch current {
        case ASCII.space, ASCII.tab, ASCII.carriageReturn:
            return index + 1
        case ASCII.slash where next == ASCII.slash:
            var end = index
            while end < bytes.count, bytes[end] != ASCII.newline, bytes[end] != ASCII.carriageReturn { end += 1 }
            return end
        case ASCII.slash where next == ASCII.star:
            commentDepth = 1
            return index + 2
        default:
            break
        }
        let wasAtLineStart = atLineStart
        atLineStart = false
        closedAtTopLevel = false
        switch current {
        case ASCII.quote:
            return openString(bytes, quoteAt: index, hashes: 0)
        case ASCII.hash:
            let afterHashes = Self.skip(ASCII.hash, in: bytes, from: index, atMost: Int.max)
            if afterHashes < bytes.count, bytes[afterHashes] == ASCII.quote {
                return openString(bytes, quoteAt: afterHashes, hashes: afterHashes - index)
            }
            if wasAtLineStart, frames.isEmpty {
                if Self.isWord("#if", in: bytes, at: index) { conditionalDepth += 1 }
                if Self.isWord("#endif", in: bytes, at: index) { conditionalDepth = max(conditionalDepth - 1, 0) }
            }
            return index + 1
        case ASCII.openBrace, ASCII.openParen, ASCII.openBracket:
            depth += 1
        case ASCII.closeParen:
            if case .interpolation(let opened)? = frames.last, depth == opened {
                frames.removeLast()
                return index + 1
            }
            depth = max(depth - 1, 0)
        case ASCII.closeBrace:
            depth = max(depth - 1, 0)
            closedAtTopLevel = depth == 0 && frames.isEmpty
        case ASCII.closeBracket:
            depth = max(depth - 1, 0)
        default:
            break
        }
        return index + 1
    }

    /// Opens a string literal whose first `"` is at `quoteAt`, after `hashes` `#`.
    private mutating func openString(_ bytes: UnsafeBufferPointer<UInt8>, quoteAt: Int, hashes: Int) -> Int {
        let multiline = Self.skip(ASCII.quote, in: bytes, from: quoteAt, atMost: 3) - quoteAt == 3
        frames.append(.string(multiline: multiline, hashes: hashes))
        return quoteAt + (multiline ? 3 : 1)
    }

    /// The index after at most `limit` consecutive `byte`s from `start`.
    private static func skip(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, atMost limit: Int) -> Int {
        var index = start
        while index < bytes.count, index - start < limit, bytes[index] == byte { index += 1 }
        return index
    }

    /// True when `word` is at `index` and no identifier character follows it.
    private static func isWord(_ word: String, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let count = word.utf8.count
        guard index + count <= bytes.count, bytes[index..<(index + count)].elementsEqual(word.utf8) else { return false }
        guard index + count < bytes.count else { return true }
        return !isIdentifierByte(bytes[index + count])
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == ASCII.underscore || ASCII.isDigit(byte) || ASCII.isLetter(byte) || byte >= 0x80
    }
}
