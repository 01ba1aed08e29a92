import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// Declarations a new user plausibly writes, from a probe with a fresh API set, each of which gave
/// code that does not compile (or warns) at exit 0: properties named like the generated code's own
/// locals, a type's own `init(from:)` and `CodingKeys`, request properties with values, deprecated
/// endpoints, two endpoints of one name. The built-in templates' output must type-check with
/// AnnogenRuntime without warnings.
@Suite struct APIDeclarationCompileTests {
    static let sources = """
        import AnnogenRuntime
        import Foundation

        protocol Mocked: APIEndPointHasMockResponse {}

        enum Music {
            struct Shipment: ResponseBodyType {
                let container: String
                let decoder: String?
                let encoder: Int
                let `self`: URL
            }
            struct Artist: ResponseBodyType {
                let name: String
                let imageURL: URL
                let followerCount: Int
                var cached = false
                enum CodingKeys: String, CodingKey {
                    case name
                    case imageURL = "image_url"
                    case followerCount = "follower_count"
                }
            }
            struct Custom: ResponseBodyType {
                let value: Int
                init(from decoder: any Decoder) throws {
                    value = try decoder.singleValueContainer().decode(Int.self)
                }
            }
            enum Playlists {
                enum Create: APIEndPoint {
                    static let endpoint = "/playlists"
                    static let method = HTTPMethod.post
                    struct RequestBody: Sendable {
                        let name: String
                        let container: String
                        let send: Bool
                        var note: String = "none"
                        let currency = "EUR"
                        var pageSize: Int = 1_000
                        var mask: Int = 0xFF
                        var pattern: String = #"a\\d"#
                        var ratio: Double = -1.5e-3
                    }
                    struct ResponseBody: ResponseBodyType { let id: Int }
                }
            }
            enum Tracks {
                enum Create: APIEndPoint {
                    static let endpoint = "/tracks/{albumId}"
                    static let method = HTTPMethod.put
                    struct RequestBody: Sendable { let albumId: Int; let title: String }
                }
            }
            struct Cached: ResponseBodyType {
                let id: Int
                private var cache: [String: Int] = [:]
                enum CodingKeys: String, CodingKey { case id }
            }
            enum Users {
                enum Update: APIEndPoint {
                    static let endpoint = "/users"
                    static let method = HTTPMethod.put
                    struct RequestBody: Sendable {
                        static let defaultLimit = 20
                        var name: String
                        var nickname: String?
                        var limit: Int = RequestBody.defaultLimit
                        enum CodingKeys: String, CodingKey { case name = "user_name"; case limit }
                    }
                }
            }
            enum Lookup: APIEndPoint {
                static let endpoint = "/lookup"
                static let method = HTTPMethod.get
                struct RequestBody: Sendable {
                    var firstName: String
                    private(set) var page: Int
                    enum CodingKeys: String, CodingKey { case firstName = "first_name"; case page }
                }
            }
            enum Versioned: APIEndPoint {
                static let endpoint = "/versioned"
                struct RequestBody: Sendable {
                    var note: String
                    private let apiVersion = 2
                    func encode(to encoder: any Encoder) throws {
                        var container = encoder.singleValueContainer()
                        try container.encode(note + String(apiVersion))
                    }
                }
            }
            // Endpoints that name only the refining protocol, directly or through one of their own.
            enum Direct: APIEndPointHasMockResponse {
                static let endpoint = "/direct"
                static func mockResponse(for request: APIRequest) -> Data? { nil }
            }
            enum ViaProtocol: Mocked {
                static let endpoint = "/via"
                static func mockResponse(for request: APIRequest) -> Data? { nil }
            }
            // OpenAPI's `format: uri` and `format: byte` parameters, in the path, the query and a header.
            enum Hooks: APIEndPoint {
                static let endpoint = "/hooks/{digest}"
                static let method = HTTPMethod.get
                struct RequestBody {
                    let digest: Data
                    let callback: URL
                    let mirrors: [URL]?
                    // gen: sendIn = header
                    let origin: URL?
                    // Arrays in a header, joined by commas (OpenAPI's `style: simple`).
                    // gen: sendIn = header
                    let betas: [HookBeta]?
                    // gen: sendIn = header
                    let scopes: [String]
                    // Maps in the query (OpenAPI's deepObject and exploded form).
                    // gen: queryObject = deepObject
                    let metadata: [String: String]?
                    // gen: queryObject = form
                    let range: [String: Int]
                    // An object by its fields (OpenAI's `effective_at[gt]=…`).
                    // gen: queryObject = deepObject
                    let effectiveAt: HookWindow?
                    // gen: queryObject = form
                    let window: HookWindow
                }
            }
            struct HookWindow: ResponseBodyType { let gt: Int?; let lt: Date? }
            // A model without properties (a spec's object of none): no unused `container` warns.
            struct Acknowledged: ResponseBodyType {}
            enum HookBeta: String, Sendable { case alpha, beta }
            enum IBANCheck: APIEndPoint {
                static let endpoint = "/iban/{iban}"
                static let method = HTTPMethod.get
                struct RequestBody { let iban: String }
            }
            // A user's own `Task` and `Result` beside the completion-handler methods, which name
            // Swift's; `AnnogenRuntime.HTTPMethod` spelled out (beside another module's `HTTPMethod`).
            struct Task { let id: Int }
            enum Result { case ok }
            enum Search: APIEndPoint {
                static let endpoint = "/search/{query}"
                static let method = AnnogenRuntime.HTTPMethod.get
                struct RequestBody {
                    let query: String
                    // gen: jsonKey = "say \\"hi\\""
                    let greeting: String
                    // gen: jsonKey = "a\\\\b"
                    // gen: sendIn = header
                    let token: String
                }
                struct ResponseBody: ResponseBodyType {
                    let total: Int
                    lazy var summary: String = "\\(total) found"
                }
            }
            // Nested types named like Swift's coding protocols: the generated members name
            // `Swift.Decoder` (found by a review with a third API set).
            struct Transcode: ResponseBodyType {
                let decoder: Decoder
                struct Decoder: ResponseBodyType { let codec: String }
                struct Encoder: ResponseBodyType { let preset: String }
            }
            // A typealias of that name, and an init(from:) that is not Decodable's (found by the
            // code review: still `any Decoder`, and the generated init(from:) was left out).
            struct Feed: ResponseBodyType {
                typealias Decoder = JSONDecoder
                let id: Int
                init(from dto: Int) { id = dto }
            }
            // A defaultValue beside boolFromInt and safe: the value of a missing key, not ignored.
            struct Customer: ResponseBodyType {
                // gen: boolFromInt, defaultValue = false
                let livemode: Bool
                // gen: safe, defaultValue = "n/a"
                let note: String?
            }
            // An enum that decodes itself: unknownCase warns and generates nothing.
            // gen: unknownCase = other
            enum Status: String, Codable {
                case active, other
                init(from decoder: any Decoder) throws {
                    self = Status(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .other
                }
            }
            @available(*, deprecated, message: "use Tracks.Create")
            enum LegacyUpload: APIEndPoint {
                static let endpoint = "/legacy"
                struct RequestBody: Sendable { let title: String }
                struct ResponseBody: ResponseBodyType { let id: Int }
            }
        }

        """

    @Test func everyDeclarationCompilesWithoutWarnings() throws {
        let module = try BuiltInTemplatesModule(sources: ["Music.swift": Self.sources])
        #expect(!module.report.hasErrors, "\(module.errors)")
        let coding = module.outputs["Coding.generated.swift"] ?? ""
        #expect(coding.contains(#"imageURL = try container.decode(URL.self, forKey: "image_url")"#), "\(coding)")
        #expect(coding.contains(#"self.container = try container.decode(String.self, forKey: "container")"#))
        #expect(!coding.contains("cached"), "a property outside the type's own CodingKeys is not coded")
        #expect(coding.contains("extension Music.Custom {\n    func encode(to encoder: any Swift.Encoder)"), "its own init(from:) stays the only one")
        let endpoints = module.outputs["Endpoints.generated.swift"] ?? ""
        #expect(endpoints.contains(##"static func request(name: String, container: String, send: Bool, note: String = "none", pageSize: Int = 1_000, mask: Int = 0xFF, pattern: String = #"a\d"#, ratio: Double = -1.5e-3) -> APIRequest"##), "\(endpoints)")
        #expect(endpoints.contains("try await self.send(Music.Playlists.Create.request("))
        #expect(endpoints.contains(#"("betas", betas.map { list in list.map { APIRequest.pathValue($0.rawValue) }.joined(separator: ",") })"#), "\(endpoints)")
        #expect(endpoints.contains(#"("scopes", scopes.map { APIRequest.pathValue($0) }.joined(separator: ","))"#))
        #expect(endpoints.contains(#"("metadata", metadata.map { map in QueryValue(map.mapValues { QueryValue($0) }) })"#), "\(endpoints)")
        #expect(endpoints.contains(#"("range", QueryValue(range.mapValues { QueryValue($0) }, style: .form))"#))
        #expect(endpoints.contains("func ibanCheck(iban: String) async throws(APIError)"), "an acronym is lowercased as a word")
        #expect(endpoints.contains(#"try container.encode(name, forKey: "user_name")"#), "a RequestBody's own CodingKeys give the keys")
        #expect(endpoints.contains(#"try container.encode(currency, forKey: "currency")"#), "a let with a value is sent as it is")
        #expect(endpoints.contains(#"("first_name", QueryValue(firstName))"#), "query names follow the RequestBody's own CodingKeys")
        #expect(endpoints.contains("extension Music.Versioned.RequestBody: Encodable {}"), "its own encode(to:) without Encodable")
        #expect(endpoints.contains("extension Music.Direct {") && endpoints.contains("extension Music.ViaProtocol {"), "an APIEndPointHasMockResponse is an endpoint")
        #expect(!endpoints.contains("extension Mocked"), "a protocol is no endpoint")
        #expect(!endpoints.contains("nickname, forKey"), "a property outside them is not sent")
        #expect(endpoints.contains("func update(name: String, nickname: String? = nil, limit: Int)"), "an expression is no parameter default")
        #expect(endpoints.contains(#"("say \"hi\"", QueryValue(greeting))"#), "a jsonKey is a string literal")
        #expect(endpoints.contains(#"("a\\b", APIRequest.pathValue(token))"#), "\(endpoints)")
        #expect(endpoints.contains("(Swift.Result<Music.Search.ResponseBody, APIError>) -> Void) -> Swift.Task<Void, Never>"))
        #expect(!coding.contains("summary"), "a lazy var is not coded, as in synthesized Codable")
        #expect(coding.contains("extension Music.Transcode {\n    init(from decoder: any Swift.Decoder) throws {"), "\(coding)")
        #expect(coding.contains("    func encode(to encoder: any Swift.Encoder) throws {\n        var container = JSONEncodingContainer(encoder)\n        try container.encode(decoder"))
        #expect(coding.contains("extension Music.Transcode.Decoder {\n    init(from decoder: any Swift.Decoder)"), "a type named Decoder shadows Swift's inside itself too")
        #expect(coding.contains("extension Music.Artist {\n    init(from decoder: any Swift.Decoder)"), "Swift's, whatever the module declares")
        #expect(coding.contains(#"livemode = try container.decodeBoolFromIntIfPresent(forKey: "livemode") ?? false"#))
        #expect(coding.contains(#"note = container.decodeSafely(String.self, forKey: "note") ?? "n/a""#))
        #expect(!coding.contains("extension Music.Status"), "its own init(from:) stays the only one")
        #expect(coding.contains("extension Music.Feed {\n    init(from decoder: any Swift.Decoder) throws {"), "init(from dto:) is not Decodable's")
        #expect(module.report.diagnostics.map(\.message).contains("unknownCase has no effect: Music.Status writes its own init(from:), which decodes it instead"))
        #expect(coding.contains("extension Music.Acknowledged {\n    init(from decoder: any Swift.Decoder) throws {\n        _ = try JSONDecodingContainer(decoder)\n    }"), "\(coding)")
        #expect(module.typeCheck.status == 0, "swiftc:\n\(module.typeCheck.output.prefix(4000))")
    }
}
