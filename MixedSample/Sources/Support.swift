import AnnogenRuntime
import Foundation

/// The namespace of the Swift endpoints added next to the legacy Objective-C stack.
enum API {
    /// The customer's loyalty status.
    enum LoyaltyStatus: APIEndPoint {
        static let endpoint = "/loyalty/status"
        static let method = HTTPMethod.get

        struct RequestBody {
            let customerId: Int
            let includeHistory: Bool?
            let tier: LoyaltyTier?
        }

        struct ResponseBody: ResponseBodyType {
            let points: Int
            let tier: LoyaltyTier
            let nextTierAt: Int?
            let expiresAt: Date?
            let history: [Entry]; struct Entry: ResponseBodyType {
                let points: Int
                let reason: String
            }
            let bonus: Entry?
        }
    }

    /// Redeems points; the response carries no data.
    enum Redeem: APIEndPoint {
        static let endpoint = "/loyalty/redeem"

        struct RequestBody {
            let points: Int
            let tier: LoyaltyTier
        }
    }
}

/// Loyalty tiers.
enum LoyaltyTier: String, ResponseBodyType {
    case bronze, silver, gold
}
