/// An object a template reads members of (`{{ type.name }}`), answered by the object itself: the
/// typed counterpart of Stencil's `DynamicMemberLookup`, without `Any` in between.
///
/// Objects are classes: the engine passes them around by reference, and a list of them costs a
/// pointer each. Only `member(_:)` is required.
public protocol TemplateObject: AnyObject {
    /// The member `name` (`.null` when there is none).
    func member(_ name: String) -> TemplateValue

    /// `member(name)`'s member `next`, when the object can answer it without making `member(name)`
    /// (`type.implements.Codable` without the dictionary of every protocol the type implements); nil
    /// to have the two looked up in turn. It must give what the two steps give.
    func member(_ name: String, then next: String) -> TemplateValue?

    /// What `{{ object }}` prints; "" by default (as Stencil prints a value that describes nothing).
    var templateDescription: String { get }

    /// What the object prints as inside a printed array (`{{ list }}`), as Swift's `debugPrint`
    /// would: `templateDescription` by default.
    var templateDebugDescription: String { get }

    /// Whether the object stands for a list (a lazily made array): then `elements` are what a `for`
    /// loop walks, what filters take as the array, and what truthiness and `count` read.
    var isList: Bool { get }

    /// The elements of a list; for any other object, what a `for` loop over it walks (Stencil walks
    /// a struct's or class's stored properties; nothing by default).
    var elements: [TemplateValue] { get }

    /// How many elements a list has, and one of them: a list may make its elements as they are
    /// reached (a loop with a `where` condition keeps only those that pass). By default, from
    /// `elements`.
    var elementCount: Int { get }
    func element(at index: Int) -> TemplateValue

    /// The elements of a tuple (a loop over a dictionary binds `key, value` from one); nil for
    /// anything else.
    var tupleElements: [TemplateValue]? { get }
}

extension TemplateObject {
    public func member(_ name: String, then next: String) -> TemplateValue? { nil }
    public var templateDescription: String { "" }
    public var templateDebugDescription: String { templateDescription }
    public var isList: Bool { false }
    public var elements: [TemplateValue] { [] }
    public var elementCount: Int { elements.count }
    public func element(at index: Int) -> TemplateValue { elements[index] }
    public var tupleElements: [TemplateValue]? { nil }
}

extension TemplateObject where Self: CustomStringConvertible {
    public var templateDescription: String { description }
}

/// A `(key: …, value: …)` pair, what a `for` loop over a dictionary walks: `pair.key`, `pair.value`,
/// `pair.0`, `pair.1`, or `for key, value in dictionary`.
public final class KeyValuePair: TemplateObject {
    public let key: String
    public let value: TemplateValue

    public init(key: String, value: TemplateValue) {
        self.key = key
        self.value = value
    }

    public func member(_ name: String) -> TemplateValue {
        switch name {
        case "key", "0": .string(key)
        case "value", "1": value
        default: .null
        }
    }

    /// A tuple describes nothing on its own (Stencil prints ""), and prints as Swift's inside an array.
    public var templateDebugDescription: String {
        "(key: \(ValuePrinter.debugText(.string(key))), value: \(ValuePrinter.debugText(value)))"
    }

    public var tupleElements: [TemplateValue]? { [.string(key), value] }
}
