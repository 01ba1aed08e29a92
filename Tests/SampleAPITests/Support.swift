@testable import SampleAPI
import AnnogenRuntime
import AnnogenTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Headers every test client sends, so that each request can be checked for them.
let defaultHeaders = ["X-App-Version": "3.1.0", "Authorization": "Bearer sample-token"]

/// A client for `server` with the default headers, a short timeout and its own session.
func makeClient(_ server: TestServer, _ configure: (inout APIClient.Configuration) -> Void = { _ in }) -> APIClient {
    makeClient(baseURL: server.baseURL, configure)
}

func makeClient(baseURL: URL, _ configure: (inout APIClient.Configuration) -> Void = { _ in }) -> APIClient {
    var configuration = APIClient.Configuration(baseURL: baseURL, defaultHeaders: defaultHeaders, timeout: 5)
    configure(&configuration)
    return APIClient(configuration: configuration, session: URLSession(configuration: .ephemeral))
}

/// Decodes `json` the way the client decodes a response to `request` (same decoder, same
/// errors, issues reported to `issues`), without a network: the request is answered by `json`.
func decode<Response: Decodable & Sendable>(
    _ json: String, as type: Response.Type, for request: APIRequest,
    issues: Collector<DecodingIssue> = Collector()
) async throws(APIError) -> Response {
    var request = request
    let data = Data(json.utf8)
    request.mockResponse = { _ in data }
    // Nothing listens on port 9 (discard); a request that reached the network would fail.
    let client = makeClient(baseURL: URL(string: "http://127.0.0.1:9")!) {
        $0.onDecodingIssue = { issues.append($0) }
    }
    return try await client.send(request, as: type)
}

/// The error `body` threw, when it is an ``APIError/decoding(codingPath:description:)``.
func decodingFailure<T>(_ body: () async throws -> T) async -> (path: String, description: String)? {
    do {
        _ = try await body()
        return nil
    } catch {
        guard case .decoding(let path, let description)? = error as? APIError else { return nil }
        return (path, description)
    }
}

/// 2024-05-01T10:00:00Z.
let mayFirst10am = Date(timeIntervalSince1970: 1_714_557_600)

extension TestServer.Recorded {
    /// Whether the client's default headers and `Accept: application/json` arrived.
    var hasClientHeaders: Bool {
        header("Accept") == "application/json"
            && defaultHeaders.allSatisfy { header($0.key) == $0.value }
    }
}
