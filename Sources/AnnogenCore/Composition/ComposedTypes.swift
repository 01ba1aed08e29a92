import AnnogenModel

/// The composed types in an array, with their positions by name.
struct ComposedTypes {
    var types: [ComposedType] = []
    private(set) var positions: NameTable

    init(capacity: Int) {
        types.reserveCapacity(capacity)
        positions = NameTable(capacity: capacity)
    }

    /// Adds a type of a name not yet here.
    mutating func append(_ type: ComposedType) {
        positions.insert(type.name)
        types.append(type)
    }
}
