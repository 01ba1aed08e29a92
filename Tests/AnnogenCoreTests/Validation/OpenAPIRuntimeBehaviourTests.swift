import AnnogenTestSupport
import Foundation
import Testing

/// What code generated from a spec does at run time, on the shapes the third review found decoding
/// or sending wrong data at exit 0: the built-in templates' output for the spec below, compiled with
/// AnnogenRuntime and run, decodes, encodes and builds requests as the spec means.
@Suite struct OpenAPIRuntimeBehaviourTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: t, version: '1'}
        paths:
          /users:
            post:
              operationId: createUser
              requestBody:
                required: true
                content: {application/json: {schema: {$ref: '#/components/schemas/User'}}}
              responses:
                '201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/User'}}}}
          /users/{id}:
            patch:
              operationId: patchUser
              parameters: [{name: id, in: path, required: true, schema: {type: string, format: uuid}}]
              requestBody:
                required: true
                content: {application/merge-patch+json: {schema: {$ref: '#/components/schemas/User'}}}
              responses: {'204': {description: ok}}
        components:
          schemas:
            User:
              type: object
              required: [id, name, password]
              properties:
                id: {type: integer, readOnly: true}
                name: {type: string}
                password: {type: string, writeOnly: true}
                key: {type: string, format: uuid}
            Status: {type: string, nullable: true, enum: [on, off, null]}
            Address: {type: object, nullable: true, properties: {city: {type: string}}}
            Holder:
              type: object
              required: [status, address]
              properties:
                status: {$ref: '#/components/schemas/Status'}
                address: {$ref: '#/components/schemas/Address'}
                history: {type: array, items: {$ref: '#/components/schemas/Address'}}
            Settings:
              type: object
              properties:
                locale: {type: string, nullable: true, default: en}
            Card: {type: object, properties: {last4: {type: string}}}
            Bank: {type: object, properties: {iban: {type: string}}}
            Method:
              oneOf:
                - $ref: '#/components/schemas/Card'
                - $ref: '#/components/schemas/Bank'
              discriminator:
                propertyName: type
                mapping: {card: '#/components/schemas/Card', bank: '#/components/schemas/Bank'}

        """

    static let main = #"""
        let decoder = APIClient.defaultDecoder(), encoder = APIClient.defaultEncoder()
        func roundTrip<T: Codable>(_ type: T.Type, _ json: String) -> String {
            do {
                let value = try decoder.decode(T.self, from: Data(json.utf8))
                return String(decoding: try encoder.encode(value), as: UTF8.self)
            } catch {
                return "error: \(error)"
            }
        }
        func sent(_ request: APIRequest) -> String {
            let client = APIClient(configuration: .init(baseURL: URL(string: "https://h.example")!))
            guard let urlRequest = try? client.makeURLRequest(request), let body = request.body else { return "no request" }
            let text = (try? encoder.encode(body)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
            return "\(urlRequest.url?.path ?? "") \(urlRequest.value(forHTTPHeaderField: "Content-Type") ?? "") \(text)"
        }
        print("user:", roundTrip(User.self, #"{"id": 7, "name": "ann"}"#))
        print("create:", sent(Operations.CreateUser.request(body: User(id: nil, name: "ann", password: "pw", key: nil))))
        let key = UUID(uuidString: "6f9619ff-8b86-d011-b42d-00c04fc964ff")!
        print("patch:", sent(Operations.PatchUser.request(id: key, body: User(id: nil, name: "bo", password: nil, key: key))))
        print("holder:", roundTrip(Holder.self, #"{"status": null, "address": null, "history": [null, {"city": "x"}]}"#))
        print("settings:", roundTrip(Settings.self, #"{"locale": null}"#), roundTrip(Settings.self, "{}"))
        print("method:", roundTrip(Method.self, String(decoding: try encoder.encode(Method.card(Card(last4: "4242"))), as: UTF8.self)))
        print("date:", roundTrip([String: Date].self, #"{"at": "2024-06-01t12:00:00.5z"}"#))
        """#

    @Test func generatedCodeDecodesEncodesAndSendsAsTheSpecMeans() throws {
        let program = try GeneratedProgram(spec: Self.spec, main: Self.main)
        #expect(!program.report.hasErrors, "\(program.diagnostics)")
        try #require(program.compiled.status == 0, "swiftc:\n\(program.compiled.output.prefix(4000))")
        #expect(program.run.status == 0, "\(program.run.output)")
        let lines = program.run.output.split(separator: "\n").map(String.init)
        #expect(lines == [
            // readOnly and writeOnly: a response without the password decodes; a request need not send the id.
            #"user: {"id":7,"name":"ann"}"#,
            #"create: /users application/json {"name":"ann","password":"pw"}"#,
            // A +json body goes with its media type; UUIDs in lower case, in the path and the body.
            #"patch: /users/6f9619ff-8b86-d011-b42d-00c04fc964ff application/merge-patch+json {"key":"6f9619ff-8b86-d011-b42d-00c04fc964ff","name":"bo"}"#,
            // Null where the referenced schema is nullable.
            #"holder: {"address":null,"history":[null,{"city":"x"}],"status":null}"#,
            // Null stays nil, not the default, which is for a missing key; nil is left out when
            // sent, so the server's default applies.
            #"settings: {} {"locale":"en"}"#,
            // The discriminator is written, so the value decodes again.
            #"method: {"last4":"4242","type":"card"}"#,
            // RFC 3339's lower-case t and z.
            #"date: {"at":"2024-06-01T12:00:00.5Z"}"#,
        ], "\(program.run.output)")
    }
}
