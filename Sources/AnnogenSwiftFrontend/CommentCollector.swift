import AnnogenModel
import SwiftSyntax

/// Finds every comment of a file once, in the leading and trailing trivia of the tokens that have
/// any. Walking every token (and materializing its trivia) was a fifth of reading a file, so the
/// walk descends only into the nodes that hold a `//` or `/*` of the text: each such place lies in
/// a token's trivia (a comment) or in a token's text (a string or an operator), and that token's
/// trivia is read once. The places are sorted, so every node is passed at most once: linear in the
/// file, however many comments a long list of declarations has.
enum CommentCollector {
    /// The comments of `tree`, parsed from the bytes `map` reads with the insides of `blanked` (their
    /// offsets in those bytes, ascending) blanked.
    static func comments(in tree: SourceFileSyntax, map: SourceMap, blanked: [SkippableBody] = []) -> [SourceComment] {
        let places = commentStarts(map.runBytes, outside: blanked)
        guard !places.isEmpty else { return [] }
        var result: [SourceComment] = []
        var next = 0
        // The block comment a blanked body became (see `BodySkipping.blank`) trails its opening
        // brace, visited when a comment sits before the brace: it is none of the text's. Tokens come
        // in order, so the bodies before a token are passed once.
        var nextBody = 0
        func isBlankedBody(_ position: AbsolutePosition) -> Bool {
            let offset = position.utf8Offset
            while nextBody < blanked.count, blanked[nextBody].close <= offset { nextBody += 1 }
            return nextBody < blanked.count && blanked[nextBody].inside.contains(offset)
        }
        // Children tile their parent's range, so the first place not yet passed is inside the first
        // child that ends after it.
        let bytes = map.runBytes
        func visit(_ node: Syntax) {
            if let token = node.as(TokenSyntax.self) {
                let end = token.endPosition.utf8Offset
                var last = next
                while last < places.count, places[last] < end { last += 1 }
                let leading = token.position.utf8Offset..<token.positionAfterSkippingLeadingTrivia.utf8Offset
                let trailing = token.endPositionBeforeTrailingTrivia.utf8Offset..<end
                // Read from the bytes where the trivia is only whitespace and comments (SwiftSyntax's
                // pieces, each a new string, were most of this walk); else from the pieces.
                if let found = triviaComments(bytes, leading, places: places[next..<last]),
                   let foundAfter = triviaComments(bytes, trailing, places: places[next..<last]) {
                    for range in found + foundAfter {
                        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                        result.append(map.comment(text, at: AbsolutePosition(utf8Offset: range.lowerBound)))
                    }
                } else {
                    for (text, position) in commentPieces(token.leadingTrivia, startingAt: token.position) where !isBlankedBody(position) {
                        result.append(map.comment(text, at: position))
                    }
                    for (text, position) in commentPieces(token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia)
                    where !isBlankedBody(position) {
                        result.append(map.comment(text, at: position))
                    }
                }
                next = last
                return
            }
            for child in node.children(viewMode: .sourceAccurate) {
                guard next < places.count else { return }
                if places[next] < child.endPosition.utf8Offset { visit(child) }
            }
        }
        visit(Syntax(tree))
        return result
    }

    /// The comments in the trivia `bytes[range]`, given the `//` and `/*` offsets around it
    /// (`places`, ascending; those outside `range` are passed over), as SwiftParser's lexer ends them:
    /// a `//` comment before the line's `\n` or `\r`, a `/* */` one at its own `*/` (they nest).
    /// Nil when anything but those and whitespace is there (a `#!` line, text the parser could not
    /// read, the comment a blanked body became: it is not in these bytes), or a comment runs past
    /// the range: then the caller reads SwiftSyntax's pieces.
    static func triviaComments(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, places: ArraySlice<Int>) -> [Range<Int>]? {
        guard range.upperBound <= bytes.count else { return nil }
        var comments: [Range<Int>] = []
        var index = range.lowerBound
        func onlyWhitespace(upTo end: Int) -> Bool {
            while index < end {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: index += 1
                default: return false
                }
            }
            return true
        }
        for place in places where place >= index && place < range.upperBound {
            guard onlyWhitespace(upTo: place) else { return nil }
            let end: Int
            if bytes[place + 1] == UInt8(ascii: "/") {
                end = CommentBytes.lineEnd(in: bytes, from: place + 2, limit: range.upperBound)
            } else {
                guard let closed = CommentBytes.blockEnd(in: bytes, openingAt: place, limit: range.upperBound) else { return nil }
                end = closed
            }
            comments.append(place..<end)
            index = end
        }
        return onlyWhitespace(upTo: range.upperBound) ? comments : nil
    }

    /// Offsets of every `//` and `/*` in the bytes the tree was parsed from, ascending, counted from
    /// their start (as the tree's positions are), but for those inside the blanked bodies (the tree
    /// has none there: passing them would only make the walk parse the blanked trivia).
    private static func commentStarts(_ bytes: UnsafeBufferPointer<UInt8>, outside blanked: [SkippableBody]) -> [Int] {
        var places: [Int] = []
        var nextBody = 0
        var index = 0
        // The last offset a `//` or `/*` can start at is `count - 2`.
        let end = bytes.count - 1
        while index < end {
            if nextBody < blanked.count, index > blanked[nextBody].open {
                index = blanked[nextBody].close
                nextBody += 1
                continue
            }
            // Up to the next body's `{`, included (a `/` just before it is read with the `{`).
            let limit = nextBody < blanked.count ? min(blanked[nextBody].open + 1, end) : end
            guard let found = CommentBytes.firstStart(in: bytes, from: index, to: limit) else {
                index = max(limit, index + 1)
                continue
            }
            places.append(found)
            index = found + 1
        }
        return places
    }

    /// The comments in a trivia run that starts at `start`, with where each begins.
    static func commentPieces(
        _ trivia: Trivia, startingAt start: AbsolutePosition, blockCommentsOnly: Bool = false
    ) -> [(text: String, position: AbsolutePosition)] {
        var result: [(text: String, position: AbsolutePosition)] = []
        var position = start
        for piece in trivia {
            switch piece {
            case .blockComment(let text), .docBlockComment(let text):
                result.append((text, position))
            case .lineComment(let text), .docLineComment(let text):
                if !blockCommentsOnly { result.append((text, position)) }
            default:
                break
            }
            position += piece.sourceLength
        }
        return result
    }
}

/// Annotations written in comments right before a parameter or associated value:
/// `func f(/* gen: a */ x: Int)`, or an own-line `// gen: a` above the parameter.
enum InlineAnnotations {
    /// Block comments after the previous token on the same line, and every comment in the node's
    /// leading trivia, read with `AnnotationReader`.
    static func annotations(
        before node: some SyntaxProtocol, map: SourceMap, diagnostics: inout [Diagnostic]
    ) -> Annotations {
        guard let first = node.firstToken(viewMode: .sourceAccurate) else { return Annotations() }
        var pieces: [(text: String, position: AbsolutePosition)] = []
        if let previous = first.previousToken(viewMode: .sourceAccurate) {
            pieces += CommentCollector.commentPieces(
                previous.trailingTrivia, startingAt: previous.endPositionBeforeTrailingTrivia, blockCommentsOnly: true
            )
        }
        pieces += CommentCollector.commentPieces(first.leadingTrivia, startingAt: first.position)
        var result = Annotations()
        for (text, position) in pieces {
            result.append(contentsOf: AnnotationReader.annotations(in: map.comment(text, at: position), diagnostics: &diagnostics))
        }
        return result
    }
}
