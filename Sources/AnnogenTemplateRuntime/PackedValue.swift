/// A value of the packed model: what annogen's template context holds, in a form a Swift
/// template's program reads back without parsing text. Objects are referred to by their position
/// in the model's object table, so a type met twice is one object.
public enum PackedValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([PackedValue])
    case dictionary([String: PackedValue])
    case object(Int)
}

/// The tags that start each packed value.
enum PackedTag: UInt8 {
    case null = 0, falseValue, trueValue, int, double, string, array, dictionary, object
}
