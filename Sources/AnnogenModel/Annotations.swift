/// A value written in a `// gen:` annotation.
public indirect enum AnnotationValue: Hashable, Sendable, Codable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A key given more than once: every value, in declaration order.
    case array([AnnotationValue])
    /// `// gen:decoding: key = 1` gives `decoding` → namespace { key: 1 }.
    case namespace(Annotations)

    /// The kind name used in diagnostics ("a string", "an integer" …).
    public var kindDescription: String {
        switch self {
        case .bool: "a Bool"
        case .int: "an integer"
        case .double: "a decimal"
        case .string: "a string"
        case .array: "a list"
        case .namespace: "a namespace"
        }
    }
}

/// One `key = value` (or flag) as written, with where it was written.
public struct Annotation: Hashable, Sendable, Codable {
    /// Namespaces in order: `// gen:decoding: key` → `["decoding"]`.
    public var namespace: [String]
    public var key: String
    public var value: AnnotationValue
    /// Where the key starts in the comment.
    public var location: SourceLocation

    public init(namespace: [String] = [], key: String, value: AnnotationValue, location: SourceLocation) {
        self.namespace = namespace
        self.key = key
        self.value = value
        self.location = location
    }

    /// `decoding.key`.
    public var qualifiedKey: String { (namespace + [key]).joined(separator: ".") }
}

/// The annotations on one declaration, in the order they were written.
public struct Annotations: Hashable, Sendable, Codable {
    public private(set) var entries: [Annotation]

    public init(_ entries: [Annotation] = []) {
        self.entries = entries
    }

    public var isEmpty: Bool { entries.isEmpty }

    public mutating func append(_ annotation: Annotation) { entries.append(annotation) }

    public mutating func append(contentsOf other: Annotations) { entries.append(contentsOf: other.entries) }

    /// The value for a key (`"jsonKey"`, or dotted `"decoding.key"`): a key given more than once gives
    /// `.array` of every value, a namespace gives `.namespace`.
    public subscript(key: String) -> AnnotationValue? {
        // Most look-ups are of a plain key that no entry has (the checks ask every property for
        // several): answered without splitting the key into an array.
        guard !entries.isEmpty else { return nil }
        if !key.utf8.contains(UInt8(ascii: ".")) {
            guard entries.contains(where: { ($0.namespace.first ?? $0.key) == key }) else { return nil }
            return value(at: [key])
        }
        let parts = key.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { return nil }
        return value(at: parts)
    }

    /// True when the key (or dotted path) was given.
    public func contains(_ key: String) -> Bool { self[key] != nil }

    /// The annotation entries for a key (top level, no namespace), in order.
    public func entries(for key: String) -> [Annotation] {
        entries.filter { $0.namespace.isEmpty && $0.key == key }
    }

    /// Keys at the top level (namespaces appear under their first component), in first-seen order.
    public var topLevelKeys: [String] {
        var seen = Set<String>()
        var keys: [String] = []
        for entry in entries {
            let key = entry.namespace.first ?? entry.key
            if seen.insert(key).inserted { keys.append(key) }
        }
        return keys
    }

    private func value(at path: [String]) -> AnnotationValue? {
        var direct: [AnnotationValue] = []
        var nested: [Annotation] = []
        for entry in entries {
            let full = entry.namespace + [entry.key]
            if full == path {
                direct.append(entry.value)
            } else if full.count > path.count, Array(full.prefix(path.count)) == path {
                var inner = entry
                inner.namespace = Array(full.dropFirst(path.count).dropLast())
                nested.append(inner)
            }
        }
        if !nested.isEmpty, direct.isEmpty {
            return .namespace(Annotations(nested))
        }
        switch direct.count {
        case 0: return nil
        case 1: return direct[0]
        default: return .array(direct)
        }
    }
}
