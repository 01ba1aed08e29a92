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
