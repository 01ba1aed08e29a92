/// One step of a path (`value.name`), as Stencil takes it for each kind of value: a dictionary's key
/// (or its `count`), an array's or string's index, `first`, `last` or `count`, an object's member.
public enum Lookup {
    /// The member `name` of `value` (`index` is `Int(name)`, worked out once).
    public static func member(_ name: String, index: Int?, of value: TemplateValue) -> TemplateValue {
        switch value {
        case .object(let object):
            return object.isList ? element(name, index: index, of: object) : object.member(name)
        case .dictionary(let dictionary):
            if dictionary.isEmpty { return name == "count" ? .int(0) : .null }
            return name == "count" ? .int(dictionary.count) : dictionary[name] ?? .null
        case .array(let elements):
            return element(name, index: index, of: elements)
        case .string(let string):
            if let index {
                guard index >= 0, index < string.count else { return .null }
                return .string(String(string[string.index(string.startIndex, offsetBy: index)]))
            }
            switch name {
            case "first": return string.first.map { .string(String($0)) } ?? .null
            case "last": return string.last.map { .string(String($0)) } ?? .null
            case "count": return .int(string.count)
            default: return .null
            }
        case .null, .bool, .int, .double, .float:
            return .null
        }
    }

    /// `name` of a list object, read without making all its elements.
    static func element(_ name: String, index: Int?, of list: any TemplateObject) -> TemplateValue {
        let count = list.elementCount
        if let index {
            return index >= 0 && index < count ? list.element(at: index) : .null
        }
        switch name {
        case "first": return count > 0 ? list.element(at: 0) : .null
        case "last": return count > 0 ? list.element(at: count - 1) : .null
        case "count": return .int(count)
        default: return .null
        }
    }

    /// `name` of an array: an index, `first`, `last` or `count`. (Stencil stops on `last` of an empty
    /// array; here it is nil.)
    static func element(_ name: String, index: Int?, of elements: [TemplateValue]) -> TemplateValue {
        if let index {
            return index >= 0 && index < elements.count ? elements[index] : .null
        }
        switch name {
        case "first": return elements.first ?? .null
        case "last": return elements.last ?? .null
        case "count": return .int(elements.count)
        default: return .null
        }
    }
}
