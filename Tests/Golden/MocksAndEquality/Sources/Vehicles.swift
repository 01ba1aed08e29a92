class Vehicle {
    let wheels: Int
    var name: String

    init(wheels: Int, name: String) {
        self.wheels = wheels
        self.name = name
    }
}

final class Car: Vehicle, AutoEquatable {
    var seats: Int
    static let defaultSeats = 5

    init(name: String, seats: Int) {
        self.seats = seats
        super.init(wheels: 4, name: name)
    }
}
