import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// Types named like Foundation's inside an endpoint or around it (`Data`, as a JSON:API-style
/// `{"data": …}` body names its payload, `URL`, `Date`, `UUID`): generated code that named
/// Foundation's type unqualified (`mockResponse(for:) -> Data?`, `Data(#"""…"""#.utf8)`, a spec's
/// `exampleResponse: Data`) found the local one first and did not compile, at exit 0. Generated code
/// spells Foundation's types `Foundation.Data`; the outputs type-check with AnnogenRuntime without
/// warnings.
@Suite struct FoundationNamesCompileTests {
    static let sources = """
        import AnnogenRuntime
        import Foundation

        enum Shop {
            /// Seen by every endpoint inside `Shop` before Foundation's.
            struct URL: Codable, Sendable { let slug: String }
            enum Date: String, Codable, Sendable { case today, tomorrow }
            struct Decimal: Codable, Sendable { let cents: Int }
            enum Orders {
                // gen: mockFile = "Mocks/order.json"
                enum Get: APIEndPointHasMockResponse {
                    static let endpoint = "/orders/{id}"
                    static let method = HTTPMethod.get
                    struct Data: ResponseBodyType {
                        let id: Foundation.UUID
                        let placedAt: Foundation.Date
                        let receipt: Foundation.URL?
                        let page: URL?
                        let delivery: Date
                        let total: Decimal
                    }
                    struct UUID: Sendable {}
                    struct JSONDecoder {}
                    struct RequestBody {
                        let id: Foundation.UUID
                        let since: Foundation.Date?
                        let delivery: Date?
                    }
                    struct ResponseBody: ResponseBodyType {
                        let data: Data
                        let links: [String: Foundation.URL]
                        let attachment: Foundation.Data?
                    }
                }
                // gen: mockFile = "Mocks/empty.json"
                enum Cancel: APIEndPointHasMockResponse {
                    static let endpoint = "/orders/{id}/cancel"
                    struct Data {}
                    struct RequestBody { let id: Int }
                }
            }
        }
        """

    static let mock = """
        {"data": {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "placedAt": "2026-09-21T14:13:20Z",
                  "delivery": "today", "total": {"cents": 1250}},
         "links": {"self": "https://shop.example/orders/1"}}
        """

    @Test func endpointLocalTypesNamedLikeFoundationsCompile() throws {
        let module = try BuiltInTemplatesModule(sources: ["Shop.swift": Self.sources],
                                                projectFiles: ["Mocks/order.json": Self.mock, "Mocks/empty.json": "{}"])
        #expect(module.errors.isEmpty, "\(module.errors)")
        #expect(module.outputs["Endpoints.generated.swift"]?.contains("static func mockResponse(for request: APIRequest) -> Foundation.Data? {") == true)
        #expect(module.typeCheck.status == 0, "\(module.typeCheck.output)")
    }

    /// A spec's example response, beside a `Data` declared in the namespace its operations go into.
    @Test func aSpecsExampleResponseBesideALocalDataCompiles() throws {
        let spec = """
            openapi: 3.0.3
            info: {title: t, version: '1'}
            paths:
              /ping:
                get:
                  operationId: ping
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema: {type: object, properties: {ok: {type: boolean}}}
                          example: {ok: true}
            """
        let extensions = "import Foundation\n\nextension Operations {\n    struct Data {}\n    struct Date {}\n}\n"
        let module = try BuiltInTemplatesModule(sources: ["api.yaml": spec, "Local.swift": extensions])
        #expect(module.errors.isEmpty, "\(module.errors)")
        #expect(module.outputs["OpenAPITypes.generated.swift"]?.contains("static var exampleResponse: Foundation.Data {") == true)
        #expect(module.typeCheck.status == 0, "\(module.typeCheck.output)")
    }
}
