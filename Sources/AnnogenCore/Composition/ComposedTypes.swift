import AnnogenModel

/// The composed types in an array, with their positions by name.
struct ComposedTypes {
    var types: [ComposedType] = []
    private(set) var positions: [String: Int] = [:]

    init(capacity: Int) {
        types.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
    }

    mutating func append(_ type: ComposedType) {
        positions[type.name] = types.count
        types.append(type)
    }
}
