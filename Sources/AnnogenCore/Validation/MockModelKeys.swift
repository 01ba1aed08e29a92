import AnnogenModel

/// The keys a model's decoding reads from a JSON object, and which of them it cannot do without:
/// for a `ResponseBodyType` struct, those of the `init(from:)` Coding.stencil writes (see
/// `_CodingMacros.stencil`); for another struct or class, those of Swift's synthesized one.
enum MockModelKeys {
    struct Entry {
        let variable: Variable
        let key: String
        /// A missing key (or null) fails the decoding.
        let isRequired: Bool
    }

    /// Whether annogen writes the type's `init(from:)`, rather than Swift synthesizing it.
    static func isGenerated(_ type: ComposedType) -> Bool {
        type.kind == .struct && type.implements["ResponseBodyType"] != nil
    }

    /// The properties the type's `init(from:)` decodes, in declaration order, with their keys:
    /// stored instance properties that can be set (not a `let` with a value, not `lazy`), and of
    /// those only the ones its own `CodingKeys` name when it has them. A generated `init(from:)`
    /// takes `jsonKey`, then the `CodingKeys` case's raw value, then the snake_case name under
    /// `keyStrategy=snakeCase`; a synthesized one the `CodingKeys` or the name.
    static func decoded(_ type: ComposedType, _ declaration: TypeDecl, types: (String) -> ComposedType?, snakeCaseKeys: Bool) -> [Entry] {
        let generated = isGenerated(type)
        let codingKeys = OwnCodingKeys.keys(types(type.name + ".CodingKeys"))
        var entries: [Entry] = []
        for variable in declaration.variables
        where !variable.isStatic && !variable.isComputed && !variable.isLazy && (variable.isMutable || variable.defaultValue == nil) {
            var key = variable.name
            if let codingKeys {
                guard let coded = codingKeys[variable.name] else { continue }
                key = coded
            } else if generated, snakeCaseKeys {
                key = StencilSwiftKitFilters.camelToSnakeCase(variable.name)
            }
            if generated, case .string(let written)? = variable.annotations["jsonKey"] { key = written }
            // A wrapper Swift synthesizes the coding of decodes as it likes.
            if !generated, variable.attributes.contains(where: \.mayWrapProperty) { continue }
            entries.append(Entry(variable: variable, key: key, isRequired: isRequired(variable, generated: generated)))
        }
        return entries
    }

    /// Whether decoding fails without the key: an optional (also through a typealias) is nil
    /// without it; in a generated `init(from:)`, an array is `[]` and a dictionary `[:]`, and a
    /// `defaultValue` or `safe` stands in.
    private static func isRequired(_ variable: Variable, generated: Bool) -> Bool {
        let typeName = variable.typeName
        if typeName.isOptional || typeName.actualTypeName?.isOptional == true { return false }
        guard generated else { return true }
        let annotations = variable.annotations
        return !typeName.isArray && !typeName.isDictionary && !annotations.contains("defaultValue") && !annotations.contains("safe")
    }
}
