import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// Generated Codable (Coding.stencil: string keys read through AnnogenRuntime's `JSONDecodingContainer`)
/// decodes and encodes what the compiler's synthesized Codable does: the same declarations, once
/// synthesized and once generated, are compiled into one program with the runtime, which decodes
/// the same JSON with both, compares the values property by property, and compares what each
/// encodes; then decodes each one's output with the other. A missing key, a null and a wrong type
/// must fail in both, with the same coding path.
@Suite struct GeneratedCodableEquivalenceTests {
    /// The declarations, with `Codable` or `ResponseBodyType` and an optional name prefix.
    static func declarations(conformance: String) -> String {
        """
        enum Tier: String, Codable, Sendable { case free, pro }

        struct Address: \(conformance) {
            let city: String
            let postalCode: String?
            let lines: [String]?
        }

        struct Account: \(conformance) {
            let id: Int
            let name: String
            let balance: Double
            let verified: Bool
            let createdAt: Date
            let tier: Tier
            let nickname: String?
            let score: Int?
            let address: Address?
            let previous: [Address]?
            let tags: [String: Int]?
            let ratio: Float?
            let big: Int64?
        }
        """
    }

    static let driver = #"""
        import Foundation

        func fields(_ value: Any) -> [String] {
            Mirror(reflecting: value).children.map { child in
                let text = String(describing: child.value).replacingOccurrences(of: "Generated.", with: "").replacingOccurrences(of: "Synthesized.", with: "")
                return "\(child.label ?? "?")=\(text)"
            }
        }

        func encoded(_ value: some Encodable) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }

        func failure(_ body: () throws -> Void) -> String {
            do { try body(); return "no error" } catch let error as DecodingError {
                switch error {
                case .keyNotFound(let key, let context): return "keyNotFound \(key.stringValue) at \(context.codingPath.map(\.stringValue))"
                case .valueNotFound(_, let context): return "valueNotFound at \(context.codingPath.map(\.stringValue))"
                case .typeMismatch(_, let context): return "typeMismatch at \(context.codingPath.map(\.stringValue))"
                case .dataCorrupted(let context): return "dataCorrupted at \(context.codingPath.map(\.stringValue))"
                @unknown default: return "other"
                }
            } catch { return "other \(error)" }
        }

        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var problems: [String] = []
        let inputs = [
            #"{"id": 1, "name": "Ann", "balance": 12.5, "verified": true, "createdAt": "2026-01-02T03:04:05Z", "tier": "pro"}"#,
            #"{"id": 2, "name": "Bo", "balance": -1, "verified": false, "createdAt": "2026-01-02T03:04:05Z", "tier": "free", "nickname": "b", "score": 7, "address": {"city": "Oslo", "postalCode": null, "lines": ["a", "b"]}, "previous": [{"city": "Rome"}], "tags": {"x": 1}, "ratio": 0.25, "big": 9007199254740993}"#,
            #"{"id": 3, "name": "Cy", "balance": 0, "verified": true, "createdAt": "2026-01-02T03:04:05Z", "tier": "free", "nickname": null, "address": null, "previous": []}"#,
        ]
        for input in inputs {
            let data = Data(input.utf8)
            let synthesized = try decoder.decode(Synthesized.Account.self, from: data)
            let generated = try decoder.decode(Generated.Account.self, from: data)
            if fields(synthesized) != fields(generated) { problems.append("values differ: \(fields(synthesized)) vs \(fields(generated))") }
            let synthesizedJSON = try encoded(synthesized), generatedJSON = try encoded(generated)
            if synthesizedJSON != generatedJSON { problems.append("encodings differ: \(synthesizedJSON) vs \(generatedJSON)") }
            let crossed = try decoder.decode(Synthesized.Account.self, from: Data(generatedJSON.utf8))
            let crossedBack = try decoder.decode(Generated.Account.self, from: Data(synthesizedJSON.utf8))
            if fields(crossed) != fields(synthesized) || fields(crossedBack) != fields(generated) { problems.append("cross decoding differs for \(input)") }
        }
        let broken = [
            #"{"name": "Ann", "balance": 1, "verified": true, "createdAt": "2026-01-02T03:04:05Z", "tier": "pro"}"#,
            #"{"id": null, "name": "Ann", "balance": 1, "verified": true, "createdAt": "2026-01-02T03:04:05Z", "tier": "pro"}"#,
            #"{"id": 1, "name": "Ann", "balance": "x", "verified": true, "createdAt": "2026-01-02T03:04:05Z", "tier": "pro"}"#,
            #"{"id": 1, "name": "Ann", "balance": 1, "verified": true, "createdAt": "2026-01-02T03:04:05Z", "tier": "pro", "address": {"postalCode": "1"}}"#,
            #"{"id": 1, "name": "Ann", "balance": 1, "verified": true, "createdAt": "2026-01-02T03:04:05Z", "tier": "gold"}"#,
        ]
        for input in broken {
            let data = Data(input.utf8)
            let a = failure { _ = try decoder.decode(Synthesized.Account.self, from: data) }
            let b = failure { _ = try decoder.decode(Generated.Account.self, from: data) }
            if a != b || a == "no error" { problems.append("errors differ for \(input): \(a) vs \(b)") }
        }
        print(problems.isEmpty ? "same" : problems.joined(separator: "\n"))
        """#

    @Test func generatedAndSynthesizedCodableAgree() throws {
        let folder = TemporaryFolder()
        // Generated: the declarations as a project has them, and Coding.stencil's output for them.
        folder.write("Sources/Models.swift", "import AnnogenRuntime\nimport Foundation\n\n" + Self.declarations(conformance: "ResponseBodyType"))
        let templates = repositoryRoot + "/Templates"
        let config = Config(sources: [folder.file("Sources")], templates: ["\(templates)/Coding.stencil"],
                            output: folder.file("Out"), omitVersionInHeader: true)
        let report = Pipeline(config: config).run(mode: .write)
        #expect(!report.hasErrors, "\(report.diagnostics.map(\.description))")
        let generatedCode = try #require(folder.read("Out/Coding.generated.swift"))
        #expect(generatedCode.contains("try JSONDecodingContainer(decoder)"))

        // One program: the runtime, both variants (each in its own namespace) and the driver.
        folder.write("Program/Synthesized.swift", "import Foundation\n\nenum Synthesized {\n\(Self.declarations(conformance: "Codable"))\n}\n")
        folder.write("Program/GeneratedModels.swift", "import Foundation\n\nenum Generated {\n\(Self.declarations(conformance: "ResponseBodyType"))\n}\n")
        // The generated extensions, qualified into the namespace.
        let extensions = generatedCode
            .replacingOccurrences(of: "import AnnogenRuntime\n", with: "")
            .replacingOccurrences(of: "extension Address {", with: "extension Generated.Address {")
            .replacingOccurrences(of: "extension Account {", with: "extension Generated.Account {")
            .replacingOccurrences(of: "(Address", with: "(Generated.Address")
            .replacingOccurrences(of: "([Address]", with: "([Generated.Address]")
            .replacingOccurrences(of: "(Tier", with: "(Generated.Tier")
        folder.write("Program/GeneratedCoding.swift", extensions)
        folder.write("Program/main.swift", Self.driver)
        let runtimeFiles = try SwiftCompiler.runtimeSources(repositoryRoot: repositoryRoot)
        let program = try FileManager.default.contentsOfDirectory(atPath: folder.file("Program")).sorted().map { folder.file("Program") + "/" + $0 }
        let executable = folder.file("equivalence")
        let compiled = try SwiftCompiler.swiftc(["-swift-version", "6", "-module-name", "AnnogenRuntime", "-o", executable] + runtimeFiles + program)
        try #require(compiled.status == 0, "swiftc:\n\(compiled.output.prefix(4000))")
        let result = try SwiftCompiler.run(executable, [])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "same\n", "\(result.output)")
    }
}
