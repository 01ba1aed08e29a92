@testable import SampleAPI
import AnnogenRuntime
import AnnogenTestSupport
import Foundation
import Testing

/// The generated `init(from:)` of every model, fed JSON the way servers really send it.
@Suite("Generated decoding: annotations and edge cases", .timeLimit(.minutes(1)))
struct DecodingTests {
    static let profileJSON = #"""
        {"id": 1, "name": "Aiko", "email": "aiko@example.com", "default": true, "class": "gold",
         "emailVerified": 1, "avatarURL": "https://example.com/a.png",
         "preferences": {"theme": "dark", "lang": "ja"}, "points": 120,
         "addresses": [{"label": "home", "city": "Kyoto"}, {"label": "work", "city": "Osaka"}]}
        """#

    // MARK: UserProfile: reserved words, boolFromInt, defaultValue Int, dictionaries, URLs

    @Test func userProfileDecodesEveryField() async throws {
        let profile = try await decode(Self.profileJSON, as: API.UserProfile.ResponseBody.self, for: API.UserProfile.request())
        #expect(profile.id == 1)
        #expect(profile.name == "Aiko")
        #expect(profile.email == "aiko@example.com")
        #expect(profile.default == true)
        #expect(profile.class == .gold)
        #expect(profile.emailVerified == true)
        #expect(profile.avatarURL == URL(string: "https://example.com/a.png"))
        #expect(profile.preferences == ["theme": "dark", "lang": "ja"])
        #expect(profile.points == 120)
        #expect(profile.addresses.map(\.label) == ["home", "work"])
        #expect(profile.addresses.map(\.city) == ["Kyoto", "Osaka"])
    }

    @Test(arguments: [
        (#""emailVerified": 0"#, false), (#""emailVerified": 1"#, true),
        (#""emailVerified": false"#, false), (#""emailVerified": true"#, true),
    ])
    func boolFromIntAcceptsNumbersAndBooleans(field: String, expected: Bool) async throws {
        let json = #"{"id": 1, "name": "A", "default": false, "class": "regular", \#(field), "preferences": {}}"#
        let profile = try await decode(json, as: API.UserProfile.ResponseBody.self, for: API.UserProfile.request())
        #expect(profile.emailVerified == expected)
    }

    @Test func boolFromIntRejectsOtherNumbers() async throws {
        let json = #"{"id": 1, "name": "A", "default": false, "class": "regular", "emailVerified": 2, "preferences": {}}"#
        let failure = try #require(await decodingFailure {
            try await decode(json, as: API.UserProfile.ResponseBody.self, for: API.UserProfile.request())
        })
        #expect(failure.path == "emailVerified")
        #expect(failure.description == "Expected true, false, 0 or 1")
    }

    @Test(arguments: [#""#, #""points": null, "#])
    func missingOrNullIntTakesItsDefaultAndMissingArrayIsEmpty(points: String) async throws {
        let json = #"{"id": 2, "name": "B", "email": null, "default": false, "class": "platinum", \#(points)"emailVerified": 0, "preferences": {}}"#
        let profile = try await decode(json, as: API.UserProfile.ResponseBody.self, for: API.UserProfile.request())
        #expect(profile.points == 0)
        #expect(profile.addresses.isEmpty)
        #expect(profile.email == nil)
        #expect(profile.avatarURL == nil)
        #expect(profile.preferences.isEmpty)
        #expect(profile.class == .platinum)
        #expect(profile.default == false)
    }

    @Test func enumWithoutUnknownCaseFailsOnANewValue() async throws {
        let json = #"{"id": 1, "name": "A", "default": false, "class": "diamond", "emailVerified": 1, "preferences": {}}"#
        let failure = try #require(await decodingFailure {
            try await decode(json, as: API.UserProfile.ResponseBody.self, for: API.UserProfile.request())
        })
        #expect(failure.path == "class")
    }

    @Test func dictionaryWithWrongValueTypeNamesTheEntry() async throws {
        let json = #"{"id": 1, "name": "A", "default": false, "class": "gold", "emailVerified": 1, "preferences": {"theme": 3}}"#
        let failure = try #require(await decodingFailure {
            try await decode(json, as: API.UserProfile.ResponseBody.self, for: API.UserProfile.request())
        })
        #expect(failure.path == "preferences.theme")
    }

    // MARK: ProductSearch: jsonKey, defaultValue String, missing arrays, unknownCase, required keys

    @Test func productSearchUsesJSONKeysAndDefaults() async throws {
        let json = #"""
            {"totalCount": 3, "products": [
              {"id": 10, "productName": "Teapot", "worthBuying": 1, "price": {"amount": 4800, "currency": "JPY"}, "badges": ["new", "sale"]},
              {"id": 11, "worthBuying": false, "price": {"amount": 100, "currency": "JPY"}},
              {"id": 12, "productName": null, "worthBuying": true, "price": {"amount": 0, "currency": "EUR"}, "badges": []}
            ]}
            """#
        let issues = Collector<DecodingIssue>()
        let search = try await decode(json, as: API.ProductSearch.ResponseBody.self,
                                      for: API.ProductSearch.request(keyword: "tea", page: 1), issues: issues)
        #expect(search.totalCount == 3)
        #expect(search.products.map(\.productId) == [10, 11, 12])
        #expect(search.products.map(\.productName) == ["Teapot", "", ""])
        #expect(search.products.map(\.worthBuying) == [true, false, true])
        #expect(search.products.map(\.price.amount) == [4800, 100, 0])
        #expect(search.products.map(\.price.currency) == ["JPY", "JPY", "EUR"])
        #expect(search.products.map(\.badges) == [[.new, .sale], [], []])
        #expect(issues.values.isEmpty)
    }

    @Test func propertyNameIsNotTheJSONKey() async throws {
        // `productId` is read from "id" only.
        let json = #"{"totalCount": 1, "products": [{"productId": 10, "worthBuying": 1, "price": {"amount": 1, "currency": "JPY"}}]}"#
        let failure = try #require(await decodingFailure {
            try await decode(json, as: API.ProductSearch.ResponseBody.self, for: API.ProductSearch.request(keyword: "x", page: 1))
        })
        #expect(failure.path == "products[0].id")
        #expect(failure.description == "key 'id' not found")
    }

    @Test(arguments: [#"{"totalCount": 0}"#, #"{"totalCount": 0, "products": null}"#])
    func missingOrNullArrayIsEmpty(json: String) async throws {
        let search = try await decode(json, as: API.ProductSearch.ResponseBody.self, for: API.ProductSearch.request(keyword: "x", page: 1))
        #expect(search.totalCount == 0)
        #expect(search.products.isEmpty)
    }

    @Test func unknownBadgeBecomesUnknownAndIsReported() async throws {
        let json = #"{"totalCount": 1, "products": [{"id": 1, "worthBuying": 0, "price": {"amount": 1, "currency": "JPY"}, "badges": ["limited", "clearance"]}]}"#
        let issues = Collector<DecodingIssue>()
        let search = try await decode(json, as: API.ProductSearch.ResponseBody.self,
                                      for: API.ProductSearch.request(keyword: "x", page: 1), issues: issues)
        #expect(search.products.first?.badges == [.limited, .unknown])
        #expect(issues.values == [DecodingIssue(kind: .unknownRawValue("clearance", type: "Badge"),
                                                codingPath: "products[0].badges[1]", request: "GET /app/search")])
    }

    @Test func requiredKeyMissingNamesTheField() async throws {
        let json = #"{"totalCount": 1, "products": [{"id": 1, "productName": "Cup", "worthBuying": 1}]}"#
        let failure = try #require(await decodingFailure {
            try await decode(json, as: API.ProductSearch.ResponseBody.self, for: API.ProductSearch.request(keyword: "x", page: 1))
        })
        #expect(failure.path == "products[0].price")
        #expect(failure.description == "key 'price' not found")
    }

    @Test func wrongTypeNamesThePath() async throws {
        let json = #"{"totalCount": 2, "products": [{"id": 1, "worthBuying": 1, "price": {"amount": 1, "currency": "JPY"}}, {"id": 2, "worthBuying": 1, "price": {"amount": "12", "currency": "JPY"}}]}"#
        let error = await #expect(throws: APIError.self) {
            try await decode(json, as: API.ProductSearch.ResponseBody.self, for: API.ProductSearch.request(keyword: "x", page: 1))
        }
        guard case .decoding(let path, _)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(path == "products[1].price.amount")
        #expect(error?.description.hasPrefix("Could not decode the response at products[1].price.amount: ") == true)
    }

    @Test func wrongTypeAtTheTopLevel() async throws {
        let failure = try #require(await decodingFailure {
            try await decode(#"{"totalCount": "3"}"#, as: API.ProductSearch.ResponseBody.self,
                             for: API.ProductSearch.request(keyword: "x", page: 1))
        })
        #expect(failure.path == "totalCount")
    }

    @Test func stringDefaultDoesNotHideAWrongType() async throws {
        let json = #"{"totalCount": 1, "products": [{"id": 1, "productName": 5, "worthBuying": 1, "price": {"amount": 1, "currency": "JPY"}}]}"#
        let failure = try #require(await decodingFailure {
            try await decode(json, as: API.ProductSearch.ResponseBody.self, for: API.ProductSearch.request(keyword: "x", page: 1))
        })
        #expect(failure.path == "products[0].productName")
    }

    // MARK: ProductDetail: three levels, postal_code, safe, dates, dictionaries

    static let detailJSON = #"""
        {"id": 5, "name": "Kettle", "description": null, "price": {"amount": 2990, "currency": "JPY"},
         "specifications": {"Capacity": "1 l", "Colour": "Black"},
         "seller": {"id": 9, "displayName": "Kama shop",
                    "address": {"city": "Morioka", "postal_code": "020-0001", "country": "JP"}},
         "promotion": {"title": "Spring sale", "endsAt": "2024-05-01T10:00:00Z"}}
        """#

    @Test func productDetailDecodesThreeLevelsDeep() async throws {
        let issues = Collector<DecodingIssue>()
        let detail = try await decode(Self.detailJSON, as: API.ProductDetail.ResponseBody.self,
                                      for: API.ProductDetail.request(productId: 5), issues: issues)
        #expect(detail.id == 5)
        #expect(detail.name == "Kettle")
        #expect(detail.description == nil)
        #expect(detail.price.amount == 2990)
        #expect(detail.specifications == ["Capacity": "1 l", "Colour": "Black"])
        #expect(detail.seller.id == 9)
        #expect(detail.seller.displayName == "Kama shop")
        #expect(detail.seller.address.city == "Morioka")
        #expect(detail.seller.address.postalCode == "020-0001")
        #expect(detail.seller.address.country == "JP")
        #expect(detail.promotion?.title == "Spring sale")
        #expect(detail.promotion?.endsAt == mayFirst10am)
        #expect(issues.values.isEmpty)
    }

    @Test func postalCodeIsReadFromItsSnakeCaseKeyOnly() async throws {
        let json = Self.detailJSON.replacingOccurrences(of: #""postal_code""#, with: #""postalCode""#)
        let detail = try await decode(json, as: API.ProductDetail.ResponseBody.self, for: API.ProductDetail.request(productId: 5))
        #expect(detail.seller.address.postalCode == nil)
    }

    @Test func missingKeyThreeLevelsDownNamesTheWholePath() async throws {
        let json = Self.detailJSON.replacingOccurrences(of: #", "country": "JP""#, with: "")
        #expect(json != Self.detailJSON)
        let failure = try #require(await decodingFailure {
            try await decode(json, as: API.ProductDetail.ResponseBody.self, for: API.ProductDetail.request(productId: 5))
        })
        #expect(failure.path == "seller.address.country")
    }

    @Test func malformedSafePromotionBecomesNilAndIsReported() async throws {
        let json = Self.detailJSON.replacingOccurrences(of: "2024-05-01T10:00:00Z", with: "next Tuesday")
        let issues = Collector<DecodingIssue>()
        let detail = try await decode(json, as: API.ProductDetail.ResponseBody.self,
                                      for: API.ProductDetail.request(productId: 5), issues: issues)
        #expect(detail.promotion == nil)
        #expect(detail.seller.address.city == "Morioka")
        let issue = try #require(issues.values.first)
        #expect(issues.values.count == 1)
        #expect(issue.codingPath == "promotion.endsAt")
        #expect(issue.request == "GET /products/5")
        guard case .droppedValue(let reason) = issue.kind else { Issue.record("got \(issue.kind)"); return }
        #expect(!reason.isEmpty)
        #expect(issue.description.hasPrefix("GET /products/5 promotion.endsAt: dropped invalid value ("))
    }

    @Test func safePromotionOfTheWrongShapeBecomesNil() async throws {
        let json = Self.detailJSON.replacingOccurrences(
            of: #"{"title": "Spring sale", "endsAt": "2024-05-01T10:00:00Z"}"#, with: #""soon""#)
        #expect(json != Self.detailJSON)
        let issues = Collector<DecodingIssue>()
        let detail = try await decode(json, as: API.ProductDetail.ResponseBody.self,
                                      for: API.ProductDetail.request(productId: 5), issues: issues)
        #expect(detail.promotion == nil)
        #expect(issues.values.map(\.codingPath) == ["promotion"])
    }

    @Test(arguments: [#""promotion": null"#, #""promo": 1"#])
    func absentSafePromotionIsNilWithoutAnIssue(replacement: String) async throws {
        let json = Self.detailJSON.replacingOccurrences(
            of: #""promotion": {"title": "Spring sale", "endsAt": "2024-05-01T10:00:00Z"}"#, with: replacement)
        #expect(json != Self.detailJSON)
        let issues = Collector<DecodingIssue>()
        let detail = try await decode(json, as: API.ProductDetail.ResponseBody.self,
                                      for: API.ProductDetail.request(productId: 5), issues: issues)
        #expect(detail.promotion == nil)
        #expect(issues.values.isEmpty)
    }

    // MARK: Orders: unknownCase on a top-level enum, dates

    @Test func unknownOrderStatusBecomesUnknownAndIsReported() async throws {
        let json = #"""
            {"orders": [{"orderId": "A1", "status": "shipped", "total": {"amount": 500, "currency": "JPY"}},
                        {"orderId": "A2", "status": "returned", "total": {"amount": 700, "currency": "JPY"}}],
             "nextPage": 2}
            """#
        let issues = Collector<DecodingIssue>()
        let list = try await decode(json, as: API.ListOrders.ResponseBody.self, for: API.ListOrders.request(), issues: issues)
        #expect(list.orders.map(\.orderId) == ["A1", "A2"])
        #expect(list.orders.map(\.status) == [.shipped, .unknown])
        #expect(list.orders.map(\.total.amount) == [500, 700])
        #expect(list.nextPage == 2)
        #expect(issues.values == [DecodingIssue(kind: .unknownRawValue("returned", type: "OrderStatus"),
                                                codingPath: "orders[1].status", request: "GET /orders")])
        #expect(issues.values.first?.description == "GET /orders orders[1].status: unknown OrderStatus raw value 'returned'")
    }

    @Test func orderStatusOfTheWrongTypeStillFails() async throws {
        let json = #"{"orders": [{"orderId": "A1", "status": 3, "total": {"amount": 500, "currency": "JPY"}}]}"#
        let failure = try #require(await decodingFailure {
            try await decode(json, as: API.ListOrders.ResponseBody.self, for: API.ListOrders.request())
        })
        #expect(failure.path == "orders[0].status")
    }

    @Test func isoDateDecodesAndOtherFormatsFail() async throws {
        let json = #"{"orderId": "A1", "status": "pending", "createdAt": "2024-05-01T10:00:00Z", "total": {"amount": 1, "currency": "JPY"}}"#
        let order = try await decode(json, as: API.CreateOrder.ResponseBody.self, for: API.CreateOrder.request(items: []))
        #expect(order.createdAt == mayFirst10am)
        #expect(order.status == .pending)

        let failure = try #require(await decodingFailure {
            try await decode(json.replacingOccurrences(of: "2024-05-01T10:00:00Z", with: "1714557600"),
                             as: API.CreateOrder.ResponseBody.self, for: API.CreateOrder.request(items: []))
        })
        #expect(failure.path == "createdAt")
    }

    // MARK: Categories (recursive) and Recommendations (String default)

    @Test func categoryTreeWithMissingChildren() async throws {
        let json = #"{"categories": [{"id": 1, "name": "Kitchen", "children": [{"id": 2, "name": "Kettles"}, {"id": 3, "name": "Cups", "children": null}]}, {"id": 4, "name": "Garden"}]}"#
        let tree = try await decode(json, as: API.Categories.ResponseBody.self, for: API.Categories.request())
        #expect(tree.categories.map(\.id) == [1, 4])
        #expect(tree.categories.map(\.name) == ["Kitchen", "Garden"])
        #expect(tree.categories[0].children.map(\.name) == ["Kettles", "Cups"])
        #expect(tree.categories[0].children.allSatisfy { $0.children.isEmpty })
        #expect(tree.categories[1].children.isEmpty)
    }

    @Test func missingHeadlineTakesItsDefault() async throws {
        let recommendations = try await decode(#"{"products": []}"#, as: API.Recommendations.ResponseBody.self,
                                               for: API.Recommendations.request())
        #expect(recommendations.headline == "Recommended for you")
        #expect(recommendations.products.isEmpty)
    }

    @Test func emptyResponseAcceptsAnyBody() async throws {
        let empty = try await decode(#"{"unexpected": [1, 2]}"#, as: EmptyResponse.self,
                                     for: API.CancelOrder.request(orderId: "A1"))
        #expect(empty == EmptyResponse())
    }
}
