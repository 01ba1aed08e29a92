import AnnogenRuntime
import AnnogenTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Endpoints declared the way users write them.
enum API {
    enum ProductSearch: APIEndPoint {
        static let endpoint = "/app/search"
        static let method = HTTPMethod.get
        struct ResponseBody: ResponseBodyType, Equatable {
            let totalCount: Int
            let products: [Product]
        }
        struct Product: ResponseBodyType, Equatable {
            let productId: Int
            let productName: String
        }
    }

    enum CreateOrder: APIEndPoint {
        static let endpoint = "/orders"
        struct RequestBody: Encodable, Sendable {
            let itemName: String
            let quantity: Int
            let note: String?
            let deliverOn: Date
        }
        struct ResponseBody: ResponseBodyType, Equatable {
            let orderId: Int
        }
    }

    enum DeleteOrder: APIEndPoint {
        static let endpoint = "/orders/{orderId}"
        static let method = HTTPMethod.delete
    }

    enum Featured: APIEndPointHasMockResponse {
        static let endpoint = "/app/featured"
        static let method = HTTPMethod.get
        static func mockResponse(for request: APIRequest) -> Data? {
            request.queryItems.contains { $0.name == "live" } ? nil : Data(#"{"totalCount": 1, "products": [{"productId": 7, "productName": "Mock"}]}"#.utf8)
        }
    }
}

let searchJSON = #"{"totalCount": 2, "products": [{"productId": 1, "productName": "Tea"}, {"productId": 2, "productName": "Cup"}]}"#

/// A client for `server` with short timeouts and its own session.
func makeClient(_ server: TestServer, _ configure: (inout APIClient.Configuration) -> Void = { _ in }) -> APIClient {
    var configuration = APIClient.Configuration(baseURL: server.baseURL, timeout: 5)
    configure(&configuration)
    return APIClient(configuration: configuration, session: URLSession(configuration: .ephemeral))
}
