/// What a type name stands for through the typealiases the composer looked through (`actualShape`).
extension TypeName {
    /// The type this name stands for, without one `?`/`!`, seen through typealiases: `[String: Any]`
    /// (a dictionary) for `Settings` and `Settings?` after `typealias Settings = [String: Any]`, and
    /// `[String]` for `MaybeNames` after `typealias MaybeNames = [String]?`; `unwrapped` for a name
    /// that is no such typealias. The shape queries (`isArray`, `isDictionary`, `isClosure`, …) read it,
    /// as Sourcery's do through `actualTypeName`.
    public var structural: TypeName {
        var current = unwrapped
        // Each step goes one level into a finite value, so this ends.
        while let aliased = current.actualShape {
            current = TypeName(current.actualName ?? current.name, shape: aliased).unwrapped
        }
        return current
    }

    /// True when this name, without one `?`/`!`, is a typealias of a type that is not a plain name.
    public var isAliasOfStructure: Bool { unwrapped.actualShape != nil }

    /// `actualName` as a type name with the shape of what the typealias stands for (so
    /// `actualTypeName.isDictionary` holds for `Settings`): with the `?`/`!` written here, or the
    /// alias's own (`MaybeName`'s is `String?`, optional, as Sourcery's composer takes the alias's
    /// type name); a name whose resolution went through no such typealias gets a plain name. Nil
    /// when `actualName` is.
    public var actualTypeName: TypeName? {
        guard let actualName else { return nil }
        guard isAliasOfStructure else { return TypeName(actualName) }
        let target = structural
        switch shape {
        case .optional: return TypeName(actualName, shape: .optional(target))
        case .implicitlyUnwrappedOptional: return TypeName(actualName, shape: .implicitlyUnwrappedOptional(target))
        default: return TypeName(actualName, shape: actualShape ?? target.shape)
        }
    }
}
