@testable import AnnogenOpenAPIFrontend
import AnnogenModel
import Testing

/// What published specs get wrong where the intent is clear is read as meant, with a warning at the
/// key at fault, instead of refusing the whole spec (OpenAI's spec has both).
@Suite struct SpecRepairTests {
    static func parse(_ spec: String) -> ParsedFile {
        OpenAPIFrontend.parse(SourceFile(path: "api.yaml", text: spec, contentHash: "h"))
    }

    static func spec(version: String, count: String) -> String {
        """
        openapi: \(version)
        info: {title: Bounds, version: '1'}
        paths: {}
        components:
          schemas:
            Page:
              type: object
              properties:
                limit:
                  type: integer
                  minimum: -9223372036854776000
                  maximum: 9223372036854776000
        \(count)
                size: {type: number, maximum: 9223372036854776000}
        """
    }

    @Test(arguments: ["3.0.3", "3.1.0"])
    func integerBoundsPastInt64AreClamped(version: String) {
        let parsed = Self.parse(Self.spec(version: version, count: "        count: {type: integer, maximum: 10}"))
        #expect(parsed.types.contains { $0.name == "Page" })
        let messages = parsed.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.severity) \($0.message)" }
        #expect(messages == [
            "11:11 warning `minimum: -9223372036854776000` is past what an Int64 holds (the spec is wrong here): read as -9223372036854775808",
            "12:11 warning `maximum: 9223372036854776000` is past what an Int64 holds (the spec is wrong here): read as 9223372036854775807",
        ])
    }

    @Test func openAPI30sBooleanExclusiveBoundsInA31SpecTakeTheirBound() {
        let parsed = Self.parse(Self.spec(version: "3.1.0", count: """
                    count: {type: integer, minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: false}
                    other: {type: integer, exclusiveMaximum: true}
            """))
        #expect(parsed.types.contains { $0.name == "Page" })
        let messages = parsed.diagnostics.filter { !$0.message.contains("Int64") }
            .map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(messages == [
            "13:44 `exclusiveMinimum: true` is how OpenAPI 3.0 makes `minimum` exclusive; in this 3.1 spec `exclusiveMinimum` is the bound itself: read as `exclusiveMinimum: 0`",
            "13:81 `exclusiveMaximum: false` is OpenAPI 3.0's form (in 3.1 it is the bound itself, a number): left out",
            "14:32 `exclusiveMaximum: true` is OpenAPI 3.0's form (in 3.1 it is the bound itself, a number) and there is no `maximum` to make exclusive: left out",
        ])
    }

    /// In a 3.0 spec the boolean form is right: nothing to say.
    @Test func booleanExclusiveBoundsIn30AreRight() {
        let parsed = Self.parse(Self.spec(version: "3.0.3", count: "        count: {type: integer, minimum: 0, exclusiveMinimum: true}"))
        #expect(parsed.types.contains { $0.name == "Page" })
        #expect(parsed.diagnostics.filter { !$0.message.contains("Int64") }.isEmpty)
    }

    /// A `not` that only says which properties must not all be present is left out with a note; the
    /// properties stay (OpenAPIKit read the schema as the `not` alone).
    @Test func aNotThatOnlyConstrainsPresenceIsLeftOut() {
        let parsed = Self.parse("""
            openapi: 3.1.0
            info: {title: Images, version: '1'}
            paths: {}
            components:
              schemas:
                ImageRef:
                  type: object
                  properties:
                    image_url: {type: string}
                    file_id: {type: string}
                  anyOf:
                    - required: [image_url]
                    - required: [file_id]
                  not:
                    required: [image_url, file_id]
            """)
        let type = parsed.types.first { $0.name == "ImageRef" }
        #expect(type?.variables.map(\.name) == ["image_url", "file_id"] || type?.variables.map(\.name) == ["imageUrl", "fileId"])
        #expect(parsed.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.severity) \($0.message)" } == [
            "14:7 note `not` only says that image_url, file_id are not all present at once, which the generated type does not check: left out",
        ])
    }
}
