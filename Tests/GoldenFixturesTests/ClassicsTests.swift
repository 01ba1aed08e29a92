@testable import GoldenClassics
import Testing

/// The SourceryClassics golden output, compiled and used.
@Suite struct ClassicsTests {
    private let venue = Venue(name: "Hall", location: Coordinate(latitude: 1, longitude: 2), tags: ["a"], rating: nil)

    @Test func hashingFollowsStoredProperties() {
        let same = Venue(name: "Hall", location: Coordinate(latitude: 1, longitude: 2), tags: ["a"], rating: nil)
        #expect(Set([venue, same]).count == 1)
        #expect(Set([Transport.bus(line: 1), .bus(line: 2), .bus(line: 1), .walk]).count == 3)
        #expect(Transport.taxi(company: "A", fare: nil).hashValue == Transport.taxi(company: "A", fare: nil).hashValue)
    }

    @Test func caseLists() {
        #expect(Weekday.count == 7)
        #expect(Weekday.allCases.last == .sunday)
        #expect(Weekday.rawValues.suffix(2) == ["sat", "sun"])
        #expect(Transport.caseNames == ["walk", "bus", "taxi"])
    }

    @Test func lensesGetAndSet() {
        let renamed = Venue.nameLens.set("Arena", venue)
        #expect(Venue.nameLens.get(renamed) == "Arena")
        #expect(renamed.location == venue.location)
        let slot = Schedule.Slot(day: .monday, start: 9, venue: venue)
        #expect(Schedule.Slot.startLens.set(10, slot).start == 10)
    }
}
