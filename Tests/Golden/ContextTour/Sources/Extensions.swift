extension Derived: CustomStringConvertible {
    var description: String { "Derived(\(level))" }
}

extension Shop.Cart.Item: Hashable {}

extension Array where Element == Int {
    var sum: Int { reduce(0, +) }
}
