import Foundation

/// An introspection result (what `schema.json` in an Apollo project holds) written as the SDL it
/// describes, so one schema builder reads both forms.
enum IntrospectionSDL {
    enum Result {
        case success(String)
        case failure(String)
    }

    static let builtInScalars: Set<String> = ["String", "Int", "Float", "Boolean", "ID"]
    static let builtInDirectives: Set<String> = ["skip", "include", "deprecated", "specifiedBy", "oneOf"]

    static func sdl(fromJSON text: String) -> Result {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            return .failure("the file is not valid JSON (\(error.localizedDescription))")
        }
        let root = object as? [String: Any]
        guard let schema = (root?["data"] as? [String: Any])?["__schema"] as? [String: Any] ?? root?["__schema"] as? [String: Any] else {
            return .failure("no `__schema` object at the top or under `data`")
        }
        guard let types = schema["types"] as? [[String: Any]] else {
            return .failure("`__schema` has no `types` list")
        }
        var out = ""
        let roots = [("query", "queryType"), ("mutation", "mutationType"), ("subscription", "subscriptionType")]
            .compactMap { operation, key in ((schema[key] as? [String: Any])?["name"] as? String).map { "  \(operation): \($0)" } }
        if !roots.isEmpty { out += "schema {\n" + roots.joined(separator: "\n") + "\n}\n\n" }
        for directive in schema["directives"] as? [[String: Any]] ?? [] {
            guard let name = directive["name"] as? String, !builtInDirectives.contains(name) else { continue }
            out += description(directive["description"], indent: "")
            out += "directive @\(name)\(arguments(directive["args"]))"
            if directive["isRepeatable"] as? Bool == true { out += " repeatable" }
            let locations = (directive["locations"] as? [String]) ?? []
            out += " on " + (locations.isEmpty ? "FIELD" : locations.joined(separator: " | ")) + "\n\n"
        }
        for type in types {
            guard let name = type["name"] as? String, !name.hasPrefix("__") else { continue }
            let kind = type["kind"] as? String ?? ""
            if kind == "SCALAR", builtInScalars.contains(name) { continue }
            out += description(type["description"], indent: "")
            switch kind {
            case "SCALAR":
                out += "scalar \(name)\n\n"
            case "OBJECT", "INTERFACE":
                out += (kind == "OBJECT" ? "type " : "interface ") + name
                let interfaces = (type["interfaces"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                if !interfaces.isEmpty { out += " implements " + interfaces.joined(separator: " & ") }
                out += " {\n"
                for field in type["fields"] as? [[String: Any]] ?? [] {
                    guard let fieldName = field["name"] as? String else { continue }
                    out += description(field["description"], indent: "  ")
                    out += "  \(fieldName)\(arguments(field["args"])): \(typeReference(field["type"]))\(deprecation(field))\n"
                }
                out += "}\n\n"
            case "UNION":
                let members = (type["possibleTypes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                out += "union \(name) = " + members.joined(separator: " | ") + "\n\n"
            case "ENUM":
                out += "enum \(name) {\n"
                for value in type["enumValues"] as? [[String: Any]] ?? [] {
                    guard let valueName = value["name"] as? String else { continue }
                    out += description(value["description"], indent: "  ")
                    out += "  \(valueName)\(deprecation(value))\n"
                }
                out += "}\n\n"
            case "INPUT_OBJECT":
                out += "input \(name) {\n"
                for field in type["inputFields"] as? [[String: Any]] ?? [] {
                    guard let fieldName = field["name"] as? String else { continue }
                    out += description(field["description"], indent: "  ")
                    out += "  \(fieldName): \(typeReference(field["type"]))\(defaultValue(field))\n"
                }
                out += "}\n\n"
            default:
                return .failure("the type \(name) has the unknown kind '\(kind)'")
            }
        }
        return .success(out)
    }

    private static func typeReference(_ value: Any?) -> String {
        guard let type = value as? [String: Any] else { return "String" }
        switch type["kind"] as? String {
        case "NON_NULL": return typeReference(type["ofType"]) + "!"
        case "LIST": return "[" + typeReference(type["ofType"]) + "]"
        default: return type["name"] as? String ?? "String"
        }
    }

    private static func arguments(_ value: Any?) -> String {
        let arguments = value as? [[String: Any]] ?? []
        guard !arguments.isEmpty else { return "" }
        let parts = arguments.compactMap { argument -> String? in
            guard let name = argument["name"] as? String else { return nil }
            return "\(name): \(typeReference(argument["type"]))\(defaultValue(argument))"
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    private static func defaultValue(_ value: [String: Any]) -> String {
        guard let literal = value["defaultValue"] as? String else { return "" }
        return " = \(literal)"
    }

    private static func deprecation(_ value: [String: Any]) -> String {
        guard value["isDeprecated"] as? Bool == true else { return "" }
        guard let reason = value["deprecationReason"] as? String else { return " @deprecated" }
        return " @deprecated(reason: \(quoted(reason)))"
    }

    private static func description(_ value: Any?, indent: String) -> String {
        guard let text = value as? String, !text.isEmpty else { return "" }
        return indent + quoted(text) + "\n"
    }

    /// A GraphQL string literal.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04X", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
