import Foundation
@testable import GoldenFixtures
import Testing

/// The generated `==` (Tests/Golden/MocksAndEquality/Expected/AutoEquatable.generated.swift) in use.
struct EqualityTests {
    @Test func structComparesEveryStoredProperty() {
        let shoe = Product(id: 1, name: "Shoe", price: Money(cents: 100, currency: .euro), tags: ["a"], discount: nil)
        var other = shoe
        #expect(shoe == other)

        other.discount = 0.1
        #expect(shoe != other)
        other = shoe
        other.attributes["size"] = "42"
        #expect(shoe != other)
        other = shoe
        other.price.currency = .dollar
        #expect(shoe != other)
    }

    @Test func enumComparesCasesAndAssociatedValues() {
        #expect(CatalogEvent.opened == .opened)
        #expect(CatalogEvent.searched(query: "a", page: 1) == .searched(query: "a", page: 1))
        #expect(CatalogEvent.searched(query: "a", page: 1) != .searched(query: "a", page: 2))
        #expect(CatalogEvent.searched(query: "a", page: 1) != .searched(query: "b", page: 1))
        #expect(CatalogEvent.failed(code: 1, message: nil) != .failed(code: 1, message: "x"))
        #expect(CatalogEvent.selected(.placeholder) == .selected(.placeholder))
        #expect(CatalogEvent.opened != .batch([]))
        #expect(CatalogEvent.batch([.opened, .selected(.placeholder)]) == .batch([.opened, .selected(.placeholder)]))
        #expect(CatalogEvent.batch([.opened]) != .batch([.opened, .opened]))
    }

    @Test func subclassComparesInheritedStoredProperties() {
        let car = Car(name: "Mini", seats: 4)
        #expect(car == Car(name: "Mini", seats: 4))
        #expect(car != Car(name: "Mini", seats: 2))
        #expect(car != Car(name: "Cooper", seats: 4))
    }

    @Test func genericTypeAndConformanceAddedInAnExtension() {
        #expect(Page(items: [1, 2], nextCursor: nil) == Page(items: [1, 2], nextCursor: nil))
        #expect(Page(items: [1, 2], nextCursor: nil) != Page(items: [1, 2], nextCursor: "next"))
        #expect(Money(cents: 1, currency: .euro) != Money(cents: 1, currency: .dollar))
        let request = Request(path: "/a", method: .get, body: nil)
        #expect(request == Request(path: "/a", method: .get, body: nil))
        #expect(request != Request(path: "/a", method: .get, body: Data()))
    }
}
