import Foundation
import Yams

/// A JSON value with object members in document order: what a YAML or JSON spec holds, for the
/// Swagger 2.0 translation (which rewrites the tree before OpenAPIKit reads it) and for examples.
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// The tree under a YAML node; scalars typed by YAML's rules (quoted text stays a string).
    init(_ node: Node) {
        switch node {
        case .scalar:
            if node.null != nil { self = .null }
            else if let bool = node.bool { self = .bool(bool) }
            else if let int = node.int { self = .int(int) }
            else if let double = node.float { self = .double(double) }
            else { self = .string(node.string ?? "") }
        case .mapping(let mapping):
            self = .object(mapping.map { (key: $0.key.string ?? "", value: JSONValue($0.value)) })
        case .sequence(let sequence):
            self = .array(sequence.map(JSONValue.init))
        case .alias:
            self = .null
        }
    }

    /// The value under `key` of an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var members: [(key: String, value: JSONValue)] {
        if case .object(let members) = self { return members }
        return []
    }

    var elements: [JSONValue] {
        if case .array(let elements) = self { return elements }
        return []
    }

    /// The object with `key` set (replaced in place, or appended).
    func setting(_ key: String, to value: JSONValue) -> JSONValue {
        var members = self.members
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    func removing(_ keys: Set<String>) -> JSONValue {
        .object(members.filter { !keys.contains($0.key) })
    }

    /// JSON text, members in order; `pretty` indents by two spaces.
    func jsonText(pretty: Bool = false, indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value):
            return value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) : "null"
        case .string(let text): return Self.quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            let items = elements.map { $0.jsonText(pretty: pretty, indent: inner) }
            return pretty ? "[\n\(inner)" + items.joined(separator: ",\n\(inner)") + "\n\(indent)]" : "[" + items.joined(separator: ",") + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let items = members.map { Self.quoted($0.key) + (pretty ? ": " : ":") + $0.value.jsonText(pretty: pretty, indent: inner) }
            return pretty ? "{\n\(inner)" + items.joined(separator: ",\n\(inner)") + "\n\(indent)}" : "{" + items.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
