import AnnogenRuntime
import AnnogenTestSupport
import Foundation
import Testing

@Suite("Requests as the server sees them", .timeLimit(.minutes(1)))
struct RequestBuildingTests {
    @Test func getSendsSortedQueryAndLeavesOutNil() async throws {
        try await TestServer.with([.json(searchJSON)]) { server in
            let category: String? = nil
            let request = APIRequest(API.ProductSearch.self,
                                     query: ["page": 2, "keyword": "a b&c=d+e", "category": category, "inStock": true])
            let response = try await makeClient(server).send(request, as: API.ProductSearch.ResponseBody.self)

            #expect(response.products.map(\.productId) == [1, 2])
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "GET")
            #expect(recorded.path == "/api/app/search")
            #expect(recorded.query == "inStock=true&keyword=a%20b%26c%3Dd%2Be&page=2")
            #expect(recorded.body.isEmpty)
            #expect(recorded.header("Accept") == "application/json")
        }
    }

    @Test(arguments: [HTTPMethod.post, .put, .patch])
    func bodyIsJSON(method: HTTPMethod) async throws {
        try await TestServer.with([.json(#"{"orderId": 42}"#)]) { server in
            let body = API.CreateOrder.RequestBody(itemName: "Tea", quantity: 3, note: nil,
                                                   deliverOn: Date(timeIntervalSince1970: 0))
            let request = APIRequest(method: method, path: API.CreateOrder.endpoint, body: body)
            let response = try await makeClient(server).send(request, as: API.CreateOrder.ResponseBody.self)

            #expect(response.orderId == 42)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == method.rawValue)
            #expect(recorded.header("Content-Type") == "application/json")
            #expect(String(decoding: recorded.body, as: UTF8.self)
                == #"{"deliverOn":"1970-01-01T00:00:00Z","itemName":"Tea","quantity":3}"#)
        }
    }

    @Test func endpointWithoutMethodPosts() {
        #expect(APIRequest(API.CreateOrder.self).method == .post)
    }

    @Test func deleteWithPathParameterAndEmptyResponse() async throws {
        try await TestServer.with([TestServer.Scripted(status: 204, body: Data())]) { server in
            let request = APIRequest(API.DeleteOrder.self, pathParameters: ["orderId": "a b/c?d"])
            let response = try await makeClient(server).send(request, as: EmptyResponse.self)

            #expect(response == EmptyResponse())
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "DELETE")
            #expect(recorded.path == "/api/orders/a%20b%2Fc%3Fd")
            #expect(recorded.body.isEmpty)
        }
    }

    /// An endpoint whose path writes a query of its own gets the request's items after it.
    @Test func queryItemsFollowAQueryInThePath() async throws {
        enum Charts: APIEndPoint {
            static let endpoint = "/charts?region=global"
            static let method = HTTPMethod.get
        }
        try await TestServer.with([.json("{}")]) { server in
            _ = try await makeClient(server).send(APIRequest(Charts.self, query: ["limit": 5]), as: EmptyResponse.self)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.query == "region=global&limit=5")
        }
    }

    @Test func delimitedArraysJoinWithTheirCharacter() async throws {
        enum Search: APIEndPoint {
            static let endpoint = "/search"
            static let method = HTTPMethod.get
        }
        try await TestServer.with([.json("{}")]) { server in
            let query: [(String, QueryValue?)] = [
                ("a", QueryValue([QueryValue("x"), QueryValue("y")], style: .pipeDelimited)),
                ("b", QueryValue([QueryValue("x"), QueryValue("y")], style: .spaceDelimited)),
            ]
            _ = try await makeClient(server).send(APIRequest(Search.self, query: query), as: EmptyResponse.self)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.query == "a=x%7Cy&b=x%20y")
        }
    }

    /// A map in the query, as the server sees it: `deepObject` puts each key in brackets after the
    /// parameter's name, `form` sends each key as a name of its own; keys in order, an empty map
    /// and nil send nothing.
    @Test func mapsGoIntoTheQueryByKey() async throws {
        enum Search: APIEndPoint {
            static let endpoint = "/search"
            static let method = HTTPMethod.get
        }
        try await TestServer.with([.json("{}")]) { server in
            let missing: [String: String]? = nil
            let query: [(String, QueryValue?)] = [
                ("metadata", QueryValue(["tier": QueryValue("gold"), "team": QueryValue("core & co")])),
                ("range", QueryValue(["lt": QueryValue(5), "gte": QueryValue(1)], style: .form)),
                ("empty", QueryValue([:])),
                ("missing", missing.map { map in QueryValue(map.mapValues { QueryValue($0) }) }),
            ]
            _ = try await makeClient(server).send(APIRequest(Search.self, query: query), as: EmptyResponse.self)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.query == "metadata%5Bteam%5D=core%20%26%20co&metadata%5Btier%5D=gold&gte=1&lt=5")
        }
    }

    /// OpenAPI's `format: uri` and `format: byte` parameters: a URL as its `absoluteString`, bytes
    /// in base64, each percent-encoded like any value.
    /// RFC 4122 asks for UUIDs in lower case on output; `uuidString` is upper case, which servers
    /// that compare them as text did not find.
    @Test func uuidsTravelInLowerCase() throws {
        let uuid = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        #expect(APIRequest.pathValue(uuid) == "6f9619ff-8b86-d011-b42d-00c04fc964ff")
        #expect(APIRequest(method: .get, path: "/x", query: [("id", QueryValue(uuid))]).queryItems.map(\.value) == ["6f9619ff-8b86-d011-b42d-00c04fc964ff"])
        // Also an encodeNull optional, arrays and dictionaries of them (one body mixed cases: found
        // by the code review).
        struct Tagged: Encodable {
            let id: UUID
            let other: UUID?
            let nullable: UUID?
            let ids: [UUID]
            let byName: [String: UUID]
            func encode(to encoder: any Encoder) throws {
                var container = JSONEncodingContainer(encoder)
                try container.encode(id, forKey: "id")
                try container.encodeIfPresent(other, forKey: "other")
                try container.encode(nullable, forKey: "nullable")
                try container.encode(ids, forKey: "ids")
                try container.encode(byName, forKey: "byName")
            }
        }
        let encoder = APIClient.defaultEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try encoder.encode(Tagged(id: uuid, other: uuid, nullable: uuid, ids: [uuid], byName: ["k": uuid]))
        let lower = "6f9619ff-8b86-d011-b42d-00c04fc964ff"
        #expect(String(decoding: json, as: UTF8.self) == #"{"byName":{"k":"\#(lower)"},"id":"\#(lower)","ids":["\#(lower)"],"nullable":"\#(lower)","other":"\#(lower)"}"#)
    }

    /// A body goes with the request's `contentType`: a spec's `+json` type, where the server reads
    /// JSON Merge Patch; it was always `application/json`.
    @Test func aBodyIsSentWithItsContentType() async throws {
        try await TestServer.with([.empty()]) { server in
            let request = APIRequest(method: .patch, path: "/items/1", body: ["name": "x"], contentType: "application/merge-patch+json")
            _ = try await makeClient(server).send(request, as: EmptyResponse.self)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.header("Content-Type") == "application/merge-patch+json")
        }
    }

    @Test func urlsAndBytesTravelAsText() async throws {
        enum Hooks: APIEndPoint {
            static let endpoint = "/hooks"
            static let method = HTTPMethod.get
        }
        let url = try #require(URL(string: "https://example.com/cb?x=1"))
        #expect(APIRequest.pathValue(url) == "https://example.com/cb?x=1")
        #expect(APIRequest.pathValue(Data([0xFB, 0xFF])) == "+/8=")
        try await TestServer.with([.json("{}")]) { server in
            let query: [(String, QueryValue?)] = [("callback", QueryValue(url)), ("digest", QueryValue(Data([0xFB, 0xFF])))]
            _ = try await makeClient(server).send(APIRequest(Hooks.self, query: query), as: EmptyResponse.self)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.query == "callback=https%3A%2F%2Fexample.com%2Fcb%3Fx%3D1&digest=%2B%2F8%3D")
        }
    }

    @Test func expandPathEncodesEachParameter() {
        let path = APIRequest.expandPath("/shops/{shop}/items/{itemId}", with: ["shop": "Tom's café", "itemId": "7"])
        #expect(path == "/shops/Tom%27s%20caf%C3%A9/items/7")
    }

    @Test func unfilledPlaceholderFailsWithoutNetwork() async throws {
        try await TestServer.with([.json("{}")]) { server in
            let error = await #expect(throws: APIError.self) {
                try await makeClient(server).send(APIRequest(API.DeleteOrder.self), as: EmptyResponse.self)
            }
            guard case .invalidURL(let url)? = error else { Issue.record("got \(String(describing: error))"); return }
            #expect(url.hasSuffix("/api/orders/{orderId}"))
            #expect(await server.requests.isEmpty)
        }
    }

    @Test func defaultHeadersRequestHeadersAndTuner() async throws {
        try await TestServer.with([.json(#"{"order_id": 5}"#)]) { server in
            let client = makeClient(server) {
                $0.defaultHeaders = ["X-App": "shop/1.0", "X-Locale": "en"]
                $0.tuner = { tuning in
                    tuning.urlRequest.setValue("Bearer t0k3n", forHTTPHeaderField: "Authorization")
                    if tuning.request.path.hasPrefix("/orders") {
                        tuning.encoder.keyEncodingStrategy = .convertToSnakeCase
                        tuning.decoder.keyDecodingStrategy = .convertFromSnakeCase
                    }
                }
            }
            let body = API.CreateOrder.RequestBody(itemName: "Tea", quantity: 1, note: "hot",
                                                   deliverOn: Date(timeIntervalSince1970: 0))
            let request = APIRequest(API.CreateOrder.self, body: body, headers: ["X-Locale": "ja"])
            let response = try await client.send(request, as: API.CreateOrder.ResponseBody.self)

            #expect(response.orderId == 5)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.header("X-App") == "shop/1.0")
            #expect(recorded.header("X-Locale") == "ja")
            #expect(recorded.header("Authorization") == "Bearer t0k3n")
            #expect(recorded.bodyJSON?["item_name"] as? String == "Tea")
        }
    }
}

/// Dates go out in ISO 8601 with their fraction of a second, to the microsecond: a date read from a
/// response (`createdAt: 2023-03-02T17:54:19.538365Z`) and sent back was sent as `…:19Z` (found by
/// the OpenAPI review on Adyen's examples).
@Suite struct DateTextTests {
    @Test func fractionsOfASecondAreKept() throws {
        #expect(QueryValue.iso8601(Date(timeIntervalSince1970: 1_677_779_659)) == "2023-03-02T17:54:19Z")
        #expect(QueryValue.iso8601(Date(timeIntervalSince1970: 1_677_779_659.5)) == "2023-03-02T17:54:19.5Z")
        #expect(QueryValue.iso8601(Date(timeIntervalSince1970: 1_677_779_659.999_999_7)) == "2023-03-02T17:54:20Z")
        #expect(QueryValue.iso8601(Date(timeIntervalSince1970: -0.25)) == "1969-12-31T23:59:59.75Z")
        // Far from 1970 the microseconds are kept (scaling the whole time lost them).
        #expect(QueryValue.iso8601(Date(timeIntervalSince1970: 100_000_000_000.5)).hasSuffix(":40.5Z"))
        struct Stamp: Codable, Equatable { let at: Date }
        let json = Data(#"{"at":"2023-03-02T17:54:19.538365Z"}"#.utf8)
        let decoded = try APIClient.defaultDecoder().decode(Stamp.self, from: json)
        #expect(String(decoding: try APIClient.defaultEncoder().encode(decoded), as: UTF8.self) == #"{"at":"2023-03-02T17:54:19.538365Z"}"#)
    }
}
