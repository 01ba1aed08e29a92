import AnnogenModel
import Testing
@testable import AnnogenCore

/// What a URL can carry: a property of a GET/DELETE request, or one named by a path placeholder,
/// whose type cannot be sent is an error at the property, never code that does not compile.
@Suite struct RequestBodyCheckTests {
    private func check(_ source: String) -> [String] {
        let (module, diagnostics) = compose(["A.swift": "protocol APIEndPoint {}\n" + source])
        #expect(diagnostics.isEmpty)
        return RequestBodyCheck.validate(module).map { "\($0.location?.line ?? 0): \($0.message)" }
    }

    @Test func valuesAURLCanCarryPass() {
        #expect(check("""
            enum Kind: String { case a }
            enum Search: APIEndPoint {
                static let endpoint = "/items/{kind}/{day}"
                static let method = HTTPMethod.get
                struct RequestBody {
                    let kind: Kind
                    // gen: jsonKey = "day"
                    let date: Date
                    let codes: [String]
                    let kinds: [Kind]?
                    let page: Int?
                    let flag: Bool
                }
            }
            """) == [])
    }

    @Test func modelsDictionariesOptionalAndArrayPathParametersAreErrors() {
        #expect(check("""
            struct Filter { let x: Int }
            enum Search: APIEndPoint {
                static let endpoint = "/items/{id}/{tags}"
                static let method = HTTPMethod.get
                struct RequestBody {
                    let id: Int?
                    let tags: [String]
                    let filter: Filter
                    let extra: [String: String]
                    // gen: queryArray = commas
                    let codes: [String]
                }
            }
            enum Create: APIEndPoint {
                static let endpoint = "/items"
                struct RequestBody {
                    let filter: Filter
                }
            }
            """) == [
                "7: 'id' fills a placeholder of the path, so it cannot be optional (Int?)",
                "8: 'tags' is an array ([String]), which cannot go into the path",
                "9: 'filter' of type Filter cannot be sent in the query: use a String, a number, Bool, Date or a raw-valued enum, an array of those, or send it in a POST body",
                "10: 'extra' of type [String: String] cannot be sent in the query: use a String, a number, Bool, Date or a raw-valued enum, an array of those, or send it in a POST body",
                "11: queryArray is one of repeatedKeys, commaSeparated",
            ])
    }

    /// A public RequestBody sent as the body must say it is Sendable (Swift infers it only for types
    /// inside their module); otherwise the generated request does not compile.
    @Test func aPublicBodyThatIsNotDeclaredSendableIsAnError() {
        let endpoint = { (body: String) in
            """
            public enum Add: APIEndPoint {
                public static let endpoint = "/items"
                \(body) {
                    let name: String
                }
            }
            public enum Find: APIEndPoint {
                public static let endpoint = "/items"
                public static let method = HTTPMethod.get
                public struct RequestBody { let name: String }
            }
            """
        }
        #expect(check(endpoint("public struct RequestBody")) == [
            "4: Add.RequestBody is sent as the request's body, and a public struct is not Sendable unless it says so: declare `public struct RequestBody: Sendable`",
        ])
        #expect(check(endpoint("public struct RequestBody: Sendable")) == [])
        #expect(check(endpoint("struct RequestBody")) == [], "an internal struct is Sendable when its members are")
    }
}
