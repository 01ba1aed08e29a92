import SwiftParser
import SwiftSyntax

/// Parses Swift text without the bodies the model never reads: most of what SwiftParser parses in
/// real projects is function and accessor bodies. `BodyScanner` finds them in the bytes; the inside
/// of each one's braces is blanked (every byte but line breaks becomes a space, and the spaces a
/// block comment, so every offset, line and column outside the bodies stays), and the blanked text
/// is parsed instead.
///
/// A mistake of the scan costs time, never a different model:
/// - before parsing, a body is kept as it is when a line inside it starts (past spaces and tabs) at
///   or left of the indentation of the line holding its `{`, but for `#` directives and comment
///   lines: formatted code is not written so, while a string or comment the scan misread, making a
///   body run on over the declarations after it, would be;
/// - after parsing, the tree is kept only when it has no syntax errors and `BlankedBodyCheck`
///   finds every blanked body where the scan said it was; otherwise the original text is parsed.
///
/// What this gives up: a syntax error inside a body whose braces balance is not seen (the tree of
/// the blanked text has none), so it no longer stops a run. Errors outside bodies, braces that do
/// not balance, unterminated strings and comments still are (the scan gives up, or the blanked
/// tree has errors and the original text is parsed and reported).
@_spi(BodySkipping) public enum BodySkipping {
    /// What became of one parse.
    public enum Outcome: Equatable, Sendable {
        /// Nothing to blank (or the scan could not follow the text): the original text was parsed.
        case nothingToBlank
        /// Parsed with this many bodies blanked.
        case blanked(Int)
        /// The blanked text had syntax errors, or the check failed: the original text was parsed.
        case fellBack
    }

    /// What became of one file's bodies, for the benchmark's comparison.
    public struct Summary: Equatable, Sendable {
        public var outcome: Outcome
        /// Bodies the scan found (before the indentation check).
        public var found: Int
        /// The scan stopped at a `/` that may start a regex literal.
        public var stoppedAtRegex: Bool
        /// The scan could not follow the text.
        public var scanFailed: Bool
        /// Where the scan stopped or gave up.
        public var scanEnd: Int?
        /// Bytes inside the bodies blanked (0 when the original text was parsed).
        public var blankedBytes: Int
    }

    /// Finds the bodies to blank in a file's (or a run's) bytes: `BodyScanner.bodies(in:)`, or in
    /// tests a list made up as a mistaken scan would give it.
    typealias Finder = (UnsafeBufferPointer<UInt8>) -> [SkippableBody]

    /// A tree and the bodies blanked in the text it was parsed from (none for the original text).
    struct Parsed {
        let tree: SourceFileSyntax
        let blanked: [SkippableBody]
    }

    /// The tree of `bytes` (positions count from its start): with the bodies `finder` gives blanked
    /// when the checks hold, else (and without a finder) of the bytes as they are.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, finder: Finder?) -> Parsed {
        guard let finder else { return Parsed(tree: tree(of: bytes), blanked: []) }
        return parse(bytes, bodies: finder(bytes)).parsed
    }

    /// The tree of `bytes` with `bodies` blanked if the checks hold, else of the bytes as they are;
    /// and which it was.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, bodies found: [SkippableBody]
    ) -> (parsed: Parsed, outcome: Outcome) {
        let bodies = blankable(found, in: bytes)
        guard !bodies.isEmpty,
              bodies.allSatisfy({ $0.open >= 0 && $0.close < bytes.count && $0.open < $0.close }),
              zip(bodies, bodies.dropFirst()).allSatisfy({ $0.close < $1.open })
        else {
            return (Parsed(tree: tree(of: bytes), blanked: []), .nothingToBlank)
        }
        let blanked = blank(bytes, bodies)
        let blankedTree = blanked.withUnsafeBufferPointer { tree(of: $0) }
        if !blankedTree.hasError, BlankedBodyCheck.holds(for: blankedTree, bodies: bodies, original: bytes) {
            return (Parsed(tree: blankedTree, blanked: bodies), .blanked(bodies.count))
        }
        return (Parsed(tree: tree(of: bytes), blanked: []), .fellBack)
    }

    /// The tree of `bytes`, parsed in the Swift 5 language mode, the compiler's default (`swiftc`
    /// without `-swift-version 6`): what SwiftParser refuses only in the Swift 6 mode, and the
    /// compiler accepts in the Swift 5 mode with a warning, is then no syntax error (whitespace
    /// after `@` or before an attribute's `(`: `@available (*, unavailable)` in ZupIT/beagle's
    /// sources stopped the run; see `CompilerAcceptedSyntaxTests`).
    static func tree(of bytes: UnsafeBufferPointer<UInt8>) -> SourceFileSyntax {
        Parser.parse(source: bytes, swiftVersion: .v5)
    }

    /// A copy of `bytes` with every byte strictly inside each body, but `\n` and `\r`, a space; an
    /// inside of 4 bytes or more then starts with `/*` and ends with `*/`. SwiftParser lexes a block
    /// comment faster than the same length of spaces (a quarter of swift-nio's blanked parse went
    /// to whitespace), and offsets stay. The comment is the opening brace's trailing trivia, which
    /// `CommentCollector` passes over; the inside holds nothing else that could end or nest it.
    static func blank(_ bytes: UnsafeBufferPointer<UInt8>, _ bodies: [SkippableBody]) -> [UInt8] {
        var copy = Array(bytes)
        copy.withUnsafeMutableBufferPointer { buffer in
            for body in bodies {
                for offset in body.inside where buffer[offset] != UInt8(ascii: "\n") && buffer[offset] != UInt8(ascii: "\r") {
                    buffer[offset] = UInt8(ascii: " ")
                }
                guard body.inside.count >= 4 else { continue }
                buffer[body.inside.lowerBound] = UInt8(ascii: "/")
                buffer[body.inside.lowerBound + 1] = UInt8(ascii: "*")
                buffer[body.inside.upperBound - 2] = UInt8(ascii: "*")
                buffer[body.inside.upperBound - 1] = UInt8(ascii: "/")
            }
        }
        return copy
    }

    /// The bodies of `found` that are blanked when the checks hold: those that keep their indentation.
    static func blankable(_ found: [SkippableBody], in bytes: UnsafeBufferPointer<UInt8>) -> [SkippableBody] {
        found.filter { keepsIndentation($0, in: bytes) }
    }

    /// False when a line starting inside `body` has its first byte (past spaces and tabs), other
    /// than `#`, `/` or `*`, at or left of the indentation of the line holding the `{`. (A body out
    /// of the bytes' bounds is left to the caller's check.)
    static func keepsIndentation(_ body: SkippableBody, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard body.open >= 0, body.close <= bytes.count, body.open < body.close else { return true }
        var lineStart = body.open
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n"), bytes[lineStart - 1] != UInt8(ascii: "\r") {
            lineStart -= 1
        }
        let indentation = blanks(from: lineStart, in: bytes) - lineStart
        var position = body.open + 1
        while position < body.close {
            let byte = bytes[position]
            position += 1
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
            let first = blanks(from: position, in: bytes)
            guard first < body.close else { return true }
            switch bytes[first] {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"), UInt8(ascii: "/"), UInt8(ascii: "*"):
                continue
            default:
                if first - position <= indentation { return false }
            }
        }
        return true
    }

    /// The offset of the first byte from `start` that is not a space or a tab.
    private static func blanks(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var position = start
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        return position
    }
}
