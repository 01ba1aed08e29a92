import Foundation

/// One request to send with ``APIClient``: what generated request methods build.
///
/// ```swift
/// let request = APIRequest(API.ProductSearch.self,
///                          query: [("keyword", QueryValue(keyword)), ("page", QueryValue(page))])
/// ```
public struct APIRequest: Sendable {
    public var method: HTTPMethod
    /// The path relative to the base URL, path parameters substituted and percent-encoded.
    public var path: String
    /// The query, in the order given (see ``QueryValue`` for how each value is sent).
    public var query: [QueryParameter]
    /// Written as ``contentType`` says: JSON with the request's encoder (see
    /// ``APIClient/Configuration/tuner``); for `multipart/form-data` and
    /// `application/x-www-form-urlencoded`, one field per property (``FileUpload``s and `Data` as
    /// file parts); for `text/*` a `String`; for any other type `Data` or a ``FileUpload``.
    public var body: (any Encodable & Sendable)?
    /// The `Content-Type` a body is sent with: `application/json`, or the type the endpoint's spec
    /// gives (`application/merge-patch+json`, `multipart/form-data`, `text/plain`,
    /// `application/octet-stream`). A multipart body gets its boundary when it is sent.
    public var contentType = "application/json"
    /// Headers for this request only; they win over the client's default headers.
    public var headers: [String: String]
    /// Seconds before the request fails; the client's default when nil.
    public var timeout: TimeInterval?
    /// Canned data to answer with instead of the network (see ``mocked(by:)``).
    public var mockResponse: (@Sendable (APIRequest) -> Data?)?
    /// The endpoint's example response, when it has one (``APIEndPointHasExampleResponse``); used
    /// only by a client that ``APIClient/Configuration/answersWithExamples``.
    public var exampleResponse: Data?
    /// A GraphQL operation's request: its response is never read through the client's envelope.
    var isGraphQL = false

    /// A request to `pathTemplate` (e.g. `/orders/{orderId}`) with `{name}` placeholders
    /// replaced by `pathParameters`, percent-encoded; `query` pairs with a nil value are left out.
    public init(
        method: HTTPMethod,
        path pathTemplate: String,
        pathParameters: [String: String] = [:],
        query: [(String, QueryValue?)] = [],
        body: (any Encodable & Sendable)? = nil,
        contentType: String = "application/json",
        headers: [String: String] = [:],
        timeout: TimeInterval? = nil
    ) {
        self.method = method
        self.path = Self.expandPath(pathTemplate, with: pathParameters)
        self.query = query.compactMap { name, value in value.map { QueryParameter(name: name, value: $0) } }
        self.body = body
        self.contentType = contentType
        self.headers = headers
        self.timeout = timeout
    }

    /// A request whose query values are given by hand as printable values (`["page": 2]`): each
    /// sent as it prints, nil left out.
    public init(
        method: HTTPMethod,
        path pathTemplate: String,
        pathParameters: [String: String] = [:],
        query: [String: (any CustomStringConvertible & Sendable)?],
        body: (any Encodable & Sendable)? = nil,
        headers: [String: String] = [:],
        timeout: TimeInterval? = nil
    ) {
        let pairs = query.sorted { $0.key < $1.key }.map { name, value in (name, value.map { QueryValue.text($0.description) }) }
        self.init(method: method, path: pathTemplate, pathParameters: pathParameters, query: pairs,
                  body: body, headers: headers, timeout: timeout)
    }

    /// A request to `endpoint`'s path with its method.
    public init<Endpoint: APIEndPoint>(
        _ endpoint: Endpoint.Type,
        pathParameters: [String: String] = [:],
        query: [(String, QueryValue?)] = [],
        body: (any Encodable & Sendable)? = nil,
        contentType: String = "application/json",
        headers: [String: String] = [:],
        timeout: TimeInterval? = nil
    ) {
        self.init(method: Endpoint.method, path: Endpoint.endpoint, pathParameters: pathParameters,
                  query: query, body: body, contentType: contentType, headers: headers, timeout: timeout)
        exampleResponse = (endpoint as? any APIEndPointHasExampleResponse.Type)?.exampleResponse
    }

    /// Header fields from name and value pairs; a nil value is left out.
    public static func headerFields(_ pairs: [(String, String?)]) -> [String: String] {
        var fields: [String: String] = [:]
        for (name, value) in pairs {
            if let value { fields[name] = value }
        }
        return fields
    }

    /// A request to `endpoint` whose query values are given by hand as printable values.
    public init<Endpoint: APIEndPoint>(
        _ endpoint: Endpoint.Type,
        pathParameters: [String: String] = [:],
        query: [String: (any CustomStringConvertible & Sendable)?],
        body: (any Encodable & Sendable)? = nil,
        headers: [String: String] = [:],
        timeout: TimeInterval? = nil
    ) {
        self.init(method: Endpoint.method, path: Endpoint.endpoint, pathParameters: pathParameters,
                  query: query, body: body, headers: headers, timeout: timeout)
    }

    /// The query as URL items, sorted by name (equal names keep their order) so equal requests give
    /// equal URLs; dates formatted by `format`.
    public func queryItems(formattingDates format: (Date) -> String = QueryValue.iso8601) -> [URLQueryItem] {
        query.enumerated()
            .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
            .flatMap { _, parameter in
                parameter.value.items(named: parameter.name, formattingDates: format).map { URLQueryItem(name: $0.name, value: $0.value) }
            }
    }

    /// `queryItems(formattingDates:)` with dates in ISO 8601.
    public var queryItems: [URLQueryItem] { queryItems() }

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

    /// A path parameter's text: as it prints, a date in ISO 8601 (raw-valued enums: pass `.rawValue`).
    public static func pathValue(_ value: some LosslessStringConvertible) -> String { value.description }

    /// A date as a path parameter: ISO 8601.
    public static func pathValue(_ date: Date) -> String { QueryValue.iso8601(date) }

    /// A UUID as a path parameter or header: lower case, as RFC 4122 asks of output
    /// (`uuidString` is upper case).
    public static func pathValue(_ uuid: UUID) -> String { uuid.uuidString.lowercased() }

    /// A URL as a path parameter or header: its `absoluteString` (percent-encoded in a path).
    public static func pathValue(_ url: URL) -> String { url.absoluteString }

    /// Bytes as a path parameter or header: base64 (OpenAPI's `format: byte`).
    public static func pathValue(_ data: Data) -> String { data.base64EncodedString() }

    /// Percent-encodes everything but RFC 3986's unreserved characters, so that `/`, `&`,
    /// `=`, `+` and `?` in a value cannot change the URL's structure.
    static func percentEncoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
