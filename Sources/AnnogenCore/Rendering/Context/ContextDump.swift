import AnnogenModel
import Foundation
import TemplateEngine

/// One of annogen's own context objects, with the names of the members templates can read.
protocol KnownMembers: TemplateObject, CustomStringConvertible {
    static var memberNames: [String] { get }
}

extension TypeContext: KnownMembers {}
extension VariableContext: KnownMembers {}
extension MethodContext: KnownMembers {}
extension ParameterContext: KnownMembers {}
extension TypeNameContext: KnownMembers {}
extension EnumCaseContext: KnownMembers {}
extension AssociatedValueContext: KnownMembers {}
extension TypealiasContext: KnownMembers {}
extension SubscriptContext: KnownMembers {}
extension AttributeContext: KnownMembers {}
extension ModifierContext: KnownMembers {}
extension GenericRequirementContext: KnownMembers {}
extension TypeReferenceContext: KnownMembers {}
extension AssociatedConstraintContext: KnownMembers {}

/// `annogen dump`: the model as templates see it, read through the same objects and member names
/// templates use (`type.storedVariables`, `variable.typeName.actualTypeName`,
/// `annotations.jsonKey`), so the two cannot disagree. Each type lists its members; an object met a
/// second time within a type (a stored variable already listed under `variables`) and a type met
/// inside another type are printed by name, so the dump stays finite and small; members that are
/// false, empty or absent are left out.
public struct ContextDump {
    private let context: TemplateContext

    public init(module: ComposedModule, arguments: [String: TemplateArgument]) {
        context = TemplateContext(module: module, arguments: arguments)
    }

    /// The type name closest to a misspelt one, qualified or local, for "did you mean".
    public func suggestion(for name: String) -> String? {
        let types = context.graph.allTypes
        return Spelling.closest(to: name, in: types.map(\.name)) ?? Spelling.closest(to: name, in: types.map(\.localName))
    }

    /// `{"types": […], "typealiases": […]}`, or one type's object when `typeName` names one (its
    /// qualified name, or a local name only one type has). Nil when no type has that name.
    public func json(typeName: String? = nil, pretty: Bool = false) -> String? {
        let value: Any
        if let typeName {
            guard let type = type(named: typeName) else { return nil }
            value = object(type)
        } else {
            value = [
                "types": context.graph.allTypes.map { object($0) },
                "typealiases": context.graph.allTypealiases.map { object($0) },
            ]
        }
        var options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { options.insert(.prettyPrinted) }
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: options) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The qualified names of the types whose local name is `name` (when it is ambiguous).
    public func typesNamed(_ name: String) -> [String] {
        context.graph.allTypes.filter { $0.localName == name }.map(\.name)
    }

    /// The type with that qualified name, or the only type with that local name.
    func type(named name: String) -> TypeContext? {
        if let exact = context.graph.type(named: name) { return exact }
        let matches = context.graph.allTypes.filter { $0.localName == name }
        return matches.count == 1 ? matches.first : nil
    }

    /// Every member of a top-level object, with nested objects expanded down to `maximumDepth`.
    private func object(_ root: some KnownMembers) -> [String: Any] {
        var seen = Seen()
        _ = seen.insert(root)
        return members(of: root, depth: 0, seen: &seen)
    }

    private static let maximumDepth = 3

    /// The objects already printed in full. They are kept alive: many are made on each look-up,
    /// and a freed one's identity is reused by the next.
    private struct Seen {
        private var objects: [ObjectIdentifier: AnyObject] = [:]

        /// True when `object` was not printed yet (it is noted now).
        mutating func insert(_ object: AnyObject) -> Bool {
            let id = ObjectIdentifier(object)
            guard objects[id] == nil else { return false }
            objects[id] = object
            return true
        }
    }

    private func members(of object: some KnownMembers, depth: Int, seen: inout Seen) -> [String: Any] {
        var result: [String: Any] = [:]
        // A type name's own type names (`unwrapped`, generic arguments) are printed as names.
        let inner = object is TypeNameContext ? Self.maximumDepth + 1 : depth + 1
        for name in Swift.type(of: object).memberNames {
            if let value = encode(object.member(name), depth: inner, seen: &seen), !Self.isBlank(value) {
                result[name] = value
            }
        }
        return result
    }

    /// False, empty and absent members are left out: a type lists what it has.
    private static func isBlank(_ value: Any) -> Bool {
        switch value {
        case let bool as Bool: !bool
        case let string as String: string.isEmpty
        case let array as [Any]: array.isEmpty
        case let dictionary as [String: Any]: dictionary.isEmpty
        default: false
        }
    }

    /// A JSON value for a member's value: scalars as they are, lists and dictionaries element by
    /// element, objects expanded the first time they are met (types only at the top), by name after.
    private func encode(_ value: TemplateValue, depth: Int, seen: inout Seen) -> Any? {
        switch value {
        case .null: return nil
        case .bool(let bool): return bool
        case .int(let int): return int
        case .double(let double): return double
        case .float(let float): return Double(float)
        case .string(let string): return string
        case .dictionary(let dictionary):
            var result: [String: Any] = [:]
            for (key, element) in dictionary {
                if let encoded = encode(element, depth: depth, seen: &seen) { result[key] = encoded }
            }
            return result
        case .array(let elements):
            return elements.compactMap { encode($0, depth: depth, seen: &seen) }
        case .object(let object):
            switch object {
            case let annotations as AnnotationsWithCount:
                return encode(.dictionary(annotations.values), depth: depth, seen: &seen)
            case let type as TypeContext:
                return type.name
            case is AttributeContext, is ModifierContext:
                return object.templateDescription // `@MainActor`, `public`
            case let known as any KnownMembers:
                guard depth <= Self.maximumDepth, seen.insert(known) else { return known.description }
                return members(of: known, depth: depth, seen: &seen)
            default:
                return object.templateDescription
            }
        }
    }
}
