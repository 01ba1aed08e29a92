/// The lexing half of `BodyScanner`: one step over code or over a string literal at a time.
extension BodyScanner {
    /// One token (or run of whitespace) of code: outside string literals, or in an interpolation.
    mutating func codeStep() -> Flow {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
            index += 1
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
        case UInt8(ascii: "/"):
            let next = peek(index + 1)
            if next == UInt8(ascii: "/") {
                skipLineComment()
            } else if next == UInt8(ascii: "*") {
                return skipBlockComment() ? .next : .fail
            } else {
                return operatorRun()
            }
        case UInt8(ascii: "\""):
            openString(quoteAt: index, hashes: 0)
        case UInt8(ascii: "#"):
            return pound()
        case UInt8(ascii: "`"):
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n"),
                  bytes[end] != UInt8(ascii: "\r") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "`") else { return .fail }
            index = end + 1
            previous = .name
        case UInt8(ascii: "{"):
            openBrace()
        case UInt8(ascii: "}"):
            return closeBrace()
        case UInt8(ascii: "("):
            openGroup(closer: UInt8(ascii: ")"))
        case UInt8(ascii: "["):
            openGroup(closer: UInt8(ascii: "]"))
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            return closeGroup(byte)
        case UInt8(ascii: ";"):
            if atDeclarationLevel { declaration = Declaration() }
            previous = .other
            index += 1
        case UInt8(ascii: "."):
            previous = .period
            index += 1
        case UInt8(ascii: "'"):
            // Not Swift outside a comment or a string: SwiftParser reports it.
            return .fail
        case _ where Self.isWordStart(byte):
            word()
        case _ where Self.isDigit(byte):
            number()
        case _ where Self.isOperator(byte):
            return operatorRun()
        default:
            // `,` `:` `@` `\` and anything else.
            previous = .other
            index += 1
        }
        return .next
    }

    /// One step inside a string literal.
    mutating func stringStep(multiline: Bool, hashes: Int) -> Flow {
        // Plain content first, in a tight loop.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                break
            }
            index += 1
        }
        guard index < bytes.count else { return .fail }
        switch bytes[index] {
        case UInt8(ascii: "\\"):
            let afterHashes = skip(UInt8(ascii: "#"), from: index + 1, atMost: hashes)
            guard afterHashes - (index + 1) == hashes, afterHashes < bytes.count else {
                index += 1
                return .next
            }
            if bytes[afterHashes] == UInt8(ascii: "(") {
                frames.append(.interpolation)
                string = nil
                previous = .other
                index = afterHashes + 1
            } else if bytes[afterHashes] == UInt8(ascii: "\n") || bytes[afterHashes] == UInt8(ascii: "\r") {
                index = afterHashes
            } else {
                index = afterHashes + 1
            }
        case UInt8(ascii: "\""):
            let quotes = multiline ? 3 : 1
            let afterQuotes = skip(UInt8(ascii: "\""), from: index, atMost: quotes)
            let afterHashes = skip(UInt8(ascii: "#"), from: afterQuotes, atMost: hashes)
            guard afterQuotes - index == quotes, afterHashes - afterQuotes == hashes else {
                index += 1
                return .next
            }
            frames.removeLast()
            string = nil
            previous = .literal
            index = afterHashes
        default:
            // A line break ends a single-line string without closing it: SwiftParser reports it.
            guard multiline else { return .fail }
            index += 1
        }
        return .next
    }

    /// Opens a string literal at `quote`, after `hashes` `#`. `"""` opens a multi-line one, except
    /// in a raw string whose line holds a `"` and its `#`s after the first two quotes (`#"""#` is a
    /// single `"`), as SwiftParser's `advanceIfMultilineStringDelimiter` decides.
    private mutating func openString(quoteAt quote: Int, hashes: Int) {
        var multiline = skip(UInt8(ascii: "\""), from: quote, atMost: 3) - quote == 3
        if multiline, hashes > 0 {
            var position = quote + 2
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
                if bytes[position] == UInt8(ascii: "\"") {
                    position += 1
                    if skip(UInt8(ascii: "#"), from: position, atMost: hashes) - position == hashes {
                        multiline = false
                        break
                    }
                } else {
                    position += 1
                }
            }
        }
        frames.append(.string(multiline: multiline, hashes: hashes))
        string = (multiline, hashes)
        index = quote + (multiline ? 3 : 1)
    }

    /// `#"raw"#`, `#if` and the other `#` words, `#/regex/#` (which stops the scan), an editor
    /// placeholder (which makes it give up).
    private mutating func pound() -> Flow {
        // `<#placeholder#>` is one token to SwiftParser (an error), whatever braces it holds.
        if index > 0, bytes[index - 1] == UInt8(ascii: "<") { return .fail }
        let afterHashes = skip(UInt8(ascii: "#"), from: index, atMost: Int.max)
        let next = peek(afterHashes)
        if next == UInt8(ascii: "\"") {
            openString(quoteAt: afterHashes, hashes: afterHashes - index)
            return .next
        }
        if next == UInt8(ascii: "/") { return .stop }
        if afterHashes == index + 1, Self.isWordStart(next) {
            index = afterHashes
            let start = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            readPoundWord()
            switch SwiftWord.word(in: bytes, start..<index) {
            case .if, .else:
                previous = .other
            default:
                // `#elseif`, `#endif` are not words of the table; `#available`, `#file` … end an expression.
                let text = bytes[start..<index]
                previous = text.elementsEqual("elseif".utf8) || text.elementsEqual("endif".utf8) ? .other : .name
            }
            return .next
        }
        previous = .other
        index = afterHashes
        return .next
    }

    private mutating func word() {
        let start = index
        var ascii = true
        while index < bytes.count, Self.isWordByte(bytes[index]) {
            if bytes[index] >= 0x80 { ascii = false }
            index += 1
        }
        readWord(start..<index)
        // A name with other characters may be an operator to SwiftParser (`≥`): treat it as one.
        previous = ascii ? .word(start..<index) : .other
    }

    private mutating func number() {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isWordByte(byte) || (byte == UInt8(ascii: ".") && Self.isDigit(peek(index + 1))) {
                index += 1
            } else {
                break
            }
        }
        previous = .literal
    }

    private mutating func skipLineComment() {
        index = CommentBytes.lineEnd(in: bytes, from: index, limit: bytes.count)
    }

    /// A nested `/* … */` comment; false when it is not closed.
    private mutating func skipBlockComment() -> Bool {
        let start = index
        guard let end = CommentBytes.blockEnd(in: bytes, openingAt: start, limit: bytes.count) else {
            index = bytes.count
            return false
        }
        index = end
        if startsLine(start) { lastOwnLineBlockComment = start..<index }
        return true
    }

    /// A `#!` line at the start, and a byte order mark.
    mutating func skipFilePrefix() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        if peek(index) == UInt8(ascii: "#"), peek(index + 1) == UInt8(ascii: "!") { skipLineComment() }
    }

    func peek(_ position: Int) -> UInt8 { position < bytes.count ? bytes[position] : 0 }

    /// True when only spaces and tabs precede `position` on its line.
    func startsLine(_ position: Int) -> Bool {
        var before = position
        while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
        return before == 0 || bytes[before - 1] == UInt8(ascii: "\n") || bytes[before - 1] == UInt8(ascii: "\r")
    }

    /// The index after at most `limit` consecutive `byte`s from `start`.
    func skip(_ byte: UInt8, from start: Int, atMost limit: Int) -> Int {
        var position = start
        while position < bytes.count, position - start < limit, bytes[position] == byte { position += 1 }
        return position
    }

    /// `a`–`z`, `A`–`Z` (here, not `ASCII`'s: a call into another module for every byte).
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    static func isWordStart(_ byte: UInt8) -> Bool {
        Self.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isWordByte(_ byte: UInt8) -> Bool { isWordStart(byte) || Self.isDigit(byte) }
}
