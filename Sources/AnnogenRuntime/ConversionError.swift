/// Why a generated converter (`// gen: mapFrom = Source`) could not fill a model from its source:
/// a value the model requires was missing, or a value has no counterpart in the model's type.
public enum ConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The source has no value at `path` (`draw.current.number`) for a property that requires one.
    case missing(path: String, target: String)
    /// The value at `path` is not one the model's type has (an enum's raw value, a number out of range).
    case unconvertible(value: String, path: String, target: String)

    public var description: String {
        switch self {
        case .missing(let path, let target):
            "no value at \(path) for \(target)"
        case .unconvertible(let value, let path, let target):
            "\(value) at \(path) is no \(target)"
        }
    }

    /// `value`, or `.missing` when it is nil.
    public static func required<Value>(_ value: Value?, at path: String, for target: String) throws(ConversionError) -> Value {
        guard let value else { throw .missing(path: path, target: target) }
        return value
    }

    /// `converted`, or `.unconvertible` naming `value` when it is nil.
    public static func converted<Value>(_ converted: Value?, from value: some Any, at path: String, for target: String) throws(ConversionError) -> Value {
        guard let converted else { throw .unconvertible(value: "\(value)", path: path, target: target) }
        return converted
    }
}
