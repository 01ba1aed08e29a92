import AnnogenModel

/// Reading the text around an error for `HeaderRecovery`: whether a name stands in a list of type
/// arguments (`NSDictionary<KitKey, id> *`) rather than of protocols (`id<KitKey>`,
/// `UIView<KitKey> *`), and the line an error is on.
enum TypeArguments {
    /// Foundation's generic classes: what follows them in `<…>` are type arguments.
    static let genericClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet", "NSCountedSet",
        "NSOrderedSet", "NSMutableOrderedSet", "NSCache", "NSMapTable", "NSHashTable", "NSEnumerator",
        "NSFetchRequest", "NSFetchedResultsController",
    ]

    /// True when the name at `offset` is inside `<…>` after a generic Foundation class, or in a list
    /// that also holds an object type (`<KitKey, NSString *>`, `<KitKey, id>`).
    static func isTypeArgument(at offset: Int, in text: [UInt8]) -> Bool {
        guard offset < text.count, let open = openingBracket(before: offset, in: text) else { return false }
        let base = identifier(endingBefore: open, in: text)
        if base == "id" { return false }
        if let base, genericClasses.contains(base) { return true }
        var index = open + 1
        var depth = 1
        var argument: [UInt8] = []
        var arguments: [String] = []
        while index < text.count, depth > 0 {
            let byte = text[index]
            if byte == UInt8(ascii: "<") { depth += 1 }
            if byte == UInt8(ascii: ">") { depth -= 1 }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "\n") { break }
            if (depth == 1 && byte == UInt8(ascii: ",")) || depth == 0 {
                arguments.append(String(decoding: argument, as: UTF8.self).trimmingSpaces)
                argument = []
            } else {
                argument.append(byte)
            }
            index += 1
        }
        return arguments.contains { $0.contains("*") || $0 == "id" }
    }

    /// The `<` that opens the list `offset` is in, on the same line.
    private static func openingBracket(before offset: Int, in text: [UInt8]) -> Int? {
        var depth = 0
        var index = offset - 1
        while index >= 0 {
            switch text[index] {
            case UInt8(ascii: ">"): depth += 1
            case UInt8(ascii: "<"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: "\n"), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"): return nil
            default: break
            }
            index -= 1
        }
        return nil
    }

    /// The identifier just before `end` (spaces skipped).
    private static func identifier(endingBefore end: Int, in text: [UInt8]) -> String? {
        var last = end
        while last > 0, text[last - 1] == UInt8(ascii: " ") || text[last - 1] == UInt8(ascii: "\t") { last -= 1 }
        var start = last
        while start > 0, ASCII.isCodeIdentifier(text[start - 1]) { start -= 1 }
        return start < last ? String(decoding: text[start..<last], as: UTF8.self) : nil
    }

    /// The text of the line holding `offset`.
    static func line(containing offset: Int, in text: [UInt8]) -> String {
        let clamped = min(max(offset, 0), text.count)
        var start = clamped
        while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = clamped
        while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
    }

    /// True when `word` occurs in `line` as a whole identifier.
    static func containsWord(_ word: String, in line: String) -> Bool {
        let bytes = Array(line.utf8)
        let target = Array(word.utf8)
        guard !target.isEmpty, bytes.count >= target.count else { return false }
        for start in 0...(bytes.count - target.count) where Array(bytes[start..<(start + target.count)]) == target {
            let before = start == 0 || !ASCII.isCodeIdentifier(bytes[start - 1])
            let afterIndex = start + target.count
            let after = afterIndex == bytes.count || !ASCII.isCodeIdentifier(bytes[afterIndex])
            if before && after { return true }
        }
        return false
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
