import AnnogenRuntime
import Foundation

extension API {
    /// Full-text search over the catalogue.
    enum ProductSearch: APIEndPoint, APIEndPointHasMockResponse {
        static let endpoint = "/app/search"
        static let method = HTTPMethod.get

        struct RequestBody {
            let keyword: String
            let page: Int
            let category: String?
        }

        struct ResponseBody: ResponseBodyType {
            let totalCount: Int
            let products: [Product]; struct Product: ResponseBodyType {
                // gen: jsonKey = "id"
                let productId: Int
                // gen: defaultValue = ""
                let productName: String
                // gen: boolFromInt
                let worthBuying: Bool
                let price: Money
                /// Badges shown on the product tile; older servers leave it out.
                let badges: [Badge]

                /// Labels on a product tile. Badges this client does not know become `.unknown`.
                // gen: unknownCase = unknown
                enum Badge: String, ResponseBodyType {
                    case new, sale, limited, unknown
                }
            }
        }

        /// While the search service is being rebuilt, debug builds answer with a fixed page for the
        /// keyword "demo" and go to the network for everything else.
        static func mockResponse(for request: APIRequest) -> Data? {
            guard request.queryItems.contains(where: { $0.name == "keyword" && $0.value == "demo" }) else { return nil }
            return Data(#"{"totalCount": 1, "products": [{"id": 7, "productName": "Demo kettle", "worthBuying": 1, "price": {"amount": 2990, "currency": "JPY"}}]}"#.utf8)
        }
    }

    /// A shelf of one department: an enum as a path parameter, an array in the query and a sort
    /// order declared inside the endpoint (its name is also Foundation's).
    enum Shelf: APIEndPoint {
        static let endpoint = "/departments/{department}/products"
        static let method = HTTPMethod.get

        enum SortOrder: String, Sendable {
            case popular
            case priceAscending = "price_asc"
        }

        struct RequestBody {
            let department: Department
            let brands: [String]
            let sort: SortOrder?
        }

        struct ResponseBody: ResponseBodyType {
            let productIds: [Int]
        }
    }

    /// One product with its seller, three levels deep.
    enum ProductDetail: APIEndPoint {
        static let endpoint = "/products/{productId}"
        static let method = HTTPMethod.get

        struct RequestBody {
            let productId: Int
        }

        struct ResponseBody: ResponseBodyType {
            let id: Int
            let name: String
            let description: String?
            let price: Money
            /// Specification table as the server sends it: label → value.
            let specifications: [String: String]
            let seller: Seller; struct Seller: ResponseBodyType {
                let id: Int
                let displayName: String
                let address: Address; struct Address: ResponseBodyType {
                    let city: String
                    // gen: jsonKey = "postal_code"
                    let postalCode: String?
                    let country: String
                }
            }
            // gen: safe
            let promotion: Promotion?; struct Promotion: ResponseBodyType {
                let title: String
                let endsAt: Date
            }
        }
    }

    /// The category tree.
    enum Categories: APIEndPoint {
        static let endpoint = "/categories"
        static let method = HTTPMethod.get

        struct ResponseBody: ResponseBodyType {
            let categories: [Category]
        }
    }

    /// Recommendations for the home screen; debug builds serve them from a file.
    // gen: mockFile = "SampleAPI/Mocks/recommendations.json"
    enum Recommendations: APIEndPoint, APIEndPointHasMockResponse {
        static let endpoint = "/recommendations"
        static let method = HTTPMethod.get

        struct RequestBody {
            let limit: Int?
        }

        struct ResponseBody: ResponseBodyType {
            let products: [ProductSearch.ResponseBody.Product]
            // gen: defaultValue = "Recommended for you"
            let headline: String
        }
    }
}

/// A node of the category tree.
struct Category: ResponseBodyType {
    let id: Int
    let name: String
    let children: [Category]
}

/// The store's departments, by their wire names.
enum Department: String, Sendable {
    case kitchen
    case homeOffice = "home-office"
}
