import AnnogenRuntime
import Foundation

extension API {
    /// Places an order.
    enum CreateOrder: APIEndPoint {
        static let endpoint = "/orders"

        struct RequestBody {
            let items: [OrderLine]
            let note: String?
            let couponCode: String?
        }

        struct ResponseBody: ResponseBodyType {
            let orderId: String
            let status: OrderStatus
            let createdAt: Date
            let total: Money
        }
    }

    /// The signed-in user's orders, newest first.
    enum ListOrders: APIEndPoint {
        static let endpoint = "/orders"
        static let method = HTTPMethod.get

        struct RequestBody {
            let status: OrderStatus?
            let page: Int?
            let pageSize: Int?
        }

        struct ResponseBody: ResponseBodyType {
            let orders: [OrderSummary]; struct OrderSummary: ResponseBodyType {
                let orderId: String
                let status: OrderStatus
                let total: Money
            }
            let nextPage: Int?
        }
    }

    /// Replaces an order's lines.
    enum UpdateOrder: APIEndPoint {
        static let endpoint = "/orders/{orderId}"
        static let method = HTTPMethod.put

        struct RequestBody {
            let orderId: String
            let items: [OrderLine]
        }

        struct ResponseBody: ResponseBodyType {
            let orderId: String
            let status: OrderStatus
            let total: Money
        }
    }

    /// Changes the note on an order.
    enum UpdateOrderNote: APIEndPoint {
        static let endpoint = "/orders/{orderId}/note"
        static let method = HTTPMethod.patch

        struct RequestBody {
            let orderId: String
            let note: String
        }

        struct ResponseBody: ResponseBodyType {
            let orderId: String
            let note: String
        }
    }

    /// Cancels an order; the server answers with an empty body.
    enum CancelOrder: APIEndPoint {
        static let endpoint = "/orders/{orderId}"
        static let method = HTTPMethod.delete

        struct RequestBody {
            let orderId: String
            let reason: String?
        }
    }
}

/// One line of an order as the client sends it.
struct OrderLine: Codable, Sendable {
    let productId: Int
    let quantity: Int
}

/// Where an order is. Servers add states over time: unknown ones become `.unknown`.
// gen: unknownCase = unknown
enum OrderStatus: String, ResponseBodyType {
    case pending
    case paid
    case shipped
    case delivered
    case cancelled
    case unknown
}

/// An amount of money in minor units.
struct Money: ResponseBodyType {
    let amount: Int
    let currency: String
}
