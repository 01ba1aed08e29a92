import Foundation

/// A GraphQL query or mutation as annogen generates it from an operation document: its text, its
/// variables and the type of its response's `data`. ``APIClient/send(_:variables:)`` sends it.
///
/// ```swift
/// enum LotteriesQuery: GraphQLOperation {
///     static let operationName = "Lotteries"
///     static let operationKind = GraphQLOperationKind.query
///     static let document = "query Lotteries { lotteries { id name } }"
///     struct Variables: ResponseBodyType { }
///     struct Data: ResponseBodyType { let lotteries: [Lottery] … }
/// }
/// ```
public protocol GraphQLOperation: APIEndPoint, Sendable {
    associatedtype Variables: Encodable & Sendable
    associatedtype Data: Decodable & Sendable
    /// The operation's name in ``document`` (sent as `operationName`).
    static var operationName: String { get }
    static var operationKind: GraphQLOperationKind { get }
    /// The operation's text with the fragments it uses, as sent.
    static var document: String { get }
}

extension GraphQLOperation {
    /// Operations are posted to `/graphql` unless the operation says otherwise (the config's
    /// `graphql: { endpoint: … }`).
    public static var endpoint: String { "/graphql" }
}

public enum GraphQLOperationKind: String, Sendable {
    case query, mutation
}

/// One entry of a GraphQL response's `errors`.
public struct GraphQLResponseError: Decodable, Sendable, Hashable, CustomStringConvertible {
    public struct Location: Decodable, Sendable, Hashable {
        public var line: Int
        public var column: Int
    }

    /// A step of ``path``: a field's response key or a list index.
    public enum PathElement: Decodable, Sendable, Hashable, CustomStringConvertible {
        case key(String)
        case index(Int)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let index = try? container.decode(Int.self) { self = .index(index) } else { self = .key(try container.decode(String.self)) }
        }

        public var description: String {
            switch self {
            case .key(let key): key
            case .index(let index): "[\(index)]"
            }
        }
    }

    public var message: String
    public var locations: [Location]?
    /// Where in `data` the error happened (`lotteries[2].jackpot`).
    public var path: [PathElement]?
    public var extensions: [String: JSONValue]?

    public init(message: String, locations: [Location]? = nil, path: [PathElement]? = nil, extensions: [String: JSONValue]? = nil) {
        self.message = message
        self.locations = locations
        self.path = path
        self.extensions = extensions
    }

    /// `lotteries[2].jackpot`.
    public var pathText: String {
        var text = ""
        for element in path ?? [] {
            switch element {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    public var description: String {
        pathText.isEmpty ? message : "\(message) (at \(pathText))"
    }
}

/// A GraphQL response: `data` (nil when the errors left none, or none that decodes) and `errors`.
struct GraphQLResponse<Payload: Decodable & Sendable>: Decodable, Sendable {
    var data: Payload?
    var errors: [GraphQLResponseError]

    private enum Keys: String, CodingKey {
        case data, errors
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        errors = try container.decodeIfPresent([GraphQLResponseError].self, forKey: .errors) ?? []
        // With errors, `data` holds what could be resolved: kept when it decodes.
        data = errors.isEmpty ? try container.decodeIfPresent(Payload.self, forKey: .data)
                              : try? container.decodeIfPresent(Payload.self, forKey: .data)
    }
}

/// What is posted: the operation's text, its name and its variables.
struct GraphQLRequestBody<Variables: Encodable & Sendable>: Encodable, Sendable {
    var query: String
    var operationName: String
    var variables: Variables
}

extension APIRequest {
    /// A request for `operation`: posted as JSON (`query`, `operationName`, `variables`), or for a
    /// query with `asGET`, sent as the GET query `?query=…&operationName=…&variables=<JSON>`.
    public init<Operation: GraphQLOperation>(
        graphQL operation: Operation.Type, variables: Operation.Variables, asGET: Bool = false,
        encoder: JSONEncoder = JSONEncoder()
    ) throws(APIError) {
        if asGET, Operation.operationKind == .query {
            let json: String
            do {
                json = String(decoding: try encoder.encode(variables), as: UTF8.self)
            } catch {
                throw .encoding(description: "\(error)")
            }
            self.init(method: .get, path: Operation.endpoint, query: [
                ("query", .text(Operation.document)), ("operationName", .text(Operation.operationName)), ("variables", .text(json)),
            ])
        } else {
            self.init(method: .post, path: Operation.endpoint,
                      body: GraphQLRequestBody(query: Operation.document, operationName: Operation.operationName, variables: variables))
        }
        isGraphQL = true
        if let mocking = operation as? any APIEndPointHasMockResponse.Type {
            mockResponse = { mocking.mockResponse(for: $0) }
        }
    }
}

extension APIClient {
    /// Sends `operation` with `variables` and returns its `data`. GraphQL `errors` in the response
    /// throw ``APIError/graphQL(errors:partialData:)``, with the part of `data` the server could
    /// resolve when it decodes. Queries go as GET when the configuration's
    /// ``Configuration/sendsGraphQLQueriesWithGET`` says so. Tuners, validator, retrier and mock
    /// hooks apply as to any request.
    public func send<Operation: GraphQLOperation>(
        _ operation: Operation.Type, variables: Operation.Variables
    ) async throws(APIError) -> Operation.Data {
        let request = try APIRequest(graphQL: operation, variables: variables, asGET: configuration.sendsGraphQLQueriesWithGET,
                                     encoder: configuration.makeEncoder())
        let response = try await send(request, as: GraphQLResponse<Operation.Data>.self)
        if !response.errors.isEmpty {
            throw .graphQL(errors: response.errors, partialData: response.data)
        }
        guard let data = response.data else {
            throw .decoding(codingPath: "data", description: "The response holds neither data nor errors")
        }
        return data
    }

    /// The completion-handler form of ``send(_:variables:)``.
    @discardableResult
    public func send<Operation: GraphQLOperation>(
        _ operation: Operation.Type, variables: Operation.Variables,
        completion: @escaping @Sendable (Result<Operation.Data, APIError>) -> Void
    ) -> Task<Void, Never> {
        Task {
            do throws(APIError) {
                completion(.success(try await send(operation, variables: variables)))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
