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
        let folder = TemporaryFolder()
        folder.write("Sources/Shop.swift", Self.sources)
        let config = Config(sources: [folder.file("Sources")], templates: [repositoryRoot + "/Templates"], output: folder.file("Out"),
                            omitVersionInHeader: true)
        let report = Pipeline(config: config).run(mode: .write)
        #expect(!report.hasErrors, "\(report.diagnostics.filter { $0.severity == .error }.map(\.description))")
        let endpoints = folder.read("Out/Endpoints.generated.swift") ?? ""
        #expect(endpoints.contains("extension Shop.Plain.RequestBody: Encodable {"))
        #expect(endpoints.contains("extension Shop.SaysEncodable.RequestBody {"))
        #expect(endpoints.contains("extension Shop.SaysCodable.RequestBody {"))
        #expect(!endpoints.contains("extension Shop.WritesItsOwn.RequestBody"))
        // One module: the runtime's sources, the declarations (their `import AnnogenRuntime` dropped) and the output.
        let runtimeFiles = try SwiftCompiler.runtimeSources(repositoryRoot: repositoryRoot)
        folder.write("Module/Shop.swift", Self.sources.replacingOccurrences(of: "import AnnogenRuntime\n", with: ""))
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.file("Out")).sorted() {
            let text = folder.read("Out/" + name) ?? ""
            folder.write("Module/" + name, text.replacingOccurrences(of: "import AnnogenRuntime\n", with: ""))
        }
        let moduleFiles = try FileManager.default.contentsOfDirectory(atPath: folder.file("Module")).sorted().map { folder.file("Module") + "/" + $0 }
        let result = try SwiftCompiler.swiftc(["-typecheck", "-module-name", "AnnogenRuntime", "-swift-version", "6", "-warnings-as-errors"] + runtimeFiles + moduleFiles)
        #expect(result.status == 0, "swiftc:\n\(result.output.prefix(4000))")
    }
}
