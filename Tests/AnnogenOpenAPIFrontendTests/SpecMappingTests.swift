@testable import AnnogenOpenAPIFrontend
import AnnogenModel
import Testing

/// A spec's schemas and operations as model types: names, types, optionality and annotations.
@Suite struct SpecMappingTests {
    static func parse(_ text: String, path: String = "api.yaml") -> ParsedFile {
        OpenAPIFrontend.parse(SourceFile(path: path, text: text, contentHash: "h"))
    }

    /// A spec of `schemas` alone (written as under `components: schemas:`, from column 0).
    static func parseSchemas(_ schemas: String, openapi: String = "3.0.3") -> ParsedFile {
        let indented = schemas.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        return parse("openapi: \(openapi)\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n" + indented.joined(separator: "\n"))
    }

    static let spec = """
        openapi: 3.1.0
        info: {title: Shop, version: '2'}
        paths:
          /items/{item_id}:
            get:
              operationId: get-item
              parameters:
                - {name: item_id, in: path, required: true, schema: {type: integer, format: int64}}
                - {name: fields, in: query, style: form, explode: false, schema: {type: array, items: {type: string}}}
                - {name: X-Trace, in: header, schema: {type: string}}
              responses:
                '200':
                  description: ok
                  content: {application/json: {schema: {$ref: '#/components/schemas/Item'}, example: {item_id: 1, name: n}}}
        components:
          schemas:
            Item:
              type: object
              required: [item_id, name]
              properties:
                item_id: {type: integer, format: int64}
                name: {type: string}
                note: {type: [string, 'null']}
                size: {type: string, enum: [small, extra_large], default: small}
                made_at: {type: string, format: date-time}
                extras: {type: object, additionalProperties: {type: number}}
            Shape:
              oneOf: [{$ref: '#/components/schemas/Item'}, {$ref: '#/components/schemas/Other'}]
              discriminator: {propertyName: kind, mapping: {item: '#/components/schemas/Item'}}
            Other: {type: object, properties: {kind: {type: string}}}
        """

    @Test func objectSchemasBecomeStructsWithWireNamesAndOptionality() throws {
        let parsed = Self.parse(Self.spec)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let item = try #require(parsed.types.first { $0.name == "Item" })
        #expect(item.kind == .struct)
        #expect(item.inheritedTypes == ["ResponseBodyType", "Hashable"])
        #expect(item.variables.map(\.name) == ["itemId", "name", "note", "size", "madeAt", "extras"])
        #expect(item.variables.map(\.typeName.name) == ["Int64", "String", "String?", "ItemSize", "Date?", "[String: Double]?"])
        #expect(item.variables[0].annotations["jsonKey"] == .string("item_id"))
        #expect(item.variables[1].annotations["jsonKey"] == nil)
        #expect(item.variables[3].annotations["defaultValue"] == .string("small"))
        #expect(item.annotations["fromSpec"] == .string("#/components/schemas/Item"))
        #expect(item.location == SourceLocation(path: "api.yaml", line: 17, column: 5))
    }

    /// Deprecation of a property, parameter or schema is said in its doc comment: an attribute would
    /// make the generated Codable and request code, which use every property and name the types of
    /// the models that hold a schema, compile with warnings. A deprecated operation keeps
    /// `@available(*, deprecated)`.
    @Test func deprecatedPropertiesAndParametersAreDocumentedNotAttributed() throws {
        let parsed = Self.parse("""
            openapi: 3.0.3
            info: {title: t, version: '1'}
            paths:
              /things:
                get:
                  operationId: listThings
                  deprecated: true
                  parameters:
                    - {name: legacy, in: query, deprecated: true, schema: {type: string}}
                  responses:
                    '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}}
            components:
              schemas:
                Thing:
                  type: object
                  deprecated: true
                  properties:
                    fax: {type: string, deprecated: true, description: A number.}
            """)
        let thing = try #require(parsed.types.first { $0.name == "Thing" })
        #expect(thing.attributes.isEmpty)
        #expect(thing.documentation == [SpecModelBuilder.deprecationNote])
        let fax = try #require(thing.variables.first { $0.name == "fax" })
        #expect(fax.attributes.isEmpty)
        #expect(fax.documentation == ["A number.", "", SpecModelBuilder.deprecationNote])
        let request = try #require(parsed.types.first { $0.name == "Operations.ListThings.RequestBody" })
        let legacy = try #require(request.variables.first { $0.name == "legacy" })
        #expect(legacy.attributes.isEmpty)
        #expect(legacy.documentation == [SpecModelBuilder.deprecationNote])
        let endpoint = try #require(parsed.types.first { $0.name == "Operations.ListThings" })
        #expect(endpoint.attributes.contains { $0.name == "available" })
    }

    @Test func enumsGetRawValuesAndAnUnknownCase() throws {
        let size = try #require(Self.parse(Self.spec).types.first { $0.name == "ItemSize" })
        #expect(size.kind == .enum)
        #expect(size.inheritedTypes == ["String", "ResponseBodyType"])
        #expect(size.cases.map(\.name) == ["small", "extraLarge", "unknown"])
        #expect(size.cases.map(\.rawValue) == [#""small""#, #""extra_large""#, #""unknown""#])
        #expect(size.annotations["unknownCase"] == .string("unknown"))
    }

    @Test func oneOfWithADiscriminatorNamesEachCasesValues() throws {
        let shape = try #require(Self.parse(Self.spec).types.first { $0.name == "Shape" })
        #expect(shape.kind == .enum)
        #expect(shape.annotations["oneOf"] == .bool(true))
        #expect(shape.annotations["discriminator"] == .string("kind"))
        #expect(shape.cases.map(\.name) == ["item", "other"])
        #expect(shape.cases.map { $0.associatedValues.first?.typeName.name } == ["Item", "Other"])
        #expect(shape.cases.map { $0.annotations["discriminatorValue"] } == [.string("item"), .string("Other")])
    }

    @Test func operationsBecomeEndpointsWithPlacedParameters() throws {
        let types = Self.parse(Self.spec).types
        let endpoint = try #require(types.first { $0.name == "Operations.GetItem" })
        #expect(endpoint.inheritedTypes == ["APIEndPoint"])
        #expect(endpoint.variables.map(\.defaultValue) == [#""/items/{item_id}""#, "HTTPMethod.get"])
        #expect(endpoint.typealiases.map(\.typeName.name) == ["Item"])
        #expect(endpoint.annotations["exampleResponse"] == .string(#"{"item_id":1,"name":"n"}"#))
        #expect(endpoint.annotations["operation"] == .string("GET /items/{item_id}"))
        let request = try #require(types.first { $0.name == "Operations.GetItem.RequestBody" })
        #expect(request.variables.map(\.name) == ["itemId", "fields", "xTrace"])
        #expect(request.variables.map(\.typeName.name) == ["Int64", "[String]?", "String?"])
        #expect(request.variables.map { $0.annotations["sendIn"] } == [.string("path"), .string("query"), .string("header")])
        #expect(request.variables.map { $0.annotations["jsonKey"] } == [.string("item_id"), nil, .string("X-Trace")])
        #expect(request.variables[1].annotations["queryArray"] == .string("commaSeparated"))
        #expect(types.contains { $0.name == "Operations" && $0.kind == .enum })
    }

    @Test func swagger2IsTranslatedWithItsOrderAndSpellings() throws {
        let text = """
            {"swagger": "2.0", "info": {"title": "t", "version": "1"}, "x-annogen-namespace": "legacy_api",
             "paths": {"/a": {"post": {"operationId": "make", "parameters": [
                {"name": "tags", "in": "query", "type": "array", "items": {"type": "string"}, "collectionFormat": "csv"},
                {"name": "payload", "in": "body", "required": true, "schema": {"$ref": "#/definitions/Thing"}}],
               "responses": {"201": {"description": "x", "schema": {"$ref": "#/definitions/Thing"}}}}}},
             "definitions": {"Thing": {"type": "object", "required": ["zeta"], "properties": {
                "zeta": {"type": "string"}, "alpha": {"type": "integer", "x-nullable": true}}}}}
            """
        let parsed = Self.parse(text, path: "legacy.json")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let thing = try #require(parsed.types.first { $0.name == "Thing" })
        #expect(thing.variables.map(\.name) == ["zeta", "alpha"], "members keep the document's order")
        #expect(thing.variables.map(\.typeName.name) == ["String", "Int?"])
        let request = try #require(parsed.types.first { $0.name == "LegacyApi.Make.RequestBody" })
        #expect(request.variables.map(\.name) == ["tags", "body"])
        #expect(request.variables.map(\.typeName.name) == ["[String]?", "Thing"])
        #expect(request.variables[0].annotations["queryArray"] == .string("commaSeparated"))
        #expect(request.variables[1].annotations["sendIn"] == .string("body"))
    }

    /// Found with public specs: Spring's `application/json;charset=UTF-8` (and `*/*`) dropped every
    /// response and body at exit 0, and pipe- and space-delimited arrays were sent comma-separated.
    @Test func mediaTypesWithParametersAndDelimitedArraysAreRead() throws {
        let text = """
            {"swagger": "2.0", "info": {"title": "t", "version": "1"},
             "produces": ["application/json;charset=UTF-8"], "consumes": ["application/json;charset=UTF-8"],
             "paths": {"/a": {"post": {"operationId": "make", "parameters": [
                {"name": "tags", "in": "query", "type": "array", "items": {"type": "string"}, "collectionFormat": "pipes"},
                {"name": "words", "in": "query", "type": "array", "items": {"type": "string"}, "collectionFormat": "ssv"},
                {"name": "payload", "in": "body", "required": true, "schema": {"$ref": "#/definitions/Thing"}}],
               "responses": {"201": {"description": "x", "schema": {"$ref": "#/definitions/Thing"}}}}}},
             "definitions": {"Thing": {"type": "object", "properties": {"zeta": {"type": "string"}}}}}
            """
        let parsed = Self.parse(text, path: "spring.json")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let request = try #require(parsed.types.first { $0.name == "Operations.Make.RequestBody" })
        #expect(request.variables.map(\.name) == ["tags", "words", "body"])
        #expect(request.variables.map { $0.annotations["queryArray"] } == [.string("pipeDelimited"), .string("spaceDelimited"), nil])
        let endpoint = try #require(parsed.types.first { $0.name == "Operations.Make" })
        #expect(endpoint.typealiases.map(\.typeName.name) == ["Thing"], "the response is read")
        let star = """
            openapi: 3.0.3
            info: {title: t, version: '1'}
            paths:
              /a:
                get:
                  operationId: anything
                  responses:
                    '200': {description: ok, content: {'*/*': {schema: {$ref: '#/components/schemas/Thing'}}}}
            components: {schemas: {Thing: {type: object, properties: {zeta: {type: string}}}}}
            """
        let any = try #require(Self.parse(star).types.first { $0.name == "Operations.Anything" })
        #expect(any.typealiases.map(\.typeName.name) == ["Thing"])
        // A download under */* is bytes, not JSON: the bytes as they arrive.
        let download = star.replacingOccurrences(of: "{$ref: '#/components/schemas/Thing'}", with: "{type: string, format: binary}")
        let file = try #require(Self.parse(download).types.first { $0.name == "Operations.Anything" })
        #expect(file.typealiases.map(\.typeName.name) == ["Data"])
        // A Swagger 2.0 query array without collectionFormat is comma-separated (its default).
        let plain = text.replacingOccurrences(of: #", "collectionFormat": "pipes""#, with: "")
        let plainRequest = try #require(Self.parse(plain, path: "spring.json").types.first { $0.name == "Operations.Make.RequestBody" })
        #expect(plainRequest.variables.first?.annotations["queryArray"] == .string("commaSeparated"))
        // Tab-separated has no form annogen sends: an error at the operation's parameters, not
        // repeated keys (found by the OpenAPI review).
        let tabs = Self.parse(text.replacingOccurrences(of: #""collectionFormat": "pipes""#, with: #""collectionFormat": "tsv""#), path: "spring.json")
        #expect(tabs.diagnostics.map(\.message).contains { $0.contains("collectionFormat 'tsv' of parameter 'tags' has no form annogen sends") }, "\(tabs.diagnostics)")
        #expect(tabs.diagnostics.allSatisfy { $0.location?.line == 3 }, "\(tabs.diagnostics)")
        // On a parameter that is not an array it says nothing, and is no error.
        let scalar = Self.parse(text.replacingOccurrences(of: #""name": "words", "in": "query", "type": "array", "items": {"type": "string"}, "collectionFormat": "ssv""#,
                                                          with: #""name": "words", "in": "query", "type": "string", "collectionFormat": "tsv""#), path: "spring.json")
        #expect(scalar.diagnostics.isEmpty, "\(scalar.diagnostics)")
    }

    /// Public specs (USPTO's, Spotify's, the OAI examples) whose generated code did not compile, or
    /// decoded wrongly, at exit 0.
    @Test func specsThatGaveCodeThatDidNotCompile() throws {
        let text = "openapi: 3.1.0\r\ninfo: {title: t, version: '1'}\r\npaths:\r\n  /type:\r\n    get:\r\n      operationId: type\r\n"
            + "      responses:\r\n        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}\r\n"
            + """
            components:
              schemas:
                Error:
                  type: object
                  description: "line one\\r\\nline two"
                  properties:
                    meta: {type: object}
                    when: {type: string, format: date-time}
                    count: {type: [integer, string]}
                    followers: {deprecated: true, type: object, properties: {total: {type: integer}}}
                    date: {$ref: '#/components/schemas/Date'}
                Date: {type: object, deprecated: true, properties: {day: {type: string}}}
            """
        let parsed = Self.parse(text)
        #expect(parsed.diagnostics.map(\.message) == ["a value of several types (integer, string) has no single Swift type; it is decoded as JSONValue (at #/components/schemas/Error/properties/count)"])
        // Named so as not to take the place of Swift's Error and Foundation's Date.
        let error = try #require(parsed.types.first { $0.name == "ErrorSchema" })
        #expect(error.documentation == ["line one", "line two"])
        #expect(error.variables.map(\.typeName.name) == ["[String: JSONValue]?", "Date?", "JSONValue?", "ErrorSchemaFollowers?", "DateSchema?"])
        let followers = try #require(parsed.types.first { $0.name == "ErrorSchemaFollowers" })
        #expect(followers.attributes.isEmpty, "a deprecated property's own type is not deprecated")
        let date = try #require(parsed.types.first { $0.name == "DateSchema" })
        #expect(date.attributes.isEmpty, "a deprecated schema is documented as one (ErrorSchema's coding code names it)")
        #expect(date.documentation == [SpecModelBuilder.deprecationNote])
        #expect(parsed.types.contains { $0.name == "Operations.TypeOperation" })
    }

    /// A schema that contains itself: an enum of alternatives becomes `indirect`; a struct's optional
    /// property that closes the cycle is boxed (its code did not compile); a cycle of required
    /// properties (endless data) is an error; through an array it is fine.
    @Test func recursiveSchemas() throws {
        let parsed = Self.parseSchemas("""
            Node:
              type: object
              properties:
                parent: {$ref: '#/components/schemas/Node'}
                children: {type: array, items: {$ref: '#/components/schemas/Node'}}
            Expr:
              oneOf:
                - {$ref: '#/components/schemas/Sum'}
                - {type: string}
            Sum:
              type: object
              properties:
                left: {$ref: '#/components/schemas/Expr'}
            Loop:
              type: object
              required: [next]
              properties:
                next: {$ref: '#/components/schemas/Loop'}
            """)
        #expect(parsed.diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" } == [
            "23: 'next' makes Loop contain itself, with no optional property on the way: such data never ends",
        ])
        let node = try #require(parsed.types.first { $0.name == "Node" })
        #expect(node.variables.map { $0.attributes.map(\.name) } == [["Boxed"], []])
        let expr = try #require(parsed.types.first { $0.name == "Expr" })
        #expect(expr.cases.map(\.isIndirect) == [true, true])
    }

    @Test func filesThatAreNotSpecsYieldNothing() {
        for text in [#"{"products": [1, 2]}"#, "name: build\nsteps: [a]\n", "{ not json at all", "", #"{"description": "an openapi fixture"}"#] {
            let parsed = Self.parse(text, path: "fixture.json")
            #expect(parsed.types.isEmpty && parsed.diagnostics.isEmpty, "\(text): \(parsed.diagnostics)")
        }
    }

    /// A spec whose keys are listed alphabetically (Twilio's), `openapi` after 4 KB of `components`,
    /// is read: only the first 4 KB were looked at, and it was skipped without a word (found by the
    /// third review). A key of that name below the top level does not make a file a spec.
    @Test func theVersionKeyIsFoundAnywhereAtTheTopLevel() throws {
        let padding = (1...120).map { "    S\($0): {type: object, properties: {name: {type: string}}}" }.joined(separator: "\n")
        let yaml = "components:\n  schemas:\n" + padding + "\ninfo: {title: t, version: '1'}\nopenapi: 3.0.3\npaths: {}\n"
        #expect(yaml.utf8.count > 4096)
        let parsed = Self.parse(yaml)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.types.count == 120)
        let json = #"{"components": {"schemas": {"#
            + (1...120).map { #""S\#($0)": {"type": "object", "properties": {"name": {"type": "string", "description": "a } or \" { [ "}}}"# }.joined(separator: ", ")
            + #"}}, "info": {"title": "t", "version": "1"}, "openapi": "3.0.3", "paths": {}}"#
        #expect(json.utf8.count > 4096)
        #expect(Self.parse(json, path: "api.json").types.count == 120)
        for text in [
            "name: build\nsteps:\n  openapi: 3.0.3\n", "description: |\n  openapi: 3.0.3\n",
            #"{"tool": {"openapi": "3.0.3"}, "list": ["openapi", {"swagger": "2.0"}]}"#, #"{"description": "openapi: 3"}"#,
        ] {
            #expect(!OpenAPIFrontend.mayBeSpec(text), "\(text)")
        }
        // A flow mapping after a comment, a directive or `---`, and an apostrophe in a plain scalar
        // before the key (read as an opening quote, which hid the rest: found by the code review).
        for text in [
            "\u{FEFF}openapi: 3.1.0\n", "---\n'swagger' : '2.0'\n", "{openapi: 3.0.3, info: {}}", " {\n  \"swagger\": \"2.0\"}",
            "# the API\n{openapi: 3.0.3, info: {}}", "%YAML 1.2\n---\n{openapi: 3.0.3}", "{info: {title: Carl's API}, openapi: 3.0.3}",
        ] {
            #expect(OpenAPIFrontend.mayBeSpec(text), "\(text)")
        }
    }

    @Test(arguments: [
        ("product_id", "productId", "ProductId"), ("X-Request-ID", "xRequestID", "XRequestID"),
        ("IN_STOCK", "inStock", "InStock"), ("2fa", "_2fa", "_2fa"), ("price.asc", "priceAsc", "PriceAsc"),
        ("HTTPCode", "httpCode", "HTTPCode"),
    ])
    func swiftNames(wire: String, member: String, type: String) {
        #expect(SpecNaming.memberName(wire) == member)
        #expect(SpecNaming.typeName(wire) == type)
    }

    /// `allOf` members that name a property again without a schema of their own (`required: [name]`,
    /// a description alone) keep the type the other member gives it: the property had been decoded
    /// as JSONValue, which took any value (found by the OpenAPI review).
    @Test func allOfThatOnlyRequiresKeepsThePropertysType() throws {
        let parsed = Self.parseSchemas("""
            Base:
              type: object
              properties:
                name: {type: string}
                tags: {type: array, items: {type: string}}
            Strict:
              allOf:
                - $ref: '#/components/schemas/Base'
                - required: [name]
            Reversed:
              allOf:
                - required: [name, tags]
                - $ref: '#/components/schemas/Base'
            Described:
              allOf:
                - $ref: '#/components/schemas/Base'
                - {type: object, properties: {name: {description: The name again.}}}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        func types(_ name: String) -> [String] {
            parsed.types.first { $0.name == name }?.variables.map(\.typeName.name) ?? []
        }
        #expect(types("Strict") == ["String", "[String]?"])
        #expect(types("Reversed") == ["String", "[String]"])
        #expect(types("Described") == ["String?", "[String]?"])
    }

    /// Names that collided in the generated code (found by the OpenAPI review): an enum value given
    /// twice is one case; the case for unknown values is named and valued apart from every case the
    /// spec gives; a property named `hashValue` is not Hashable's; one named "" is left out.
    @Test func enumValuesAndPropertiesDoNotCollide() throws {
        let parsed = Self.parseSchemas("""
            S:
              type: object
              properties:
                twice: {type: string, enum: [available, available, sold]}
                taken: {type: string, enum: [unknown, undocumented, undocumented_]}
                hashValue: {type: integer}
                "": {type: string}
            """)
        // A property named "" is left out with a warning: it was coded with the key "value".
        #expect(parsed.diagnostics.map(\.message) == [#"a property named "" is left out: the generated code has no way to write an empty key (at #/components/schemas/S/properties/)"#], "\(parsed.diagnostics)")
        func cases(_ name: String) -> [String] { parsed.types.first { $0.name == name }?.cases.map(\.name) ?? [] }
        #expect(cases("STwice") == ["available", "sold", "unknown"])
        #expect(cases("STaken") == ["unknown", "undocumented", "undocumented_", "undocumented__"])
        #expect(parsed.types.first { $0.name == "STaken" }?.annotations["unknownCase"] == .string("undocumented__"))
        let hash = try #require(parsed.types.first { $0.name == "S" }?.variables.last)
        #expect(hash.name == "hashValue2")
        #expect(hash.annotations["jsonKey"] == .string("hashValue"))
    }

    /// A spec is YAML 1.2, as OpenAPI asks: `yes`, `no`, `on`, `off` are strings (`country: NO` is
    /// Norway), `012` is twelve, `1_000` and `12:30` are strings. Yams reads YAML 1.1, which turned
    /// an example's `answer: yes` into `true` and broke decoding the example (found by the OpenAPI
    /// review).
    @Test func plainScalarsAreReadAsYAML12ReadsThem() throws {
        for header in ["openapi: 3.0.3", "openapi: 3.1.0", "swagger: '2.0'"] {
            let swagger = header.hasPrefix("swagger")
            let response = swagger
                ? "schema: {type: object, properties: {answer: {type: string, enum: [yes, no]}}}\n          examples:\n            application/json:"
                : "content:\n            application/json:\n              schema: {type: object, properties: {answer: {type: string, enum: [yes, no]}}}\n              example:"
            let indent = swagger ? "              " : "                "
            let parsed = Self.parse("""
                \(header)
                info: {title: t, version: '1'}
                paths:
                  /flags:
                    get:
                      operationId: getFlags
                      responses:
                        '200':
                          description: ok
                          \(response)
                \(indent)answer: yes
                \(indent)country: NO
                \(indent)code: 012
                \(indent)count: 1_000
                \(indent)at: 12:30
                \(indent)on: true
                \(indent)big: 1_000.5
                \(indent)half: 1.5
                \(indent)early: 0:30
                """)
            #expect(parsed.diagnostics.isEmpty, "\(header): \(parsed.diagnostics)")
            let endpoint = try #require(parsed.types.first { $0.name == "Operations.GetFlags" }, "\(header)")
            #expect(endpoint.annotations["exampleResponse"] == .string(#"{"answer":"yes","at":"12:30","big":"1_000.5","code":12,"count":"1_000","country":"NO","early":"0:30","half":1.5,"on":true}"#), "\(header)")
            let answer = try #require(parsed.types.first { $0.name.hasSuffix("Answer") }, "\(header)")
            #expect(answer.cases.map(\.rawValue) == [#""yes""#, #""no""#, #""unknown""#], "\(header)")
        }
    }

    /// `allOf` with one member that says what the value is, beside a description: OpenAPI 3.0's way
    /// to describe a `$ref`. It is the member's type, for an enum, a `oneOf`, a scalar or an object
    /// alike; it was refused (six times in OpenAI's spec; found by the OpenAPI review).
    @Test func allOfOfOneMemberIsThatMember() throws {
        let parsed = Self.parseSchemas("""
            Color: {type: string, enum: [red, green]}
            Shape:
              oneOf:
                - {$ref: '#/components/schemas/Color'}
                - {type: integer}
            Owner: {type: object, properties: {name: {type: string}}}
            Tint:
              description: A colour, by another name.
              allOf: [{$ref: '#/components/schemas/Color'}]
            Car:
              type: object
              required: [color]
              properties:
                color: {description: The car's colour., allOf: [{$ref: '#/components/schemas/Color'}]}
                shape: {allOf: [{$ref: '#/components/schemas/Shape'}], example: 1}
                owner: {nullable: true, allOf: [{$ref: '#/components/schemas/Owner'}]}
                id: {allOf: [{type: string, format: uuid}]}
                tint: {$ref: '#/components/schemas/Tint'}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let car = try #require(parsed.types.first { $0.name == "Car" })
        #expect(car.variables.map(\.typeName.name) == ["Color", "Shape?", "Owner?", "UUID?", "Color?"])
        #expect(car.variables.first?.documentation == ["The car's colour."])
        #expect(!parsed.types.contains { $0.name == "Tint" || $0.name.hasPrefix("Car") && $0.name != "Car" })
    }

    /// A `default` is a `defaultValue` where it has a Swift literal (a boolean, a number, a string,
    /// an enum of them, through `$ref`s); on a `oneOf` or a free-form value it is left out and the
    /// property is optional: it was refused there (19 of OpenAI's spec's errors; found by the
    /// OpenAPI review).
    @Test func defaultsWithoutALiteralAreLeftOut() throws {
        let parsed = Self.parseSchemas("""
            Size: {type: integer}
            Mode: {type: string, enum: [fast, slow]}
            Job:
              type: object
              properties:
                batch_size:
                  oneOf:
                    - {type: string, enum: [auto]}
                    - {type: integer}
                  default: auto
                extra: {default: 1}
                size: {allOf: [{$ref: '#/components/schemas/Size'}], default: 5}
                mode: {$ref: '#/components/schemas/Mode'}
                retries: {type: integer, default: 3}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let job = try #require(parsed.types.first { $0.name == "Job" })
        #expect(job.variables.map(\.typeName.name) == ["JobBatchSize?", "JSONValue?", "Int", "Mode?", "Int"])
        #expect(job.variables.map { $0.annotations["defaultValue"] } == [nil, nil, .int(5), nil, .int(3)])
    }

    /// `additionalProperties` beside properties: the struct has no place for the other keys, which
    /// decoding drops; said by a warning at it (they were dropped without a word; found by the
    /// OpenAPI review). Without properties the object is a dictionary of them, as before.
    @Test func additionalPropertiesBesidePropertiesAreAWarning() throws {
        let parsed = Self.parseSchemas("""
            Labels:
              type: object
              properties:
                name: {type: string}
              additionalProperties: {type: string}
            Tags:
              type: object
              additionalProperties: {type: string}
            Holder:
              type: object
              properties:
                tags: {$ref: '#/components/schemas/Tags'}
            """)
        #expect(parsed.diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" }
            == ["10: additionalProperties beside properties are not kept: keys other than the properties are dropped when decoding (at #/components/schemas/Labels/additionalProperties)"])
        #expect(parsed.types.first { $0.name == "Holder" }?.variables.first?.typeName.name == "[String: String]?")
    }

    /// An `allOf` of one inline schema is declared under its component's name, once (an object's
    /// properties composed, an enum as the enum), and `anyOf: [T, null]` takes its default as T:
    /// both had regressed with the alias reading of `allOf: [$ref]` (found by the code review).
    @Test func allOfOfOneInlineSchemaIsDeclaredOnce() throws {
        let parsed = Self.parseSchemas("""
            Pet:
              description: A pet.
              allOf: [{type: object, properties: {name: {type: string}}}]
            Lonely:
              allOf: [{type: object, properties: {x: {type: integer}}}]
            Mode:
              description: How fast.
              allOf: [{type: string, enum: [fast, slow]}]
            Owner:
              type: object
              properties:
                pet: {$ref: '#/components/schemas/Pet'}
                other: {$ref: '#/components/schemas/Pet'}
                mode: {$ref: '#/components/schemas/Mode'}
                e: {anyOf: [{type: string}, {type: "null"}], default: x}
            """, openapi: "3.1.0")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.types.map(\.name).sorted() == ["Lonely", "Mode", "Owner", "Pet"])
        #expect(parsed.types.first { $0.name == "Mode" }?.documentation == ["How fast."])
        #expect(parsed.types.first { $0.name == "Mode" }?.kind == .enum)
        let owner = try #require(parsed.types.first { $0.name == "Owner" })
        #expect(owner.variables.map(\.typeName.name) == ["Pet?", "Pet?", "Mode?", "String?"])
        #expect(owner.variables.last?.annotations["defaultValue"] == .string("x"))
    }

    /// A schema named like a type the module uses takes a number after `Schema` when another schema
    /// has that name already (`Date` beside `DateSchema`), as docs/OpenAPI.md says (found by the second
    /// code review).
    @Test func aRenamedSchemaTakesANumberRatherThanAnothersName() throws {
        let parsed = Self.parseSchemas("""
            Date: {type: object, properties: {day: {type: string}}}
            DateSchema: {type: object, properties: {x: {type: string}}}
            Holder: {type: object, properties: {when: {$ref: '#/components/schemas/Date'}}}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.types.map(\.name).sorted() == ["DateSchema", "DateSchema2", "Holder"])
        #expect(parsed.types.first { $0.name == "Holder" }?.variables.first?.typeName.name == "DateSchema2?")
    }

    /// Properties beside alternatives that are more than a `required` list have no place in the
    /// enum the alternatives become: a warning at the properties, not a silent drop.
    @Test func propertiesBesideOtherAlternativesAreAWarning() throws {
        let parsed = SpecMappingTests.parseSchemas("""
            Card: {type: object, properties: {last4: {type: string}}}
            Bank: {type: object, properties: {iban: {type: string}}}
            Payment:
              type: object
              properties:
                amount: {type: integer}
              oneOf:
                - $ref: '#/components/schemas/Card'
                - $ref: '#/components/schemas/Bank'
            """)
        let warnings = parsed.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings == ["api.yaml:10:7: warning: properties beside oneOf are not kept: Payment is an enum of its alternatives, so these keys are dropped when decoding (move the properties into each alternative, or into an allOf) (at #/components/schemas/Payment/properties)"])
    }

    /// A discriminator on an object that others extend through `allOf` is not followed (the object
    /// is a struct): a warning at the discriminator naming the subtypes whose data a `$ref` to the
    /// base drops. It was silent.
    @Test func aDiscriminatorOnAnAllOfBaseIsAWarning() throws {
        let parsed = SpecMappingTests.parseSchemas("""
            Pet:
              type: object
              required: [petType]
              properties:
                petType: {type: string}
                name: {type: string}
              discriminator: {propertyName: petType}
            Dog:
              allOf:
                - $ref: '#/components/schemas/Pet'
                - {type: object, properties: {packSize: {type: integer}}}
            Owner: {type: object, properties: {pet: {$ref: '#/components/schemas/Pet'}}}
            """)
        let warnings = parsed.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("api.yaml:12:7: warning: the discriminator 'petType' of Pet is not followed") == true, "\(warnings)")
        #expect(warnings.first?.contains("a value of Dog decodes as Pet") == true, "\(warnings)")
    }

    /// A body-less 200 beside a 201 with JSON (an upsert): the ResponseBody is the 201's, the first
    /// success response with JSON content. It was EmptyResponse, the created item dropped.
    @Test func theResponseBodyIsTheFirstSuccessResponseWithJSON() throws {
        let parsed = SpecMappingTests.parse("""
            openapi: 3.0.3
            info: {title: t, version: '1'}
            paths:
              /items:
                put:
                  operationId: putItem
                  responses:
                    '200': {description: updated}
                    '201':
                      description: created
                      content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}
                    default:
                      description: error
                      content: {application/json: {schema: {type: object, properties: {message: {type: string}}}}}
            components:
              schemas:
                Item: {type: object, properties: {id: {type: integer}}}
            """)
        let endpoint = try #require(parsed.types.first { $0.name == "Operations.PutItem" })
        #expect(endpoint.typealiases.map(\.typeName.name) == ["Item"])
    }

    /// A `+json` request body is sent with its own media type (`contentType`); a server that reads
    /// JSON Merge Patch refuses `application/json`.
    @Test func aPlusJSONRequestBodyKeepsItsMediaType() throws {
        let parsed = SpecMappingTests.parse("""
            openapi: 3.0.3
            info: {title: t, version: '1'}
            paths:
              /items/{id}:
                patch:
                  operationId: patchItem
                  parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
                  requestBody:
                    content: {application/merge-patch+json: {schema: {type: object, properties: {name: {type: string}}}}}
                  responses: {'204': {description: ok}}
                put:
                  operationId: putItem
                  parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
                  requestBody:
                    content: {application/json; charset=utf-8: {schema: {type: object, properties: {name: {type: string}}}}}
                  responses: {'204': {description: ok}}
            """)
        let patch = try #require(parsed.types.first { $0.name == "Operations.PatchItem.RequestBody" })
        #expect(patch.variables.last?.annotations["contentType"] == .string("application/merge-patch+json"))
        let put = try #require(parsed.types.first { $0.name == "Operations.PutItem.RequestBody" })
        #expect(put.variables.last?.annotations["contentType"] == nil)
    }
}
