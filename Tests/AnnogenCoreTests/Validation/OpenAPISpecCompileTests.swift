import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A spec with what public specs hold and once gave code that did not compile or warned at exit 0
/// (an object without properties, a CRLF description, a deprecated property's inline object, schemas
/// named `Error` and `Date` (deprecated, held by `Error`), an enum of alternatives and a struct that contain themselves (the struct's boxed
/// property before the others), Spring's media types, a schema named like an operation (and one named `ResponseBody`), a required nullable property,
/// pipe-delimited arrays): the built-in templates' output type-checks with AnnogenRuntime without
/// warnings.
@Suite struct OpenAPISpecCompileTests {
    static let spec = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\ncomponents:\n  schemas:\n    Error:\n"
        + "      type: object\n      description: \"line one\\r\\nline two\"\n      properties:\n"
        + """
                meta: {type: object}
                when: {type: string, format: date-time}
                followers: {deprecated: true, type: object, properties: {total: {type: integer}}}
                day: {$ref: '#/components/schemas/Date'}
                expr: {$ref: '#/components/schemas/Expr'}
            Date: {type: object, deprecated: true, properties: {day: {type: string}}}
            Node:
              type: object
              required: [name]
              properties:
                parent: {$ref: '#/components/schemas/Node'}
                name: {type: string}
                note: {type: string}
            Expr:
              oneOf:
                - {$ref: '#/components/schemas/Sum'}
                - {type: string}
            Sum:
              type: object
              properties:
                left: {$ref: '#/components/schemas/Expr'}
            SaveNodeSchema: {type: object, properties: {z: {type: string}}}
            ResponseBody: {type: object, properties: {id: {type: integer}}}
            SaveNode:
              type: object
              required: [id, note]
              properties:
                id: {type: integer}
                note: {type: string, nullable: true}
        paths:
          /plain:
            get:
              operationId: getPlain
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/ResponseBody'}
          /nodes:
            post:
              operationId: saveNode
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/SaveNode'}
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/SaveNode'}
          /errors:
            get:
              operationId: listErrors
              parameters:
                - {name: tags, in: query, style: pipeDelimited, explode: false, schema: {type: array, items: {type: string}}}
              responses:
                '200':
                  description: ok
                  content:
                    application/json; charset=utf-8:
                      schema: {$ref: '#/components/schemas/Error'}

        """

    @Test func theGeneratedCodeCompilesWithoutWarnings() throws {
        let module = try BuiltInTemplatesModule(sources: ["api.yaml": Self.spec])
        #expect(!module.report.hasErrors, "\(module.errors)")
        let endpoints = module.outputs["Endpoints.generated.swift"] ?? ""
        #expect(endpoints.contains("-> Operations.ListErrors.ResponseBody"), "the charset response is read: \(endpoints)")
        #expect(endpoints.contains("style: .pipeDelimited"))
        // A schema named like an operation (`saveNode`) is renamed: inside `Operations` its name is the operation's.
        // Taken apart from another schema's name, and from the names every operation declares.
        #expect(endpoints.contains("func saveNode(body: SaveNodeSchema2)"), "\(endpoints)")
        let types = module.outputs["OpenAPITypes.generated.swift"] ?? ""
        #expect(types.contains("typealias ResponseBody = ResponseBodySchema"), "\(types)")
        // Required and nullable: the key is sent with null, not left out.
        let coding = module.outputs["Coding.generated.swift"] ?? ""
        #expect(coding.contains("try container.encode(note, forKey: \"note\")"), "\(coding)")
        #expect(module.typeCheck.status == 0, "swiftc:\n\(module.typeCheck.output.prefix(4000))")
    }
}
