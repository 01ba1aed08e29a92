import Foundation
import TemplateEngine

/// The Sourcery-style filters that select elements of the template model.
///
/// Each works on an array (returning the elements that match, in order) and on a
/// single element (returning a Bool), and each has a `!` negation. A nil input stays
/// nil. Which rule applies is decided by the members an element has, so variables,
/// methods and types can share a filter name (`static`, `class`, `public`, ...).
enum CollectionFilters {
    typealias Predicate = (TemplateValue) -> Bool
    typealias ArgumentPredicate = (TemplateValue, String) -> Bool

    static func register(in environment: inout Environment) {
        registerSelection("instance", in: &environment) { element in
            !bool("isStatic", element) && !bool("isClass", element)
        }
        registerSelection("static", in: &environment) { bool("isStatic", $0) }
        registerSelection("computed", in: &environment) { bool("isComputed", $0) && !bool("isStatic", $0) }
        registerSelection("stored", in: &environment) { element in
            has("isComputed", element) && !bool("isComputed", element) && !bool("isStatic", element)
        }
        registerSelection("tuple", in: &environment) { bool("isTuple", TemplateValues.member("typeName", of: $0)) }
        registerSelection("optional", in: &environment) { bool("isOptional", $0) }
        registerSelection("initializer", in: &environment) { bool("isInitializer", $0) }
        registerSelection("definedInExtension", in: &environment) { bool("definedInExtension", $0) }
        registerSelection("class", in: &environment) { element in
            let kind = TemplateValues.member("kind", of: element)
            if !kind.isNull { return TemplateValues.string(kind) == "class" }
            return bool("isClass", element)
        }
        for kind in ["enum", "struct", "protocol", "actor", "extension"] {
            registerSelection(kind, in: &environment) { element in
                let value = TemplateValues.member("kind", of: element)
                return !value.isNull && TemplateValues.string(value) == kind
            }
        }
        for level in ["open", "public", "package", "internal", "fileprivate", "private"] {
            registerSelection(level, in: &environment) { accessLevel(of: $0) == level }
            registerSelection(level + "Get", in: &environment) { access("readAccess", $0) == level }
            registerSelection(level + "Set", in: &environment) { access("writeAccess", $0) == level }
        }
        registerSelection("based", in: &environment, argument: { relation("based", $0, $1) })
        registerSelection("implements", in: &environment, argument: { relation("implements", $0, $1) })
        registerSelection("inherits", in: &environment, argument: { relation("inherits", $0, $1) })
        registerSelection("annotated", in: &environment, argument: annotated)
        registerSelection("extends", in: &environment, argument: { element, name in
            let elementName = TemplateValues.member("name", of: element)
            return bool("isExtension", element) && !elementName.isNull && TemplateValues.string(elementName) == name
        })
    }

    // MARK: - Registration

    private static func registerSelection(_ name: String, in environment: inout Environment, _ predicate: @escaping Predicate) {
        environment.register(filter: name) { value in select(value, predicate) }
        environment.register(filter: "!" + name) { value in select(value) { !predicate($0) } }
    }

    private static func registerSelection(_ name: String, in environment: inout Environment, argument predicate: @escaping ArgumentPredicate) {
        func bind(_ arguments: [TemplateValue]) throws -> String {
            try TemplateValues.expectArguments(arguments, count: 1, filter: name)
            return try TemplateValues.stringArgument(arguments, 0, filter: name)
        }
        environment.register(filter: name) { value, arguments, _ in
            let argument = try bind(arguments)
            return select(value) { predicate($0, argument) }
        }
        environment.register(filter: "!" + name) { value, arguments, _ in
            let argument = try bind(arguments)
            return select(value) { !predicate($0, argument) }
        }
    }

    /// The matching elements of an array, or whether a single element matches.
    static func select(_ value: TemplateValue, _ predicate: Predicate) -> TemplateValue {
        if value.isNull { return .null }
        if let elements = value.arrayValue {
            return .array(elements.filter { !$0.isNull && predicate($0) })
        }
        return .bool(predicate(value))
    }

    // MARK: - Element rules

    private static func bool(_ name: String, _ element: TemplateValue) -> Bool {
        if case .bool(true) = TemplateValues.member(name, of: element) { return true }
        return false
    }

    private static func has(_ name: String, _ element: TemplateValue) -> Bool {
        !TemplateValues.member(name, of: element).isNull
    }

    private static func access(_ name: String, _ element: TemplateValue) -> String? {
        let value = TemplateValues.member(name, of: element)
        return value.isNull ? nil : TemplateValues.string(value)
    }

    /// A variable's read access, else the element's declared access level.
    private static func accessLevel(of element: TemplateValue) -> String? {
        access("readAccess", element) ?? access("accessLevel", element)
    }

    /// For a type (it has a `kind`), its own `based`/`implements`/`inherits` relation;
    /// for a variable, parameter or associated value, that of its resolved `type`.
    /// `based` also matches a typed element whose type name is `name` itself.
    private static func relation(_ relation: String, _ element: TemplateValue, _ name: String) -> Bool {
        let isType = has("kind", element)
        let owner = isType ? element : TemplateValues.member("type", of: element)
        if case .object(let object) = owner, let type = object as? TypeContext {
            // The type's relation by name, without building the dictionary its member gives.
            if type.relation(relation)[name] != nil { return true }
        } else if case .dictionary(let dictionary) = TemplateValues.member(relation, of: owner), dictionary[name] != nil {
            return true
        }
        guard relation == "based", !isType else { return false }
        let typeName = TemplateValues.member("typeName", of: element)
        guard !typeName.isNull else { return false }
        let candidates = [
            TemplateValues.string(typeName),
            access("name", typeName),
            access("unwrappedTypeName", typeName),
        ]
        return candidates.contains { $0 == name }
    }

    /// `annotated:"key"` is true when the annotation exists (any value); a dotted key
    /// walks nested dictionaries; `annotated:"key = value"` also compares the value's
    /// string form.
    static func annotated(_ element: TemplateValue, _ query: String) -> Bool {
        annotated(element, AnnotationQuery(query))
    }

    /// `annotated` with its argument already read.
    static func annotated(_ element: TemplateValue, _ query: AnnotationQuery) -> Bool {
        // A type object's annotations directly: what its `annotations` member gives.
        if case .object(let object) = element, let type = object as? TypeContext {
            return annotated(annotations: .dictionary(type.annotations), query)
        }
        return annotated(annotations: TemplateValues.member("annotations", of: element), query)
    }

    /// `annotated` of an element whose `annotations` member is `annotations`.
    static func annotated(annotations: TemplateValue, _ query: AnnotationQuery) -> Bool {
        guard !query.key.isEmpty else { return false }
        let found = TemplateValues.member(path: query.key, of: annotations)
        guard !found.isNull else { return false }
        guard let expected = query.expected else { return true }
        if let values = found.arrayValue {
            return values.contains { TemplateValues.string($0) == expected }
        }
        return TemplateValues.string(found) == expected
    }
}

/// The argument of `annotated`: `key`, a dotted `namespace.key`, or `key = value` (the value
/// without its quotes).
struct AnnotationQuery {
    let key: String
    let expected: String?

    init(_ query: String) {
        // Most queries are a bare key (`annotated:"jsonKey"`), asked of every element: no Foundation.
        func isPlain(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
        if let first = query.utf8.first, let last = query.utf8.last, isPlain(first), isPlain(last),
           !query.utf8.contains(UInt8(ascii: "=")) {
            key = query
            expected = nil
            return
        }
        let parts = query.split(separator: "=", maxSplits: 1).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        key = parts.first ?? ""
        expected = parts.count == 2 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) : nil
    }
}
