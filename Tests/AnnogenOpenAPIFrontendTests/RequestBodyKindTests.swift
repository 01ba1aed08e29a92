@testable import AnnogenOpenAPIFrontend
import AnnogenModel
import Testing

/// Request and response bodies that are not JSON: forms, text and bytes.
@Suite struct RequestBodyKindTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: t, version: '1'}
        paths:
          /assets:
            post:
              operationId: upload
              requestBody:
                required: true
                content:
                  multipart/form-data:
                    schema: {$ref: '#/components/schemas/AssetUpload'}
              responses: {'204': {description: ok}}
          /token:
            post:
              operationId: token
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema: {type: object, required: [grant_type], properties: {grant_type: {type: string}}}
                  application/xml:
                    schema: {type: object}
              responses: {'204': {description: ok}}
          /raw:
            post:
              operationId: markdown
              requestBody:
                content: {text/plain: {schema: {type: string}}}
              responses:
                '200': {description: html, content: {text/html: {schema: {type: string}}}}
          /files/{id}:
            put:
              operationId: putFile
              parameters: [{name: id, in: path, required: true, schema: {type: string}}]
              requestBody:
                required: true
                content: {application/octet-stream: {schema: {type: string, format: binary}}}
              responses: {'204': {description: ok}}
            get:
              operationId: getFile
              parameters: [{name: id, in: path, required: true, schema: {type: string}}]
              responses:
                '200': {description: bytes, content: {application/pdf: {schema: {type: string, format: binary}}}}
          /feeds:
            post:
              operationId: postFeed
              requestBody:
                required: true
                content: {application/xml: {schema: {type: object}}}
              responses: {'204': {description: ok}}
          /notes:
            post:
              operationId: postNote
              requestBody:
                content: {application/xml: {schema: {type: object}}}
              responses: {'204': {description: ok}}
          /forms:
            post:
              operationId: postForm
              requestBody:
                content: {multipart/form-data: {schema: {type: string}}}
              responses: {'204': {description: ok}}
        components:
          schemas:
            AssetUpload:
              type: object
              required: [assetData]
              properties:
                assetData: {type: string, format: binary}
                extra: {type: array, items: {type: string, format: binary}}
                deviceId: {type: string}
        """

    static func body(_ parsed: ParsedFile, _ operation: String) -> Variable? {
        parsed.types.first { $0.name == "Operations.\(operation).RequestBody" }?.variables.first { $0.name == "body" }
    }

    @Test func formsAreTheirSchemasStructSentWithTheirMediaType() throws {
        let parsed = SpecMappingTests.parse(Self.spec)
        let upload = try #require(Self.body(parsed, "Upload"))
        #expect(upload.typeName.name == "AssetUpload")
        #expect(upload.annotations["contentType"] == .string("multipart/form-data"))
        // A multipart body's binary properties are uploads: bytes or a file, with a filename.
        let asset = try #require(parsed.types.first { $0.name == "AssetUpload" })
        #expect(asset.variables.map(\.typeName.name) == ["FileUpload", "[FileUpload]?", "String?"])
        // A form is preferred to XML, which is not written.
        let token = try #require(Self.body(parsed, "Token"))
        #expect(token.typeName.name == "TokenRequest?")
        #expect(token.annotations["contentType"] == .string("application/x-www-form-urlencoded"))
        let tokenType = try #require(parsed.types.first { $0.name == "TokenRequest" })
        #expect(tokenType.variables.map(\.typeName.name) == ["String"])
    }

    /// A multipart body of alternatives (Redocly's starter: a menu item that is a beverage or a
    /// dessert, each with a photo): the enum, written from the alternative it holds, whose binary
    /// properties are uploads too. It was left out as "not an object".
    @Test func aMultipartBodyOfAlternativeObjects() throws {
        let spec = """
            openapi: 3.1.0
            info: {title: t, version: '1'}
            paths:
              /menu:
                post:
                  operationId: createMenuItem
                  requestBody:
                    required: true
                    content: {multipart/form-data: {schema: {$ref: '#/components/schemas/MenuItem'}}}
                  responses: {'204': {description: ok}}
            components:
              schemas:
                MenuItem:
                  discriminator: {propertyName: category}
                  oneOf: [{$ref: '#/components/schemas/Beverage'}, {$ref: '#/components/schemas/Dessert'}]
                Beverage:
                  type: object
                  properties: {category: {const: beverage}, photo: {type: string, format: binary}}
                Dessert:
                  type: object
                  properties: {category: {const: dessert}, calories: {type: integer}}
            """
        let parsed = SpecMappingTests.parse(spec)
        #expect(parsed.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(parsed.diagnostics)")
        let body = try #require(Self.body(parsed, "CreateMenuItem"))
        #expect(body.typeName.name == "MenuItem")
        #expect(body.annotations["contentType"] == .string("multipart/form-data"))
        let beverage = try #require(parsed.types.first { $0.name == "Beverage" })
        #expect(beverage.variables.first { $0.name == "photo" }?.typeName.name == "FileUpload?")
    }

    @Test func textAndBytesAreStringAndFileUpload() throws {
        let parsed = SpecMappingTests.parse(Self.spec)
        let markdown = try #require(Self.body(parsed, "Markdown"))
        #expect(markdown.typeName.name == "String?")
        #expect(markdown.annotations["contentType"] == .string("text/plain"))
        let file = try #require(Self.body(parsed, "PutFile"))
        #expect(file.typeName.name == "FileUpload")
        #expect(file.annotations["contentType"] == .string("application/octet-stream"))
        // Responses of text and bytes are taken as they arrive.
        let html = try #require(parsed.types.first { $0.name == "Operations.Markdown" })
        #expect(html.typealiases.map(\.typeName.name) == ["String"])
        let pdf = try #require(parsed.types.first { $0.name == "Operations.GetFile" })
        #expect(pdf.typealiases.map(\.typeName.name) == ["Data"])
    }

    /// A required body that cannot be written leaves its operation out (sent without it, the request
    /// could only be refused); an optional one is left out alone. Each said at the key at fault.
    @Test func bodiesThatCannotBeWrittenAreSaidWhereTheyAre() throws {
        let parsed = SpecMappingTests.parse(Self.spec)
        #expect(!parsed.types.contains { $0.name == "Operations.PostFeed" })
        #expect(!parsed.types.contains { $0.name == "Operations.PostForm" })
        let note = try #require(parsed.types.first { $0.name == "Operations.PostNote.RequestBody" } ?? parsed.types.first { $0.name == "Operations.PostNote" })
        #expect(!note.variables.contains { $0.name == "body" })
        let messages = parsed.diagnostics.filter { $0.severity == .warning }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        #expect(messages == [
            "46:7 the request body has no content type generated requests write (application/xml: JSON, forms, text and bytes are written, XML is not): operation 'postFeed' (POST /feeds) is left out (at #/paths/~1feeds/post/requestBody)",
            "53:7 the request body has no content type generated requests write (application/xml: JSON, forms, text and bytes are written, XML is not), so the optional body is left out (at #/paths/~1notes/post/requestBody)",
            "60:41 a multipart/form-data request body is written from an object's properties, and this schema is not an object: operation 'postForm' (POST /forms) is left out (at #/paths/~1forms/post/requestBody/content/multipart~1form-data/schema)",
        ])
    }
}
