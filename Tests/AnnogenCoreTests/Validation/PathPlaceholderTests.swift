import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing
@testable import AnnogenCore

/// Under `keyStrategy=snakeCase`, `{project_key}` for `projectKey` matched nothing: a path copied
/// from an API's document names its parameters as the server does. A placeholder names a property
/// by its Swift name or by its name on the wire (jsonKey, its CodingKeys raw value, its snake_case
/// name under snakeCase), as its query item would be named.
@Suite struct PathPlaceholderTests {
    static let source = """
        protocol APIEndPoint {}
        enum ProjectIssues: APIEndPoint {
            static let endpoint = "/projects/{project_key}/issues/{issue}"
            static let method = HTTPMethod.get
            struct RequestBody {
                let projectKey: String
                let issueNumber: Int
                let pageSize: Int
                enum CodingKeys: String, CodingKey {
                    case projectKey = "project_key"
                    case issueNumber = "issue"
                    case pageSize = "per_page"
                }
            }
        }
        enum Boards: APIEndPoint {
            static let endpoint = "/boards/{board_id}"
            static let method = HTTPMethod.delete
            struct RequestBody { let boardId: Int }
        }
        """

    private func check(_ source: String, snakeCase: Bool) -> [String] {
        let (module, _) = compose(["A.swift": source])
        return RequestBodyCheck.validate(module, snakeCaseKeys: snakeCase).map { "\($0.location?.line ?? 0): \($0.message)" }
    }

    @Test func aPlaceholderMayNameThePropertyOnTheWire() {
        // CodingKeys name the wire in either strategy; snake_case names only under snakeCase.
        #expect(check(Self.source, snakeCase: true) == [])
        #expect(check(Self.source, snakeCase: false) == [
            "17: nothing fills {board_id} in \"/boards/{board_id}\": no RequestBody property of Boards is named 'board_id' or sent as 'board_id' (a placeholder names a property by its name or its name on the wire: its jsonKey, its CodingKeys raw value, or its snake_case name under keyStrategy=snakeCase)",
        ])
    }

    @Test func twoPropertiesFillingOnePlaceholderAreAnError() {
        #expect(check("""
            protocol APIEndPoint {}
            enum Boards: APIEndPoint {
                static let endpoint = "/boards/{board_id}"
                struct RequestBody {
                    let board_id: Int
                    let boardId: Int
                }
            }
            """, snakeCase: true) == [
            "6: 'boardId' fills {board_id} in \"/boards/{board_id}\", and so does 'board_id': a placeholder names one property, by its name or its name on the wire; rename one of them or give it another jsonKey",
        ])
    }

    /// The generated request fills the placeholder by its wire name, and sends the rest in the query.
    @Test func theGeneratedRequestFillsThePlaceholder() throws {
        let source = """
            import AnnogenRuntime
            import Foundation

            enum Tracker {
                enum ProjectIssues: APIEndPoint {
                    static let endpoint = "/projects/{project_key}/issues"
                    static let method = HTTPMethod.get
                    struct RequestBody { let projectKey: String; let pageSize: Int }
                    struct ResponseBody: ResponseBodyType { let total: Int }
                }
            }
            """
        let module = try BuiltInTemplatesModule(sources: ["Tracker.swift": source], arguments: ["keyStrategy": .string("snakeCase")])
        #expect(module.errors.isEmpty, "\(module.errors)")
        let endpoints = module.outputs["Endpoints.generated.swift"] ?? ""
        #expect(endpoints.contains(#"pathParameters: ["project_key": APIRequest.pathValue(projectKey)],"#), "\(endpoints)")
        #expect(endpoints.contains(#"query: [("page_size", QueryValue(pageSize))]"#), "\(endpoints)")
        #expect(module.typeCheck.status == 0, "\(module.typeCheck.output)")
    }

    /// The checks' findings kept for the next run were made under one key strategy: a run under
    /// another checks again (the names on the wire differ).
    @Test func findingsMadeUnderAnotherKeyStrategyAreNotReused() {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", Self.source)
        folder.write("Templates/Names.stencil", "{% for type in types.all %}// {{ type.name }}\n{% endfor %}")
        func errors(_ strategy: String) -> [String] {
            let cache = AnnogenCache(directory: folder.file("cache"), toolVersion: "t", writesModule: true)
            let config = Config(sources: [folder.file("Sources")], templates: [folder.file("Templates")], output: folder.file("Out"),
                                arguments: ["keyStrategy": .string(strategy)])
            let report = Pipeline(config: config, cache: cache).cachedRun(mode: .write).report
            cache.flush()
            return report.diagnostics.filter { $0.severity == .error }.map { "\($0.location?.line ?? 0)" }
        }
        #expect(errors("snakeCase") == [])
        #expect(errors("useDefaultKeys") == ["17"])
        #expect(errors("snakeCase") == [])
    }
}
