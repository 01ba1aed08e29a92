import Foundation

extension Money: AutoEquatable {}

extension Request: AutoEquatable {
    var isUpload: Bool { body != nil }
}

extension Product {
    var displayName: String { "\(name) (\(tags.joined(separator: ", ")))" }
}

extension ProductReading {
    /// Not a requirement: mocks must not implement it.
    func contains(id: Int) -> Bool { product(id: id) != nil }
}
