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
            enum IBANCheck: APIEndPoint {
                static let endpoint = "/iban/{iban}"
                static let method = HTTPMethod.get
                struct RequestBody { let iban: String }
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
        let folder = TemporaryFolder()
        folder.write("Sources/Music.swift", Self.sources)
        let config = Config(sources: [folder.file("Sources")], templates: [repositoryRoot + "/Templates"], output: folder.file("Out"),
                            omitVersionInHeader: true)
        let report = Pipeline(config: config).run(mode: .write)
        #expect(!report.hasErrors, "\(report.diagnostics.filter { $0.severity == .error }.map(\.description))")
        let coding = folder.read("Out/Coding.generated.swift") ?? ""
        #expect(coding.contains(#"imageURL = try container.decode(URL.self, forKey: "image_url")"#), "\(coding)")
        #expect(coding.contains(#"self.container = try container.decode(String.self, forKey: "container")"#))
        #expect(!coding.contains("cached"), "a property outside the type's own CodingKeys is not coded")
        #expect(coding.contains("extension Music.Custom {\n    func encode(to encoder: any Encoder)"), "its own init(from:) stays the only one")
        let endpoints = folder.read("Out/Endpoints.generated.swift") ?? ""
        #expect(endpoints.contains(#"static func request(name: String, container: String, send: Bool, note: String = "none") -> APIRequest"#), "\(endpoints)")
        #expect(endpoints.contains("try await self.send(Music.Playlists.Create.request("))
        #expect(endpoints.contains("func ibanCheck(iban: String) async throws(APIError)"), "an acronym is lowercased as a word")
        let runtimeFiles = try SwiftCompiler.runtimeSources(repositoryRoot: repositoryRoot)
        folder.write("Module/Music.swift", Self.sources.replacingOccurrences(of: "import AnnogenRuntime\n", with: ""))
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.file("Out")).sorted() {
            let text = folder.read("Out/" + name) ?? ""
            folder.write("Module/" + name, text.replacingOccurrences(of: "import AnnogenRuntime\n", with: ""))
        }
        let moduleFiles = try FileManager.default.contentsOfDirectory(atPath: folder.file("Module")).sorted().map { folder.file("Module") + "/" + $0 }
        let result = try SwiftCompiler.swiftc(["-typecheck", "-module-name", "AnnogenRuntime", "-swift-version", "6", "-warnings-as-errors"] + runtimeFiles + moduleFiles)
        #expect(result.status == 0, "swiftc:\n\(result.output.prefix(4000))")
    }
}
