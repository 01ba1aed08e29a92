@testable import SampleAPI
import AnnogenRuntime
import AnnogenTestSupport
import Foundation
import Testing

/// The generated `encode(to:)` writes what the generated `init(from:)` reads.
@Suite("Generated encoding round-trips", .timeLimit(.minutes(1)))
struct RoundTripTests {
    /// Encodes `value` with the client's default encoder (ISO 8601 dates, sorted keys).
    func encode(_ value: some Encodable) throws -> Data {
        try APIClient.defaultEncoder().encode(value)
    }

    func object(_ data: Data) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
    }

    @Test func productSearchWritesJSONKeysAndBoolsAsNumbers() async throws {
        let json = #"{"totalCount": 2, "products": [{"id": 10, "productName": "Teapot", "worthBuying": true, "price": {"amount": 4800, "currency": "JPY"}, "badges": ["new", "bogus"]}, {"id": 11, "worthBuying": 0, "price": {"amount": 5, "currency": "USD"}}]}"#
        let original = try await decode(json, as: API.ProductSearch.ResponseBody.self, for: API.ProductSearch.request(keyword: "x", page: 1))
        let data = try encode(original)
        #expect(String(decoding: data, as: UTF8.self) == #"{"products":[{"badges":["new","unknown"],"id":10,"price":{"amount":4800,"currency":"JPY"},"productName":"Teapot","worthBuying":1},{"badges":[],"id":11,"price":{"amount":5,"currency":"USD"},"productName":"","worthBuying":0}],"totalCount":2}"#)

        let copy = try await decode(String(decoding: data, as: UTF8.self), as: API.ProductSearch.ResponseBody.self,
                                    for: API.ProductSearch.request(keyword: "x", page: 1))
        #expect(copy.totalCount == original.totalCount)
        #expect(copy.products.count == original.products.count)
        for (a, b) in zip(copy.products, original.products) {
            #expect(a.productId == b.productId)
            #expect(a.productName == b.productName)
            #expect(a.worthBuying == b.worthBuying)
            #expect(a.price.amount == b.price.amount)
            #expect(a.price.currency == b.price.currency)
            #expect(a.badges == b.badges)
        }
        #expect(try encode(copy) == data)
    }

    @Test func userProfileWritesReservedWordsAndLeavesOutNil() async throws {
        let original = try await decode(DecodingTests.profileJSON, as: API.UserProfile.ResponseBody.self, for: API.UserProfile.request())
        let data = try encode(original)
        let written = try object(data)
        #expect(written["default"] as? Bool == true)
        #expect(written["class"] as? String == "gold")
        #expect(written["emailVerified"] as? Int == 1)
        #expect(written["avatarURL"] as? String == "https://example.com/a.png")
        #expect(written["points"] as? Int == 120)
        #expect((written["preferences"] as? NSDictionary) == ["theme": "dark", "lang": "ja"] as NSDictionary)

        let copy = try await decode(String(decoding: data, as: UTF8.self), as: API.UserProfile.ResponseBody.self,
                                    for: API.UserProfile.request())
        #expect(copy.id == original.id)
        #expect(copy.name == original.name)
        #expect(copy.email == original.email)
        #expect(copy.default == original.default)
        #expect(copy.class == original.class)
        #expect(copy.emailVerified == original.emailVerified)
        #expect(copy.avatarURL == original.avatarURL)
        #expect(copy.preferences == original.preferences)
        #expect(copy.points == original.points)
        #expect(copy.addresses.map(\.label) == original.addresses.map(\.label))
        #expect(copy.addresses.map(\.city) == original.addresses.map(\.city))
        #expect(try encode(copy) == data)

        let sparse = #"{"id": 2, "name": "B", "email": null, "default": false, "class": "regular", "emailVerified": 0, "preferences": {}}"#
        let sparseData = try encode(try await decode(sparse, as: API.UserProfile.ResponseBody.self, for: API.UserProfile.request()))
        #expect(String(decoding: sparseData, as: UTF8.self)
            == #"{"addresses":[],"class":"regular","default":false,"emailVerified":0,"id":2,"name":"B","points":0,"preferences":{}}"#)
    }

    @Test func productDetailWritesPostalCodeAndDates() async throws {
        let original = try await decode(DecodingTests.detailJSON, as: API.ProductDetail.ResponseBody.self,
                                        for: API.ProductDetail.request(productId: 5))
        let data = try encode(original)
        #expect(String(decoding: data, as: UTF8.self) == #"{"id":5,"name":"Kettle","price":{"amount":2990,"currency":"JPY"},"promotion":{"endsAt":"2024-05-01T10:00:00Z","title":"Spring sale"},"seller":{"address":{"city":"Morioka","country":"JP","postal_code":"020-0001"},"displayName":"Kama shop","id":9},"specifications":{"Capacity":"1 l","Colour":"Black"}}"#)

        let copy = try await decode(String(decoding: data, as: UTF8.self), as: API.ProductDetail.ResponseBody.self,
                                    for: API.ProductDetail.request(productId: 5))
        #expect(copy.id == original.id)
        #expect(copy.name == original.name)
        #expect(copy.description == original.description)
        #expect(copy.price.amount == original.price.amount)
        #expect(copy.specifications == original.specifications)
        #expect(copy.seller.id == original.seller.id)
        #expect(copy.seller.displayName == original.seller.displayName)
        #expect(copy.seller.address.city == original.seller.address.city)
        #expect(copy.seller.address.postalCode == original.seller.address.postalCode)
        #expect(copy.seller.address.country == original.seller.address.country)
        #expect(copy.promotion?.title == original.promotion?.title)
        #expect(copy.promotion?.endsAt == original.promotion?.endsAt)
    }

    @Test func ordersAndCategoriesRoundTrip() async throws {
        let orderJSON = #"{"orderId": "A1", "status": "delivered", "createdAt": "2024-05-01T10:00:00Z", "total": {"amount": 9, "currency": "JPY"}}"#
        let order = try await decode(orderJSON, as: API.CreateOrder.ResponseBody.self, for: API.CreateOrder.request(items: []))
        #expect(String(decoding: try encode(order), as: UTF8.self)
            == #"{"createdAt":"2024-05-01T10:00:00Z","orderId":"A1","status":"delivered","total":{"amount":9,"currency":"JPY"}}"#)

        let listJSON = #"{"orders": [{"orderId": "A1", "status": "paid", "total": {"amount": 9, "currency": "JPY"}}]}"#
        let list = try await decode(listJSON, as: API.ListOrders.ResponseBody.self, for: API.ListOrders.request())
        #expect(String(decoding: try encode(list), as: UTF8.self)
            == #"{"orders":[{"orderId":"A1","status":"paid","total":{"amount":9,"currency":"JPY"}}]}"#)

        let treeJSON = #"{"categories": [{"id": 1, "name": "Kitchen", "children": [{"id": 2, "name": "Kettles"}]}]}"#
        let tree = try await decode(treeJSON, as: API.Categories.ResponseBody.self, for: API.Categories.request())
        #expect(String(decoding: try encode(tree), as: UTF8.self)
            == #"{"categories":[{"children":[{"children":[],"id":2,"name":"Kettles"}],"id":1,"name":"Kitchen"}]}"#)
    }
}
