import Foundation

/// Swagger 2.0 → OpenAPI 3.0, on the JSON tree, so one mapping serves every spec version:
/// `definitions` → `components/schemas` (and every `$ref` to them), `host`/`basePath`/`schemes` →
/// `servers`, `in: body` and `in: formData` parameters → `requestBody` (with `consumes`), response
/// `schema`s and `examples` → `content` (with `produces`), `collectionFormat` → `style`/`explode`,
/// `x-nullable` → `nullable`, a string `discriminator` → `propertyName`. Shared parameters and
/// responses (`#/parameters/…`, `#/responses/…`) are put in place where they are used.
enum Swagger2Translation {
    /// A part of the document that cannot be translated, at its place in the original.
    struct Problem: Error {
        var message: String
        var pointer: SpecPointer
    }

    static let operationKeys: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch"]

    static func translate(_ document: JSONValue) throws -> JSONValue {
        var translated: [(key: String, value: JSONValue)] = [("openapi", .string("3.0.3"))]
        if let info = document["info"] { translated.append(("info", info)) }
        translated.append(("servers", .array([servers(document)])))
        let consumes = document["consumes"]?.elements.compactMap(\.string) ?? []
        let produces = document["produces"]?.elements.compactMap(\.string) ?? []
        var paths: [(key: String, value: JSONValue)] = []
        for (path, item) in document["paths"]?.members ?? [] {
            let pointer = SpecPointer(["paths", path])
            var translatedItem: [(key: String, value: JSONValue)] = []
            let shared = try (item["parameters"]?.elements ?? []).map { try resolved($0, in: document, at: pointer.appending("parameters")) }
            for (key, value) in item.members {
                if operationKeys.contains(key) {
                    let operation = try self.operation(value, shared: shared, document: document, consumes: consumes,
                                                       produces: produces, pointer: pointer.appending(key))
                    translatedItem.append((key, operation))
                } else if key.hasPrefix("x-") || key == "summary" || key == "description" {
                    translatedItem.append((key, value))
                }
            }
            paths.append((path, .object(translatedItem)))
        }
        translated.append(("paths", .object(paths)))
        let schemas = (document["definitions"]?.members ?? []).map { (key: $0.key, value: schema($0.value)) }
        translated.append(("components", .object([("schemas", .object(schemas))])))
        if let tags = document["tags"] { translated.append(("tags", tags)) }
        for member in document.members where member.key.hasPrefix("x-") { translated.append(member) }
        return .object(translated)
    }

    /// Where a path under the 3.0 translation came from in the 2.0 document (for diagnostics).
    static func originalPointer(for pointer: [String]) -> [String] {
        if pointer.starts(with: ["components", "schemas"]) { return ["definitions"] + pointer.dropFirst(2) }
        if let body = pointer.firstIndex(of: "requestBody") { return Array(pointer[..<body]) + ["parameters"] }
        if let content = pointer.firstIndex(of: "content"), content + 1 < pointer.count {
            return Array(pointer[..<content]) + pointer[(content + 2)...]
        }
        return pointer
    }

    private static func servers(_ document: JSONValue) -> JSONValue {
        let basePath = document["basePath"]?.string ?? ""
        guard let host = document["host"]?.string else { return .object([("url", .string(basePath.isEmpty ? "/" : basePath))]) }
        let scheme = document["schemes"]?.elements.first?.string ?? "https"
        return .object([("url", .string("\(scheme)://\(host)\(basePath)"))])
    }

    private static func operation(
        _ operation: JSONValue, shared: [JSONValue], document: JSONValue, consumes: [String], produces: [String],
        pointer: SpecPointer
    ) throws -> JSONValue {
        let consumes = operation["consumes"]?.elements.compactMap(\.string) ?? consumes
        let produces = operation["produces"]?.elements.compactMap(\.string) ?? produces
        let own = try (operation["parameters"]?.elements ?? []).map { try resolved($0, in: document, at: pointer.appending("parameters")) }
        // An operation's parameter replaces a path-level one of the same name and place.
        let parameters = shared.filter { sharedOne in
            !own.contains { $0["name"] == sharedOne["name"] && $0["in"] == sharedOne["in"] }
        } + own
        var translated: [(key: String, value: JSONValue)] = []
        var plain: [JSONValue] = []
        var form: [(key: String, value: JSONValue)] = []
        var formRequired: [JSONValue] = []
        for parameter in parameters {
            switch parameter["in"]?.string {
            case "body":
                let mediaType = consumes.first(where: isJSON) ?? consumes.first ?? "application/json"
                var body: [(key: String, value: JSONValue)] = []
                if let description = parameter["description"] { body.append(("description", description)) }
                body.append(("required", parameter["required"] ?? .bool(false)))
                body.append(("content", .object([(mediaType, .object([("schema", schema(parameter["schema"] ?? .object([]))) ]))])))
                translated.append(("requestBody", .object(body)))
            case "formData":
                form.append((parameter["name"]?.string ?? "", schema(parameter.removing(["name", "in", "required", "description"]))))
                if parameter["required"] == .bool(true) { formRequired.append(parameter["name"] ?? .null) }
            default:
                plain.append(try self.parameter(parameter, at: pointer.appending("parameters")))
            }
        }
        if !form.isEmpty {
            let mediaType = consumes.first ?? "application/x-www-form-urlencoded"
            let formSchema: JSONValue = .object([("type", .string("object")), ("properties", .object(form)), ("required", .array(formRequired))])
            translated.append(("requestBody", .object([("content", .object([(mediaType, .object([("schema", formSchema)]))]))])))
        }
        for (key, value) in operation.members {
            switch key {
            case "parameters", "consumes", "produces", "schemes", "security": continue
            case "responses":
                let responses = try value.members.map { code, response in
                    (key: code, value: self.response(try resolved(response, in: document, at: pointer.appending("responses", code)), produces: produces))
                }
                translated.append((key, .object(responses)))
            default:
                translated.append((key, value))
            }
        }
        if !plain.isEmpty { translated.append(("parameters", .array(plain))) }
        return .object(translated)
    }

    /// A query, path or header parameter: its type keys move under `schema`. A `collectionFormat`
    /// annogen cannot send (`tsv`) is a problem at `pointer`: sent as repeated keys, it was wrong.
    private static func parameter(_ parameter: JSONValue, at pointer: SpecPointer) throws -> JSONValue {
        let typeKeys: Set<String> = ["type", "format", "items", "enum", "default", "minimum", "maximum", "pattern",
                                     "minLength", "maxLength", "minItems", "maxItems", "uniqueItems", "x-nullable"]
        var translated = parameter.members.filter { !typeKeys.contains($0.key) && $0.key != "collectionFormat" && $0.key != "allowEmptyValue" }
        let schemaMembers = parameter.members.filter { typeKeys.contains($0.key) }
        translated.append(("schema", schema(.object(schemaMembers))))
        switch parameter["collectionFormat"]?.string {
        case "multi": translated.append(("style", .string("form"))); translated.append(("explode", .bool(true)))
        case "csv": translated.append(("style", .string("form"))); translated.append(("explode", .bool(false)))
        // Swagger 2.0's query arrays are comma-separated unless they say otherwise.
        case nil where parameter["type"]?.string == "array" && parameter["in"]?.string == "query":
            translated.append(("style", .string("form"))); translated.append(("explode", .bool(false)))
        case "pipes": translated.append(("style", .string("pipeDelimited"))); translated.append(("explode", .bool(false)))
        case "ssv": translated.append(("style", .string("spaceDelimited"))); translated.append(("explode", .bool(false)))
        case nil: break
        // Only an array is joined; on anything else a collectionFormat says nothing.
        case _ where parameter["type"]?.string != "array": break
        case let other?:
            throw Problem(message: "collectionFormat '\(other)' of parameter '\(parameter["name"]?.string ?? "")' has no form annogen sends; use csv, ssv, pipes or multi", pointer: pointer)
        }
        return .object(translated)
    }

    private static func response(_ response: JSONValue, produces: [String]) -> JSONValue {
        var translated = response.members.filter { $0.key != "schema" && $0.key != "examples" && $0.key != "headers" }
        if let schema = response["schema"] {
            let mediaType = produces.first(where: isJSON) ?? produces.first ?? "application/json"
            var content: [(key: String, value: JSONValue)] = [("schema", self.schema(schema))]
            if let example = response["examples"]?[mediaType] { content.append(("example", example)) }
            translated.append(("content", .object([(mediaType, .object(content))])))
        }
        if translated.first(where: { $0.key == "description" }) == nil { translated.append(("description", .string(""))) }
        return .object(translated)
    }

    /// A schema with 2.0's spellings replaced, at any depth.
    static func schema(_ schema: JSONValue) -> JSONValue {
        switch schema {
        case .object(let members):
            var translated: [(key: String, value: JSONValue)] = []
            for (key, value) in members {
                switch key {
                case "$ref":
                    let reference = value.string ?? ""
                    translated.append((key, .string(reference.replacingOccurrences(of: "#/definitions/", with: "#/components/schemas/"))))
                case "x-nullable": translated.append(("nullable", value))
                case "discriminator" where value.string != nil:
                    translated.append((key, .object([("propertyName", value)])))
                case "type" where value.string == "file":
                    translated.append((key, .string("string")))
                    translated.append(("format", .string("binary")))
                case "properties", "definitions":
                    translated.append((key, .object(value.members.map { (key: $0.key, value: self.schema($0.value)) })))
                case "items", "additionalProperties", "not":
                    translated.append((key, self.schema(value)))
                case "allOf", "anyOf", "oneOf":
                    translated.append((key, .array(value.elements.map(self.schema))))
                default:
                    translated.append((key, value))
                }
            }
            return .object(translated)
        default:
            return schema
        }
    }

    /// A shared parameter or response put in place of its `$ref`.
    private static func resolved(_ value: JSONValue, in document: JSONValue, at pointer: SpecPointer) throws -> JSONValue {
        guard let reference = value["$ref"]?.string else { return value }
        for (prefix, section) in [("#/parameters/", "parameters"), ("#/responses/", "responses")] where reference.hasPrefix(prefix) {
            let name = String(reference.dropFirst(prefix.count))
            if let target = document[section]?[name] { return target }
        }
        throw Problem(message: "$ref '\(reference)' does not name a shared parameter or response of this document", pointer: pointer)
    }

    private static func isJSON(_ mediaType: String) -> Bool {
        MediaType.isJSON(mediaType)
    }
}
