/// Swift names for GraphQL names.
enum GraphQLNaming {
    /// Names a generated type cannot take: Swift's own and the runtime's, which generated code
    /// uses unqualified (a type `Data` in the module would change what `Data` means there).
    static let reservedTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Data", "Date", "Decimal", "Decoder", "Dictionary",
        "Double", "Encoder", "Error", "Float", "Int", "Int64", "JSONValue", "Never", "Optional", "Protocol",
        "Result", "Self", "Set", "String", "Type", "URL", "UUID", "Void", "APIClient", "APIError", "APIRequest",
        "Variables", "GraphQLOperation",
    ]

    /// `OPEN` → `open`, `IN_PROGRESS` → `inProgress`, `inProgress` stays, `2FA` → `_2FA`.
    static func caseName(_ value: String) -> String {
        let isScreaming = value.contains(where: \.isLetter) && !value.contains(where: \.isLowercase)
        var name: String
        if isScreaming || value.contains("_") {
            let words = value.split(separator: "_").map(String.init)
            name = words.enumerated().map { index, word in
                let lower = isScreaming ? word.lowercased() : word
                return index == 0 ? lowerFirst(lower) : upperFirst(lower)
            }.joined()
            if name.isEmpty { name = value }
            if value.hasPrefix("_") { name = "_" + name }
        } else {
            name = lowerFirst(value)
        }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// The name of a type nested for a field's selection: its response key with a capital, made
    /// singular for a list (`lotteries` → `Lottery`, `edges` → `Edge`).
    static func selectionTypeName(_ responseKey: String, isList: Bool) -> String {
        let trimmed = responseKey.drop { $0 == "_" }
        let name = upperFirst(trimmed.isEmpty ? "Field" : String(trimmed))
        return isList ? singular(name) : name
    }

    static func singular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 3 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("sses") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is"), word.count > 1 { return String(word.dropLast()) }
        return word
    }

    /// `a` or `an`, by the name's first letter (`an Issue`, `a User`).
    static func article(_ name: String) -> String {
        guard let first = name.lowercased().first else { return "a" }
        return "aeio".contains(first) ? "an" : "a"
    }

    static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    static func lowerFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
