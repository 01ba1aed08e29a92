import AnnogenRuntime
import Foundation

/// A travel-booking API, declared the way its documentation reads: a second endpoint set, written
/// apart from SampleAPI, with the request shapes SampleAPI does not use (types nested in the
/// endpoint, names Foundation also declares, arrays in a GET, renamed query items, enum and date
/// path parameters).
enum Travel {
    /// The cabin map of one flight.
    enum SeatMap: APIEndPoint {
        static let endpoint = "/flights/{flightNumber}/seats"
        static let method = HTTPMethod.get

        /// Declared here, and named like Foundation's `SortOrder`: the generated method must mean this one.
        enum SortOrder: String, Codable, Sendable {
            case price
            case row = "row_number"
        }

        enum Deck: String, Codable, Sendable {
            case main, upper
        }

        struct RequestBody {
            let flightNumber: String
            let deck: Deck?
            let sort: SortOrder
        }

        struct ResponseBody: ResponseBodyType {
            let seats: [Seat]; struct Seat: ResponseBodyType {
                let code: String
                // gen: boolFromInt
                let free: Bool
            }
        }
    }

    /// Airports by their codes.
    enum AirportSearch: APIEndPoint {
        static let endpoint = "/airports"
        static let method = HTTPMethod.get

        struct RequestBody {
            let codes: [String]
            // gen: jsonKey = "country_code"
            let country: String?
            // gen: queryArray = commaSeparated
            let tags: [String]
            let nonstopOnly: Bool
            let openedAfter: Date?
            let terminals: [Terminal]
            let minimumRunways: Int?
        }

        struct ResponseBody: ResponseBodyType {
            let airports: [Airport]
        }
    }

    /// Exchange rates for one currency: an enum as a path parameter.
    enum Rates: APIEndPoint {
        static let endpoint = "/rates/{currency}"
        static let method = HTTPMethod.get

        struct RequestBody {
            let currency: Currency
            let on: Date?
        }

        struct ResponseBody: ResponseBodyType {
            let base: Currency
            let rates: [String: Double]
        }
    }

    /// Departures on one day: a date as a path parameter, a placeholder named by the jsonKey.
    enum Departures: APIEndPoint {
        static let endpoint = "/departures/{day}"
        static let method = HTTPMethod.get

        struct RequestBody {
            // gen: jsonKey = "day"
            let date: Date
            let limit: Int
        }

        struct ResponseBody: ResponseBodyType {
            let flights: [String]
        }
    }

    /// A new booking: a JSON body with renamed keys and Foundation types.
    enum Booking: APIEndPoint {
        static let endpoint = "/bookings"

        struct RequestBody {
            // gen: jsonKey = "flight_no"
            let flight: String
            let passengers: [Passenger]
            let data: Data?
            let website: URL?
            // gen: boolFromInt
            let insured: Bool
            let meal: Meal?
            let tier: Loyalty.Tier
            let locale: Locale?

            /// Declared inside the RequestBody.
            struct Meal: Codable, Sendable {
                let vegetarian: Bool
            }
        }

        struct ResponseBody: ResponseBodyType {
            // gen: jsonKey = "booking_id"
            let bookingId: String
            let total: Money
        }
    }

    /// Cancels a booking; the path names it by its jsonKey.
    enum Cancel: APIEndPoint {
        static let endpoint = "/bookings/{id}"
        static let method = HTTPMethod.delete

        struct RequestBody {
            // gen: jsonKey = "id"
            let bookingId: String
            let reason: String?
        }
    }
}

/// Another namespace.
enum Loyalty {
    enum Tier: String, Codable, Sendable {
        case basic, gold
    }
}

enum Currency: String, Codable, Sendable {
    case eur = "EUR"
    case usd = "USD"
}

enum Terminal: Int, Codable, Sendable {
    case one = 1, two = 2
}

struct Passenger: Codable, Sendable {
    let name: String
}

struct Airport: ResponseBodyType {
    let code: String
    // gen: jsonKey = "country_code"
    let country: String
}

struct Money: ResponseBodyType {
    let amount: Int
    let currency: Currency
}

extension Travel {
    /// Fares for a route: every shape of `defaultValue`, `unknownCase` on enums that are not
    /// response bodies, and a dictionary the server may leave out.
    enum Fares: APIEndPoint {
        static let endpoint = "/fares"
        static let method = HTTPMethod.get

        struct ResponseBody: ResponseBodyType {
            let fares: [Fare]
        }
    }
}

struct Fare: ResponseBodyType {
    // gen: defaultValue = ""
    let note: String
    // gen: defaultValue = 1
    let seats: Int
    // gen: defaultValue = 0.5
    let discount: Double
    // gen: defaultValue = 2
    let weight: Float
    // gen: defaultValue = true
    let refundable: Bool
    // gen: defaultValue = nil
    let code: String?
    // gen: defaultValue = 3
    let legs: Int?
    // gen: defaultValue = []
    let extras: [String]
    // gen: defaultValue = "[window, aisle]"
    let preferences: [String]
    // gen: defaultValue = "[1, 2]"
    let bags: [Int]
    // gen: defaultValue = [:]
    let taxes: [String: Double]
    // gen: defaultValue = .economy
    let cabin: Cabin
    // gen: defaultValue = business
    let upgrade: Cabin
    // gen: defaultValue = "EUR"
    let currency: Currency
    // gen: defaultValue = "[.eur, usd]"
    let accepted: [Currency]
    let fees: [String: Int]
    let status: FareStatus
    let level: Level
}

enum Cabin: String, Codable, Sendable {
    case economy, business
}

// gen: unknownCase = other
enum FareStatus: String, Codable, Sendable {
    case open, closed, other
}

// gen: unknownCase = unknown
enum Level: Int, Codable, Sendable {
    case unknown = 0, one = 1, two = 2
}
