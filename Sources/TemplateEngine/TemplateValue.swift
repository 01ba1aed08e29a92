/// A value a template reads, writes or passes to a filter: what Stencil reads through `Any`, as a
/// small enum, so that resolving a path, testing a condition or printing a value is a `switch`, not
/// a chain of dynamic casts.
///
/// Numbers keep the three kinds Stencil meets: `Int`, `Double` (from a context) and `Float` (a
/// decimal literal in a template, which Stencil reads as `Float`); each prints as Swift prints it.
public enum TemplateValue {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case float(Float)
    case string(String)
    case array([TemplateValue])
    /// A dictionary; printed, iterated and looked up as Stencil does (keys in order where order shows).
    case dictionary([String: TemplateValue])
    /// An object that answers members itself (see `TemplateObject`).
    case object(any TemplateObject)

    /// True for `.null`.
    @inlinable public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, when the value is one.
    @inlinable public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The elements, when the value is an array or an object that is a list (`TemplateObject.elements`).
    public var arrayValue: [TemplateValue]? {
        switch self {
        case .array(let elements): elements
        case .object(let object) where object.isList: object.elements
        default: nil
        }
    }

    /// The value as Stencil's `toNumber` reads it: every number as a `Float`; nil for anything else.
    public var number: Float? {
        switch self {
        case .int(let int): Float(int)
        case .double(let double): Float(double)
        case .float(let float): float
        default: nil
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue {
    /// The value, or `.null` for nil.
    @inlinable public init(_ string: String?) { self = string.map(TemplateValue.string) ?? .null }

    /// A list of objects.
    @inlinable public init(objects: [some TemplateObject]) { self = .array(objects.map { .object($0) }) }

    /// The value, or `.null` for nil.
    @inlinable public init(_ object: (some TemplateObject)?) { self = object.map { .object($0) } ?? .null }
}

extension TemplateValue {
    /// Whether a condition holds for the value, as Stencil tests a variable: nil, false, empty
    /// strings and collections, and numbers not above zero are false; anything else is true.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let bool): bool
        case .int(let int): int > 0
        case .double(let double): Float(double) > 0
        case .float(let float): float > 0
        case .string(let string): !string.isEmpty
        case .array(let elements): !elements.isEmpty
        case .dictionary(let dictionary): !dictionary.isEmpty
        case .object(let object): object.isList ? object.elementCount > 0 : true
        }
    }
}
