import AnnogenRuntime
import Foundation

/// A public API module: generated members must be public too. A public RequestBody is declared
/// Sendable, as Swift infers Sendable only for non-public types.
public enum ShopAPI {
    public enum FindStores: APIEndPoint {
        public static let endpoint = "/regions/{regionCode}/stores"
        public static let method = HTTPMethod.get

        public struct RequestBody: Sendable {
            let regionCode: String
            let openNow: Bool?
            let kind: StoreKind?
        }

        public struct ResponseBody: ResponseBodyType {
            public let storeCount: Int
            public let stores: [Store]
            // gen: jsonKey = "nextPageToken"
            public let nextPage: String?
        }
    }

    public enum RenameStore: APIEndPoint {
        public static let endpoint = "/stores/{storeId}"
        public static let method = HTTPMethod.patch

        public struct RequestBody: Sendable {
            let storeId: Int
            let displayName: String
            let isFlagship: Bool
        }
    }
}

public struct Store: ResponseBodyType {
    public let storeId: Int
    public let displayName: String
    // gen: boolFromInt
    public let isFlagship: Bool
    public let openedAt: Date?
}

// gen: unknownCase = other
public enum StoreKind: String, ResponseBodyType {
    case grocery
    case pharmacy
    case other
}
