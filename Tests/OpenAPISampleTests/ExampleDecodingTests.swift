@testable import OpenAPISample
import AnnogenRuntime
import Foundation
import Testing

/// Every example response in the specs decodes as its operation's ResponseBody with the client's
/// decoder, and comes out as the spec says.
@Suite struct ExampleDecodingTests {
    func decode<T: Decodable>(_ endpoint: (some APIEndPointHasExampleResponse).Type, as type: T.Type) throws -> T {
        try APIClient.defaultDecoder().decode(T.self, from: endpoint.exampleResponse)
    }

    @Test func everyBookshelfExampleDecodes() throws {
        let page = try decode(Operations.ListBooks.self, as: Operations.ListBooks.ResponseBody.self)
        #expect(page.items.map(\.title) == ["The Left Hand of Darkness"])
        #expect(page.items.first?.format == .paperback)
        #expect(page.items.first?.publishedAt == Date(timeIntervalSince1970: -26_438_400))
        #expect(page.items.first?.inStock == true, "in_stock is absent: its default applies")
        #expect(page.nextPage == 2)

        let created = try decode(Operations.CreateBook.self, as: Operations.CreateBook.ResponseBody.self)
        #expect(created.id == 1002 && created.format == .hardcover && created.price == Money(amount: 2450, currency: "EUR"))
        #expect(created.price.formatted == "24.50 EUR", "Money is the hand-written type that claims the spec's schema")

        let book = try decode(Operations.GetBook.self, as: Operations.GetBook.ResponseBody.self)
        #expect(book.ratings == ["5": 120, "4": 31])
        #expect(book.coverUrl == URL(string: "https://covers.bookshelf.example/1001.jpg"))
        #expect(book.authors.first?.born == "1929-10-21")

        let reviews = try decode(Operations.ListReviews.self, as: Operations.ListReviews.ResponseBody.self)
        #expect(reviews.map(\.id) == ["r-1"])
        #expect(reviews.first?.rating == 5, "allOf: ReviewDraft's properties are part of Review")

        let author = try decode(Operations.GetAuthor.self, as: Operations.GetAuthor.ResponseBody.self)
        #expect(author.author.name == "Ursula K. Le Guin" && author.books.isEmpty)
        #expect(author.stats?.reviewCount == 151)

        let search = try decode(Operations.Search.self, as: Operations.Search.ResponseBody.self)
        guard case .author(let first) = search.results.first, case .book(let second) = search.results.last else {
            Issue.record("oneOf without a discriminator: \(search.results)")
            return
        }
        #expect(first.id == 7 && second.format == .ebook)

        let placed = try decode(Operations.PlaceOrder.self, as: Operations.PlaceOrder.ResponseBody.self)
        #expect(placed.status == .paid)
        #expect(placed.payment == .cardPayment(CardPayment(kind: "card", last4: "4242", expires: "12/27")))
        let order = try decode(Operations.GetOrder.self, as: Operations.GetOrder.ResponseBody.self)
        #expect(order.payment == .giftCardPayment(GiftCardPayment(kind: "gift_card", code: "GC-1")))
        #expect(order.shippingAddress.postalCode == "97201")

        let wishlist = try decode(Operations.GetWishlist.self, as: Operations.GetWishlist.ResponseBody.self)
        #expect(wishlist.bookIds == [1001, 1002])
    }

    /// `GET /stats` is deprecated in the spec, so its generated code is too.
    @available(*, deprecated)
    @Test func theDeprecatedOperationsExampleDecodes() throws {
        let stats = try decode(Operations.GetStats.self, as: Operations.GetStats.ResponseBody.self)
        #expect(stats == ["paperback": 10, "ebook": 4])
    }

    @Test func everySwagger2ExampleDecodes() throws {
        let stores = try decode(StoreLocator.FindStores.self, as: StoreLocator.FindStores.ResponseBody.self)
        #expect(stores.map(\.name) == ["Bookshelf Pearl District"])
        #expect(stores.first?.hours.first?.day == .mon)
        #expect(stores.first?.manager == nil, "x-nullable")
        let reservation = try decode(StoreLocator.ReserveBook.self, as: StoreLocator.ReserveBook.ResponseBody.self)
        #expect(reservation.state == .held && reservation.bookId == 1001)
    }

    @Test func anUnknownDiscriminatorValueFailsWithItsPathAndTheValuesExpected() throws {
        let json = Data(#"{"kind": "crypto", "wallet": "x"}"#.utf8)
        #expect {
            try APIClient.defaultDecoder().decode(PaymentMethod.self, from: json)
        } throws: { error in
            "\(error)".contains("unknown kind 'crypto' (expected 'card', 'paypal', 'gift_card')")
        }
    }

    @Test func aValueMatchingNoAlternativeSaysWhyEachFailed() throws {
        let json = Data(#"{"id": "not a number"}"#.utf8)
        #expect {
            try APIClient.defaultDecoder().decode(SearchResult.self, from: json)
        } throws: { error in
            let text = "\(error)"
            return text.contains("matches none of SearchResult's alternatives") && text.contains("Book:") && text.contains("Author:")
        }
    }

    @Test func oneOfValuesEncodeAsTheirAlternative() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let payment = PaymentMethod.payPalPayment(PayPalPayment(kind: "paypal", email: "a@b.example"))
        let data = try encoder.encode(payment)
        #expect(String(decoding: data, as: UTF8.self) == #"{"email":"a@b.example","kind":"paypal"}"#)
        #expect(try APIClient.defaultDecoder().decode(PaymentMethod.self, from: data) == payment)
    }

    @Test func unknownEnumValuesDecodeAsUnknown() throws {
        let json = Data(#"{"id": 1, "title": "T", "authors": [], "format": "scroll", "price": {"amount": 1, "currency": "EUR"}}"#.utf8)
        #expect(try APIClient.defaultDecoder().decode(Book.self, from: json).format == .unknown)
    }
}
