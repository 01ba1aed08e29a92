import Foundation
import Stencil

/// Generic access to the values templates pass to filters and tags.
///
/// Filters never depend on the model's classes: they read members by name from
/// anything conforming to Stencil's `DynamicMemberLookup` or from `[String: Any]`
/// dictionaries, the two shapes the template context is built from.
enum TemplateValues {
    /// The member `name` of `value`, or nil when `value` has no such member (or it is nil).
    static func member(_ name: String, of value: Any?) -> Any? {
        UnknownMemberLog.probing { lookUp(name, of: value) }
    }

    private static func lookUp(_ name: String, of value: Any?) -> Any? {
        guard let value = unwrapped(value) else { return nil }
        if let object = value as? PlainMemberLookup {
            return unwrapped(object.plainMember(name))
        }
        if let object = value as? DynamicMemberLookup {
            return unwrapped(object[dynamicMember: name])
        }
        if let dictionary = value as? [String: Any] {
            return unwrapped(dictionary[name])
        }
        if let dictionary = value as? [String: Any?] {
            return unwrapped(dictionary[name] ?? nil)
        }
        return nil
    }

    /// Follows a dotted path (`decoding.key`) through nested members. The path is the template's
    /// (a filter's argument): a member annogen's objects do not have is noted (`UnknownMemberLog`).
    static func member(path: String, of value: Any?) -> Any? {
        var current = value
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            current = lookUp(String(part), of: current)
            if current == nil { return nil }
        }
        return current
    }

    /// Strips any level of `Optional` boxed inside an `Any` (a protocol check, not a
    /// `Mirror`, because this runs on every member lookup).
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        guard let optional = value as? OptionalBox else { return value }
        return unwrapped(optional.boxedValue)
    }

    /// Template truthiness: nil, `false`, zero, and empty strings or collections are false.
    static func isTrue(_ value: Any?) -> Bool {
        guard let value = unwrapped(value) else { return false }
        switch value {
        case let bool as Bool: return bool
        case let int as Int: return int != 0
        case let double as Double: return double != 0
        case let float as Float: return float != 0
        case let string as String: return !string.isEmpty
        case let array as [Any]: return !array.isEmpty
        case let dictionary as [String: Any]: return !dictionary.isEmpty
        default: return true
        }
    }

    /// The string a filter works on: strings as they are, everything else described.
    static func string(_ value: Any?) -> String {
        guard let value = unwrapped(value) else { return "" }
        if let string = value as? String { return string }
        if let describable = value as? CustomStringConvertible { return describable.description }
        return String(describing: value)
    }

    /// The value as an array when it is one (any element type), else nil.
    static func array(_ value: Any?) -> [Any]? {
        guard let value = unwrapped(value) else { return nil }
        return value as? [Any]
    }

    /// A filter's argument as a string, or an error naming the filter.
    static func stringArgument(_ arguments: [Any?], _ index: Int, filter: String) throws -> String {
        guard index < arguments.count, let argument = unwrapped(arguments[index]) else {
            throw TemplateSyntaxError("'\(filter)' filter expects a string argument at position \(index + 1)")
        }
        return string(argument)
    }

    /// Checks a filter received exactly `count` arguments.
    static func expectArguments(_ arguments: [Any?], count: Int, filter: String) throws {
        guard arguments.count == count else {
            let noun = count == 1 ? "argument" : "arguments"
            throw TemplateSyntaxError("'\(filter)' filter expects \(count) \(noun), got \(arguments.count)")
        }
    }
}

/// Lets `TemplateValues.unwrapped` see through an `Optional` hidden in an `Any`.
private protocol OptionalBox {
    var boxedValue: Any? { get }
}

extension Optional: OptionalBox {
    fileprivate var boxedValue: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}

/// An object whose members Stencil gets wrapped (see `TypesCollection`): filters and tags read
/// them here, as they are.
protocol PlainMemberLookup {
    func plainMember(_ name: String) -> Any?
}
