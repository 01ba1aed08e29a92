import Foundation
import TemplateEngine

/// Generic access to the values templates pass to filters and tags: members by name from objects
/// and dictionaries, strings, arrays, truthiness, and filter arguments.
enum TemplateValues {
    /// The member `name` of `value` (an object's, or a dictionary's key); `.null` when it has none.
    /// The name is the template's (a filter's argument): a member annogen's objects do not have is
    /// not a template's mistake here (`UnknownMemberLog.probing`).
    static func member(_ name: String, of value: TemplateValue) -> TemplateValue {
        switch value {
        case .object(let object) where !object.isList:
            UnknownMemberLog.probing { object.member(name) }
        case .dictionary(let dictionary):
            dictionary[name] ?? .null
        default:
            .null
        }
    }

    /// Follows a dotted path (`decoding.key`) through nested members.
    static func member(path: String, of value: TemplateValue) -> TemplateValue {
        if !path.utf8.contains(UInt8(ascii: ".")) { return member(path, of: value) }
        var current = value
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            current = member(String(part), of: current)
            if current.isNull { return .null }
        }
        return current
    }

    /// annogen's truthiness for its filters: nil, `false`, zero, and empty strings or collections
    /// are false.
    static func isTrue(_ value: TemplateValue) -> Bool {
        switch value {
        case .null: false
        case .bool(let bool): bool
        case .int(let int): int != 0
        case .double(let double): double != 0
        case .float(let float): float != 0
        case .string(let string): !string.isEmpty
        case .array(let elements): !elements.isEmpty
        case .dictionary(let dictionary): !dictionary.isEmpty
        case .object(let object): object.isList ? !object.elements.isEmpty : true
        }
    }

    /// The string a filter works on: strings as they are, everything else printed.
    static func string(_ value: TemplateValue) -> String {
        ValuePrinter.text(value)
    }

    /// A filter's argument as a string, or an error naming the filter.
    static func stringArgument(_ arguments: [TemplateValue], _ index: Int, filter: String) throws -> String {
        guard index < arguments.count, !arguments[index].isNull else {
            throw TemplateError("'\(filter)' filter expects a string argument at position \(index + 1)")
        }
        return string(arguments[index])
    }

    /// Checks a filter received exactly `count` arguments.
    static func expectArguments(_ arguments: [TemplateValue], count: Int, filter: String) throws {
        guard arguments.count == count else {
            let noun = count == 1 ? "argument" : "arguments"
            throw TemplateError("'\(filter)' filter expects \(count) \(noun), got \(arguments.count)")
        }
    }

    /// The name of the value's kind, for messages (`String`, `Int`, `a type`, …).
    static func kindName(_ value: TemplateValue) -> String {
        switch value {
        case .null: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .float: "Float"
        case .string: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .object(let object): String(describing: type(of: object))
        }
    }

    /// The value as JSON serialisation takes it: strings, numbers, Bools, arrays and dictionaries of
    /// them; nil for anything else inside.
    static func json(_ value: TemplateValue) -> Any? {
        switch value {
        case .null: return NSNull()
        case .bool(let bool): return bool
        case .int(let int): return int
        case .double(let double): return double
        case .float(let float): return Double(float)
        case .string(let string): return string
        case .array(let elements):
            var result: [Any] = []
            for element in elements {
                guard let converted = json(element) else { return nil }
                result.append(converted)
            }
            return result
        case .dictionary(let dictionary):
            var result: [String: Any] = [:]
            for (key, element) in dictionary {
                guard let converted = json(element) else { return nil }
                result[key] = converted
            }
            return result
        case .object(let object):
            return object.isList ? json(.array(object.elements)) : nil
        }
    }
}
