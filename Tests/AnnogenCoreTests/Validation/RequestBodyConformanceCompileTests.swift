import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A RequestBody that declares `Encodable` or `Codable` itself, or writes its own `encode(to:)`,
/// gives endpoint code that compiles: the built-in Endpoints template adds the conformance only
/// where the type lacks it, and the method only where the type has none.
@Suite struct RequestBodyConformanceCompileTests {
    static let sources = """
        import AnnogenRuntime
        import Foundation

        enum Shop {
            enum Plain: APIEndPoint {
                static let endpoint = "/items/{id}"
                static let method = HTTPMethod.post
                struct RequestBody: Sendable { let id: Int; let note: String }
            }
            enum SaysEncodable: APIEndPoint {
                static let endpoint = "/items/{id}"
                static let method = HTTPMethod.put
                struct RequestBody: Sendable, Encodable { let id: Int; let note: String }
            }
            enum SaysCodable: APIEndPoint {
                static let endpoint = "/items/{id}"
                static let method = HTTPMethod.patch
                struct RequestBody: Sendable, Codable { let id: Int; let note: String }
            }
            enum WritesItsOwn: APIEndPoint {
                static let endpoint = "/items/{id}/notes"
                static let method = HTTPMethod.post
                struct RequestBody: Sendable, Encodable {
                    let id: Int
                    let note: String
                    func encode(to encoder: any Encoder) throws {
                        var container = encoder.singleValueContainer()
                        try container.encode(note)
                    }
                }
            }
        }

        """

    @Test func everyDeclaredConformanceCompiles() throws {
        let module = try BuiltInTemplatesModule(sources: ["Shop.swift": Self.sources])
        #expect(!module.report.hasErrors, "\(module.errors)")
        let endpoints = module.outputs["Endpoints.generated.swift"] ?? ""
        #expect(endpoints.contains("extension Shop.Plain.RequestBody: Encodable {"))
        #expect(endpoints.contains("extension Shop.SaysEncodable.RequestBody {"))
        #expect(endpoints.contains("extension Shop.SaysCodable.RequestBody {"))
        #expect(!endpoints.contains("extension Shop.WritesItsOwn.RequestBody"))
        #expect(module.typeCheck.status == 0, "swiftc:\n\(module.typeCheck.output.prefix(4000))")
    }
}
