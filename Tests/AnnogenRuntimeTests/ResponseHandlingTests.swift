import AnnogenRuntime
import AnnogenTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

@Suite("Responses: envelope, validator, retrier, errors", .timeLimit(.minutes(1)))
struct ResponseHandlingTests {
    struct ServerSaysNo: Error, Equatable { let code: String }

    /// Rejects 200 responses whose body has an `error` field.
    static let rejectErrorBodies: @Sendable (HTTPURLResponse, Data) throws -> Void = { _, data in
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        if let code = object?["error"] as? String { throw ServerSaysNo(code: code) }
    }

    @Test func envelopeBodyIsDecoded() async throws {
        let json = #"{"status": 0, "message": "ok", "body": \#(searchJSON)}"#
        try await TestServer.with([.json(json)]) { server in
            let client = makeClient(server) { $0.envelope = ResponseEnvelope() }
            let response = try await client.send(APIRequest(API.ProductSearch.self), as: API.ProductSearch.ResponseBody.self)
            #expect(response.totalCount == 2)
        }
    }

    @Test func envelopeWithOwnKeysAndStatusRule() async throws {
        let json = #"{"code": "200", "data": {"orderId": 9}}"#
        try await TestServer.with([.json(json)]) { server in
            let client = makeClient(server) {
                $0.envelope = ResponseEnvelope(statusKey: "code", bodyKey: "data", messageKey: nil) { $0 == "200" }
            }
            let response = try await client.send(APIRequest(API.CreateOrder.self), as: API.CreateOrder.ResponseBody.self)
            #expect(response.orderId == 9)
        }
    }

    @Test func envelopeErrorStatusThrows() async throws {
        let json = #"{"status": "E42", "message": "Sold out", "body": null}"#
        try await TestServer.with([.json(json)]) { server in
            let client = makeClient(server) { $0.envelope = ResponseEnvelope() }
            let error = await #expect(throws: APIError.self) {
                try await client.send(APIRequest(API.CreateOrder.self), as: API.CreateOrder.ResponseBody.self)
            }
            guard case .serverStatus(let status, let message, _)? = error else {
                Issue.record("got \(String(describing: error))"); return
            }
            #expect(status == "E42")
            #expect(message == "Sold out")
            #expect(error?.description == "Server status E42: Sold out")
        }
    }

    @Test func envelopeWithoutBodyGivesEmptyResponse() async throws {
        try await TestServer.with([.json(#"{"status": 0}"#)]) { server in
            let client = makeClient(server) { $0.envelope = ResponseEnvelope() }
            let empty = try await client.send(APIRequest(API.DeleteOrder.self, pathParameters: ["orderId": "1"]),
                                              as: EmptyResponse.self)
            #expect(empty == EmptyResponse())
            let error = await #expect(throws: APIError.self) {
                try await client.send(APIRequest(API.CreateOrder.self), as: API.CreateOrder.ResponseBody.self)
            }
            guard case .decoding(let path, _)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(path == "body")
        }
    }

    @Test func validatorRejectsErrorBodyWith200() async throws {
        try await TestServer.with([.json(#"{"error": "maintenance"}"#)]) { server in
            let client = makeClient(server) { $0.validator = Self.rejectErrorBodies }
            let error = await #expect(throws: APIError.self) {
                try await client.send(APIRequest(API.CreateOrder.self), as: API.CreateOrder.ResponseBody.self)
            }
            guard case .validation(let cause)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(cause as? ServerSaysNo == ServerSaysNo(code: "maintenance"))
        }
    }

    @Test func retrierRunsTheRequestAgainAfterAnInterruption() async throws {
        let scripted: [TestServer.Scripted] = [.json(#"{"error": "accept-terms"}"#), .json(#"{"orderId": 3}"#)]
        try await TestServer.with(scripted) { server in
            let asked = Collector<Int>()
            let client = makeClient(server) {
                $0.validator = Self.rejectErrorBodies
                $0.retrier = { context in
                    asked.append(context.attempt)
                    guard case .validation(let cause) = context.error else { return false }
                    return (cause as? ServerSaysNo)?.code == "accept-terms"  // the user accepted the terms
                }
            }
            let response = try await client.send(APIRequest(API.CreateOrder.self), as: API.CreateOrder.ResponseBody.self)
            #expect(response.orderId == 3)
            #expect(asked.values == [1])
            #expect(await server.requests.count == 2)
        }
    }

    @Test func retriesAreBounded() async throws {
        try await TestServer.with([.json("oops", status: 503)]) { server in
            let client = makeClient(server) {
                $0.retrier = { _ in true }
                $0.maxRetries = 2
            }
            let error = await #expect(throws: APIError.self) {
                try await client.send(APIRequest(API.CreateOrder.self), as: API.CreateOrder.ResponseBody.self)
            }
            #expect(error?.statusCode == 503)
            #expect(await server.requests.count == 3)
        }
    }

    @Test func httpStatusErrorCarriesTheBody() async throws {
        try await TestServer.with([.json("no such order", status: 404)]) { server in
            let error = await #expect(throws: APIError.self) {
                try await makeClient(server).send(APIRequest(API.CreateOrder.self), as: API.CreateOrder.ResponseBody.self)
            }
            guard case .httpStatus(let code, let body)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(code == 404)
            #expect(body == Data("no such order".utf8))
            #expect(error?.bodyText == "no such order")
            #expect(error?.localizedDescription == "HTTP 404: no such order")
        }
    }

    @Test func decodingErrorNamesThePath() async throws {
        let json = #"{"totalCount": 2, "products": [{"productId": 1, "productName": "Tea"}, {"productId": "2", "productName": "Cup"}]}"#
        try await TestServer.with([.json(json)]) { server in
            let error = await #expect(throws: APIError.self) {
                try await makeClient(server).send(APIRequest(API.ProductSearch.self), as: API.ProductSearch.ResponseBody.self)
            }
            guard case .decoding(let path, _)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(path == "products[1].productId")
            #expect(error?.description.contains("products[1].productId") == true)
        }
    }

    @Test func emptyResponseAcceptsZeroBytesWith200() async throws {
        try await TestServer.with([TestServer.Scripted(status: 200, body: Data())]) { server in
            let empty = try await makeClient(server).send(APIRequest(API.CreateOrder.self), as: EmptyResponse.self)
            #expect(empty == EmptyResponse())
        }
    }

    @Test func completionHandlerDeliversResults() async throws {
        try await TestServer.with([.json(searchJSON), .json("down", status: 500)]) { server in
            let client = makeClient(server)
            let first = await withCheckedContinuation { continuation in
                client.send(APIRequest(API.ProductSearch.self), as: API.ProductSearch.ResponseBody.self) {
                    continuation.resume(returning: $0)
                }
            }
            let search = try first.get()
            #expect(search.totalCount == 2)
            let second = await withCheckedContinuation { continuation in
                client.send(APIRequest(API.ProductSearch.self), as: API.ProductSearch.ResponseBody.self) {
                    continuation.resume(returning: $0)
                }
            }
            guard case .failure(let error) = second else { Issue.record("expected a failure"); return }
            #expect(error.statusCode == 500)
        }
    }

    @Test func mockResponseShortCircuitsTheNetwork() async throws {
        try await TestServer.with([.json(searchJSON)]) { server in
            let client = makeClient(server)
            let mocked = try await client.send(APIRequest(API.Featured.self).mocked(by: API.Featured.self),
                                               as: API.ProductSearch.ResponseBody.self)
            #expect(mocked.products.first?.productName == "Mock")
            #expect(await server.requests.isEmpty)

            let live = APIRequest(API.Featured.self, query: ["live": 1]).mocked(by: API.Featured.self)
            let fromNetwork = try await client.send(live, as: API.ProductSearch.ResponseBody.self)
            #expect(fromNetwork.totalCount == 2)
            #expect(await server.requests.count == 1)
        }
    }

    @Test func transportErrorWhenNobodyListens() async throws {
        // A port that was just released: nothing listens there any more.
        let url = try await TestServer.with([.json("{}")]) { $0.baseURL }
        let client = APIClient(configuration: .init(baseURL: url, timeout: 5), session: URLSession(configuration: .ephemeral))
        let error = await #expect(throws: APIError.self) {
            try await client.send(APIRequest(API.CreateOrder.self), as: EmptyResponse.self)
        }
        guard case .transport? = error else { Issue.record("got \(String(describing: error))"); return }
    }
}
