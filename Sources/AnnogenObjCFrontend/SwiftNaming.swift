/// How Swift names what it imports from Objective-C, in the subset annogen follows: selectors
/// split at the last preposition of their first piece, `init…` selectors as initializers,
/// `NS_ENUM` case prefixes dropped against the enum's name, the first word of property and method
/// names lowercased (`URL` → `url`, `URLForKey:` → `url(forKey:)`), `NS_SWIFT_NAME` as written.
/// Swift's "omit needless words" pass (dropping words that repeat a parameter's type) is not applied.
enum SwiftNaming {
    /// Prepositions a selector's first piece is split at: `fetchUserWithID:` → `fetchUser(withID:)`.
    private static let prepositions: Set<String> = [
        "With", "For", "From", "To", "In", "At", "By", "Of", "On", "Using", "Into", "After", "Before",
        "Within", "Without", "Via", "Through", "Like",
    ]

    /// A Swift-style name: base name and one label per parameter (nil for `_`).
    struct MethodName: Equatable {
        var baseName: String
        var labels: [String?]
    }

    /// `initWithName:age:` → `init(name:age:)`; `fetchUserWithID:completion:` →
    /// `fetchUser(withID:completion:)`; `reload` → `reload()`; `setName:forKey:` → `setName(_:forKey:)`.
    static func methodName(selector: String, isInitializer: Bool) -> MethodName {
        var pieces = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if pieces.last == "" { pieces.removeLast() }
        guard let first = pieces.first else { return MethodName(baseName: selector, labels: []) }
        let parameterCount = selector.filter { $0 == ":" }.count
        let laterLabels = pieces.dropFirst().map { $0.isEmpty ? nil : $0 } as [String?]

        if isInitializer {
            var rest = Substring(first.dropFirst(4))
            if rest.hasPrefix("With") { rest = rest.dropFirst(4) }
            let label = rest.isEmpty ? nil : lowerCamel(String(rest))
            return MethodName(baseName: "init", labels: parameterCount == 0 ? [] : [label] + laterLabels)
        }
        guard parameterCount > 0 else { return MethodName(baseName: lowerCamel(first), labels: []) }
        let words = importerWords(first)
        if let split = words.indices.dropFirst().last(where: { prepositions.contains(words[$0]) }) {
            let base = lowerCamel(words[..<split].joined())
            let label = lowerCamel(words[split...].joined())
            return MethodName(baseName: base, labels: [label] + laterLabels)
        }
        return MethodName(baseName: lowerCamel(first), labels: [nil] + laterLabels)
    }

    /// `fetch(id:completion:)` → base `fetch`, labels `id`, `completion`; `_` → nil. Nil when the text
    /// is not a function name.
    static func parseFunctionName(_ text: String) -> MethodName? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let base = String(text[..<open])
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let labels = inside.split(separator: ":", omittingEmptySubsequences: true).map { label -> String? in
            label == "_" ? nil : String(label)
        }
        return base.isEmpty ? nil : MethodName(baseName: base, labels: labels)
    }

    /// Case names as Swift imports an `NS_ENUM`'s: the words every case name shares, cut back to the
    /// words they share with the enum's name (`LGOrderByDate`, `LGOrderByName` in `LGOrder` →
    /// `byDate`, `byName`; `LGSortOrderAscending` in `LGSort` → `orderAscending`), are dropped, never
    /// all of a name's words and never so that it would start with a digit; the rest keeps its
    /// underscores (`LGVersion_1_0` → `_1_0`) and its first word is lowercased, unless it has no
    /// lower-case letter (`LGQueueFIFO` → `FIFO`) or nothing was dropped (ClangImporter's
    /// `shouldLowercaseValueName`).
    static func enumCaseNames(_ names: [String], enumName: String) -> [String] {
        let split = names.map(importerWords)
        guard let first = split.first else { return [] }
        var common = first.count
        for other in split.dropFirst() {
            common = min(common, zip(first, other).prefix { $0 == $1 }.count)
        }
        common = min(common, commonPluralPrefix(first, importerWords(enumName)))
        return split.map { caseWords in
            var count = min(common, caseWords.count - 1)
            while count > 0, let initial = caseWords[count].first, initial.isNumber { count -= 1 }
            let rest = caseWords[count...].joined()
            // Swift lowercases only a name it stripped a prefix from, and only when the rest has a
            // lower-case letter (`…FIFO` → `FIFO`, `…ASCIICapable` → `asciiCapable`).
            guard count > 0, rest.contains(where: { $0.isASCII && $0.isLowercase }) else { return rest }
            return lowerCamel(rest)
        }
    }

    /// How many leading words two names share; the last word of `enumWords` may be the plural of the
    /// case's (`LGFeatures` and `LGFeatureSearch`).
    private static func commonPluralPrefix(_ caseWords: [String], _ enumWords: [String]) -> Int {
        var count = 0
        for (index, (word, enumWord)) in zip(caseWords, enumWords).enumerated() {
            if word == enumWord || (index == enumWords.count - 1 && enumWord == word + "s") {
                count += 1
            } else {
                break
            }
        }
        return count
    }

    /// Words as Swift's importer matches prefixes: camel-case words, and each `_` a word of its own
    /// (kept, so `Version_1_0` minus `Version` is `_1_0`).
    static func importerWords(_ name: String) -> [String] {
        var result: [String] = []
        for piece in name.split(separator: "_", omittingEmptySubsequences: false).enumerated() {
            if piece.offset > 0 { result.append("_") }
            result += words(String(piece.element))
        }
        return result
    }

    /// Splits a camel-case name into words; an acronym is one word: `URLString` → `URL`, `String`.
    static func words(_ name: String) -> [String] {
        let characters = Array(name)
        var result: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if !current.isEmpty, character.isUppercase {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    result.append(current)
                    current = ""
                }
            } else if !current.isEmpty, character == "_" {
                result.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// `Active` → `active`, `URLString` → `urlString`, `ID` → `id`.
    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        // In `URLString` the `S` starts the next word; in `ID` the whole name is the acronym.
        let lowered = upperRun > 1 && upperRun < characters.count ? upperRun - 1 : max(upperRun, 1)
        return characters.prefix(lowered).map { $0.lowercased() }.joined() + String(characters.dropFirst(lowered))
    }

    /// `API.User` → parent `API`, local `User`.
    static func splitQualified(_ name: String) -> (parent: String?, local: String) {
        guard let dot = name.lastIndex(of: ".") else { return (nil, name) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
}
