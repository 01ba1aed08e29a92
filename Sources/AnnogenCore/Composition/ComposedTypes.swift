import AnnogenModel

/// Declarations by name, in order of first appearance: the values in an array, only their positions
/// in a dictionary. (A dictionary of declarations reserves its whole capacity in declaration-sized
/// slots: 29 MB for the 53,000 declarations of 10,000 files.)
struct NamedDeclarations {
    private(set) var names: [String] = []
    var declarations: [TypeDecl] = []
    private(set) var positions: [String: Int] = [:]

    /// Room for `capacity` declarations up front: growing by doubling copies the list and keeps
    /// both copies for a moment.
    init(capacity: Int) {
        names.reserveCapacity(capacity)
        declarations.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
    }

    mutating func append(_ declaration: TypeDecl, named name: String) {
        positions[name] = declarations.count
        names.append(name)
        declarations.append(declaration)
    }

    /// Hands every declaration to `body` in order, moved out (not copied), and leaves this empty.
    mutating func drain(_ body: (_ name: String, _ declaration: consuming TypeDecl, _ position: Int) -> Void) {
        var remaining = declarations
        declarations = []
        positions = [:]
        remaining.reverse()
        var position = 0
        while let declaration = remaining.popLast() {
            body(names[position], declaration, position)
            position += 1
        }
        names = []
    }
}

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

    subscript(name: String) -> ComposedType? {
        positions[name].map { types[$0] }
    }
}
