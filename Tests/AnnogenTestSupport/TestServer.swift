import FlyingFox
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A real HTTP server on 127.0.0.1 that records every request and answers with scripted
/// responses, in order; the last one repeats.
///
/// Each server listens on its own port, chosen by the system, so tests that run in parallel
/// never share one. Use it through ``with(_:_:)``, which stops the server when the body returns
/// or throws:
///
/// ```swift
/// try await TestServer.with([.json(#"{"id": 1}"#)]) { server in
///     let client = APIClient(configuration: .init(baseURL: server.baseURL, timeout: 5))
///     _ = try await client.send(request, as: Item.self)
///     let recorded = try #require(await server.requests.first)
///     #expect(recorded.path == "/api/items/1")
/// }
/// ```
public final class TestServer: Sendable {
    /// One request as the server received it.
    public struct Recorded: Sendable {
        /// The HTTP method, e.g. `GET`.
        public var method: String
        /// The path, percent-encoded as sent, including the base URL's `/api` prefix.
        public var path: String
        /// The query, percent-encoded as sent, without `?`; empty when there is none.
        public var query: String
        /// The request headers, names as sent; look them up with ``header(_:)``.
        public var headers: [String: String]
        /// The request body; empty when there is none.
        public var body: Data

        /// Creates a record; the server makes these, tests normally only read them.
        public init(method: String, path: String, query: String, headers: [String: String], body: Data) {
            self.method = method
            self.path = path
            self.query = query
            self.headers = headers
            self.body = body
        }

        /// The value of the header `name`, compared case-insensitively.
        public func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        /// The body parsed as a JSON object; nil when it is empty or not an object.
        public var bodyJSON: NSDictionary? {
            (try? JSONSerialization.jsonObject(with: body)) as? NSDictionary
        }

        /// The body as UTF-8 text.
        public var bodyText: String {
            String(decoding: body, as: UTF8.self)
        }
    }

    /// A response the server sends back.
    public struct Scripted: Sendable {
        /// The HTTP status code.
        public var status: Int
        /// The response body.
        public var body: Data
        /// Its `Content-Type`: `application/json` unless told otherwise.
        public var contentType: String

        /// A response with `status` and `body`.
        public init(status: Int, body: Data, contentType: String = "application/json") {
            self.status = status
            self.body = body
            self.contentType = contentType
        }

        /// A response of `bytes` with the type `contentType` (`text/plain`, `application/octet-stream`).
        public static func raw(_ bytes: Data, contentType: String, status: Int = 200) -> Scripted {
            Scripted(status: status, body: bytes, contentType: contentType)
        }

        /// A response whose body is `text` (normally JSON) as UTF-8.
        public static func json(_ text: String, status: Int = 200) -> Scripted {
            Scripted(status: status, body: Data(text.utf8))
        }

        /// A response with no body, `204 No Content` unless told otherwise.
        public static func empty(status: Int = 204) -> Scripted {
            Scripted(status: status, body: Data())
        }
    }

    private actor Log {
        var requests: [Recorded] = []
        var responses: [Scripted]

        init(_ responses: [Scripted]) { self.responses = responses }

        func answer(_ request: Recorded) -> Scripted {
            requests.append(request)
            if responses.count > 1 { return responses.removeFirst() }
            return responses.first ?? .json("{}")
        }
    }

    private let log: Log
    /// `http://127.0.0.1:<port>/api`: give it to the client under test as its base URL.
    public let baseURL: URL

    /// Every request received so far, oldest first.
    public var requests: [Recorded] {
        get async { await log.requests }
    }

    private init(log: Log, baseURL: URL) {
        self.log = log
        self.baseURL = baseURL
    }

    /// Runs `body` with a fresh server answering `responses` (`{}` when empty), and stops the
    /// server afterwards. Throws when the server does not listen within 5 seconds.
    public static func with<T: Sendable>(
        _ responses: [Scripted], _ body: (TestServer) async throws -> T
    ) async throws -> T {
        let log = Log(responses)
        return try await serving({ request in
            let recorded = Recorded(
                method: request.method.rawValue,
                path: request.target.path(),
                query: request.target.query(),
                headers: Dictionary(request.headers.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: { $1 }),
                body: try await request.bodyData)
            let scripted = await log.answer(recorded)
            return HTTPResponse(statusCode: HTTPStatusCode(scripted.status, phrase: "Scripted"),
                                headers: [.contentType: scripted.contentType], body: scripted.body)
        }) { baseURL in
            try await body(TestServer(log: log, baseURL: baseURL))
        }
    }

    /// Runs `body` with an HTTP server on 127.0.0.1 (a port of its own) that answers with
    /// `handler`, given its base URL (`http://127.0.0.1:<port>/api`), and stops the server
    /// afterwards. Throws when the server does not listen within 5 seconds.
    public static func serving<T: Sendable>(
        _ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse, _ body: (URL) async throws -> T
    ) async throws -> T {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 5, logger: .disabled,
                                handler: ClosureHTTPHandler(handler))
        let task = Task { try await server.run() }
        defer { task.cancel() }
        do {
            try await server.waitUntilListening(timeout: 5)
            guard case .ip4(_, let port) = await server.listeningAddress,
                  let url = URL(string: "http://127.0.0.1:\(port)/api") else {
                throw URLError(.cannotConnectToHost)
            }
            let result = try await body(url)
            await server.stop(timeout: 0)
            return result
        } catch {
            await server.stop(timeout: 0)
            throw error
        }
    }
}
