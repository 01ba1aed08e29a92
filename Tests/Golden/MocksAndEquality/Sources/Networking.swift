import Foundation

struct Request {
    var path: String
    var method: HTTPMethod
    var body: Data?
}

enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
}

struct Response {
    var status: Int
    var body: Data
}

// gen: AutoMockable
protocol HTTPClient {
    static var defaultTimeout: TimeInterval { get }
    var baseURL: URL { get }
    var headers: [String: String] { get set }
    func send(_ request: Request) async throws -> Response
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
    static func register(scheme: String) -> Bool
}
