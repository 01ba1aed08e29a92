import Foundation

/// Where in the schema's text a problem is, when GraphQL's schema builder says it without a place:
/// at the name it quotes. `Unknown type "Missing".` is at the first use of `Missing`;
/// `Field "Owner.setting" can only be defined once.` at the last `setting` field of `Owner`.
enum SchemaErrorPlace {
    static func offset(of message: String, in text: String) -> Int? {
        let quoted = message.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        for name in quoted {
            let parts = name.split(separator: ".").map(String.init)
            if parts.count == 2, let offset = lastField(parts[1], ofType: parts[0], in: text) { return offset }
            if parts.count == 1, let offset = firstWord(name, in: text, from: text.utf8.startIndex) { return offset }
        }
        return nil
    }

    /// The UTF-8 offset of the first whole-word `word` at or after `start`.
    private static func firstWord(_ word: String, in text: String, from start: String.Index) -> Int? {
        var searchStart = start
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isNameCharacter(before), !isNameCharacter(after) {
                return text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
            }
            searchStart = range.upperBound
        }
        return nil
    }

    /// The last `field` declared in the body of the type `type` (a field declared twice: the second).
    private static func lastField(_ field: String, ofType type: String, in text: String) -> Int? {
        for keyword in ["type", "interface", "input", "extend type"] {
            guard let declaration = text.range(of: "\(keyword) \(type)"),
                  let open = text.range(of: "{", range: declaration.upperBound..<text.endIndex),
                  let close = text.range(of: "\n}", range: open.upperBound..<text.endIndex) else { continue }
            var last: Int?
            var from = open.upperBound
            while from < close.lowerBound, let offset = firstWord(field, in: text, from: from) {
                let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
                guard index < close.lowerBound else { break }
                last = offset
                from = text.index(after: index)
            }
            if let last { return last }
        }
        return nil
    }

    private static func isNameCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character == "_" || character.isLetter || character.isNumber
    }
}
