import FlyingFox
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A real HTTP server on 127.0.0.1 (port chosen by the system) that records every request
/// and answers with scripted responses, in order; the last one repeats.
final class TestServer: Sendable {
    struct Recorded: Sendable {
        var method: String
        /// Percent-encoded, as sent.
        var path: String
        /// Percent-encoded, as sent, without `?`.
        var query: String
        var headers: [String: String]
        var body: Data

        func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        var bodyJSON: NSDictionary? {
            (try? JSONSerialization.jsonObject(with: body)) as? NSDictionary
        }
    }

    struct Scripted: Sendable {
        var status: Int
        var body: Data

        static func json(_ text: String, status: Int = 200) -> Scripted {
            Scripted(status: status, body: Data(text.utf8))
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

    private let server: HTTPServer
    private let log: Log
    let baseURL: URL

    var requests: [Recorded] {
        get async { await log.requests }
    }

    private init(server: HTTPServer, log: Log, baseURL: URL) {
        self.server = server
        self.log = log
        self.baseURL = baseURL
    }

    /// Runs `body` with a fresh server answering `responses`, and stops the server afterwards.
    static func with<T: Sendable>(
        _ responses: [Scripted], _ body: (TestServer) async throws -> T
    ) async throws -> T {
        let log = Log(responses)
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 5, logger: .disabled,
            handler: ClosureHTTPHandler { request in
                let recorded = Recorded(
                    method: request.method.rawValue,
                    path: request.target.path(),
                    query: request.target.query(),
                    headers: Dictionary(request.headers.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: { $1 }),
                    body: try await request.bodyData)
                let scripted = await log.answer(recorded)
                return HTTPResponse(statusCode: HTTPStatusCode(scripted.status, phrase: "Scripted"),
                                    headers: [.contentType: "application/json"], body: scripted.body)
            })
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 5)
            guard case .ip4(_, let port) = await server.listeningAddress,
                  let url = URL(string: "http://127.0.0.1:\(port)/api") else {
                throw URLError(.cannotConnectToHost)
            }
            let result = try await body(TestServer(server: server, log: log, baseURL: url))
            await server.stop(timeout: 0)
            task.cancel()
            return result
        } catch {
            await server.stop(timeout: 0)
            task.cancel()
            throw error
        }
    }
}
