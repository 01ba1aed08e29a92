import AnnogenModel
import OpenAPIKit

/// Operations → endpoint types, as a Swift declaration would write them for the Endpoints template:
/// an enum conforming to `APIEndPoint` with `endpoint` and `method`, a `RequestBody` struct holding
/// the path, query and header parameters (`sendIn = "…"`) and the JSON body (`sendIn = "body"`), and a
/// `ResponseBody` (a typealias for a `$ref`, a struct for an inline object). All in one namespace
/// enum (`Operations`).
extension SpecModelBuilder {
    static let supportedMethods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    /// The type name of an operation in its namespace, before a second of one name gets a number:
    /// its `operationId`'s, or its method's and path's (`get /books/{id}` → `GetBooksById`).
    static func operationTypeName(_ operation: OpenAPI.Operation, method: String, path: String) -> String {
        operation.operationId.map(SpecNaming.operationTypeName)
            ?? SpecNaming.operationTypeName(method.lowercased() + " " + path.replacingOccurrences(of: "{", with: "by ").replacingOccurrences(of: "}", with: ""))
    }

    /// The type names of the operations that are generated (see `operationTypeName`).
    static func operationTypeNames(of document: OpenAPI.Document) -> Set<String> {
        var names: Set<String> = []
        for (path, item) in document.paths {
            guard case .b(let pathItem) = item else { continue }
            for endpoint in pathItem.endpoints where supportedMethods.contains(endpoint.method.rawValue) {
                names.insert(operationTypeName(endpoint.operation, method: endpoint.method.rawValue, path: path.rawValue))
            }
        }
        return names
    }

    mutating func declareOperations() {
        guard !document.paths.isEmpty else { return }
        let pathsPointer = SpecPointer(["paths"])
        takenNames.insert(namespace)
        types.append(TypeDecl(
            kind: .enum, localName: namespace,
            documentation: ["The operations of \(document.info.title) \(document.info.version)."],
            annotations: Annotations([fromSpec(pathsPointer)]), location: location(pathsPointer)
        ))
        for (path, item) in document.paths {
            let pointer = pathsPointer.appending(path.rawValue)
            guard case .b(let pathItem) = item else {
                warning("a path item that is a $ref is not read: its operations are left out", at: pointer)
                operationsLeftOut += 1
                continue
            }
            for endpoint in pathItem.endpoints {
                let method = endpoint.method.rawValue
                let place = pointer.appending(method.lowercased())
                guard Self.supportedMethods.contains(method) else {
                    warning("\(method) operations are not generated (the runtime sends GET, POST, PUT, PATCH and DELETE)", at: place)
                    continue
                }
                declareOperation(endpoint.operation, method: method, path: path.rawValue, shared: pathItem.parameters, pointer: place)
            }
        }
    }

    /// Declares one operation's endpoint type, or, when something in it cannot be sent or read as the
    /// spec says (`leaveOut`), none: what it declared is taken back, and its warnings say why.
    private mutating func declareOperation(
        _ operation: OpenAPI.Operation, method: String, path: String, shared: OpenAPI.Parameter.Array, pointer: SpecPointer
    ) {
        // What it declares is taken back with it, and so is its count of values decoded as JSONValue
        // (the summary counts what was generated; its warnings stay).
        let (typesBefore, namesBefore, fellBackBefore) = (types.count, takenNames, fellBack)
        leavingOut = nil
        declareOperationTypes(operation, method: method, path: path, shared: shared, pointer: pointer)
        guard let reason = leavingOut else {
            operationsDeclared += 1
            return
        }
        types.removeSubrange(typesBefore...)
        takenNames = namesBefore
        fellBack = fellBackBefore
        operationsLeftOut += 1
        let id = operation.operationId.map { "'\($0)' (\(method) \(path))" } ?? "\(method) \(path)"
        warning("\(reason.message): operation \(id) is left out", at: reason.pointer)
        leavingOut = nil
    }

    /// Marks the operation being declared to be left out (the first reason is the one told).
    mutating func leaveOut(_ message: String, at pointer: SpecPointer) {
        if leavingOut == nil { leavingOut = (message, pointer) }
    }

    private mutating func declareOperationTypes(
        _ operation: OpenAPI.Operation, method: String, path: String, shared: OpenAPI.Parameter.Array, pointer: SpecPointer
    ) {
        let name = claim(Self.operationTypeName(operation, method: method, path: path), parent: namespace)
        let qualifiedName = qualified(name, namespace)
        var endpoint = TypeDecl(
            kind: .enum, localName: name, parentName: namespace, inheritedTypes: ["APIEndPoint"],
            documentation: Self.documentation(operation.summary, operation.description),
            annotations: Annotations([fromSpec(pointer), annotation("operation", .string("\(method) \(path)"), at: pointer)]),
            location: location(pointer)
        )
        if operation.deprecated { endpoint.attributes.append(Attribute(name: "available", arguments: "*, deprecated")) }
        endpoint.variables = [
            Variable(name: "endpoint", typeName: TypeName("String"), isStatic: true, defaultValue: "\"\(Self.escaped(path))\"", location: location(pointer)),
            Variable(name: "method", typeName: TypeName("HTTPMethod"), isStatic: true, defaultValue: "HTTPMethod.\(method.lowercased())", location: location(pointer)),
        ]

        let request = requestVariables(operation, shared: shared, endpointName: qualifiedName, pointer: pointer)
        if !request.isEmpty {
            takenNames.insert(qualified("RequestBody", qualifiedName))
            types.append(TypeDecl(
                kind: .struct, localName: "RequestBody", parentName: qualifiedName, variables: request,
                location: location(pointer)
            ))
        }
        if let (schema, schemaPointer, example) = successResponse(operation, pointer: pointer) {
            takenNames.insert(qualified("ResponseBody", qualifiedName))
            if Self.needsDeclaration(schema), schema.reference == nil {
                declare(schema, name: "ResponseBody", parent: qualifiedName, pointer: schemaPointer)
            } else if let typeName = typeName(for: schema, suggested: name + "Response", parent: nil, pointer: schemaPointer) {
                endpoint.typealiases.append(Typealias(
                    aliasName: "ResponseBody", typeName: typeName, parentName: qualifiedName, location: location(schemaPointer)
                ))
            }
            if let example {
                endpoint.annotations.append(annotation("exampleResponse", .string(example), at: schemaPointer))
            }
        } else if let (typeName, place) = rawSuccessResponse(operation, pointer: pointer) {
            // Text or bytes (a file download): as they arrive.
            endpoint.typealiases.append(Typealias(
                aliasName: "ResponseBody", typeName: typeName, parentName: qualifiedName, location: location(place)
            ))
        }
        types.append(endpoint)
    }

    /// The parameters (path-level ones first, replaced by an operation's own of the same name and
    /// place) and the JSON request body, as `RequestBody`'s properties.
    private mutating func requestVariables(
        _ operation: OpenAPI.Operation, shared: OpenAPI.Parameter.Array, endpointName: String, pointer: SpecPointer
    ) -> [Variable] {
        var parameters: [(OpenAPI.Parameter, SpecPointer)] = []
        for (index, item) in shared.enumerated() {
            if let parameter = resolve(item, at: SpecPointer(Array(pointer.components.dropLast())).appending("parameters", String(index))) {
                parameters.append(parameter)
            }
        }
        for (index, item) in operation.parameters.enumerated() {
            guard let (parameter, place) = resolve(item, at: pointer.appending("parameters", String(index))) else { continue }
            parameters.removeAll { $0.0.name == parameter.name && $0.0.location == parameter.location }
            parameters.append((parameter, place))
        }
        var used: Set<String> = []
        var variables: [Variable] = []
        let owner = endpointName.split(separator: ".").last.map(String.init) ?? endpointName
        for (parameter, place) in parameters {
            let placement: String
            switch parameter.location {
            case .path: placement = "path"
            case .query: placement = "query"
            case .header: placement = "header"
            default:
                warning("\(parameter.location.rawValue) parameters are not sent by generated requests; '\(parameter.name)' left out", at: place)
                continue
            }
            guard case .a(let context) = parameter.schemaOrContent else {
                warning("parameter '\(parameter.name)' is described by `content`, which generated requests do not send; left out", at: place)
                continue
            }
            // `;id=5` and `.5`: the runtime writes a path value as the bare segment, which would
            // send another URL than the server reads. (The parameter is kept, so the path's
            // placeholder is filled and this is the one error.)
            if placement == "path", context.style == .matrix || context.style == .label {
                leaveOut("path parameter '\(parameter.name)' has `style: \(context.style.rawValue)`, which generated requests do not write (they send the value alone, `style: simple`)", at: place.appending("style"))
            }
            let schema = context.schema.flattenToJsonSchema()
            // An object or map in the query is sent by its fields: `metadata[key]=value`,
            // `effective_at[gt]=5` (`style: deepObject`), or each its own name (`gt=5&lt=9`: `form`,
            // exploded). One elsewhere, or in another style, is not sent.
            var queryObject: String?
            if isObjectSchema(schema) {
                if placement == "query", context.style == .deepObject || (context.style == .form && context.explode) {
                    queryObject = context.style == .deepObject ? "deepObject" : "form"
                } else {
                    leaveOut("\(placement) parameter '\(parameter.name)' is an object (`style: \(context.style.rawValue)`), which generated requests do not send", at: place)
                    continue
                }
            }
            var name = SpecNaming.memberName(parameter.name)
            while used.contains(name) { name += "_" }
            used.insert(name)
            // `anyOf: [integer, string]` (an id or a slug): the value goes out as text either way.
            let bareType = isPlainAlternatives(schema) ? TypeName("String")
                : typeName(for: schema, suggested: owner + SpecNaming.typeName(parameter.name), parent: nil, pointer: place.appending("schema"))
            guard var typeName = bareType else { continue }
            if queryObject != nil, isMap(schema) {
                // Only a map of plain values is sent (`[String: String]`, not of objects or JSON).
                guard case .dictionary(_, let value) = typeName.unwrapped.shape, Self.plainQueryValues.contains(value.name) else {
                    leaveOut("query parameter '\(parameter.name)' is a map whose values are not plain (\(typeName.name)), which generated requests do not send", at: place)
                    continue
                }
            }
            if !parameter.required { typeName = typeName.optional }
            var annotations = Annotations([annotation("sendIn", .string(placement), at: place)])
            if name != parameter.name { annotations.append(annotation("jsonKey", .string(parameter.name), at: place)) }
            if let queryObject {
                annotations.append(annotation("queryObject", .string(queryObject), at: place))
            }
            if placement == "query", typeName.unwrapped.isArray, !context.explode {
                // `form` joins with commas; `pipeDelimited` and `spaceDelimited` with their character.
                let style = switch context.style {
                case .pipeDelimited: "pipeDelimited"
                case .spaceDelimited: "spaceDelimited"
                default: "commaSeparated"
                }
                annotations.append(annotation("queryArray", .string(style), at: place))
            }
            // Documentation only, as for properties: the generated request code reads every parameter.
            let variable = Variable(name: name, typeName: typeName,
                                    documentation: Self.documentation(parameter.description, parameter.deprecated ? Self.deprecationNote : nil),
                                    annotations: annotations, location: location(place))
            variables.append(variable)
        }
        if let body = requestBody(operation, pointer: pointer) {
            var name = "body"
            while used.contains(name) { name += "_" }
            // Text and bytes are what they are, whatever their schema says of them.
            let bodyType = body.kind.wholeType
                ?? body.schema.flatMap { typeName(for: $0, suggested: owner + "Request", parent: nil, pointer: body.pointer) }
            if var typeName = bodyType {
                if body.kind == .multipart { uploadBodyTypes.insert(typeName.unwrapped.name) }
                if !body.required { typeName = typeName.optional }
                var annotations = Annotations([annotation("sendIn", .string("body"), at: body.pointer)])
                let contentType = body.kind == .json ? MediaType.requestContentType(body.mediaType) : body.mediaType
                if let contentType {
                    annotations.append(annotation("contentType", .string(contentType), at: body.pointer))
                }
                variables.append(Variable(
                    name: name, typeName: typeName, documentation: Self.documentation(body.description),
                    annotations: annotations, location: location(body.pointer)
                ))
            }
        }
        return variables
    }

    /// Whether `schema` is an object (properties, a map, an `allOf` of them), through `$ref`s and
    /// a nullable `anyOf` (`standingFor`).
    private func isObjectSchema(_ schema: JSONSchema) -> Bool {
        switch standingFor(schema, throughNullAlternatives: true).last?.value {
        case .object?, .all?: true
        default: false
        }
    }

    /// Whether `schema` is a `oneOf`/`anyOf` whose alternatives are all objects, through `$ref`s.
    private func isAlternativeObjects(_ schema: JSONSchema) -> Bool {
        switch standingFor(schema, throughNullAlternatives: true).last?.value {
        case .one(let members, _)?, .any(let members, _)?:
            let objects = members.filter { !$0.isNull }
            return !objects.isEmpty && objects.allSatisfy(isObjectSchema)
        default:
            return false
        }
    }

    /// Whether `schema` is a `oneOf`/`anyOf` of plain values only (strings, numbers, booleans; `null`
    /// too), through `$ref`s: a parameter of it is a `String`, which any of them is sent as.
    private func isPlainAlternatives(_ schema: JSONSchema) -> Bool {
        guard let current = standingFor(schema, throughNullAlternatives: false).last else { return false }
        switch current.value {
        case .one(let members, _), .any(let members, _):
            return !members.isEmpty && members.allSatisfy { member in
                switch standingFor(member, throughNullAlternatives: false).last?.value {
                case .string?, .integer?, .number?, .boolean?, .null?: true
                default: false
                }
            }
        default:
            return false
        }
    }

    /// The value types a map sent in the query may have.
    static let plainQueryValues: Set<String> = ["String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Date", "UUID", "URL", "Data"]

    /// Whether `schema` is a map: an object of no properties whose values have a schema
    /// (`additionalProperties: {type: string}`), through `$ref`s and a nullable `anyOf`.
    private func isMap(_ schema: JSONSchema) -> Bool {
        guard case .object(_, let object)? = standingFor(schema, throughNullAlternatives: true).last?.value,
              object.properties.isEmpty, case .b? = object.additionalProperties else { return false }
        return true
    }

    private mutating func resolve(_ item: Either<OpenAPI.Reference<OpenAPI.Parameter>, OpenAPI.Parameter>, at pointer: SpecPointer) -> (OpenAPI.Parameter, SpecPointer)? {
        switch item {
        case .b(let parameter):
            return (parameter, pointer)
        case .a(let reference):
            guard let parameter = document.components[reference], let name = reference.name else {
                leaveOut("$ref '\(reference.absoluteString)' names no parameter in components/parameters", at: pointer)
                return nil
            }
            return (parameter, SpecPointer(["components", "parameters", name]))
        }
    }

    private mutating func requestBody(_ operation: OpenAPI.Operation, pointer: SpecPointer) -> (schema: JSONSchema?, pointer: SpecPointer, required: Bool, description: String?, mediaType: String, kind: BodyKind)? {
        guard let item = operation.requestBody else { return nil }
        var place = pointer.appending("requestBody")
        let request: OpenAPI.Request
        switch item {
        case .b(let inline): request = inline
        case .a(let reference):
            guard let found = document.components[reference], let name = reference.name else {
                leaveOut("$ref '\(reference.absoluteString)' names no request body in components/requestBodies", at: place)
                return nil
            }
            request = found
            place = SpecPointer(["components", "requestBodies", name])
        }
        guard let (contentType, kind, content) = preferredRequestContent(request.content) else {
            let reason = "the request body has no content type generated requests write (\(request.content.keys.map(\.rawValue).joined(separator: ", ")): JSON, forms, text and bytes are written, XML is not)"
            // Sent without its required body, the request could only be refused.
            if request.required {
                leaveOut(reason, at: place)
            } else {
                warning(reason + ", so the optional body is left out", at: place)
            }
            return nil
        }
        let schemaPointer = place.appending("content", contentType, "schema")
        // A form is written from the fields of an object, or of the object a oneOf/anyOf holds (a
        // menu item that is a beverage or a dessert).
        if kind == .multipart || kind == .form, let schema = content.schema, !isObjectSchema(schema), !isAlternativeObjects(schema) {
            leaveOut("a \(contentType) request body is written from an object's properties, and this schema is not an object", at: schemaPointer)
            return nil
        }
        guard content.schema != nil || kind.wholeType != nil else { return nil }
        return (content.schema, schemaPointer, request.required, request.description, contentType, kind)
    }

    /// The first success response (200, 201, 202, any 2XX; `default` when there is none) with a JSON
    /// body: its schema and example text, or nil when none has one (the endpoint answers
    /// `EmptyResponse`). A body-less `200` beside a `201` with JSON (an upsert) gives the 201's body:
    /// taking the first success alone had dropped it.
    private mutating func successResponse(_ operation: OpenAPI.Operation, pointer: SpecPointer) -> (JSONSchema, SpecPointer, String?)? {
        for (status, item) in successCandidates(operation) {
            if let body = jsonResponseBody(status: status, item: item, pointer: pointer) { return body }
        }
        return nil
    }

    /// The success responses in the order they are looked at: 200, 201, 202, any 2XX; `default`
    /// when there is none.
    private func successCandidates(_ operation: OpenAPI.Operation) -> [(OpenAPI.Response.StatusCode, Either<OpenAPI.Reference<OpenAPI.Response>, OpenAPI.Response>)] {
        let ranked = operation.responses.filter { $0.key.isSuccess }.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key, $0.value) }
        return ranked.isEmpty ? operation.responses.filter { $0.key.rawValue == "default" }.map { ($0.key, $0.value) } : ranked
    }

    /// Without a JSON success body, the first success body of text (`String`) or of any other type
    /// but XML and forms (`Data`: a download), and where its media type is written.
    private func rawSuccessResponse(_ operation: OpenAPI.Operation, pointer: SpecPointer) -> (TypeName, SpecPointer)? {
        for (status, item) in successCandidates(operation) {
            let response: OpenAPI.Response?
            var place = pointer.appending("responses", status.rawValue)
            switch item {
            case .b(let inline): response = inline
            case .a(let reference):
                response = document.components[reference]
                place = SpecPointer(["components", "responses", reference.name ?? ""])
            }
            for mediaType in response?.content.keys.map(\.rawValue) ?? [] {
                switch BodyKind(mediaType: mediaType) {
                case .text?: return (TypeName("String"), place.appending("content", mediaType))
                case .binary?, .json?: return (TypeName("Data"), place.appending("content", mediaType))
                default: continue
                }
            }
        }
        return nil
    }

    /// A response's JSON schema, where it is written, and its example text; nil without a JSON body.
    private mutating func jsonResponseBody(
        status: OpenAPI.Response.StatusCode, item: Either<OpenAPI.Reference<OpenAPI.Response>, OpenAPI.Response>, pointer: SpecPointer
    ) -> (JSONSchema, SpecPointer, String?)? {
        var place = pointer.appending("responses", status.rawValue)
        let response: OpenAPI.Response
        switch item {
        case .b(let inline): response = inline
        case .a(let reference):
            guard let found = document.components[reference], let name = reference.name else {
                leaveOut("$ref '\(reference.absoluteString)' names no response in components/responses", at: place)
                return nil
            }
            response = found
            place = SpecPointer(["components", "responses", name])
        }
        guard let (contentType, content) = jsonContent(response.content), let schema = content.schema else { return nil }
        let contentPointer = place.appending("content", contentType)
        let example = content.example ?? content.examples?.values.first?.b?.dataValue
        return (schema, contentPointer.appending("schema"), example.flatMap(SpecExample.jsonText))
    }

    func jsonContent(_ content: OpenAPI.Content.Map) -> (String, OpenAPI.Content)? {
        if let (type, value) = content.first(where: { MediaType.isJSON($0.key.rawValue) }) {
            return resolvedContent(value).map { (type.rawValue, $0) }
        }
        // `*/*` is JSON unless its schema says bytes (a file download).
        guard let (type, value) = content.first(where: { MediaType.isAny($0.key.rawValue) }), let any = resolvedContent(value) else { return nil }
        if case .string(let core, _)? = any.schema?.value, core.format.rawValue == "binary" || core.format.rawValue == "byte" { return nil }
        return (type.rawValue, any)
    }
}
