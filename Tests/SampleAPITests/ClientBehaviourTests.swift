@testable import SampleAPI
import AnnogenRuntime
import AnnogenTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The generated methods with the client's options: completion handlers, the server envelope,
/// the validator, the retrier, and debug mocks.
@Suite("Generated methods with client options", .timeLimit(.minutes(1)))
struct ClientBehaviourTests {
    struct ServerSaysNo: Error, Equatable { let code: String }

    /// Rejects 200 responses whose body has an `error` field.
    static let rejectErrorBodies: @Sendable (HTTPURLResponse, Data) throws -> Void = { _, data in
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        if let code = object?["error"] as? String { throw ServerSaysNo(code: code) }
    }

    // MARK: Completion handlers

    @Test func completionHandlerDeliversADecodedResponse() async throws {
        try await TestServer.with([.json(DecodingTests.detailJSON)]) { server in
            let result = try #require(await waitForCallback { done in
                makeClient(server).productDetail(productId: 5, completion: done)
            })
            let detail = try result.get()
            #expect(detail.name == "Kettle")
            #expect(detail.seller.address.country == "JP")
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "GET")
            #expect(recorded.path == "/api/products/5")
        }
    }

    @Test func completionHandlerWithNoContentAndWithAnError() async throws {
        try await TestServer.with([.empty(), .json(#"{"reason": "not found"}"#, status: 404)]) { server in
            let client = makeClient(server)
            let cancelled = try #require(await waitForCallback { done in
                client.cancelOrder(orderId: "A 1", reason: "late", completion: done)
            })
            #expect(try cancelled.get() == EmptyResponse())

            let failed = try #require(await waitForCallback { done in
                client.updateOrderNote(orderId: "A 1", note: "x", completion: done)
            })
            guard case .failure(let error) = failed else { Issue.record("expected a failure, got \(failed)"); return }
            #expect(error.statusCode == 404)
            #expect(error.bodyText == #"{"reason": "not found"}"#)

            let requests = await server.requests
            #expect(requests.map(\.method) == ["DELETE", "PATCH"])
            #expect(requests.map(\.path) == ["/api/orders/A%201", "/api/orders/A%201/note"])
            #expect(requests.map(\.query) == ["reason=late", ""])
            #expect(requests.map(\.bodyText) == ["", #"{"note":"x"}"#])
        }
    }

    // MARK: Envelope

    @Test func envelopeIsUnwrapped() async throws {
        let json = #"{"status": 0, "message": "ok", "body": \#(DecodingTests.profileJSON)}"#
        try await TestServer.with([.json(json), .json(#"{"status": "ok"}"#)]) { server in
            let client = makeClient(server) { $0.envelope = ResponseEnvelope() }
            let profile = try await client.userProfile()
            let cancelled = try await client.cancelOrder(orderId: "A1")

            #expect(profile.name == "Aiko")
            #expect(profile.points == 120)
            #expect(cancelled == EmptyResponse())
            #expect(await server.requests.map(\.path) == ["/api/me", "/api/orders/A1"])
        }
    }

    @Test func envelopeFailureStatusBecomesServerStatus() async throws {
        let json = #"{"status": "OUT_OF_STOCK", "message": "Sold out", "body": null}"#
        try await TestServer.with([.json(json)]) { server in
            let client = makeClient(server) { $0.envelope = ResponseEnvelope() }
            let error = await #expect(throws: APIError.self) {
                try await client.createOrder(items: [OrderLine(productId: 1, quantity: 1)])
            }
            guard case .serverStatus(let status, let message, _)? = error else {
                Issue.record("got \(String(describing: error))"); return
            }
            #expect(status == "OUT_OF_STOCK")
            #expect(message == "Sold out")
        }
    }

    @Test func decodingErrorInsideTheEnvelopeNamesThePathInTheBody() async throws {
        let json = #"{"status": 0, "body": {"totalCount": 1, "products": [{"id": 1, "worthBuying": 1}]}}"#
        try await TestServer.with([.json(json)]) { server in
            let client = makeClient(server) { $0.envelope = ResponseEnvelope() }
            let failure = try #require(await decodingFailure { try await client.productSearch(keyword: "x", page: 1) })
            #expect(failure.path == "body.products[0].price")
        }
    }

    // MARK: Validator and retrier

    @Test func validatorRejectsAnErrorBodyWith200() async throws {
        try await TestServer.with([.json(#"{"error": "maintenance"}"#)]) { server in
            let client = makeClient(server) { $0.validator = Self.rejectErrorBodies }
            let error = await #expect(throws: APIError.self) { try await client.categories() }
            guard case .validation(let cause)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(cause as? ServerSaysNo == ServerSaysNo(code: "maintenance"))
            #expect(await server.requests.count == 1)
        }
    }

    @Test func retrierSendsTheSameRequestAgainAfterAnInterruption() async throws {
        let success = #"{"orderId": "A-7", "status": "paid", "createdAt": "2024-05-01T10:00:00Z", "total": {"amount": 10, "currency": "JPY"}}"#
        try await TestServer.with([.json(#"{"error": "accept-terms"}"#), .json(success)]) { server in
            let contexts = Collector<APIClient.RetryContext>()
            let client = makeClient(server) {
                $0.validator = Self.rejectErrorBodies
                $0.retrier = { context in
                    contexts.append(context)
                    guard case .validation(let cause) = context.error else { return false }
                    return (cause as? ServerSaysNo)?.code == "accept-terms"
                }
            }
            let order = try await client.createOrder(items: [OrderLine(productId: 7, quantity: 1)], note: "gift")

            #expect(order.orderId == "A-7")
            #expect(order.status == .paid)
            #expect(contexts.values.map(\.attempt) == [1])
            #expect(contexts.values.map(\.request.path) == ["/orders"])
            let requests = await server.requests
            #expect(requests.count == 2)
            #expect(requests.map(\.method) == ["POST", "POST"])
            #expect(requests.map(\.bodyText) == Array(repeating: #"{"items":[{"productId":7,"quantity":1}],"note":"gift"}"#, count: 2))
        }
    }

    // MARK: Debug mocks

    @Test func productSearchForDemoIsMockedAndOtherKeywordsAreNot() async throws {
        let live = #"{"totalCount": 5, "products": []}"#
        try await TestServer.with([.json(live)]) { server in
            let client = makeClient(server)
            let demo = try await client.productSearch(keyword: "demo", page: 1)

            #expect(demo.totalCount == 1)
            #expect(demo.products.map(\.productId) == [7])
            #expect(demo.products.map(\.productName) == ["Demo kettle"])
            #expect(demo.products.map(\.worthBuying) == [true])
            #expect(demo.products.map(\.price.amount) == [2990])
            #expect(demo.products.map(\.badges) == [[]])
            #expect(await server.requests.isEmpty)

            let other = try await client.productSearch(keyword: "demos", page: 1)
            #expect(other.totalCount == 5)
            #expect(await server.requests.map(\.query) == ["keyword=demos&page=1"])
        }
    }

    @Test func recommendationsAreServedFromTheEmbeddedFile() async throws {
        try await TestServer.with([.json(#"{"products": [], "headline": "from the network"}"#)]) { server in
            let client = makeClient(server)
            let recommendations = try await client.recommendations(limit: 2)
            let viaCompletion = try #require(await waitForCallback { done in client.recommendations(completion: done) })

            for value in [recommendations, try viaCompletion.get()] {
                #expect(value.headline == "Picked for you")
                #expect(value.products.map(\.productId) == [1, 2])
                #expect(value.products.map(\.productName) == ["Cast-iron teapot", "Bamboo whisk"])
                #expect(value.products.map(\.worthBuying) == [true, false])
                #expect(value.products.map(\.price.amount) == [4800, 1200])
                #expect(value.products.map(\.badges) == [[.new], []])
            }
            #expect(await server.requests.isEmpty)
        }
    }

    @Test func embeddedMockMatchesTheMockFile() throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SampleAPI/Mocks/recommendations.json")
        let onDisk = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? NSDictionary
        let embedded = try #require(API.Recommendations.mockResponse(for: API.Recommendations.request()))
        #expect(try JSONSerialization.jsonObject(with: embedded) as? NSDictionary == onDisk)
        #expect(onDisk != nil)
    }
}
