import Foundation

/// One request to send with ``APIClient``: what generated request methods build.
///
/// ```swift
/// let request = APIRequest(API.ProductSearch.self,
///                          query: ["keyword": keyword, "page": page, "category": category])
/// ```
public struct APIRequest: Sendable {
    /// A value that can go into the query string; `nil` values are left out.
    public typealias QueryValue = (any CustomStringConvertible & Sendable)?

    public var method: HTTPMethod
    /// The path relative to the base URL, path parameters substituted and percent-encoded.
    public var path: String
    /// Query items, sorted by name (stable for equal names) so equal requests give equal URLs.
    public var queryItems: [URLQueryItem]
    /// Encoded as JSON with the request's encoder (see ``APIClient/Configuration/tuner``).
    public var body: (any Encodable & Sendable)?
    /// Headers for this request only; they win over the client's default headers.
    public var headers: [String: String]
    /// Seconds before the request fails; the client's default when nil.
    public var timeout: TimeInterval?
    /// Canned data to answer with instead of the network (see ``mocked(by:)``).
    public var mockResponse: (@Sendable (APIRequest) -> Data?)?

    /// A request to `pathTemplate` (e.g. `/orders/{orderId}`) with `{name}` placeholders
    /// replaced by `pathParameters`, percent-encoded.
    public init(
        method: HTTPMethod,
        path pathTemplate: String,
        pathParameters: [String: String] = [:],
        query: [String: QueryValue] = [:],
        body: (any Encodable & Sendable)? = nil,
        headers: [String: String] = [:],
        timeout: TimeInterval? = nil
    ) {
        self.method = method
        self.path = Self.expandPath(pathTemplate, with: pathParameters)
        self.queryItems = Self.queryItems(query)
        self.body = body
        self.headers = headers
        self.timeout = timeout
    }

    /// A request to `endpoint`'s path with its method.
    public init<Endpoint: APIEndPoint>(
        _ endpoint: Endpoint.Type,
        pathParameters: [String: String] = [:],
        query: [String: QueryValue] = [:],
        body: (any Encodable & Sendable)? = nil,
        headers: [String: String] = [:],
        timeout: TimeInterval? = nil
    ) {
        self.init(method: Endpoint.method, path: Endpoint.endpoint, pathParameters: pathParameters,
                  query: query, body: body, headers: headers, timeout: timeout)
    }

    /// This request, answered by `endpoint.mockResponse(for:)` when that returns data.
    public func mocked<Endpoint: APIEndPointHasMockResponse>(by endpoint: Endpoint.Type) -> APIRequest {
        var copy = self
        copy.mockResponse = { Endpoint.mockResponse(for: $0) }
        return copy
    }

    /// Replaces each `{name}` in `template` with `parameters[name]`, percent-encoded so that
    /// `a b/c` stays one path segment (`a%20b%2Fc`). Unknown placeholders are kept, and make
    /// the client fail with ``APIError/invalidURL(_:)``.
    public static func expandPath(_ template: String, with parameters: [String: String]) -> String {
        var path = template
        for (name, value) in parameters {
            path = path.replacingOccurrences(of: "{\(name)}", with: percentEncoded(value))
        }
        return path
    }

    /// Query items from `values`: nil values left out, sorted by name.
    public static func queryItems(_ values: [String: QueryValue]) -> [URLQueryItem] {
        values.compactMap { name, value in value.map { URLQueryItem(name: name, value: $0.description) } }
            .sorted { $0.name < $1.name }
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters, so that `/`, `&`,
    /// `=`, `+` and `?` in a value cannot change the URL's structure.
    static func percentEncoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
