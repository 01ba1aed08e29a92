import AnnogenModel

extension AnnotationVocabulary {
    /// The keys the built-in templates read on stored instance properties only: the coding of a
    /// model (`init(from:)`, `encode(to:)`) and what a request sends (path, query, headers, body)
    /// are made of those. On a computed or static property (or a protocol's) they would be ignored
    /// without a word; they warn at the comment instead.
    static let storedPropertyKeys: Set<String> = [
        "jsonKey", "defaultValue", "boolFromInt", "safe", "flatten", "encodeNull", "defaultWhenMissing", "queryArray", "queryObject", "sendIn", "contentType",
    ]

    /// How a message names `variable` when it is not a stored instance property (`'total', a
    /// computed property`); nil for a stored one. A category's property read from an Objective-C
    /// header is computed too (a category cannot add storage).
    static func unstoredKind(_ variable: Variable, in type: ComposedType) -> String? {
        guard !variable.annotations.isEmpty else { return nil }
        let kind: String
        if type.kind == .protocol {
            kind = "a protocol's requirement"
        } else if variable.isStatic {
            kind = "a static property"
        } else if variable.isComputed {
            kind = "a computed property"
        } else {
            return nil
        }
        return "'\(variable.name)', \(kind)"
    }
}
