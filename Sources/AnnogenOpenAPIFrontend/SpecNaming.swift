/// Swift names for what a spec names on the wire: schema keys and operation ids become type names,
/// property and parameter names become camelCase, enum values become case names. Words are split at
/// anything that is not a letter or digit and at lower-to-upper steps, so `product_id`, `product-id`
/// and `productId` all give `productId`.
enum SpecNaming {
    /// `product_list` → `ProductList`; a name starting with a digit gets a leading `_`.
    static func typeName(_ wire: String) -> String {
        let name = words(of: wire).map(capitalized).joined()
        return guarded(name.isEmpty ? "Value" : name)
    }

    /// `product_id` → `productId`, `URL` → `url`, `X-Request-ID` → `xRequestID`, `IN_STOCK` → `inStock`.
    static func memberName(_ wire: String) -> String {
        let parts = words(of: wire)
        guard let first = parts.first else { return "value" }
        let name = first.lowercased() + parts.dropFirst().map(capitalized).joined()
        return guarded(name)
    }

    /// An enum case for a raw value: `price_asc` → `priceAsc`, `""` → `empty`, `1` → `_1`.
    static func caseName(_ raw: String) -> String {
        raw.isEmpty ? "empty" : memberName(raw)
    }

    /// The words of a wire name: split at separators and before an upper-case letter that follows a
    /// lower-case letter or digit, or that starts a capitalised word after an acronym (`HTTPCode`).
    static func words(of wire: String) -> [String] {
        // SCREAMING_CASE reads as words, not acronyms.
        if wire.contains(where: \.isUppercase), !wire.contains(where: \.isLowercase) {
            return splitWords(wire.lowercased())
        }
        return splitWords(wire)
    }

    private static func splitWords(_ wire: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(wire)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber, character.isASCII else {
                if !current.isEmpty { words.append(String(current)); current = [] }
                continue
            }
            if let last = current.last, character.isUppercase {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = last.isLowercase || last.isNumber
                    || (last.isUppercase && (next?.isLowercase ?? false))
                if startsWord { words.append(String(current)); current = [] }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// Acronyms stay as written (`HTTPCode`, `productID`).
    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// A leading `_` when the name would start with a digit.
    private static func guarded(_ name: String) -> String {
        guard let first = name.first, first.isNumber else { return name }
        return "_" + name
    }
}
