import AnnogenRuntime
import Foundation

/// The namespace of every endpoint; each endpoint is declared once, in the file of its area.
enum API {
    /// The signed-in user.
    enum UserProfile: APIEndPoint {
        static let endpoint = "/me"
        static let method = HTTPMethod.get

        struct ResponseBody: ResponseBodyType {
            let id: Int
            let name: String
            let email: String?
            /// Whether this is the account's default profile.
            let `default`: Bool
            /// Membership class; a reserved word as a property name.
            let `class`: MembershipClass
            // gen: boolFromInt
            let emailVerified: Bool
            let avatarURL: URL?
            let preferences: [String: String]
            // gen: defaultValue = 0
            let points: Int
            let addresses: [Address]; struct Address: ResponseBodyType {
                let label: String
                let city: String
            }
        }
    }

    /// Changes profile fields; fields left nil are not sent.
    enum UpdateProfile: APIEndPoint {
        static let endpoint = "/me"
        static let method = HTTPMethod.patch

        struct RequestBody {
            let displayName: String?
            let marketingOptIn: Bool?
        }

        struct ResponseBody: ResponseBodyType {
            let id: Int
            let name: String
        }
    }

    /// Registers a device for push notifications; the response carries no data.
    enum RegisterDevice: APIEndPoint {
        static let endpoint = "/devices"

        struct RequestBody {
            let token: String
            let platform: String
        }
    }
}

/// Membership tiers.
enum MembershipClass: String, ResponseBodyType {
    case regular
    case gold
    case platinum
}
