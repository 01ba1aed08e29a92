/// Operators in `BodyScanner`: a standalone `=` starts a declaration's value, `<` and `>` count
/// generic clauses, and a `/` that SwiftParser could read as the start of a regex literal stops the
/// scan (a regex can hold any brace or quote, and only a parser can tell it from a division).
extension BodyScanner {
    /// A run of operator characters (up to a comment). A standalone `=` at declaration level starts
    /// an initial value; a `/` stops the scan unless SwiftParser surely reads it as an operator.
    mutating func operatorRun() -> Flow {
        let start = index
        var hasSlash = false
        while index < bytes.count, Self.isOperator(bytes[index]) {
            if bytes[index] == UInt8(ascii: "/") {
                let next = peek(index + 1)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
                hasSlash = true
            }
            index += 1
        }
        if isConflictMarker(start..<index) { return .fail }
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(index, leftBound: leftBound)
        if hasSlash, !slashIsOperator(leftBound: leftBound, rightBound: rightBound) {
            index = start
            return .stop
        }
        if atDeclarationLevel {
            if index - start == 1, bytes[start] == UInt8(ascii: "=") { declaration.afterEquals = true }
            for offset in start..<index where !declaration.afterEquals {
                if bytes[offset] == UInt8(ascii: "<") { declaration.angles += 1 }
                if bytes[offset] == UInt8(ascii: ">") { declaration.angles = max(declaration.angles - 1, 0) }
            }
        }
        if leftBound, !rightBound {
            var afterTry = false
            if case .word(let before) = previous { afterTry = SwiftWord.word(in: bytes, before) == .try }
            previous = .postfix(afterTry: afterTry)
        } else {
            previous = .other
        }
        return .next
    }

    /// `<<<<<<<`, `|||||||`, `=======` or `>>>>>>>` starting a line: a merge conflict, which SwiftParser
    /// lexes past as one token (and reports) whatever braces the two sides hold.
    private func isConflictMarker(_ run: Range<Int>) -> Bool {
        guard run.count >= 7, startsLine(run.lowerBound) else { return false }
        let first = bytes[run.lowerBound]
        guard first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "=")
                || first == UInt8(ascii: "|") else { return false }
        return bytes[run.lowerBound..<(run.lowerBound + 7)].allSatisfy { $0 == first }
    }

    /// SwiftParser's lexer (`tryScanOperatorAsRegexLiteral`) never starts a regex literal in an
    /// operator bound to what precedes it, right after `func` or `operator`, or in an operator with
    /// whitespace on both sides after a token that ends an expression.
    private func slashIsOperator(leftBound: Bool, rightBound: Bool) -> Bool {
        if leftBound { return true }
        if case .word(let before) = previous {
            let word = SwiftWord.word(in: bytes, before)
            if word == .func || word == .operator { return true }
        }
        return !rightBound && !regexMayFollowPrevious
    }

    /// SwiftParser's `isInRegexLiteralPosition`, for the tokens this scan tells apart.
    private var regexMayFollowPrevious: Bool {
        switch previous {
        case .start, .other: true
        case .name, .literal, .closer, .period: false
        case .postfix(let afterTry): afterTry
        case .word(let range): SwiftWord.word(in: bytes, range)?.allowsRegexAfter ?? false
        }
    }

    /// SwiftParser's `isLeftBound`.
    private func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch bytes[start - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "("), UInt8(ascii: "["),
             UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && bytes[start - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(start >= 2 && bytes[start - 2] == 0xC2)
        default:
            return true
        }
    }

    /// SwiftParser's `isRightBound` for an operator ending before `end`.
    private func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < bytes.count else { return false }
        switch bytes[end] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: ")"), UInt8(ascii: "]"),
             UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = peek(end + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return peek(end + 1) != 0xA0
        default:
            return true
        }
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
