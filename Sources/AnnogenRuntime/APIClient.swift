import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends ``APIRequest``s over URLSession and decodes their responses. Generated request
/// methods are extensions of this class:
///
/// ```swift
/// extension APIClient {
///     func productSearch(keyword: String, page: Int) async throws -> API.ProductSearch.ResponseBody {
///         let request = APIRequest(API.ProductSearch.self, query: [("keyword", QueryValue(keyword)), ("page", QueryValue(page))])
///         return try await send(request, as: API.ProductSearch.ResponseBody.self)
///     }
/// }
/// ```
public final class APIClient: Sendable {
    public let configuration: Configuration
    public let session: URLSession

    public init(configuration: Configuration, session: URLSession = .shared) {
        self.configuration = configuration
        self.session = session
    }

    /// Sends `request` (again, when the retrier asks) and decodes the response as `type`.
    /// ``EmptyResponse`` accepts an empty body.
    public func send<Response: Decodable & Sendable>(
        _ request: APIRequest, as type: Response.Type = Response.self
    ) async throws(APIError) -> Response {
        var attempt = 1
        while true {
            do {
                return try await sendOnce(request, as: type)
            } catch {
                guard attempt <= configuration.maxRetries, !Task.isCancelled, let retrier = configuration.retrier,
                      await retrier(RetryContext(error: error, request: request, attempt: attempt))
                else { throw error }
                attempt += 1
            }
        }
    }

    /// The completion-handler form of ``send(_:as:)``. `completion` is called once, on no
    /// particular thread; cancel the returned task to cancel the request.
    @discardableResult
    public func send<Response: Decodable & Sendable>(
        _ request: APIRequest, as type: Response.Type = Response.self,
        completion: @escaping @Sendable (Result<Response, APIError>) -> Void
    ) -> Task<Void, Never> {
        Task {
            do throws(APIError) {
                completion(.success(try await send(request, as: type)))
            } catch {
                completion(.failure(error))
            }
        }
    }

    private func sendOnce<Response: Decodable & Sendable>(
        _ request: APIRequest, as type: Response.Type
    ) async throws(APIError) -> Response {
        var tuning = RequestTuning(request: request, urlRequest: try makeURLRequest(request),
                                   encoder: configuration.makeEncoder(), decoder: configuration.makeDecoder())
        configuration.tuner?(&tuning)
        if let body = request.body, tuning.urlRequest.httpBody == nil {
            let writer = RequestBodyWriter(encoder: tuning.encoder, formattingDates: configuration.queryDateFormatter)
            do {
                let contentType = tuning.urlRequest.value(forHTTPHeaderField: "Content-Type") ?? request.contentType
                let (data, sentType) = try writer.write(body, contentType: contentType)
                tuning.urlRequest.httpBody = data
                tuning.urlRequest.setValue(sentType, forHTTPHeaderField: "Content-Type")
            } catch {
                throw .encoding(description: "\(error)")
            }
        }
        let (data, response) = try await load(tuning.urlRequest, for: request)
        try validate(response, data)
        if let raw = Self.raw(type, data, response) { return raw }
        return try decode(type, from: data, status: response.statusCode, with: tuning.decoder, for: request)
    }

    func makeURLRequest(_ request: APIRequest) throws(APIError) -> URLRequest {
        var urlRequest = URLRequest(url: try makeURL(request), timeoutInterval: request.timeout ?? configuration.timeout)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        if request.body != nil {
            urlRequest.setValue(request.contentType, forHTTPHeaderField: "Content-Type")
        }
        for (name, value) in configuration.defaultHeaders.sorted(by: { $0.key < $1.key }) {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        return urlRequest
    }

    /// Base URL + path + query items sorted by name (ties keep their order), after any query the
    /// path writes itself (`/charts?region=global`).
    func makeURL(_ request: APIRequest) throws(APIError) -> URL {
        var text = configuration.baseURL.absoluteString
        if text.hasSuffix("/") { text.removeLast() }
        text += request.path.hasPrefix("/") ? request.path : "/" + request.path
        let items = request.queryItems(formattingDates: configuration.queryDateFormatter)
            .map { APIRequest.percentEncoded($0.name) + "=" + APIRequest.percentEncoded($0.value ?? "") }
        if !items.isEmpty { text += (request.path.contains("?") ? "&" : "?") + items.joined(separator: "&") }
        guard !request.path.contains("{"), let url = URL(string: text) else {
            throw .invalidURL(text)
        }
        return url
    }

    /// The mock response when the request has one (or its example, when the client answers with
    /// examples), the network otherwise.
    private func load(_ urlRequest: URLRequest, for request: APIRequest) async throws(APIError) -> (Data, HTTPURLResponse) {
        let example = configuration.answersWithExamples ? request.exampleResponse : nil
        if let data = example ?? request.mockResponse.flatMap({ $0(request) }) {
            guard let url = urlRequest.url,
                  let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                                                 headerFields: ["Content-Type": "application/json"])
            else { throw .invalidURL(urlRequest.url?.absoluteString ?? request.path) }
            return (data, response)
        }
        let data: Data, response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw .transport(error)
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            throw .transport(URLError(.badServerResponse))
        }
        return (data, httpResponse)
    }

    /// A response taken as it is: `Data` always, `String` when the server says it is not JSON
    /// (`text/plain`); nil for anything decoded from JSON.
    private static func raw<Response>(_ type: Response.Type, _ data: Data, _ response: HTTPURLResponse) -> Response? {
        if let data = data as? Response { return data }
        guard type == String.self, RequestBodyWriter.Kind(contentType: response.value(forHTTPHeaderField: "Content-Type") ?? "") != .json else {
            return nil
        }
        return String(decoding: data, as: UTF8.self) as? Response
    }

    private func validate(_ response: HTTPURLResponse, _ data: Data) throws(APIError) {
        guard (200..<300).contains(response.statusCode) else {
            throw .httpStatus(code: response.statusCode, body: data)
        }
        do {
            try configuration.validator?(response, data)
        } catch let error as APIError {
            throw error
        } catch {
            throw .validation(error)
        }
    }

    private func decode<Response: Decodable>(
        _ type: Response.Type, from data: Data, status: Int, with decoder: JSONDecoder, for request: APIRequest
    ) throws(APIError) -> Response {
        if let onDecodingIssue = configuration.onDecodingIssue {
            decoder.userInfo[.decodingIssueReporter] = DecodingIssueReporter(
                request: "\(request.method.rawValue) \(request.path)", handler: onDecodingIssue)
        }
        let isEmpty = status == 204 || data.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if isEmpty, let empty = EmptyResponse() as? Response { return empty }
        do {
            guard let envelope = configuration.envelope, !request.isGraphQL else {
                return try decoder.decode(type, from: data)
            }
            decoder.userInfo[.responseEnvelope] = envelope
            let enveloped = try decoder.decode(Enveloped<Response>.self, from: data)
            guard envelope.isSuccess(enveloped.status) else {
                throw APIError.serverStatus(status: enveloped.status, message: enveloped.message, body: data)
            }
            if let body = enveloped.body ?? (EmptyResponse() as? Response) { return body }
            throw DecodingError.valueNotFound(type, .init(codingPath: [AnyCodingKey(envelope.bodyKey)],
                                                          debugDescription: "The envelope has no body"))
        } catch let error as APIError {
            throw error
        } catch let error as DecodingError {
            throw .decoding(codingPath: error.readableCodingPath, description: error.readableDescription)
        } catch {
            throw .decoding(codingPath: "", description: "\(error)")
        }
    }
}
