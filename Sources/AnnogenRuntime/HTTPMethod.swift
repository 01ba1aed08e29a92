/// The HTTP methods an endpoint can use. The raw value is what goes on the wire.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Whether requests with this method carry their parameters in a JSON body
    /// (`POST`, `PUT`, `PATCH`) rather than in the query string (`GET`, `DELETE`).
    public var sendsBody: Bool {
        switch self {
        case .post, .put, .patch: true
        case .get, .delete: false
        }
    }
}
