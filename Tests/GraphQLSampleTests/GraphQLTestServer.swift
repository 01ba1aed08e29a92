import FlyingFox
import Foundation
import GraphQL
import AnnogenTestSupport
import Graphiti

/// The lottery server on 127.0.0.1, as a GraphQL server is served: operations posted as JSON to
/// `/api/graphql` (or sent as a GET query), answered with `{"data": …, "errors": […]}`. It records
/// what it received.
final class GraphQLTestServer: Sendable {
    struct Received: Sendable {
        var method: String
        var request: GraphQLRequest
        /// A POST's body as sent.
        var body: Data

        /// The variables as the JSON the client sent (a POST's).
        var variablesJSON: NSDictionary? {
            ((try? JSONSerialization.jsonObject(with: body)) as? NSDictionary)?["variables"] as? NSDictionary
        }
    }

    private actor Log {
        var received: [Received] = []
        func add(_ entry: Received) { received.append(entry) }
    }

    private let log: Log
    /// `http://127.0.0.1:<port>/api`, the client's base URL.
    let baseURL: URL

    private init(log: Log, baseURL: URL) {
        self.log = log
        self.baseURL = baseURL
    }

    var received: [Received] {
        get async { await log.received }
    }

    static func with<T: Sendable>(_ body: (GraphQLTestServer) async throws -> T) async throws -> T {
        let api = try LotteryServer.api()
        let context = LotteryServer.Context()
        let log = Log()
        return try await TestServer.serving({ request in
            guard request.target.path() == "/api/graphql" else { return HTTPResponse(statusCode: .notFound) }
            let body = try await request.bodyData
            let graphQLRequest: GraphQLRequest
            do {
                graphQLRequest = try Self.read(request, body: body)
            } catch {
                return HTTPResponse(statusCode: .badRequest, body: Data("\(error)".utf8))
            }
            await log.add(Received(method: request.method.rawValue, request: graphQLRequest, body: body))
            let result = try await api.execute(request: graphQLRequest, context: context)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"],
                                body: try GraphQLJSONEncoder().encode(result))
        }) { baseURL in
            try await body(GraphQLTestServer(log: log, baseURL: baseURL))
        }
    }

    /// A POST's JSON body, or a GET's `query`, `operationName` and `variables` (JSON text).
    private static func read(_ request: HTTPRequest, body: Data) throws -> GraphQLRequest {
        if request.method == .GET {
            let items = URLComponents(string: "http://host/?" + request.target.query())?.queryItems ?? []
            let value = { (name: String) in items.first { $0.name == name }?.value }
            let variables = try value("variables").map { try JSONDecoder().decode([String: Map].self, from: Data($0.utf8)) } ?? [:]
            return GraphQLRequest(query: value("query") ?? "", operationName: value("operationName"), variables: variables)
        }
        return try JSONDecoder().decode(GraphQLRequest.self, from: body)
    }
}
