import Foundation

/// An endpoint declared by the user: annogen generates a request method for each type
/// that conforms.
///
/// ```swift
/// enum ProductSearch: APIEndPoint {
///     static let endpoint = "/app/search"
///     static let method = HTTPMethod.get
/// }
/// ```
public protocol APIEndPoint {
    /// The path of the endpoint relative to the client's base URL, e.g. `/orders/{orderId}`.
    static var endpoint: String { get }
    /// The HTTP method; `.post` unless the endpoint says otherwise.
    static var method: HTTPMethod { get }
}

extension APIEndPoint {
    /// Endpoints that do not name a method are posted to.
    public static var method: HTTPMethod { .post }
}

/// A type decoded from (or nested in) a response body. Annogen generates its `init(from:)` and
/// `encode(to:)`. A composition, not a protocol of its own: a protocol would cost every model a
/// conformance record and witness table of its own, for nothing the runtime needs.
public typealias ResponseBodyType = Codable & Sendable

/// The response of an endpoint that answers with no body (204, zero bytes) or with a body
/// the app does not read. Decoding it never fails.
public struct EmptyResponse: ResponseBodyType, Equatable {
    public init() {}

    /// Accepts any JSON value, or none.
    public init(from decoder: any Decoder) throws {}
}

/// An endpoint that can answer from canned data instead of the network, e.g. while the
/// server side is not ready. Generated code attaches it with ``APIRequest/mocked(by:)``,
/// in `#if DEBUG` only. (`Sendable` so the request can carry the hook; endpoint enums
/// without cases are.)
public protocol APIEndPointHasMockResponse: APIEndPoint, Sendable {
    /// The raw response body (JSON, as the server would send it, envelope included) to use
    /// for `request`, or nil to go to the network.
    static func mockResponse(for request: APIRequest) -> Data?
}

/// An endpoint whose spec gives an example response: ``APIRequest`` carries it, and a client whose
/// configuration sets ``APIClient/Configuration/answersWithExamples`` answers with it instead of
/// the network (for previews, UI tests and work before the server is ready).
public protocol APIEndPointHasExampleResponse: APIEndPoint {
    /// The example response body as the server would send it.
    static var exampleResponse: Data { get }
}
