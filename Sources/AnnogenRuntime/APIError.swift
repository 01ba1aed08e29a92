import Foundation

/// Every way a request sent with ``APIClient`` can fail.
public enum APIError: Error, Sendable {
    /// The base URL and the request's path and query do not make a URL.
    case invalidURL(String)
    /// The request body could not be encoded.
    case encoding(description: String)
    /// No HTTP response: no connection, timeout, cancellation, or a non-HTTP response.
    case transport(any Error)
    /// The server answered with a status outside 200–299; `body` is what it sent.
    case httpStatus(code: Int, body: Data)
    /// The server's envelope reported a status that is not a success (see ``ResponseEnvelope``).
    case serverStatus(status: String, message: String?, body: Data)
    /// The response body does not match the expected type. `codingPath` reads like
    /// `products[2].productId`.
    case decoding(codingPath: String, description: String)
    /// The client's response validator rejected the response with this error.
    case validation(any Error)
    /// A GraphQL response with `errors`; `partialData` is the operation's `Data` the server could
    /// resolve, when it decodes (``partialData(as:)`` reads it).
    case graphQL(errors: [GraphQLResponseError], partialData: (any Sendable)?)

    /// The data beside GraphQL errors, as the operation's `Data` type.
    public func partialData<Payload>(as type: Payload.Type) -> Payload? {
        if case .graphQL(_, let data) = self { return data as? Payload }
        return nil
    }

    /// The HTTP status code for ``httpStatus(code:body:)``, nil otherwise.
    public var statusCode: Int? {
        if case .httpStatus(let code, _) = self { return code }
        return nil
    }

    /// The response body as UTF-8 text, for ``httpStatus(code:body:)`` and
    /// ``serverStatus(status:message:body:)``; nil otherwise or when it is not UTF-8.
    public var bodyText: String? {
        switch self {
        case .httpStatus(_, let body), .serverStatus(_, _, let body):
            return String(data: body, encoding: .utf8)
        default:
            return nil
        }
    }
}

extension APIError: LocalizedError, CustomStringConvertible {
    public var errorDescription: String? { description }

    public var description: String {
        switch self {
        case .invalidURL(let url):
            return "Invalid URL: \(url)"
        case .encoding(let description):
            return "Could not encode the request body: \(description)"
        case .transport(let error):
            return "Network error: \(error.localizedDescription)"
        case .httpStatus(let code, _):
            return "HTTP \(code)" + (bodyText.map { $0.isEmpty ? "" : ": \(Self.truncated($0))" } ?? "")
        case .serverStatus(let status, let message, _):
            return "Server status \(status)" + (message.map { ": \($0)" } ?? "")
        case .decoding(let codingPath, let description):
            return "Could not decode the response at \(codingPath.isEmpty ? "<root>" : codingPath): \(description)"
        case .validation(let error):
            return "Response rejected: \(error)"
        case .graphQL(let errors, _):
            return "GraphQL error" + (errors.count == 1 ? "" : "s") + ": " + errors.map(\.description).joined(separator: "; ")
        }
    }

    private static func truncated(_ text: String) -> String {
        text.count > 200 ? text.prefix(200) + "…" : text
    }
}
