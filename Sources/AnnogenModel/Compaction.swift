extension Array {
    /// These elements in storage of exactly their count. An array grown by appending keeps up to twice
    /// the room it needs (nine members of 176 bytes sit in room for sixteen); a model that is kept for
    /// the whole run should not.
    public func compacted() -> [Element] {
        guard capacity > count else { return self }
        guard !isEmpty else { return [] }
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}

extension TypeDecl {
    /// This declaration with its member lists in storage of exactly their size (see `Array.compacted`).
    public func compacted() -> TypeDecl {
        var copy = self
        copy.variables = variables.compacted()
        copy.methods = methods.compacted()
        copy.subscripts = subscripts.compacted()
        copy.cases = cases.compacted()
        copy.typealiases = typealiases.compacted()
        copy.associatedTypes = associatedTypes.compacted()
        copy.inheritedTypes = inheritedTypes.compacted()
        return copy
    }
}
