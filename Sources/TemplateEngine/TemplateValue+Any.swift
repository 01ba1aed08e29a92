/// Values from Swift values of any type, for contexts built the way Stencil's are (`[String: Any]`):
/// strings, numbers and Bools as themselves, arrays and dictionaries element by element, objects
/// as themselves, and any other value through its stored properties (`ReflectedObject`), as
/// Stencil reads a struct through `Mirror`.
extension TemplateValue {
    public init(any value: Any?) {
        guard let value else {
            self = .null
            return
        }
        switch value {
        case let value as TemplateValue: self = value
        case let string as String: self = .string(string)
        case let bool as Bool: self = .bool(bool)
        case let int as Int: self = .int(int)
        case let double as Double: self = .double(double)
        case let float as Float: self = .float(float)
        case let object as any TemplateObject: self = .object(object)
        case let array as [Any?]: self = .array(array.map { TemplateValue(any: $0) })
        case let dictionary as [String: Any?]: self = .dictionary(dictionary.mapValues { TemplateValue(any: $0) })
        case let integer as any BinaryInteger: self = Int(exactly: integer).map(TemplateValue.int) ?? .double(Double(integer))
        case let character as Character: self = .string(String(character))
        // Stencil walks and searches integer ranges as arrays.
        case let range as ClosedRange<Int>: self = .array(range.map(TemplateValue.int))
        case let range as Range<Int>: self = .array(range.map(TemplateValue.int))
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                self = mirror.children.first.map { TemplateValue(any: $0.value) } ?? .null
            } else {
                self = .object(ReflectedObject(value, mirror: mirror))
            }
        }
    }
}

/// A value read through `Mirror`: its stored properties by name (and a tuple's by position), the
/// superclass's too; it prints as its `description` when it has one.
public final class ReflectedObject: TemplateObject {
    public let value: Any
    private let mirror: Mirror

    public init(_ value: Any, mirror: Mirror? = nil) {
        self.value = value
        self.mirror = mirror ?? Mirror(reflecting: value)
    }

    public func member(_ name: String) -> TemplateValue {
        var current: Mirror? = mirror
        while let mirror = current {
            if let child = mirror.children.first(where: { $0.label == name }) { return TemplateValue(any: child.value) }
            if let index = Int(name), index >= 0, index < mirror.children.count, mirror.displayStyle == .tuple {
                return TemplateValue(any: mirror.children[mirror.children.index(mirror.children.startIndex, offsetBy: index)].value)
            }
            current = mirror.superclassMirror
        }
        return .null
    }

    public var templateDescription: String {
        (value as? CustomStringConvertible)?.description ?? ""
    }

    public var templateDebugDescription: String { String(reflecting: value) }

    /// A loop walks its stored properties as `(label, value)` pairs, as Stencil's does.
    public var elements: [TemplateValue] {
        var pairs: [TemplateValue] = []
        var current: Mirror? = mirror
        while let mirror = current {
            for child in mirror.children {
                pairs.append(.object(KeyValuePair(key: child.label ?? "", value: TemplateValue(any: child.value))))
            }
            current = mirror.superclassMirror
        }
        return pairs
    }

    public var tupleElements: [TemplateValue]? {
        guard mirror.displayStyle == .tuple else { return nil }
        return mirror.children.map { TemplateValue(any: $0.value) }
    }
}
