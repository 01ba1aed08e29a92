protocol Describable {
    var label: String { get }
}

protocol Named: Describable {
    var name: String { get set }
}

class Base: Named {
    var name = "base"
    var label: String { name }
    var handler: Handler?
    var priority: Priority? = .mid

    init() {}
    class func make() -> Base { Base() }
}

final class Derived: Base {
    private(set) var level: Int = 0
}

actor Counter {
    var count = 0
    func increment() { count += 1 }
}
