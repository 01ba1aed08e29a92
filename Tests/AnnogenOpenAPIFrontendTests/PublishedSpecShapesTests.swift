@testable import AnnogenOpenAPIFrontend
import AnnogenModel
import Testing

/// Shapes found in DigitalOcean's spec, each once refused or mistyped.
@Suite struct PublishedSpecShapesTests {
    typealias D = SpecDiagnosticsTests

    /// `image_id: anyOf: [integer, string]` (an id or a slug) in a path: a String, sent as written
    /// (it was an enum of two cases, which cannot go into a path: the run was refused).
    @Test func aParameterOfPlainAlternativesIsAString() throws {
        let spec = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /images/{image_id}:\n    get:\n      operationId: getImage\n      parameters:\n"
            + "        - {name: image_id, in: path, required: true, schema: {anyOf: [{type: integer}, {type: string}]}}\n"
            + "        - {name: since, in: query, schema: {oneOf: [{type: integer}, {type: string, format: date-time}, {type: 'null'}]}}\n"
            + "      responses: {'204': {description: ok}}\n"
        #expect(D.messages(spec, .warning).isEmpty, "\(D.messages(spec, .warning))")
        let request = try #require(D.parse(spec).types.first { $0.name == "Operations.GetImage.RequestBody" })
        #expect(request.variables.map(\.typeName.name) == ["String", "String?"])
        #expect(!D.parse(spec).types.contains { $0.name.hasPrefix("GetImageImageId") })
    }

    /// `allOf: [$ref: Label, {maxLength: 16}]`: the constraint is no type of its own, so the property
    /// is the referenced one's type (it was an empty struct, which also warned in its coding code).
    @Test func aReferenceBesidePlainConstraintsIsTheReferencedType() {
        let spec = D.head + "    Label: {type: string}\n    Volume:\n      type: object\n      properties:\n"
            + "        label:\n          allOf:\n            - $ref: '#/components/schemas/Label'\n            - maxLength: 16\n"
        #expect(D.messages(spec, .warning).isEmpty, "\(D.messages(spec, .warning))")
        #expect(D.propertyType(spec, "Volume", "label") == "String?")
    }

    /// `allOf: [$ref: Rules, {anyOf: [{required: [inbound]}, {required: [outbound]}]}]`: the member
    /// only says which properties must be present, and is left out (it warned, as a member with no
    /// properties): what is left is `Rules`, as `allOf` of one `$ref` is.
    @Test func anAllOfMemberOfPresenceOnlyAlternativesIsLeftOut() {
        let spec = D.head + "    Rules:\n      type: object\n      properties:\n        inbound: {type: array, items: {type: string}}\n        outbound: {type: array, items: {type: string}}\n"
            + "    Change:\n      allOf:\n        - $ref: '#/components/schemas/Rules'\n        - anyOf:\n            - {title: Inbound, required: [inbound]}\n            - {title: Outbound, required: [outbound]}\n"
            + "    Firewall:\n      type: object\n      properties:\n        change: {$ref: '#/components/schemas/Change'}\n"
        #expect(D.messages(spec, .warning).isEmpty, "\(D.messages(spec, .warning))")
        #expect(D.propertyType(spec, "Firewall", "change") == "Rules?")
    }
}

/// OpenAPI 3.1's references to the schema that holds them.
@Suite struct RecursiveReferenceTests {
    /// `$recursiveRef: "#"` (OpenAI's CompoundFilter) and `$dynamicRef` are the component they are
    /// in (they were JSONValue, and a filter of filters lost its type).
    @Test func recursiveAndDynamicReferencesAreTheirComponent() {
        let spec = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"
            + "    Leaf: {type: object, properties: {key: {type: string}}}\n"
            + "    Compound:\n      $recursiveAnchor: true\n      type: object\n      properties:\n        filters:\n          type: array\n"
            + "          items:\n            oneOf:\n              - $ref: '#/components/schemas/Leaf'\n              - $recursiveRef: '#'\n"
            + "    Tree:\n      $dynamicAnchor: node\n      type: object\n      properties:\n        children: {type: array, items: {$dynamicRef: '#node'}}\n"
        #expect(SpecDiagnosticsTests.messages(spec, .warning).isEmpty, "\(SpecDiagnosticsTests.messages(spec, .warning))")
        let types = SpecDiagnosticsTests.parse(spec).types
        let item = types.first { $0.name == "CompoundFiltersItem" }
        #expect(item?.cases.map { $0.associatedValues.map(\.typeName.name) } == [["Leaf"], ["Compound"]])
        #expect(SpecDiagnosticsTests.propertyType(spec, "Tree", "children") == "[Tree]?")
    }
}

/// A JSON spec with an emoji written as JSON's escaped surrogate pair (Twilio's `"Hello! \ud83d\udc4d"`)
/// is read: the YAML parser refused the whole file.
@Suite struct SurrogateEscapeTests {
    @Test func anEscapedSurrogatePairIsOneCharacter() throws {
        let spec = #"{"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {"/m": {"get": {"operationId": "getMessage", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"body": {"type": "string"}}}, "example": {"body": "Hello! \ud83d\udc4d \\ud83d"}}}}}}}}}"#
        let parsed = SpecMappingTests.parse(spec, path: "api.json")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let endpoint = try #require(parsed.types.first { $0.name == "Operations.GetMessage" })
        #expect(endpoint.annotations["exampleResponse"] == .string(#"{"body":"Hello! 👍 \\ud83d"}"#))
    }

    @Test func onlyValidPairsOutsideAnEscapedBackslashAreRewritten() {
        #expect(SurrogateEscapes.rewritten(#"a \ud83d\udc4d b"#) == #"a \U0001F44D b"#)
        #expect(SurrogateEscapes.rewritten(#"\\ud83d\udc4d"#) == #"\\ud83d\udc4d"#)
        #expect(SurrogateEscapes.rewritten(#"\ud83d x"#) == #"\ud83d x"#)
        #expect(SurrogateEscapes.rewritten(#"\uDBFF\uDFFF"#) == #"\U0010FFFF"#)
    }
}
