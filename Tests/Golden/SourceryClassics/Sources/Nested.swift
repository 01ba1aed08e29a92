enum Schedule {
    // gen: AutoLenses
    struct Slot: Equatable, AutoHashable {
        var day: Weekday
        var start: Int
        var venue: Venue
    }
}
