import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// Everything an app sets once for all requests.
    public struct Configuration: Sendable {
        public var baseURL: URL
        /// Sent with every request; a request's own headers win.
        public var defaultHeaders: [String: String]
        /// Seconds before a request fails, unless the request sets its own.
        public var timeout: TimeInterval
        /// The server's wrapper around response bodies; nil when bodies are sent bare.
        public var envelope: ResponseEnvelope?
        /// Makes the encoder for each request (ISO 8601 dates, sorted keys by default).
        public var makeEncoder: @Sendable () -> JSONEncoder
        /// Makes the decoder for each request (ISO 8601 dates by default).
        public var makeDecoder: @Sendable () -> JSONDecoder
        /// Adjusts each request before it is sent: the URLRequest, and the encoder (used for
        /// the body afterwards) and decoder. A body set here is kept.
        public var tuner: (@Sendable (inout RequestTuning) -> Void)?
        /// Checks each 2xx response before decoding; what it throws fails the request as
        /// ``APIError/validation(_:)`` (an ``APIError`` it throws is kept as is).
        public var validator: (@Sendable (HTTPURLResponse, Data) throws -> Void)?
        /// Decides after a failure whether to send the request again, e.g. once the user has
        /// accepted new terms. Asked at most ``maxRetries`` times per request.
        public var retrier: (@Sendable (RetryContext) async -> Bool)?
        public var maxRetries: Int
        /// Receives what safe decoding dropped and unknown enum raw values (``DecodingIssue``).
        public var onDecodingIssue: (@Sendable (DecodingIssue) -> Void)?
        /// How `Date` values are written into query strings (ISO 8601 by default).
        public var queryDateFormatter: @Sendable (Date) -> String
        /// Answer requests whose endpoint has an example response (from an OpenAPI spec) with it,
        /// instead of the network: for previews, UI tests and work before the server is ready.
        public var answersWithExamples: Bool
        /// Send GraphQL queries as GET requests (`?query=…&variables=…`), which HTTP caches and
        /// CDNs can keep; mutations are always posted.
        public var sendsGraphQLQueriesWithGET = false

        public init(
            baseURL: URL,
            defaultHeaders: [String: String] = [:],
            timeout: TimeInterval = 60,
            envelope: ResponseEnvelope? = nil,
            makeEncoder: @escaping @Sendable () -> JSONEncoder = APIClient.defaultEncoder,
            makeDecoder: @escaping @Sendable () -> JSONDecoder = APIClient.defaultDecoder,
            tuner: (@Sendable (inout RequestTuning) -> Void)? = nil,
            validator: (@Sendable (HTTPURLResponse, Data) throws -> Void)? = nil,
            retrier: (@Sendable (RetryContext) async -> Bool)? = nil,
            maxRetries: Int = 1,
            onDecodingIssue: (@Sendable (DecodingIssue) -> Void)? = nil,
            queryDateFormatter: @escaping @Sendable (Date) -> String = QueryValue.iso8601,
            answersWithExamples: Bool = false
        ) {
            self.baseURL = baseURL
            self.defaultHeaders = defaultHeaders
            self.timeout = timeout
            self.envelope = envelope
            self.makeEncoder = makeEncoder
            self.makeDecoder = makeDecoder
            self.tuner = tuner
            self.validator = validator
            self.retrier = retrier
            self.maxRetries = maxRetries
            self.onDecodingIssue = onDecodingIssue
            self.queryDateFormatter = queryDateFormatter
            self.answersWithExamples = answersWithExamples
        }
    }

    /// What ``Configuration/tuner`` may change for one request.
    public struct RequestTuning {
        /// The request being sent.
        public let request: APIRequest
        /// URL, method, headers and timeout already set; the body is encoded after tuning.
        public var urlRequest: URLRequest
        public var encoder: JSONEncoder
        public var decoder: JSONDecoder
    }

    /// What ``Configuration/retrier`` is told about a failure.
    public struct RetryContext: Sendable {
        public let error: APIError
        public let request: APIRequest
        /// The attempt that failed, from 1.
        public let attempt: Int
    }

    /// ISO 8601 dates with their fractions of a second (`QueryValue.iso8601`), sorted keys (so
    /// equal bodies are equal bytes).
    @Sendable public static func defaultEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(QueryValue.iso8601(date))
        }
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// ISO 8601 dates.
    @Sendable public static func defaultDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(decodeISO8601Date)
        return decoder
    }

    /// What `.iso8601` does, but a malformed date's error keeps the date's own key in its coding
    /// path: Foundation's `.iso8601` strategy reports `promotion` for a bad `promotion.endsAt`
    /// (at least on Linux), so ``APIError/decoding(codingPath:description:)`` named the wrong field.
    /// `t` and `z` may be lower case, as RFC 3339 (OpenAPI's `date-time`) allows: Foundation's
    /// parser takes upper case only.
    @Sendable static func decodeISO8601Date(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = try? Date(text.uppercased(), strategy: .iso8601) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected date string to be ISO8601-formatted.")
        }
        return date
    }
}
