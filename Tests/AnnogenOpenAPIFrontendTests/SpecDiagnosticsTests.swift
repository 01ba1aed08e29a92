@testable import AnnogenOpenAPIFrontend
import AnnogenModel
import Testing

/// What cannot be read or mapped is an error at its place in the spec, never a crash or a type
/// silently left out.
@Suite struct SpecDiagnosticsTests {
    static func errors(_ text: String) -> [String] {
        let parsed = OpenAPIFrontend.parse(SourceFile(path: "api.yaml", text: text, contentHash: "h"))
        return parsed.diagnostics.filter { $0.severity == .error }.map { "\($0.location.map(\.description) ?? "-"): \($0.message)" }
    }

    static let head = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"

    @Test func aReferenceToNothingIsAnErrorAtTheReference() {
        let errors = Self.errors(Self.head + "    A:\n      type: object\n      properties:\n        b: {$ref: '#/components/schemas/Missing'}\n")
        #expect(errors == ["api.yaml:9:9: $ref '#/components/schemas/Missing' names no schema in components/schemas (at #/components/schemas/A/properties/b)"])
    }

    @Test func anExternalReferenceIsAnError() {
        let errors = Self.errors(Self.head + "    A:\n      type: object\n      properties:\n        b: {$ref: 'common.yaml#/B'}\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("api.yaml:9:9: $ref 'common.yaml#/B' points outside this document"), "\(errors)")
    }

    @Test func aCycleOfAliasesIsAnErrorNotAHang() {
        let errors = Self.errors(Self.head + "    A: {$ref: '#/components/schemas/B'}\n    B: {$ref: '#/components/schemas/A'}\n    C:\n      type: object\n      properties:\n        a: {$ref: '#/components/schemas/A'}\n")
        #expect(errors.contains { $0.contains("refers to itself") }, "\(errors)")
    }

    @Test func anAllOfThatIncludesItselfIsAnError() {
        let own = "{type: object, properties: {x: {type: string}}}"
        let errors = Self.errors(Self.head + "    A: {allOf: [{$ref: '#/components/schemas/B'}, \(own)]}\n    B: {allOf: [{$ref: '#/components/schemas/A'}, \(own)]}\n")
        #expect(errors.contains { $0.contains("allOf includes") }, "\(errors)")
        // An allOf of one member stands for that member: a cycle of them is a cycle of aliases.
        let aliases = Self.errors(Self.head + "    A: {allOf: [{$ref: '#/components/schemas/B'}]}\n    B: {allOf: [{$ref: '#/components/schemas/A'}]}\n"
            + "    C:\n      type: object\n      properties:\n        a: {$ref: '#/components/schemas/A'}\n")
        #expect(aliases.contains { $0.contains("refers to itself") }, "\(aliases)")
    }

    /// Two schemas of one Swift name: one error at the second, naming both (the composer's
    /// "declared more than once (in #if branches, or in two modules)" did not apply to a spec).
    @Test func twoSchemasOfOneSwiftNameAreAnError() {
        let errors = Self.errors(Self.head + "    Pet: {type: object, properties: {x: {type: string}}}\n    pet: {type: object, properties: {y: {type: string}}}\n")
        #expect(errors == ["api.yaml:7:5: schemas 'Pet' and 'pet' both become the Swift type Pet; rename one of them (at #/components/schemas/pet)"], "\(errors)")
    }

    @Test func aSchemaWithNoSwiftFormIsAnError() {
        let errors = Self.errors(Self.head + "    A:\n      type: object\n      properties:\n        b: {not: {type: string}}\n")
        #expect(errors == ["api.yaml:9:9: a `not` schema has no Swift type (at #/components/schemas/A/properties/b)"])
    }

    /// `style: matrix` (`;id=5`) and `label` (`.5`) on a path parameter: the request would put the bare
    /// value in the path, another URL than the server reads. It was ignored without a word.
    @Test func aMatrixOrLabelPathParameterIsAnError() {
        let errors = Self.errors("openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /items/{id}/{color}:\n    get:\n      parameters:\n"
            + "        - {name: id, in: path, required: true, style: matrix, schema: {type: integer}}\n"
            + "        - {name: color, in: path, required: true, style: label, schema: {type: string}}\n"
            + "      responses: {'204': {description: ok}}\n")
        #expect(errors == [
            "api.yaml:7:48: path parameter 'id' has `style: matrix`, which generated requests do not write (they send the value alone, `style: simple`) (at #/paths/~1items~1{id}~1{color}/get/parameters/0/style)",
            "api.yaml:8:51: path parameter 'color' has `style: label`, which generated requests do not write (they send the value alone, `style: simple`) (at #/paths/~1items~1{id}~1{color}/get/parameters/1/style)",
        ], "\(errors)")
    }

    @Test func invalidYAMLIsAnErrorWithItsLocation() {
        let errors = Self.errors("openapi: 3.0.3\ninfo: {title: t\npaths: {}\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("api.yaml:3:"), "\(errors)")
        // A key given twice: at the mapping, not the file's first line (found by the OpenAPI review).
        let twice = Self.errors(Self.head + "    A:\n      type: object\n      properties:\n        b: {type: string}\n        b: {type: integer}\n")
        #expect(twice == ["api.yaml:9:9: the spec is not valid YAML or JSON: a key given twice in one mapping: 'b'"], "\(twice)")
    }

    @Test func whatOpenAPIKitRejectsIsAnErrorAtItsPath() {
        let errors = Self.errors("openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      responses: 7\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("api.yaml:6:7: the spec cannot be read as OpenAPI 3.0.3"), "\(errors)")
    }
}
