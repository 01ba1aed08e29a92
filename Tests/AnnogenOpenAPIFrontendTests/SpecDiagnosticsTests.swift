@testable import AnnogenOpenAPIFrontend
import AnnogenModel
import Testing

/// What cannot be read is an error at its place in the spec, never a crash. What cannot be mapped
/// costs only itself: a warning at its place, the value decoded as `JSONValue` (or the operation left
/// out), the rest of the spec generated, and a summary note.
@Suite struct SpecDiagnosticsTests {
    static func parse(_ text: String) -> ParsedFile {
        OpenAPIFrontend.parse(SourceFile(path: "api.yaml", text: text, contentHash: "h"))
    }

    static func errors(_ text: String) -> [String] {
        messages(text, .error)
    }

    static func messages(_ text: String, _ severity: Diagnostic.Severity) -> [String] {
        parse(text).diagnostics.filter { $0.severity == severity }.map { "\($0.location.map(\.description) ?? "-"): \($0.message)" }
    }

    /// The type of property `property` of type `type`.
    static func propertyType(_ text: String, _ type: String, _ property: String) -> String? {
        parse(text).types.first { $0.name == type }?.variables.first { $0.name == property }?.typeName.name
    }

    static let head = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"

    @Test func aReferenceToNothingIsAWarningAtTheReference() {
        let spec = Self.head + "    A:\n      type: object\n      properties:\n        b: {$ref: '#/components/schemas/Missing'}\n"
        #expect(Self.errors(spec).isEmpty)
        #expect(Self.messages(spec, .warning) == ["api.yaml:9:9: $ref '#/components/schemas/Missing' names no schema in components/schemas: decoded as JSONValue (at #/components/schemas/A/properties/b)"])
        #expect(Self.propertyType(spec, "A", "b") == "JSONValue?")
        #expect(Self.messages(spec, .note) == ["api.yaml:1:1: 0 of 0 operations generated; 1 schema or part of one decoded as JSONValue (see the warnings; --strict refuses the spec instead)"])
    }

    /// A `$ref` to a file that is not there: a warning at the reference, the value kept as JSON.
    @Test func anExternalReferenceToNoFileIsAWarning() {
        let spec = Self.head + "    A:\n      type: object\n      properties:\n        b: {$ref: 'common.yaml#/B'}\n"
        let warnings = Self.messages(spec, .warning)
        #expect(Self.errors(spec).isEmpty)
        #expect(warnings.count == 1 && warnings[0].hasPrefix("api.yaml:9:9: $ref 'common.yaml#/B' names no file or schema annogen can read"), "\(warnings)")
        #expect(Self.propertyType(spec, "A", "b") == "JSONValue?")
    }

    @Test func aCycleOfAliasesIsAWarningNotAHang() {
        let spec = Self.head + "    A: {$ref: '#/components/schemas/B'}\n    B: {$ref: '#/components/schemas/A'}\n    C:\n      type: object\n      properties:\n        a: {$ref: '#/components/schemas/A'}\n"
        #expect(Self.messages(spec, .warning).contains { $0.contains("refers to itself") }, "\(Self.messages(spec, .warning))")
        #expect(Self.propertyType(spec, "C", "a") == "JSONValue?")
    }

    @Test func anAllOfThatIncludesItselfIsAWarning() {
        let own = "{type: object, properties: {x: {type: string}}}"
        let spec = Self.head + "    A: {allOf: [{$ref: '#/components/schemas/B'}, \(own)]}\n    B: {allOf: [{$ref: '#/components/schemas/A'}, \(own)]}\n"
        #expect(Self.errors(spec).isEmpty)
        #expect(Self.messages(spec, .warning).contains { $0.contains("allOf includes") }, "\(Self.messages(spec, .warning))")
        #expect(Self.propertyType(spec, "A", "x") == "String?")
        // An allOf of one member stands for that member: a cycle of them is a cycle of aliases.
        let aliases = Self.head + "    A: {allOf: [{$ref: '#/components/schemas/B'}]}\n    B: {allOf: [{$ref: '#/components/schemas/A'}]}\n"
            + "    C:\n      type: object\n      properties:\n        a: {$ref: '#/components/schemas/A'}\n"
        #expect(Self.messages(aliases, .warning).contains { $0.contains("refers to itself") }, "\(Self.messages(aliases, .warning))")
    }

    /// Two schemas of one Swift name: one error at the second, naming both (the composer's
    /// "declared more than once (in #if branches, or in two modules)" did not apply to a spec).
    @Test func twoSchemasOfOneSwiftNameAreAnError() {
        let errors = Self.errors(Self.head + "    Pet: {type: object, properties: {x: {type: string}}}\n    pet: {type: object, properties: {y: {type: string}}}\n")
        #expect(errors == ["api.yaml:7:5: schemas 'Pet' and 'pet' both become the Swift type Pet; rename one of them (at #/components/schemas/pet)"], "\(errors)")
    }

    @Test func aSchemaWithNoSwiftFormIsAWarning() {
        let spec = Self.head + "    A:\n      type: object\n      properties:\n        b: {not: {type: string}}\n"
        #expect(Self.errors(spec).isEmpty)
        #expect(Self.messages(spec, .warning) == ["api.yaml:9:9: a `not` schema has no Swift type: decoded as JSONValue (at #/components/schemas/A/properties/b)"])
        #expect(Self.propertyType(spec, "A", "b") == "JSONValue?")
    }

    /// `style: matrix` (`;id=5`) and `label` (`.5`) on a path parameter: the request would put the bare
    /// value in the path, another URL than the server reads (it was ignored without a word once). The
    /// operation is left out, with a warning at its first such parameter; the other operations stay.
    @Test func anOperationWithAMatrixOrLabelPathParameterIsLeftOut() {
        let spec = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /items/{id}/{color}:\n    get:\n      operationId: getItem\n      parameters:\n"
            + "        - {name: id, in: path, required: true, style: matrix, schema: {type: integer}}\n"
            + "        - {name: color, in: path, required: true, style: label, schema: {type: string}}\n"
            + "      responses: {'200': {description: ok, content: {application/json: {schema: {type: object, properties: {a: {type: string}}}}}}}\n"
            + "  /items:\n    get:\n      operationId: listItems\n      responses: {'204': {description: ok}}\n"
        #expect(Self.errors(spec).isEmpty)
        #expect(Self.messages(spec, .warning) == [
            "api.yaml:8:48: path parameter 'id' has `style: matrix`, which generated requests do not write (they send the value alone, `style: simple`): operation 'getItem' (GET /items/{id}/{color}) is left out (at #/paths/~1items~1{id}~1{color}/get/parameters/0/style)",
        ], "\(Self.messages(spec, .warning))")
        let names = Self.parse(spec).types.map(\.name)
        #expect(names.contains("Operations.ListItems") && !names.contains { $0.hasPrefix("Operations.GetItem") }, "\(names)")
        #expect(Self.messages(spec, .note) == ["api.yaml:1:1: 1 of 2 operations generated; 1 left out (see the warnings; --strict refuses the spec instead)"])
    }

    /// A map in the query (`style: deepObject`, OpenAI's `metadata[key]=value`) is sent as one, and
    /// so is an object of named properties there (OpenAI's `effective_at[gt]`, once left out); an
    /// object in a header is not: its operation is left out, not the whole spec refused.
    @Test func mapsAndObjectsInTheQueryAreSentAndAnObjectInAHeaderLeavesItsOperationOut() throws {
        let spec = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /items:\n    get:\n      operationId: listItems\n      parameters:\n"
            + "        - {name: metadata, in: query, style: deepObject, schema: {type: object, additionalProperties: {type: string}}}\n"
            + "      responses: {'204': {description: ok}}\n"
            + "  /logs:\n    get:\n      operationId: listLogs\n      parameters:\n"
            + "        - {name: effective_at, in: query, style: deepObject, schema: {type: object, properties: {gt: {type: integer}, lt: {type: integer}}}}\n"
            + "        - {name: window, in: query, required: true, schema: {type: object, properties: {from: {type: string}}}}\n"
            + "      responses: {'204': {description: ok}}\n"
            + "  /events:\n    get:\n      operationId: listEvents\n      parameters:\n"
            + "        - {name: X-Filter, in: header, schema: {type: object, properties: {kind: {type: string}}}}\n"
            + "      responses: {'204': {description: ok}}\n"
        #expect(Self.errors(spec).isEmpty)
        #expect(Self.messages(spec, .warning) == [
            "api.yaml:21:11: header parameter 'X-Filter' is an object (`style: simple`), which generated requests do not send: operation 'listEvents' (GET /events) is left out (at #/paths/~1events/get/parameters/0)",
        ], "\(Self.messages(spec, .warning))")
        let types = Self.parse(spec).types
        let request = try #require(types.first { $0.name == "Operations.ListItems.RequestBody" })
        let metadata = try #require(request.variables.first)
        #expect(metadata.typeName.name == "[String: String]?")
        #expect(metadata.annotations["queryObject"] == .string("deepObject"))
        let logs = try #require(types.first { $0.name == "Operations.ListLogs.RequestBody" })
        #expect(logs.variables.map(\.typeName.name) == ["ListLogsEffectiveAt?", "ListLogsWindow"])
        #expect(logs.variables.map { $0.annotations["queryObject"] } == [.string("deepObject"), .string("form")])
        let effectiveAt = try #require(types.first { $0.name == "ListLogsEffectiveAt" })
        #expect(effectiveAt.variables.map(\.name) == ["gt", "lt"])
    }

    /// A query map without a style is OpenAPI's default, `form` exploded (each key a name of its
    /// own), also behind a `$ref` to a 3.1 nullable `anyOf` (OpenAI's `Metadata`).
    @Test func aQueryMapWithoutAStyleIsAnExplodedForm() throws {
        let spec = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /items:\n    get:\n      operationId: listItems\n      parameters:\n"
            + "        - {name: metadata, in: query, schema: {$ref: '#/components/schemas/Metadata'}}\n"
            + "      responses: {'204': {description: ok}}\n"
            + "components:\n  schemas:\n    Metadata:\n      anyOf: [{type: object, additionalProperties: {type: string}}, {type: 'null'}]\n"
        #expect(Self.messages(spec, .warning).isEmpty, "\(Self.messages(spec, .warning))")
        let request = try #require(Self.parse(spec).types.first { $0.name == "Operations.ListItems.RequestBody" })
        #expect(request.variables.first?.typeName.name == "[String: String]?")
        #expect(request.variables.first?.annotations["queryObject"] == .string("form"))
    }

    /// The summary counts what was generated: a value decoded as JSONValue inside an operation
    /// that is then left out is taken back with it (its warning stays).
    @Test func theSummaryCountsWhatWasGenerated() {
        let spec = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /items/{id}:\n    get:\n      operationId: getItem\n      parameters:\n"
            + "        - {name: filter, in: query, schema: {not: {type: string}}}\n"
            + "        - {name: id, in: path, required: true, style: matrix, schema: {type: integer}}\n"
            + "      responses: {'204': {description: ok}}\n"
        #expect(Self.messages(spec, .warning).count == 2, "\(Self.messages(spec, .warning))")
        #expect(Self.messages(spec, .note) == ["api.yaml:1:1: 0 of 1 operations generated; 1 left out (see the warnings; --strict refuses the spec instead)"])
    }

    @Test func invalidYAMLIsAnErrorWithItsLocation() {
        let errors = Self.errors("openapi: 3.0.3\ninfo: {title: t\npaths: {}\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("api.yaml:3:"), "\(errors)")
        // A key given twice: at the mapping, not the file's first line (found by the OpenAPI review).
        let twice = Self.errors(Self.head + "    A:\n      type: object\n      properties:\n        b: {type: string}\n        b: {type: integer}\n")
        #expect(twice == ["api.yaml:9:9: the spec is not valid YAML or JSON: a key given twice in one mapping: 'b'"], "\(twice)")
    }

    /// Schemas are decoded one by one (`SpecDocument.decodeSchemasApart`); one OpenAPIKit rejects is
    /// reported as decoding the whole document reports it, at its own path.
    @Test func aSchemaOpenAPIKitRejectsIsAnErrorAtItsPath() {
        let errors = Self.errors(Self.head + "    A: {type: object, properties: {a: {type: string}}}\n    B:\n      type: object\n      required: 7\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("api.yaml:9:7: the spec cannot be read as OpenAPI 3.0.3"), "\(errors)")
    }

    @Test func whatOpenAPIKitRejectsIsAnErrorAtItsPath() {
        let errors = Self.errors("openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      responses: 7\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("api.yaml:6:7: the spec cannot be read as OpenAPI 3.0.3"), "\(errors)")
    }
}
