/// Text with every printed dictionary (`["b": 1, "a": [2]]`) rewritten with its entries in order,
/// so that two texts that differ only in the order Stencil prints a dictionary in (hash order, a
/// deliberate difference) compare equal. Text that does not parse as printed values is kept as it is.
enum DifferentialDictionaryOrder {
    static func canonical(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "[", let (group, end) = bracketGroup(characters, from: index) {
                result += group
                index = end
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// The group opening at `start` with its dictionaries' entries sorted, and where it ends; nil
    /// when the brackets or quotes do not balance.
    private static func bracketGroup(_ characters: [Character], from start: Int) -> (String, Int)? {
        var elements: [String] = []
        var current = ""
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\"":
                guard let end = stringEnd(characters, from: index) else { return nil }
                current += String(characters[index..<end])
                index = end
            case "[":
                guard let (group, end) = bracketGroup(characters, from: index) else { return nil }
                current += group
                index = end
            case "]":
                if !current.isEmpty || !elements.isEmpty { elements.append(current) }
                if elements.contains(where: { $0.contains("\": ") }) { elements.sort() }
                return ("[" + elements.joined(separator: ", ") + "]", index + 1)
            case "," where index + 1 < characters.count && characters[index + 1] == " ":
                elements.append(current)
                current = ""
                index += 2
            default:
                current.append(character)
                index += 1
            }
        }
        return nil
    }

    /// Past the quote closing the string literal that opens at `start` (backslash escapes skipped).
    private static func stringEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        while index < characters.count {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == "\"" { return index + 1 }
            index += 1
        }
        return nil
    }
}
