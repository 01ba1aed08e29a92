@testable import AnnogenOpenAPIFrontend
import AnnogenModel
import Testing

/// A `oneOf` with a discriminator whose alternatives are written in place, or as `allOf` of a `$ref`
/// and more properties (118 of OpenAI's spec's 131 refusals), is an enum of one case per
/// alternative, each with the discriminator value its own property allows; the spec was refused.
@Suite struct DiscriminatedAlternativeTests {
    static let spec = """
        openapi: 3.1.0
        info: {title: Content, version: '1'}
        paths: {}
        components:
          schemas:
            ImagePart:
              type: object
              properties:
                type: {type: string, enum: [image]}
                url: {type: string}
            Base:
              type: object
              properties:
                id: {type: string}
            Part:
              discriminator: {propertyName: type}
              oneOf:
                - $ref: '#/components/schemas/ImagePart'
                - type: object
                  properties:
                    type: {type: string, const: text}
                    text: {type: string}
                - type: object
                  properties:
                    type: {type: string, enum: [web_search, web_search_2025]}
                    query: {type: string}
                - allOf:
                    - $ref: '#/components/schemas/Base'
                    - type: object
                      properties:
                        type: {type: string, enum: [audio]}
                        seconds: {type: number}
            Message:
              discriminator: {propertyName: type}
              oneOf:
                - {type: object, properties: {type: {type: string, enum: [message]}, role: {type: string, enum: [user]}}}
                - {type: object, properties: {type: {type: string, enum: [message]}, status: {type: string}}}
            Loose:
              discriminator: {propertyName: type}
              oneOf:
                - $ref: '#/components/schemas/ImagePart'
                - type: object
                  properties:
                    type: {type: string}
        """

    static func parse() -> ParsedFile {
        OpenAPIFrontend.parse(SourceFile(path: "api.yaml", text: spec, contentHash: "h"))
    }

    @Test func eachAlternativeTakesTheValueItsPropertyAllows() throws {
        let parsed = Self.parse()
        #expect(parsed.diagnostics.filter { $0.severity != .note && !$0.message.contains("Loose") && !$0.message.contains("Message") }.isEmpty, "\(parsed.diagnostics)")
        let part = try #require(parsed.types.first { $0.name == "Part" })
        #expect(part.kind == .enum)
        #expect(part.annotations["discriminator"] == .string("type"))
        #expect(part.cases.count == 4)
        #expect(part.cases.map { $0.annotations.entries(for: "discriminatorValue").map(\.value) } == [
            [.string("image"), .string("ImagePart")], [.string("text")], [.string("web_search"), .string("web_search_2025")], [.string("audio")],
        ])
        // The allOf alternative is a struct of both members' properties.
        let audioType = try #require(part.cases.last?.associatedValues.first?.typeName.name)
        let audio = try #require(parsed.types.first { $0.name == audioType })
        #expect(audio.variables.map(\.name) == ["id", "type", "seconds"])
    }

    /// Two alternatives of one value cannot be told apart by it: tried in order, with a warning.
    @Test func aValueTwoAlternativesShareIsNoDiscriminator() throws {
        let parsed = Self.parse()
        let message = try #require(parsed.types.first { $0.name == "Message" })
        #expect(message.annotations["discriminator"] == nil)
        #expect(parsed.diagnostics.contains { $0.message.hasPrefix("alternative 2 has the discriminator value 'message' of an alternative before it: Message is decoded by trying each alternative in order") })
    }

    /// An alternative in place whose property takes any value gives no discriminator value: the
    /// enum is decoded by trying each alternative, with a warning at that alternative.
    @Test func withoutAValueTheAlternativesAreTriedInOrder() throws {
        let parsed = Self.parse()
        let loose = try #require(parsed.types.first { $0.name == "Loose" })
        #expect(loose.annotations["discriminator"] == nil)
        #expect(loose.cases.count == 2)
        let warnings = parsed.diagnostics.filter { $0.severity == .warning && $0.message.contains("Loose") }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(warnings == ["42:11 alternative 2 gives no value of the discriminator 'type' (it is written in place, and its 'type' property takes any value): Loose is decoded by trying each alternative in order (at #/components/schemas/Loose/oneOf/1)"], "\(warnings)")
    }
}
