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
    /// Moves the member lists to storage of exactly their size (see `Array.compacted`), in place: each
    /// old list goes as soon as its copy is made.
    public mutating func compact() {
        variables = variables.compacted()
        methods = methods.compacted()
        subscripts = subscripts.compacted()
        cases = cases.compacted()
        typealiases = typealiases.compacted()
        associatedTypes = associatedTypes.compacted()
        inheritedTypes = inheritedTypes.compacted()
    }
}
