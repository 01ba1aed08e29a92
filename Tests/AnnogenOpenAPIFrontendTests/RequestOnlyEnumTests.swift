@testable import AnnogenOpenAPIFrontend
import AnnogenModel
import Testing

/// String enums get an `unknown` case for values a server adds later, which responses need; an enum
/// only requests use gets none, so a caller cannot send a value the spec does not allow.
@Suite struct RequestOnlyEnumTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: Pets, version: '1'}
        paths:
          /pets:
            get:
              operationId: list-pets
              parameters:
                - {name: state, in: query, schema: {$ref: '#/components/schemas/State'}}
                - {name: order, in: query, schema: {type: string, enum: [asc, desc]}}
              responses:
                '200':
                  description: ok
                  content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}}
            post:
              operationId: add-pet
              requestBody:
                content: {application/json: {schema: {$ref: '#/components/schemas/NewPet'}}}
              responses:
                '200':
                  description: ok
                  content: {application/json: {schema: {type: object, properties: {id: {type: integer}, kind: {$ref: '#/components/schemas/Kind'}}}}}
        components:
          schemas:
            State: {type: string, enum: [available, sold]}
            Kind: {type: string, enum: [cat, dog]}
            Color: {type: string, enum: [red, blue]}
            Unused: {type: string, enum: [a, b]}
            Pet:
              type: object
              properties:
                name: {type: string}
                color: {$ref: '#/components/schemas/Color'}
            NewPet:
              type: object
              properties:
                kind: {$ref: '#/components/schemas/Kind'}
                size: {type: string, enum: [small, large]}
                color: {$ref: '#/components/schemas/Color'}
        """

    static func cases(_ name: String) -> [String]? {
        let parsed = OpenAPIFrontend.parse(SourceFile(path: "api.yaml", text: spec, contentHash: "h"))
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        return parsed.types.first { $0.name == name || $0.name.hasSuffix("." + name) }?.cases.map(\.name)
    }

    @Test func anEnumOnlyRequestsUseHasNoUnknownCase() throws {
        #expect(Self.cases("State") == ["available", "sold"])
        let kinds = OpenAPIFrontend.parse(SourceFile(path: "api.yaml", text: Self.spec, contentHash: "h")).types
        // Inline enums of a request: a query parameter's, a request body property's.
        let inline = kinds.filter { $0.kind == .enum && $0.cases.contains { $0.name == "asc" || $0.name == "small" } }
        #expect(inline.count == 2)
        for type in inline {
            #expect(!type.cases.contains { $0.name == "unknown" }, "\(type.name)")
            #expect(type.annotations["unknownCase"] == nil, "\(type.name)")
        }
    }

    @Test func anEnumAResponseReachesKeepsItsUnknownCase() throws {
        // Through an array of a schema's property; through an inline response object; used by a
        // request too; used by no operation.
        #expect(Self.cases("Color") == ["red", "blue", "unknown"])
        #expect(Self.cases("Kind") == ["cat", "dog", "unknown"])
        #expect(Self.cases("Unused") == ["a", "b", "unknown"])
    }
}
