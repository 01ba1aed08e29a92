import AnnogenModel

/// Checks, for every `APIEndPoint`, the `RequestBody` properties the built-in Endpoints template
/// sends in the URL: a property named by a `{placeholder}` in the endpoint's path (its name, or its
/// name on the wire: its `jsonKey`, its case's raw value in the RequestBody's own `CodingKeys`, or
/// its snake_case name under `keyStrategy=snakeCase`, as in its query item) goes into the path, the
/// others of a GET or DELETE into the query. What a URL can carry
/// is a string, a number, a `Bool`, a `Date`, a raw-valued enum, and in a query an array of those or
/// an optional; anything else (a nested model, a dictionary) would give code that does not compile or
/// a value the server cannot read, so it is an error at the property. `queryArray` must name a style.
/// `sendIn = "path" | "query" | "header" | "body"` places a property explicitly (what the OpenAPI
/// front end writes for every parameter); a header carries what a path does, optional or not.
public enum RequestBodyCheck {
    /// Types a URL carries as they print (`LosslessStringConvertible`), and `Date`.
    static let sendable = DefaultValueLiteral.strings.union(DefaultValueLiteral.integers)
        .union(["Double", "Float", "Bool", "Date"])
    static let arrayStyles = ["repeatedKeys", "commaSeparated", "pipeDelimited", "spaceDelimited"]
    static let objectStyles = ["deepObject", "form"]
    static let places = ["path", "query", "header", "body"]

    /// Where a property goes.
    enum Place: String {
        case path, query, header, body
    }

    /// `snakeCaseKeys`: the run's `keyStrategy` is `snakeCase` (names on the wire are snake_case).
    public static func validate(_ module: ComposedModule, snakeCaseKeys: Bool = false) -> [Diagnostic] {
        SubjectChecks.ordered(findings(
            module, endpoints: module.types.indices.filter { isEndpoint(module, $0) }, recordingReads: false, snakeCaseKeys: snakeCaseKeys
        )).flatMap { $0 }
    }

    /// Whether the check looks at the type at `position`: an endpoint, or a `ResponseBodyType`
    /// struct with a private stored property (which the generated `init(from:)` cannot set) or with
    /// a member named like a type its stored properties are declared with (which the generated
    /// `init(from:)` would name instead of the type); told without unpacking the type.
    static func isEndpoint(_ module: ComposedModule, _ position: Int) -> Bool {
        let type = module.types[position]
        return (type.implements["APIEndPoint"] != nil && type.kind != .protocol)
            || (type.kind == .struct && (type.packedDeclaration.hasRestrictedStoredProperty || type.packedDeclaration.hasMemberNamedLikeStoredType
                || type.mergesDeclarations)
                && type.implements["ResponseBodyType"] != nil)
    }

    /// A type declared more than once (in `#if` branches, or in two modules of a package) is
    /// composed of every declaration's members: code generated for it would set and send them all,
    /// in every build.
    private static func merged(_ type: ComposedType, at location: SourceLocation) -> Diagnostic? {
        guard type.mergesDeclarations else { return nil }
        return .error(
            "\(type.name) is declared more than once (in #if branches, or in two modules): the generated code would use the members of every declaration in every build; declare it once, with the members every build has",
            at: location)
    }

    /// The diagnostics for each of `endpoints` (positions), with the types read for it.
    static func findings(
        _ module: ComposedModule, endpoints: [Int], recordingReads: Bool = true, snakeCaseKeys: Bool = false
    ) -> [Int: SubjectFindings<[Diagnostic]>] {
        guard !endpoints.isEmpty else { return [:] }
        let positions = module.positionLookup()
        let reads = ReadPositions(recording: recordingReads)
        var result: [Int: SubjectFindings<[Diagnostic]>] = [:]
        for index in endpoints {
            reads.read(index)
            let diagnostics = check(index, module: module, positions: positions, reads: reads, snakeCaseKeys: snakeCaseKeys)
            // Without reads (outside watch mode) a type that found nothing takes no room.
            guard recordingReads || !diagnostics.isEmpty else { continue }
            result[index] = SubjectFindings(findings: diagnostics, reads: reads.take())
        }
        return result
    }

    private static func check(
        _ index: Int, module: ComposedModule, positions: (String) -> Int?, reads: ReadPositions, snakeCaseKeys: Bool
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let endpoint = module.types[index].declaration
        if let problem = merged(module.types[index], at: endpoint.location) { diagnostics.append(problem) }
        if module.types[index].kind == .struct, module.types[index].implements["ResponseBodyType"] != nil {
            // The generated init(from:), in another file, sets every property it decodes.
            let ownDecode = endpoint.methods.contains { $0.isDecodingInitializer }
            // A type's own CodingKeys name what is decoded; the rest is not set.
            let codingKeys = OwnCodingKeys.keys(positions(module.types[index].name + ".CodingKeys").map { position in
                reads.read(position)
                return module.types[position]
            })
            let ownEncode = endpoint.methods.contains { $0.isEncodingMethod }
            for variable in endpoint.variables where !variable.isComputed && !variable.isStatic
                && codingKeys.map({ $0[variable.name] != nil }) != false {
                let decoded = !ownDecode && (variable.isMutable || variable.defaultValue == nil)
                if decoded, let (name, location) = TypeName.member(namedLike: variable.typeName, in: endpoint) {
                    // `let URL: String` beside `let url: URL`: `URL.self` in the generated init(from:) names the property.
                    diagnostics.append(.error(
                        "'\(name)' has the name of a type '\(variable.name)' is declared with (\(variable.typeName.name)): the generated init(from:) would name this member where it names that type (`\(name).self`); rename the member (a property keeps its JSON key with // gen: jsonKey = \"\(name)\"), or write the type with its module's name (`Foundation.\(name)` if it is Foundation's)",
                        at: location))
                }
                if decoded, PackedTypeDecl.isUnsetWrapped(variable), isUnsetWrapper(variable.attributes, module: module, positions: positions, reads: reads) {
                    // Its storage `_name` is private to the type's file, and assigning the property
                    // there calls its setter on a `self` not yet whole.
                    diagnostics.append(.error(
                        "'\(variable.name)' is wrapped and has no initial value: the generated init(from:), in another file, cannot initialize its wrapper; give it one (`= …`), or write init(from:) and encode(to:) in the type",
                        at: variable.location))
                }
                if decoded, variable.typeName.name.isEmpty {
                    // `var kind = Kind.a`: a type annogen does not infer, which the decoding needs.
                    diagnostics.append(.error("give '\(variable.name)' a type (`: Type`): the generated init(from:) decodes it by its type", at: variable.location))
                }
                // The generated init(from:) sets what it decodes; the generated encode(to:) reads every one.
                if decoded, variable.readAccess < .internal || (variable.writeAccess ?? variable.readAccess) < .internal {
                    diagnostics.append(.error(
                        "'\(variable.name)' is private: the generated init(from:), in another file, sets it; make it internal, or write init(from:) and encode(to:) in the type",
                        at: variable.location))
                } else if !ownEncode, variable.readAccess < .internal {
                    diagnostics.append(.error(
                        "'\(variable.name)' is private: the generated encode(to:), in another file, reads it; make it internal, or write encode(to:) in the type",
                        at: variable.location))
                }
            }
        }
        guard module.types[index].implements["APIEndPoint"] != nil, module.types[index].kind != .protocol else { return diagnostics }
        let name = module.types[index].name
        // The template reads the path and the method as written: a computed one would be read as
        // an empty path posted to, whatever it returns at run time.
        for (member, what) in [("endpoint", "a string literal"), ("method", "HTTPMethod.get, .post, …")] {
            guard let variable = endpoint.variables.first(where: { $0.name == member && $0.isStatic }), variable.defaultValue == nil else { continue }
            diagnostics.append(.error(
                "'\(member)' is read when annogen runs: declare it `static let \(member) = …` with \(what), not computed", at: variable.location))
        }
        // Read as written, so only a literal: `Paths.repo + "/issues"` would be sent as its text, and
        // `HTTPMethod(rawValue: "GET")!` read as no known verb (a body posted instead of a query).
        if let variable = endpoint.variables.first(where: { $0.name == "endpoint" && $0.isStatic }), let value = variable.defaultValue,
           !Self.isPathLiteral(value) {
            diagnostics.append(.error(
                "'endpoint' is read as written when annogen runs: give it a string literal (`\"/items/{id}\"`), not `\(value)`", at: variable.location))
        }
        if let variable = endpoint.variables.first(where: { $0.name == "method" && $0.isStatic }), let value = variable.defaultValue,
           Self.verb(of: value) == nil {
            diagnostics.append(.error(
                "'method' is read as written when annogen runs: give it one of \(Self.verbs.map { "." + $0 }.joined(separator: ", ")) (or HTTPMethod.get, AnnogenRuntime.HTTPMethod.get), not `\(value)`",
                at: variable.location))
        }
        if let position = positions(name + ".ResponseBody") {
            // Read either way: in watch mode, an edit that takes its conformance away checks again.
            reads.read(position)
            let based = module.types[position].based.keys
            // The generated request method decodes it: without Decodable it does not compile. Told
            // only where every name it conforms to is one of Swift's that does not make it Decodable
            // (a protocol of the project's own may).
            if module.types[position].kind != .protocol, based.allSatisfy(Self.notDecodable.contains) {
                let says = based.isEmpty ? "conforms to nothing" : "conforms to \(based.sorted().joined(separator: ", ")), not Decodable"
                diagnostics.append(.error(
                    "\(name).ResponseBody is decoded from the response, and \(says): declare it `struct ResponseBody: ResponseBodyType`",
                    at: module.types[position].declaration.location))
            }
        }
        if let mockFile = endpoint.annotations.entries(for: "mockFile").first, module.types[index].implements["APIEndPointHasMockResponse"] == nil {
            diagnostics.append(.warning(
                "mockFile has no effect: \(name) does not conform to APIEndPointHasMockResponse, so its requests never ask mockResponse(for:)",
                at: mockFile.location))
        }
        if let alias = endpoint.typealiases.first(where: { $0.aliasName == "RequestBody" }) {
            diagnostics.append(.error(
                "a RequestBody given as a typealias is not read (the request would send nothing): declare `struct RequestBody` in \(name)",
                at: alias.location))
        }
        let verb = endpoint.variables.first { $0.name == "method" }?.defaultValue.flatMap(Self.verb(of:)) ?? "post"
        let path = endpoint.variables.first { $0.name == "endpoint" }?.defaultValue ?? ""
        let pathLocation = endpoint.variables.first { $0.name == "endpoint" }?.location ?? endpoint.location
        // The RequestBody, found and unpacked once for both checks below.
        let bodyPosition = positions(name + ".RequestBody")
        let body = bodyPosition.map { position in
            reads.read(position)
            return module.types[position].declaration
        }
        if endpoint.accessLevel >= .public {
            let parameters = body?.variables.filter { !$0.isComputed && !$0.isStatic && ($0.isMutable || $0.defaultValue == nil) } ?? []
            diagnostics += PublicEndpointSignature.problems(index, endpoint: endpoint, parameters: parameters, module: module, positions: positions, reads: reads)
        }
        guard let bodyPosition, let body else {
            for placeholder in placeholders(in: path) {
                diagnostics.append(.error("nothing fills {\(placeholder)} in \(path): \(name) has no RequestBody with a property '\(placeholder)'", at: pathLocation))
            }
            return diagnostics
        }
        if let problem = merged(module.types[bodyPosition], at: body.location) { diagnostics.append(problem) }
        let ownEncode = body.methods.contains { $0.isEncodingMethod }
        // Its own CodingKeys name its properties on the wire.
        let codingKeys = OwnCodingKeys.keys(positions(name + ".RequestBody.CodingKeys").map { position in
            reads.read(position)
            return module.types[position]
        })
        var sentAsBody = false
        // Each placeholder filled, with the property that fills it.
        var filled: [(placeholder: String, name: String)] = []
        // The property sent as the whole body (`sendIn = body`), the first member of a JSON body
        // object, and each query or header name with the property that took it.
        var wholeBody: Variable?
        var bodyMember: Variable?
        // A few per body: searched in turn, not hashed.
        var wireNames: [(place: Place, wire: String, name: String)] = []
        for variable in body.variables where !variable.isComputed && !variable.isStatic {
            if variable.name == "completion" {
                diagnostics.append(.error(
                    "a RequestBody property cannot be named 'completion': APIClient's completion-handler method takes the handler under that name",
                    at: variable.location))
            }
            // The request method passes every property without a value to the memberwise init, which
            // a private one makes private (a `private(set)` one does not); the generated encode(to:)
            // reads what the body sends.
            let isParameter = variable.isMutable || variable.defaultValue == nil
            if variable.readAccess < .internal, isParameter || !ownEncode {
                diagnostics.append(.error(
                    "'\(variable.name)' is private: the generated request code, in another file, \(isParameter ? "sets" : "reads") it; make it internal", at: variable.location))
            }
            if isParameter, variable.typeName.name.isEmpty {
                diagnostics.append(.error("give '\(variable.name)' a type (`: Type`): it is a parameter of the generated request method", at: variable.location))
                continue
            }
            let jsonKey = variable.annotations["jsonKey"].flatMap { value -> String? in
                if case .string(let key) = value { return key }
                return nil
            }
            // As the template names it: jsonKey, its CodingKeys case's raw value, the snake_case name.
            let wire = jsonKey ?? codingKeys.map { $0[variable.name] ?? variable.name }
                ?? (snakeCaseKeys ? StencilSwiftKitFilters.camelToSnakeCase(variable.name) : variable.name)
            let byName = TextSearch.contains(path, substring: "{\(variable.name)}")
            let hasPlaceholder = byName || TextSearch.contains(path, substring: "{\(wire)}")
            var place: Place = hasPlaceholder ? .path : verb == "get" || verb == "delete" ? .query : .body
            if let entry = variable.annotations.entries(for: "sendIn").first {
                guard case .string(let written) = entry.value, let chosen = Place(rawValue: written) else {
                    diagnostics.append(.error("sendIn is one of \(places.joined(separator: ", "))", at: entry.location))
                    continue
                }
                if chosen == .path, !hasPlaceholder {
                    diagnostics.append(.error("'\(variable.name)' is sent in the path, but \(path) has no {\(wire)} placeholder", at: entry.location))
                    continue
                }
                place = chosen
            }
            if place == .path {
                let placeholder = byName ? variable.name : wire
                if let first = filled.first(where: { $0.placeholder == placeholder }) {
                    // The request would fill it twice: a dictionary literal of one key twice, which traps.
                    diagnostics.append(.error(
                        "'\(variable.name)' fills {\(placeholder)} in \(path), and so does '\(first.name)': a placeholder names one property, by its name or its name on the wire; rename one of them or give it another jsonKey",
                        at: variable.location))
                    continue
                }
                filled.append((placeholder, variable.name))
            }
            if !variable.isMutable, variable.defaultValue != nil, place != .body {
                diagnostics.append(.error(
                    "'\(variable.name)' has a value (`let … = …`), so the request method cannot take it and it cannot go into the \(place.rawValue): make it a `var` (a parameter with that default)",
                    at: variable.location))
                continue
            }
            if let entry = variable.annotations.entries(for: "defaultValue").first {
                diagnostics.append(.warning(
                    "defaultValue applies when decoding, and a RequestBody is only sent: write `var \(variable.name) = …` to give the parameter a default",
                    at: entry.location))
            }
            if place != .body, place != .header, let entry = variable.annotations.entries(for: "boolFromInt").first {
                diagnostics.append(.warning(
                    "boolFromInt applies to JSON bodies: in the \(place.rawValue), '\(variable.name)' is sent as true or false", at: entry.location))
            }
            if place == .body, variable.annotations["sendIn"] == nil {
                sentAsBody = true
                if bodyMember == nil { bodyMember = variable }
            }
            if place == .body, variable.annotations["sendIn"] != nil {
                if let first = wholeBody {
                    diagnostics.append(.error(
                        "'\(variable.name)' is sent as the whole body (sendIn = body), and so is '\(first.name)': a request has one body; send one of them in the query or a header, or make both properties of one type",
                        at: variable.location))
                } else {
                    wholeBody = variable
                }
            }
            if place == .query || place == .header || (place == .body && variable.annotations["sendIn"] == nil) {
                // Two properties of one wire name: both would be sent, and a server reads one.
                let seen = place == .header ? wire.lowercased() : wire
                if let first = wireNames.first(where: { $0.place == place && $0.wire == seen }) {
                    diagnostics.append(.error(
                        "'\(variable.name)' is sent in the \(place.rawValue) as '\(wire)', and so is '\(first.name)': give one of them another name (// gen: jsonKey = \"…\")",
                        at: variable.location))
                } else {
                    wireNames.append((place, seen, variable.name))
                }
            }
            if let problem = problem(variable, place: place, module: module, positions: positions, reads: reads) {
                diagnostics.append(.error(problem, at: variable.location))
            }
            for entry in variable.annotations.entries(for: "queryArray") {
                if case .string(let style) = entry.value, arrayStyles.contains(style) { continue }
                diagnostics.append(.error("queryArray is one of \(arrayStyles.joined(separator: ", "))", at: entry.location))
            }
            for entry in variable.annotations.entries(for: "queryObject") {
                if case .string(let style) = entry.value, objectStyles.contains(style) { continue }
                diagnostics.append(.error("queryObject is one of \(objectStyles.joined(separator: ", "))", at: entry.location))
            }
        }
        if let whole = wholeBody, let member = bodyMember {
            // The generated method sends the whole-body property alone: the member would be lost.
            diagnostics.append(.error(
                "'\(member.name)' would be a member of the JSON body, but '\(whole.name)' is sent as the whole body (sendIn = body), so it would not be sent: send it in the query or a header (// gen: sendIn = query), or make it a property of \(whole.typeName.name)",
                at: member.location))
        }
        if sentAsBody {
            // The request method calls `RequestBody(a: a, b: b)` with every property it takes: the
            // memberwise init, which an init in a struct's own declaration takes away (a class has
            // none), or an init of those labels declared anywhere.
            let own = body.methods.prefix(module.types[bodyPosition].rawMethodCount).first(where: \.isInitializer)
            let isClass = module.types[bodyPosition].kind == .class
            let labels = { body.variables.filter { !$0.isStatic && !$0.isComputed && ($0.isMutable || $0.defaultValue == nil) }.map(\.name) }
            let called = { "init(" + labels().map { $0 + ":" }.joined() + ")" }
            if own != nil || isClass, !body.methods.contains(where: { $0.isInitializer && $0.selectorName == called() }) {
                let reason = isClass ? "is a class, which has no memberwise init" : "declares \(own?.selectorName ?? "an init"), so Swift makes no memberwise init"
                diagnostics.append(.error(
                    "\(name).RequestBody \(reason), and the generated request method calls \(called()); declare that init\(isClass ? "" : ", or yours in an extension of RequestBody")",
                    at: own?.location ?? body.location))
            }
        }
        for problem in unclosedPlaceholders(in: path) {
            diagnostics.append(.error("\(problem) in \(path): a placeholder is written {name}", at: pathLocation))
        }
        for placeholder in placeholders(in: path) where !filled.contains(where: { $0.placeholder == placeholder }) {
            diagnostics.append(.error(
                "nothing fills {\(placeholder)} in \(path): no RequestBody property of \(name) is named '\(placeholder)' or sent as '\(placeholder)' (a placeholder names a property by its name or its name on the wire: its jsonKey, its CodingKeys raw value, or its snake_case name under keyStrategy=snakeCase)",
                at: pathLocation))
        }
        // The generated request sends the RequestBody itself as the body, which must be Sendable; a
        // type visible outside its module is Sendable only when it says so, in its own file.
        if sentAsBody, body.accessLevel >= .package, !body.inheritedTypes.contains(where: { $0 == "Sendable" || $0 == "Swift.Sendable" }) {
            diagnostics.append(.error(
                "\(module.types[index].name).RequestBody is sent as the request's body, and a \(body.accessLevel.rawValue) struct is not Sendable unless it says so: declare `\(body.accessLevel.rawValue) struct RequestBody: Sendable`",
                at: body.location))
        }
        return diagnostics
    }

    /// Whether one of `attributes` is a property wrapper that starts without a value: a scanned type
    /// of its name says so (`@propertyWrapper`, not a global actor, and no `init()`), else its name
    /// (`Attribute.mayWrapProperty`); `@Clamped(wrappedValue: 5, 0, 10)` gives the value itself.
    private static func isUnsetWrapper(_ attributes: [Attribute], module: ComposedModule, positions: (String) -> Int?, reads: ReadPositions) -> Bool {
        attributes.contains { attribute in
            if let arguments = attribute.arguments, TextSearch.contains(arguments, substring: "wrappedValue:") { return false }
            guard let position = positions(attribute.name) else { return attribute.mayWrapProperty }
            reads.read(position)
            let wrapper = module.types[position].declaration
            return wrapper.isPropertyWrapper && !wrapper.methods.contains { $0.isInitializer && $0.selectorName == "init()" }
        }
    }

    /// Swift's protocols and raw types a ResponseBody may name that do not make it Decodable.
    static let notDecodable: Set<String> = [
        "Equatable", "Hashable", "Sendable", "Comparable", "Identifiable", "CaseIterable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Error", "Encodable", "String", "Int", "Double", "Bool",
        "Swift.Equatable", "Swift.Hashable", "Swift.Sendable", "Swift.Encodable",
    ]

    /// `HTTPMethod`'s cases, as a `method` names them.
    static let verbs = ["get", "post", "put", "patch", "delete"]

    /// The verb a `method` initial value names: `.get`, `HTTPMethod.get` or `AnnogenRuntime.HTTPMethod.get`
    /// (beside another module's `HTTPMethod`); nil for anything else.
    static func verb(of written: String) -> String? {
        spelledVerbs[written]
    }

    /// Every spelling `verb(of:)` accepts, with its verb: one look-up per endpoint (10,000 of them
    /// trimmed and cut apart were 1 % of a run).
    private static let spelledVerbs: [String: String] = Dictionary(uniqueKeysWithValues: verbs.flatMap { verb in
        ["AnnogenRuntime.HTTPMethod.", "HTTPMethod.", "."].map { ($0 + verb, verb) }
    })

    /// A one-line string literal without interpolation, plain or raw: what the template reads the
    /// path from.
    static func isPathLiteral(_ written: String) -> Bool {
        let bytes = written.utf8
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        guard bytes.count >= 2, bytes.first == quote, bytes.last == quote, !written.hasPrefix("\"\"\"") else {
            return SwiftLiteralFilters.isRawStringLiteral(written)
        }
        // One literal: no quote inside but an escaped one (`"a" + "b"` is two), no interpolation.
        var escaped = false
        for byte in bytes.dropFirst().dropLast() {
            if escaped {
                guard byte != UInt8(ascii: "(") else { return false }
                escaped = false
            } else if byte == backslash {
                escaped = true
            } else if byte == quote || byte == UInt8(ascii: "\n") {
                return false
            }
        }
        return !escaped
    }

    /// The `{name}` placeholders of a path, in order.
    static func placeholders(in path: String) -> [String] {
        var result: [String] = []
        var rest = path[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result
    }

    /// What is wrong with the braces of a path: a `{` not closed before the next `{` or the end,
    /// a `}` no `{` opened; empty when every placeholder is whole.
    static func unclosedPlaceholders(in path: String) -> [String] {
        var problems: [String] = []
        var open = false
        for character in path {
            if character == "{" {
                if open { problems.append("a { is not closed") }
                open = true
            } else if character == "}" {
                if !open { problems.append("a } closes no {") }
                open = false
            }
        }
        if open { problems.append("a { is not closed") }
        return problems
    }

    private static func problem(
        _ variable: Variable, place: Place, module: ComposedModule, positions: (String) -> Int?, reads: ReadPositions
    ) -> String? {
        guard place != .body else { return nil }
        let destination = "the \(place.rawValue)"
        let typeName = variable.typeName
        if place == .path, typeName.isOptional {
            return "'\(variable.name)' fills a placeholder of the path, so it cannot be optional (\(typeName.name))"
        }
        if !typeName.isOptional, typeName.actualTypeName?.isOptional == true {
            return "'\(variable.name)' is an optional spelled through a typealias (\(typeName.name) = \(typeName.resolvedName)), which cannot go into \(destination): write the optional out (`\(typeName.resolvedName)`)"
        }
        // Through typealiases: `typealias Tags = [String]` is an array.
        var value = typeName.structural
        // A map of plain values goes into the query under `queryObject` (`name[key]=value`, or
        // each key its own name): its values are what `isSendable` takes but the project's own types
        // (a raw-valued enum would need its `rawValue`, which the map's code does not write).
        if place == .query, variable.annotations.contains("queryObject"), case .dictionary(let key, let element) = value.shape {
            let element = element.structural
            if key.structural.resolvedName == "String", positions(element.resolvedName) == nil,
               isSendable(element, module: module, positions: positions, place: place, reads: reads) {
                return nil
            }
            return "'\(variable.name)' of type \(typeName.name) cannot be sent in the query as a map: its keys must be String and its values a String, a number, Bool, Date, UUID, URL or Data"
        }
        // An object of the project's goes into the query under `queryObject` by its fields
        // (`window[from]=…`, or each its own name), written through its Encodable conformance (a
        // ResponseBodyType's is the Coding template's).
        if place == .query, variable.annotations.contains("queryObject"), case .simple = value.shape,
           let index = positions(value.resolvedName), [.struct, .class].contains(module.types[index].kind) {
            reads.read(index)
            let implements = module.types[index].implements
            if ["Encodable", "Codable", "ResponseBodyType"].contains(where: { implements[$0] != nil }) { return nil }
            return "'\(variable.name)' of type \(typeName.name) is sent in the query by its fields, which its Encodable conformance writes: declare it Encodable (or a ResponseBodyType)"
        }
        // Arrays go into the query (repeated or joined, `queryArray`) and into a header, joined
        // with commas (OpenAPI's `style: simple`); a path segment takes one value.
        if case .array(let element) = value.shape {
            guard place != .path else {
                return "'\(variable.name)' is an array (\(typeName.name)), which cannot go into \(destination)"
            }
            value = element
        }
        guard !isSendable(value, module: module, positions: positions, place: place, reads: reads) else { return nil }
        return "'\(variable.name)' of type \(typeName.name) cannot be sent in \(destination): use a String, a number, Bool, "
            + "Date, UUID, URL, Data or a raw-valued enum, an array of those, \(inQueryMapHint(typeName, place: place))or send it in a POST body"
    }

    /// For a map in the query without `queryObject`: how to send it.
    private static func inQueryMapHint(_ typeName: TypeName, place: Place) -> String {
        guard place == .query, typeName.structural.isDictionary else { return "" }
        return "a map of those but enums with `// gen: queryObject = deepObject` (or `form`), "
    }

    private static func isSendable(
        _ typeName: TypeName, module: ComposedModule, positions: (String) -> Int?, place: Place, reads: ReadPositions
    ) -> Bool {
        guard case .simple = typeName.shape else { return false }
        let name = typeName.resolvedName
        // A type the project declares is its own, whatever its name (a struct `Data` is not
        // Foundation's): sent by its raw value. An extension of another module's type is not one.
        if let index = positions(name), !module.types[index].isUnknownExtension {
            reads.read(index)
            guard let raw = module.types[index].rawTypeName else { return false }
            return sendable.contains(raw.resolvedName)
        }
        if sendable.contains(DefaultValueLiteral.bareName(name)) { return true }
        // A UUID travels as its text (`uuidString`), a URL as its `absoluteString`, bytes in base64.
        return ["UUID", "URL", "Data"].contains(DefaultValueLiteral.bareName(name))
    }
}
