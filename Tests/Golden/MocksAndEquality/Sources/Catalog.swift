import Foundation

/// A product in the catalog.
struct Product: AutoEquatable {
    let id: Int
    var name: String
    var price: Money
    var tags: [String]
    var discount: Double?
    var attributes: [String: String] = [:]

    static let placeholder = Product(id: 0, name: "", price: Money(cents: 0, currency: .euro), tags: [])
}

struct Money {
    var cents: Int
    var currency: Currency
}

enum Currency: String {
    case euro = "EUR"
    case dollar = "USD"
}

/// What happened in the catalog screen.
// gen: AutoEquatable
enum CatalogEvent {
    case opened
    case searched(query: String, page: Int)
    case selected(Product)
    case failed(code: Int, message: String?)
    case batch([CatalogEvent])
}

/// A page of results, generic over its element.
// gen: AutoEquatable
struct Page<Element: Equatable> {
    var items: [Element]
    var nextCursor: String?
    var total: Int { items.count }
}
