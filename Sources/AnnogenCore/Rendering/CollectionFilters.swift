import Foundation
import Stencil

/// The Sourcery-style filters that select elements of the template model.
///
/// Each works on an array (returning the elements that match, in order) and on a
/// single element (returning a Bool), and each has a `!` negation. A nil input stays
/// nil. Which rule applies is decided by the members an element has, so variables,
/// methods and types can share a filter name (`static`, `class`, `public`, ...).
enum CollectionFilters {
    typealias Predicate = (Any) -> Bool
    typealias ArgumentPredicate = (Any, String) -> Bool

    static func register(in ext: Extension) {
        registerSelection("instance", in: ext) { element in
            !bool("isStatic", element) && !bool("isClass", element)
        }
        registerSelection("static", in: ext) { bool("isStatic", $0) }
        registerSelection("computed", in: ext) { bool("isComputed", $0) && !bool("isStatic", $0) }
        registerSelection("stored", in: ext) { element in
            has("isComputed", element) && !bool("isComputed", element) && !bool("isStatic", element)
        }
        registerSelection("tuple", in: ext) { bool("isTuple", TemplateValues.member("typeName", of: $0)) }
        registerSelection("optional", in: ext) { bool("isOptional", $0) }
        registerSelection("initializer", in: ext) { bool("isInitializer", $0) }
        registerSelection("definedInExtension", in: ext) { bool("definedInExtension", $0) }
        registerSelection("class", in: ext) { element in
            if let kind = TemplateValues.member("kind", of: element) {
                return TemplateValues.string(kind) == "class"
            }
            return bool("isClass", element)
        }
        for kind in ["enum", "struct", "protocol", "actor", "extension"] {
            registerSelection(kind, in: ext) { element in
                TemplateValues.member("kind", of: element).map(TemplateValues.string) == kind
            }
        }
        for level in ["open", "public", "package", "internal", "fileprivate", "private"] {
            registerSelection(level, in: ext) { accessLevel(of: $0) == level }
            registerSelection(level + "Get", in: ext) { access("readAccess", $0) == level }
            registerSelection(level + "Set", in: ext) { access("writeAccess", $0) == level }
        }
        registerSelection("based", in: ext, argument: { relation("based", $0, $1) })
        registerSelection("implements", in: ext, argument: { relation("implements", $0, $1) })
        registerSelection("inherits", in: ext, argument: { relation("inherits", $0, $1) })
        registerSelection("annotated", in: ext, argument: annotated)
        registerSelection("extends", in: ext, argument: { element, name in
            bool("isExtension", element) && TemplateValues.member("name", of: element).map(TemplateValues.string) == name
        })
    }

    // MARK: - Registration

    private static func registerSelection(_ name: String, in ext: Extension, _ predicate: @escaping Predicate) {
        ext.registerFilter(name) { value in select(value, predicate) }
        ext.registerFilter("!" + name) { value in select(value) { !predicate($0) } }
    }

    private static func registerSelection(
        _ name: String, in ext: Extension, argument predicate: @escaping ArgumentPredicate
    ) {
        func bind(_ arguments: [Any?]) throws -> String {
            try TemplateValues.expectArguments(arguments, count: 1, filter: name)
            return try TemplateValues.stringArgument(arguments, 0, filter: name)
        }
        ext.registerFilter(name) { value, arguments in
            let argument = try bind(arguments)
            return select(value) { predicate($0, argument) }
        }
        ext.registerFilter("!" + name) { value, arguments in
            let argument = try bind(arguments)
            return select(value) { !predicate($0, argument) }
        }
    }

    /// The matching elements of an array, or whether a single element matches.
    static func select(_ value: Any?, _ predicate: Predicate) -> Any? {
        guard let value = TemplateValues.unwrapped(value) else { return nil }
        if let array = value as? [Any] {
            return array.filter { element in TemplateValues.unwrapped(element).map(predicate) ?? false }
        }
        return predicate(value)
    }

    // MARK: - Element rules

    private static func bool(_ name: String, _ element: Any?) -> Bool {
        TemplateValues.member(name, of: element) as? Bool ?? false
    }

    private static func has(_ name: String, _ element: Any?) -> Bool {
        TemplateValues.member(name, of: element) != nil
    }

    private static func access(_ name: String, _ element: Any) -> String? {
        TemplateValues.member(name, of: element).map(TemplateValues.string)
    }

    /// A variable's read access, else the element's declared access level.
    private static func accessLevel(of element: Any) -> String? {
        access("readAccess", element) ?? access("accessLevel", element)
    }

    /// For a type (it has a `kind`), its own `based`/`implements`/`inherits` dictionary;
    /// for a variable, parameter or associated value, that of its resolved `type`.
    /// `based` also matches a typed element whose type name is `name` itself.
    private static func relation(_ relation: String, _ element: Any, _ name: String) -> Bool {
        let isType = has("kind", element)
        let owner: Any? = isType ? element : TemplateValues.member("type", of: element)
        if let dictionary = TemplateValues.member(relation, of: owner) as? [String: Any], dictionary[name] != nil {
            return true
        }
        guard relation == "based", !isType, let typeName = TemplateValues.member("typeName", of: element) else {
            return false
        }
        let candidates = [
            TemplateValues.string(typeName),
            TemplateValues.member("name", of: typeName).map(TemplateValues.string),
            TemplateValues.member("unwrappedTypeName", of: typeName).map(TemplateValues.string),
        ]
        return candidates.contains { $0 == name }
    }

    /// `annotated:"key"` is true when the annotation exists (any value); a dotted key
    /// walks nested dictionaries; `annotated:"key = value"` also compares the value's
    /// string form.
    static func annotated(_ element: Any, _ query: String) -> Bool {
        annotated(element, AnnotationQuery(query))
    }

    /// `annotated` with its argument already read (a `for … where` condition reads it once).
    static func annotated(_ element: Any, _ query: AnnotationQuery) -> Bool {
        // A type object's annotations directly: what its `annotations` member gives.
        let annotations = (element as? TypeContext).map { AnnotationsBridge.templateValue($0.annotations) }
            ?? TemplateValues.member("annotations", of: element)
        return self.annotated(annotations: annotations, query)
    }

    /// `annotated` of an element whose `annotations` member is `annotations`.
    static func annotated(annotations: Any?, _ query: AnnotationQuery) -> Bool {
        guard !query.key.isEmpty else { return false }
        guard let found = TemplateValues.member(path: query.key, of: annotations) else { return false }
        guard let expected = query.expected else { return true }
        if let values = found as? [Any] {
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
        let parts = query.split(separator: "=", maxSplits: 1).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        key = parts.first ?? ""
        expected = parts.count == 2 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) : nil
    }
}
