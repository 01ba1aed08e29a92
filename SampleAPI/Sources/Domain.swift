import Foundation

// The app's own models, which the screens use; mappers fill them from the DTOs. `// gen: autoPublicInit`
// gives each a public memberwise init (written into this file by AutoPublicInit.stencil), so a mapper in
// another module cannot forget a field.

/// Keeps a number inside a range: a quantity typed by the user never leaves what the shop sells.
@propertyWrapper
public struct Clamped: Hashable, Sendable {
    private var value: Int
    public let range: ClosedRange<Int>

    public init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    public var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

/// A product as the catalogue screens show it.
// gen: autoPublicInit
public struct Product: Hashable, Sendable {
    public let id: Int
    public let name: String
    public let priceInCents: Int
    /// Every price in the sample is in euros: not a parameter.
    public let currencyCode = "EUR"
    public var badges: [String] = []
    public var subtitle: String?
// gen:inline:auto:Product.autoPublicInit
    public init(
        id: Int,
        name: String,
        priceInCents: Int,
        badges: [String] = [],
        subtitle: String? = nil
    ) {
        self.id = id
        self.name = name
        self.priceInCents = priceInCents
        self.badges = badges
        self.subtitle = subtitle
    }
// gen:end
}

/// An order being put together in the basket.
// gen: autoPublicInit
public final class Order {
    public let id: String
    public var lines: [Line]
    public var note: String?
    /// Called after every change, to refresh the basket badge.
    public let onChange: (Order) -> Void
    public var onSubmit: (() -> Void)?
    public let createdAt = Date()

    /// One product and how many of it.
    // gen: autoPublicInit
    public struct Line: Hashable, Sendable {
        public let productId: Int
        @Clamped(1...99) public var quantity: Int = 1
    // gen:inline:auto:Order.Line.autoPublicInit
        public init(
            productId: Int,
            quantity: Int = 1
        ) {
            self.productId = productId
            self._quantity = Clamped(wrappedValue: quantity, 1...99)
        }
    // gen:end
    }

    public var totalQuantity: Int { lines.reduce(0) { $0 + $1.quantity } }
// gen:inline:auto:Order.autoPublicInit
    public init(
        id: String,
        lines: [Line],
        note: String? = nil,
        onChange: @escaping (Order) -> Void,
        onSubmit: (() -> Void)? = nil
    ) {
        self.id = id
        self.lines = lines
        self.note = note
        self.onChange = onChange
        self.onSubmit = onSubmit
    }
// gen:end
}
