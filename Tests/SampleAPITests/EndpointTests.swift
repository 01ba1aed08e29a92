@testable import SampleAPI
import AnnogenRuntime
import AnnogenTestSupport
import Foundation
import Testing

/// Every generated `APIClient` method against a real loopback server: what the server
/// received, and what the method returned. One server per test; each listens on its own port.
@Suite("Every endpoint over HTTP", .timeLimit(.minutes(1)))
struct EndpointTests {
    static let orderSummaryJSON = #"{"orderId": "A 1/2", "status": "paid", "total": {"amount": 1500, "currency": "JPY"}}"#

    // MARK: Account

    @Test func userProfile() async throws {
        try await TestServer.with([.json(DecodingTests.profileJSON)]) { server in
            let profile = try await makeClient(server).userProfile()

            #expect(profile.id == 1)
            #expect(profile.class == .gold)
            #expect(profile.emailVerified == true)
            let recorded = try #require(await server.requests.first)
            #expect(await server.requests.count == 1)
            #expect(recorded.method == "GET")
            #expect(recorded.path == "/api/me")
            #expect(recorded.query == "")
            #expect(recorded.hasClientHeaders)
            #expect(recorded.header("Content-Type") == nil)
            #expect(recorded.body.isEmpty)
        }
    }

    @Test func updateProfileSendsOnlyTheFieldsThatAreSet() async throws {
        try await TestServer.with([.json(#"{"id": 1, "name": "Aiko T."}"#)]) { server in
            let client = makeClient(server)
            let updated = try await client.updateProfile(displayName: "Aiko T.")
            _ = try await client.updateProfile(marketingOptIn: false)
            _ = try await client.updateProfile()

            #expect(updated.id == 1)
            #expect(updated.name == "Aiko T.")
            let requests = await server.requests
            #expect(requests.map(\.method) == ["PATCH", "PATCH", "PATCH"])
            #expect(requests.map(\.path) == ["/api/me", "/api/me", "/api/me"])
            #expect(requests.map(\.query) == ["", "", ""])
            #expect(requests.map(\.bodyText) == [#"{"displayName":"Aiko T."}"#, #"{"marketingOptIn":false}"#, "{}"])
            #expect(requests.allSatisfy { $0.header("Content-Type") == "application/json" && $0.hasClientHeaders })
        }
    }

    @Test func registerDeviceWithNoContent() async throws {
        try await TestServer.with([.empty()]) { server in
            let response = try await makeClient(server).registerDevice(token: "f00d", platform: "ios")

            #expect(response == EmptyResponse())
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "POST")
            #expect(recorded.path == "/api/devices")
            #expect(recorded.query == "")
            #expect(recorded.bodyText == #"{"platform":"ios","token":"f00d"}"#)
            #expect(recorded.header("Content-Type") == "application/json")
            #expect(recorded.hasClientHeaders)
        }
    }

    // MARK: Catalog

    @Test func productSearchSendsASortedQueryWithoutNil() async throws {
        let json = #"{"totalCount": 1, "products": [{"id": 3, "productName": "Cup", "worthBuying": 0, "price": {"amount": 300, "currency": "JPY"}}]}"#
        try await TestServer.with([.json(json)]) { server in
            let client = makeClient(server)
            let search = try await client.productSearch(keyword: "tea cup", page: 2)
            _ = try await client.productSearch(keyword: "a&b=c+d", page: 1, category: "kitchen/dining")

            #expect(search.totalCount == 1)
            #expect(search.products.map(\.productId) == [3])
            #expect(search.products.map(\.worthBuying) == [false])
            let requests = await server.requests
            #expect(requests.map(\.method) == ["GET", "GET"])
            #expect(requests.map(\.path) == ["/api/app/search", "/api/app/search"])
            #expect(requests.map(\.query) == [
                "keyword=tea%20cup&page=2",
                "category=kitchen%2Fdining&keyword=a%26b%3Dc%2Bd&page=1",
            ])
            #expect(requests.allSatisfy { $0.body.isEmpty && $0.hasClientHeaders })
        }
    }

    @Test func shelfSendsAnEnumPathAnArrayQueryAndTheEndpointsOwnSortOrder() async throws {
        try await TestServer.with([.json(#"{"productIds": [3, 5]}"#)]) { server in
            let shelf = try await makeClient(server).shelf(department: .homeOffice, brands: ["Muji", "Ikea"], sort: .priceAscending)

            #expect(shelf.productIds == [3, 5])
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "GET")
            #expect(recorded.path == "/api/departments/home-office/products")
            #expect(recorded.query == "brands=Muji&brands=Ikea&sort=price_asc")
        }
    }

    @Test func productDetailSubstitutesThePathParameter() async throws {
        try await TestServer.with([.json(DecodingTests.detailJSON)]) { server in
            let detail = try await makeClient(server).productDetail(productId: 42)

            #expect(detail.seller.address.postalCode == "020-0001")
            #expect(detail.promotion?.endsAt == mayFirst10am)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "GET")
            #expect(recorded.path == "/api/products/42")
            #expect(recorded.query == "")
            #expect(recorded.body.isEmpty)
            #expect(recorded.hasClientHeaders)
        }
    }

    @Test func categories() async throws {
        try await TestServer.with([.json(#"{"categories": [{"id": 1, "name": "Kitchen", "children": [{"id": 2, "name": "Cups"}]}]}"#)]) { server in
            let tree = try await makeClient(server).categories()

            #expect(tree.categories.map(\.name) == ["Kitchen"])
            #expect(tree.categories.first?.children.map(\.id) == [2])
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "GET")
            #expect(recorded.path == "/api/categories")
            #expect(recorded.query == "")
            #expect(recorded.hasClientHeaders)
        }
    }

    // MARK: Orders

    @Test func createOrderSendsItemsAndLeavesOutNil() async throws {
        let json = #"{"orderId": "A-100", "status": "pending", "createdAt": "2024-05-01T10:00:00Z", "total": {"amount": 6300, "currency": "JPY"}}"#
        try await TestServer.with([.json(json)]) { server in
            let order = try await makeClient(server).createOrder(
                items: [OrderLine(productId: 7, quantity: 2), OrderLine(productId: 9, quantity: 1)], couponCode: "SPRING")

            #expect(order.orderId == "A-100")
            #expect(order.status == .pending)
            #expect(order.createdAt == mayFirst10am)
            #expect(order.total.amount == 6300)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "POST")
            #expect(recorded.path == "/api/orders")
            #expect(recorded.query == "")
            #expect(recorded.bodyText
                == #"{"couponCode":"SPRING","items":[{"productId":7,"quantity":2},{"productId":9,"quantity":1}]}"#)
            #expect(recorded.header("Content-Type") == "application/json")
            #expect(recorded.hasClientHeaders)
        }
    }

    @Test func listOrdersSendsEnumRawValuesInSortedOrder() async throws {
        let json = #"{"orders": [\#(Self.orderSummaryJSON)], "nextPage": null}"#
        try await TestServer.with([.json(json)]) { server in
            let client = makeClient(server)
            let list = try await client.listOrders(status: .shipped, page: 3)
            _ = try await client.listOrders(pageSize: 50)
            _ = try await client.listOrders()

            #expect(list.orders.map(\.orderId) == ["A 1/2"])
            #expect(list.orders.map(\.status) == [.paid])
            #expect(list.nextPage == nil)
            let requests = await server.requests
            #expect(requests.map(\.method) == ["GET", "GET", "GET"])
            #expect(requests.map(\.path) == ["/api/orders", "/api/orders", "/api/orders"])
            #expect(requests.map(\.query) == ["page=3&status=shipped", "pageSize=50", ""])
            #expect(requests.allSatisfy { $0.body.isEmpty && $0.hasClientHeaders })
        }
    }

    @Test func updateOrderPutsItemsButNotTheOrderId() async throws {
        try await TestServer.with([.json(Self.orderSummaryJSON)]) { server in
            let order = try await makeClient(server).updateOrder(orderId: "A 1/2", items: [OrderLine(productId: 7, quantity: 5)])

            #expect(order.orderId == "A 1/2")
            #expect(order.status == .paid)
            #expect(order.total.amount == 1500)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "PUT")
            #expect(recorded.path == "/api/orders/A%201%2F2")
            #expect(recorded.query == "")
            #expect(recorded.bodyText == #"{"items":[{"productId":7,"quantity":5}]}"#)
            #expect(recorded.header("Content-Type") == "application/json")
            #expect(recorded.hasClientHeaders)
        }
    }

    @Test func updateOrderNotePatchesTheNoteOnly() async throws {
        try await TestServer.with([.json(#"{"orderId": "B?7", "note": "Leave at the door"}"#)]) { server in
            let result = try await makeClient(server).updateOrderNote(orderId: "B?7", note: "Leave at the door")

            #expect(result.orderId == "B?7")
            #expect(result.note == "Leave at the door")
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "PATCH")
            #expect(recorded.path == "/api/orders/B%3F7/note")
            #expect(recorded.query == "")
            #expect(recorded.bodyText == #"{"note":"Leave at the door"}"#)
            #expect(recorded.header("Content-Type") == "application/json")
            #expect(recorded.hasClientHeaders)
        }
    }

    @Test func cancelOrderDeletesWithAnEmptyResponse() async throws {
        try await TestServer.with([.empty(), .json("", status: 200)]) { server in
            let client = makeClient(server)
            let first = try await client.cancelOrder(orderId: "A 1/2", reason: "changed my mind")
            let second = try await client.cancelOrder(orderId: "A-3")

            #expect(first == EmptyResponse())
            #expect(second == EmptyResponse())
            let requests = await server.requests
            #expect(requests.map(\.method) == ["DELETE", "DELETE"])
            #expect(requests.map(\.path) == ["/api/orders/A%201%2F2", "/api/orders/A-3"])
            #expect(requests.map(\.query) == ["reason=changed%20my%20mind", ""])
            #expect(requests.allSatisfy { $0.body.isEmpty && $0.header("Content-Type") == nil && $0.hasClientHeaders })
        }
    }
}
