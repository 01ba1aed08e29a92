/// A point on a map.
struct Coordinate: Equatable, AutoHashable, AutoLenses {
    let latitude: Double
    let longitude: Double
}

struct Venue: Equatable, AutoHashable, AutoLenses {
    let name: String
    let location: Coordinate
    let tags: [String]
    let rating: Int?
    /// Derived: not part of identity.
    var isRated: Bool { rating != nil }
    static let unknown = Venue(name: "?", location: Coordinate(latitude: 0, longitude: 0), tags: [], rating: nil)
}

enum Weekday: String, AutoCases {
    case monday, tuesday, wednesday, thursday, friday
    case saturday = "sat"
    case sunday = "sun"
}

enum Transport: Equatable, AutoHashable, AutoCases {
    case walk
    case bus(line: Int)
    case taxi(company: String, fare: Double?)
}
