import Foundation

/// The shop's namespace.
/// Everything a checkout needs.
// gen: area = "checkout"
// gen: owner = "ana"
// gen: owner = "bo"
// gen:json: strategy = "snake", version = 2
public enum Shop {
    public typealias Money = Int

    /// A shopping cart.
    // gen: AutoDescribable, priority = 2.5
    public struct Cart: Identifiable, Codable {
        public struct Item: Codable {
            public var sku: String
            public var quantity: Int = 1
        }

        public let id: UUID
        /// What is in the cart.
        // gen: jsonKey = "line_items"
        public var items: [Item]
        public private(set) var total: Money = 0
        var coupon: String?
        var itemsBySku: [String: Item]
        static let maxItems = 50
        var isEmpty: Bool { items.isEmpty }
        lazy var summary = "cart"
        @available(*, deprecated, message: "use coupon")
        var legacyCode: String?

        public func add(_ item: Item, count: Int = 1) -> Bool { true }
        mutating func apply(coupon code: inout String, _ values: Int...) async throws -> Money? { nil }
        static func empty() -> Cart { fatalError() }
    }
}
