/// Makes a failing case smaller while it still fails the same way: pieces dropped, blocks replaced
/// by their bodies, branches dropped, text cut, then the context's variables dropped or set to nil.
///
/// It never moves a loop's body out of its loop, changes a tag's words or shortens a list or a
/// string of the context: the generator keeps Stencil away from its crashes (`last` of an empty
/// array), and such changes could lead it into one.
struct DifferentialShrinker {
    let stillFails: (DifferentialCase) -> Bool
    var budget = 3000

    mutating func shrink(_ failing: DifferentialCase) -> DifferentialCase {
        var current = failing
        var progress = true
        while progress && budget > 0 {
            // Smaller pieces first; the context only when no piece can go.
            progress = firstStillFailing(current, Self.variants(current.pieces), \.pieces, into: &current)
                || firstStillFailing(current, Self.variants(current.context), \.context, into: &current)
        }
        return current
    }

    /// Whether one of `variants`, set at `part` of `current`, still fails (it is then `result`).
    private mutating func firstStillFailing<Part>(
        _ current: DifferentialCase, _ variants: [Part], _ part: WritableKeyPath<DifferentialCase, Part>,
        into result: inout DifferentialCase
    ) -> Bool {
        for variant in variants where budget > 0 {
            var candidate = current
            candidate[keyPath: part] = variant
            if attempt(candidate) {
                result = candidate
                return true
            }
        }
        return false
    }

    private mutating func attempt(_ candidate: DifferentialCase) -> Bool {
        budget -= 1
        return stillFails(candidate)
    }

    static func variants(_ pieces: [DifferentialPiece]) -> [[DifferentialPiece]] {
        var result: [[DifferentialPiece]] = []
        for index in pieces.indices {
            var fewer = pieces
            fewer.remove(at: index)
            result.append(fewer)
        }
        for index in pieces.indices {
            func replacing(_ replacement: [DifferentialPiece]) -> [DifferentialPiece] {
                Array(pieces[..<index]) + replacement + Array(pieces[(index + 1)...])
            }
            switch pieces[index] {
            case .block(let block):
                if !block.isLoop {
                    result.append(replacing(block.body))
                    for middle in block.middles { result.append(replacing(middle.body)) }
                }
                for middle in block.middles.indices {
                    var fewer = block
                    fewer.middles.remove(at: middle)
                    result.append(replacing([.block(fewer)]))
                }
                for body in variants(block.body) {
                    var smaller = block
                    smaller.body = body
                    result.append(replacing([.block(smaller)]))
                }
                for middle in block.middles.indices {
                    for body in variants(block.middles[middle].body) {
                        var smaller = block
                        smaller.middles[middle].body = body
                        result.append(replacing([.block(smaller)]))
                    }
                }
            case .text(let text) where text.count > 1:
                let characters = Array(text)
                result.append(replacing([.text(String(characters[..<(characters.count / 2)]))]))
                result.append(replacing([.text(String(characters[(characters.count / 2)...]))]))
                if characters.count <= 12 {
                    for drop in characters.indices {
                        var fewer = characters
                        fewer.remove(at: drop)
                        result.append(replacing([.text(String(fewer))]))
                    }
                }
            case .comment(let text) where !text.isEmpty:
                result.append(replacing([.comment("")]))
            default:
                break
            }
        }
        return result
    }

    static func variants(_ context: DifferentialContext) -> [DifferentialContext] {
        var result: [DifferentialContext] = []
        for name in context.variables.keys.sorted() {
            var fewer = context
            fewer.variables[name] = nil
            result.append(fewer)
        }
        for name in context.variables.keys.sorted() {
            guard context.variables[name] != .null else { continue }
            if case .dictionary(let dictionary) = context.variables[name]! {
                for key in dictionary.keys.sorted() {
                    var fewer = context
                    var smaller = dictionary
                    smaller[key] = nil
                    fewer.variables[name] = .dictionary(smaller)
                    result.append(fewer)
                }
            }
            var nulled = context
            nulled.variables[name] = .null
            result.append(nulled)
        }
        return result
    }
}

extension DifferentialBlock {
    /// Whether it is a `for` loop (whose body reads its variables).
    var isLoop: Bool {
        let words = open.inside.split(whereSeparator: { $0 == " " || $0 == "\n" })
        return words.first == "for" || words.dropFirst().first == "for"
    }
}
