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

    /// An operation's type name (in its namespace): `typeName`, with `Operation` after a name no
    /// type can be declared with (`Operations.Type` is a metatype).
    static func operationTypeName(_ wire: String) -> String {
        let name = typeName(wire)
        return typeKeywords.contains(name) ? name + "Operation" : name
    }

    /// Names no type can be declared with, or not as a member type.
    static let typeKeywords: Set<String> = ["Any", "Protocol", "Self", "Type"]

    /// Names of types that generated and hand-written code in the module use: a schema of one of
    /// these names gets `Schema` after it (`SpecModelBuilder.schemaTypeName`) (`Error` → `ErrorSchema`), or it would take the place of
    /// Swift's, Foundation's or AnnogenRuntime's type (a schema `Date` retyped every date property,
    /// which then failed to decode; `Result` and `Task` broke the endpoints; `Error` every `any Error`).
    static let shadowedTypes: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Data", "Date", "Decimal", "Decodable", "Decoder",
        "Dictionary", "Double", "Encodable", "Encoder", "Equatable", "Error", "Float", "Hashable", "Int", "Int32", "Int64",
        "Never", "Optional", "Protocol", "Result", "Self", "Sendable", "Set", "String", "Task", "Type", "URL", "UUID", "Void",
        "APIClient", "APIEndPoint", "APIError", "APIRequest", "EmptyResponse", "HTTPMethod", "JSONValue", "QueryValue",
        "ResponseBodyType", "Operations",
    ]

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
