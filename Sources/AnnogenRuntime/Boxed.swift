/// A value kept behind a reference, so that a struct can hold a value of its own type: the
/// OpenAPI front end declares a property of a schema that contains itself (`Node.parent: Node?`)
/// `@Boxed var`, which a struct cannot hold inline. Reads and writes are the value's; a write
/// replaces the box, so copies of the struct never share a change. Equal, hashed and sent as the
/// value is.
@propertyWrapper
public struct Boxed<Value> {
    private final class Box: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }
}

extension Boxed: Equatable where Value: Equatable {
    public static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Boxed: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Boxed: Sendable where Value: Sendable {}
