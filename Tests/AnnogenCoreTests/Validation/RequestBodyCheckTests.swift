import AnnogenModel
import Foundation
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
            extension URL { var isSecure: Bool { scheme == "https" } }
            enum Kind: String { case a }
            enum Search: APIEndPoint {
                static let endpoint = "/items/{kind}/{day}/{digest}"
                static let method = HTTPMethod.get
                struct RequestBody {
                    let digest: Data
                    let callback: URL
                    let links: [URL]?
                    let ids: [UUID]
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
                    // gen: queryObject = deepObject
                    let nested: [String: Filter]
                    // gen: queryObject = tree
                    let bad: [String: String]
                    // gen: queryObject = deepObject
                    let levels: [String: Level]
                    // An object by its fields: it must be Encodable to be written.
                    // gen: queryObject = deepObject
                    let range: Range
                    // gen: queryObject = form
                    let window: Window?
                }
            }
            struct Range: Codable { let gt: Int }
            struct Window { let from: Int }
            enum Create: APIEndPoint {
                static let endpoint = "/items"
                struct RequestBody {
                    let filter: Filter
                }
            }
            enum Level: String { case low }
            """) == [
                "7: 'id' fills a placeholder of the path, so it cannot be optional (Int?)",
                "8: 'tags' is an array ([String]), which cannot go into the path",
                "9: 'filter' of type Filter cannot be sent in the query: use a String, a number, Bool, Date, UUID, URL, Data or a raw-valued enum, an array of those, or send it in a POST body",
                "10: 'extra' of type [String: String] cannot be sent in the query: use a String, a number, Bool, Date, UUID, URL, Data or a raw-valued enum, an array of those, a map of those but enums with `// gen: queryObject = deepObject` (or `form`), or send it in a POST body",
                "11: queryArray is one of repeatedKeys, commaSeparated, pipeDelimited, spaceDelimited",
                "14: 'nested' of type [String: Filter] cannot be sent in the query as a map: its keys must be String and its values a String, a number, Bool, Date, UUID, URL or Data",
                "15: queryObject is one of deepObject, form",
                "18: 'levels' of type [String: Level] cannot be sent in the query as a map: its keys must be String and its values a String, a number, Bool, Date, UUID, URL or Data",
                "23: 'window' of type Window? is sent in the query by its fields, which its Encodable conformance writes: declare it Encodable (or a ResponseBodyType)",
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

    /// Found with a fresh API set written for a probe: each of these ran at exit 0 and gave code that
    /// does not compile, or a request that fails at run time.
    @Test func declarationsTheTemplatesCannotServeAreReportedAtTheirLine() {
        let found = check("""
            protocol APIEndPointHasMockResponse {}
            protocol ResponseBodyType {}
            enum Computed: APIEndPoint {
                static var endpoint: String { "/accounts/{id}" }
                static var method: HTTPMethod { .get }
            }
            enum Unfilled: APIEndPoint {
                static let endpoint = "/branches/{branchId}/items/{item}"
                struct RequestBody { let item: Int }
            }
            enum NoBody: APIEndPoint {
                static let endpoint = "/branches/{branchId}"
            }
            enum Named: APIEndPoint {
                static let endpoint = "/named"
                static let method = HTTPMethod.get
                struct RequestBody {
                    let completion: Double
                    let currency = "EUR"
                    private let secret: String
                    // gen: boolFromInt
                    let flag: Bool
                    // gen: defaultValue = 1
                    let page: Int
                }
            }
            enum Aliased: APIEndPoint {
                static let endpoint = "/aliased"
                typealias RequestBody = Filter
            }
            // gen: mockFile = "m.json"
            enum Unmocked: APIEndPoint {
                static let endpoint = "/unmocked"
            }
            struct Filter { let x: Int }
            struct Model: ResponseBodyType {
                private(set) var hidden: Int
                private let kept = 1
            }
            """)
        #expect(found.sorted { $0.compare($1, options: .numeric) == .orderedAscending } == [
            "5: 'endpoint' is read when annogen runs: declare it `static let endpoint = …` with a string literal, not computed",
            "6: 'method' is read when annogen runs: declare it `static let method = …` with HTTPMethod.get, .post, …, not computed",
            "9: nothing fills {branchId} in \"/branches/{branchId}/items/{item}\": no RequestBody property of Unfilled is named 'branchId' or sent as 'branchId' (a placeholder names a property by its name or its name on the wire: its jsonKey, its CodingKeys raw value, or its snake_case name under keyStrategy=snakeCase)",
            "13: nothing fills {branchId} in \"/branches/{branchId}\": NoBody has no RequestBody with a property 'branchId'",
            "19: a RequestBody property cannot be named 'completion': APIClient's completion-handler method takes the handler under that name",
            "20: 'currency' has a value (`let … = …`), so the request method cannot take it and it cannot go into the query: make it a `var` (a parameter with that default)",
            "21: 'secret' is private: the generated request code, in another file, sets it; make it internal",
            "22: boolFromInt applies to JSON bodies: in the query, 'flag' is sent as true or false",
            "24: defaultValue applies when decoding, and a RequestBody is only sent: write `var page = …` to give the parameter a default",
            "30: a RequestBody given as a typealias is not read (the request would send nothing): declare `struct RequestBody` in Aliased",
            "32: mockFile has no effect: Unmocked does not conform to APIEndPointHasMockResponse, so its requests never ask mockResponse(for:)",
            "38: 'hidden' is private: the generated init(from:), in another file, sets it; make it internal, or write init(from:) and encode(to:) in the type",
            "39: 'kept' is private: the generated encode(to:), in another file, reads it; make it internal, or write encode(to:) in the type",
        ], "\(found)")
    }

    /// The path and the method are read as written: an expression or a call would be read as its
    /// text (a path with `+` in it, no known verb and so a body posted instead of a query).
    @Test func aPathOrMethodThatIsNoLiteralIsAnError() {
        let found = check("""
            enum Paths { static let repo = "/repos/{owner}" }
            enum Joined: APIEndPoint {
                static let endpoint = Paths.repo + "/issues"
                static let method = HTTPMethod(rawValue: "GET")!
            }
            enum Concatenated: APIEndPoint {
                static let endpoint = "/a" + "/b"
                static let method = HTTPMethod . get
            }
            enum Interpolated: APIEndPoint {
                static let endpoint = "/a/\\(Paths.repo)"
                static let method = Self.defaultMethod
                static let defaultMethod = HTTPMethod.get
            }
            enum Written: APIEndPoint {
                static let endpoint = #"/b/{id}"#
                static let method = AnnogenRuntime.HTTPMethod.delete
                struct RequestBody { let id: Int }
            }
            enum Plain: APIEndPoint {
                static let endpoint = "/say/\\"hi\\""
                static let method = .patch
            }
            """)
        let literal = "give it a string literal (`\"/items/{id}\"`)"
        let verbs = "give it one of .get, .post, .put, .patch, .delete (or HTTPMethod.get, AnnogenRuntime.HTTPMethod.get)"
        #expect(found.sorted { $0.compare($1, options: .numeric) == .orderedAscending } == [
            "4: 'endpoint' is read as written when annogen runs: \(literal), not `Paths.repo + \"/issues\"`",
            "5: 'method' is read as written when annogen runs: \(verbs), not `HTTPMethod(rawValue: \"GET\")!`",
            "8: 'endpoint' is read as written when annogen runs: \(literal), not `\"/a\" + \"/b\"`",
            "9: 'method' is read as written when annogen runs: \(verbs), not `HTTPMethod . get`",
            "12: 'endpoint' is read as written when annogen runs: \(literal), not `\"/a/\\(Paths.repo)\"`",
            "13: 'method' is read as written when annogen runs: \(verbs), not `Self.defaultMethod`",
        ], "\(found)")
        #expect(RequestBodyCheck.verb(of: "AnnogenRuntime.HTTPMethod.delete") == "delete")
        #expect(RequestBodyCheck.verb(of: ".patch") == "patch")
        #expect(RequestBodyCheck.verb(of: "HTTPMethod.head") == nil)
    }

    /// A public endpoint's request methods are public: a type they name that is less than public is
    /// refused where it is declared, not left to the compiler in the generated file.
    @Test func aPublicEndpointNamesOnlyPublicTypes() {
        let found = check("""
            public enum Shop {
                public enum Find: APIEndPoint {
                    public static let endpoint = "/stores"
                    public struct RequestBody: Sendable {
                        public var region: String
                        var kind: Kind?
                        var tags: [String: [Shop.Tag]]
                        let fixed = 1
                    }
                    enum Kind: String, Sendable { case a }
                    struct ResponseBody: ResponseBodyType { let id: Int }
                }
                struct Tag: Sendable {}
                public enum Aliased: APIEndPoint {
                    public static let endpoint = "/aliased"
                    public typealias ResponseBody = Hidden
                }
                struct Hidden {}
            }
            enum Internal {
                public enum Held: APIEndPoint {
                    public static let endpoint = "/held"
                }
            }
            """)
        #expect(found.sorted { $0.compare($1, options: .numeric) == .orderedAscending } == [
            "7: 'kind' is of type Shop.Find.Kind, which is internal: the public request methods generated for Shop.Find take it; make Shop.Find.Kind public",
            "8: 'tags' is of type Shop.Tag, which is internal: the public request methods generated for Shop.Find take it; make Shop.Tag public",
            "12: Shop.Find.ResponseBody is internal: the public methods generated for Shop.Find return it; make it public",
            "17: ResponseBody of Shop.Aliased is Shop.Hidden, which is internal: the public methods generated for Shop.Aliased return it; make Shop.Hidden public",
            "22: Internal.Held is public, but Internal, which holds it, is internal: the public methods generated for it name its types through Internal; make Internal public",
        ], "\(found)")
    }

    /// A model or a RequestBody declared in `#if` branches: the generated code would use every
    /// branch's members in every build (a `let` set twice, a name missing in the other build).
    @Test func aTypeDeclaredInIfBranchesIsAnError() {
        let found = check("""
            protocol ResponseBodyType {}
            #if DEBUG
            struct Info: ResponseBodyType { let version: String; let debugBuild: Bool }
            #else
            struct Info: ResponseBodyType { let version: String }
            #endif
            enum Send: APIEndPoint {
                static let endpoint = "/send"
                #if DEBUG
                struct RequestBody { let trace: String }
                #else
                struct RequestBody { let note: String }
                #endif
            }
            """)
        let message = "is declared more than once (in #if branches, or in two modules): the generated code would use the members of every declaration in every build; declare it once, with the members every build has"
        #expect(found.sorted { $0.compare($1, options: .numeric) == .orderedAscending } == ["4: Info \(message)", "11: Send.RequestBody \(message)"], "\(found)")
    }

    @Test func twoEndpointsThatGenerateOneMethodAreAnError() {
        let (module, _) = compose(["A.swift": """
            protocol APIEndPoint {}
            enum Playlists {
                enum Create: APIEndPoint {
                    static let endpoint = "/playlists"
                    struct RequestBody { let name: String }
                }
            }
            enum Tracks {
                enum Create: APIEndPoint {
                    static let endpoint = "/tracks"
                    struct RequestBody { let name: String; let currency = "EUR" }
                }
            }
            enum Albums {
                enum Create: APIEndPoint {
                    static let endpoint = "/albums"
                    struct RequestBody { let title: String }
                }
            }
            enum Users {
                enum Search: APIEndPoint {
                    static let endpoint = "/users"
                    enum Sort: String { case name }
                    struct RequestBody { let sort: Sort }
                }
            }
            enum Posts {
                enum Search: APIEndPoint {
                    static let endpoint = "/posts"
                    enum Sort: String { case date }
                    struct RequestBody { let sort: Sort }
                }
            }
            enum Bank {
                enum IBANCheck: APIEndPoint {
                    static let endpoint = "/bank"
                    struct RequestBody { let iban: String }
                }
            }
            enum Card {
                enum IbanCheck: APIEndPoint {
                    static let endpoint = "/card"
                    struct RequestBody { let iban: String }
                }
            }
            enum Shop {
                enum Über: APIEndPoint {
                    static let endpoint = "/shop"
                    struct RequestBody { let q: String }
                }
            }
            enum Mall {
                enum über: APIEndPoint {
                    static let endpoint = "/mall"
                    struct RequestBody { let q: String }
                }
            }
            enum Boards {
                enum Fetch: APIEndPoint {
                    static let endpoint = "/boards"
                    struct RequestBody { let ids: Array<Swift.Int>; let tag: Optional<String>; let meta: Dictionary<String, [Int]> }
                }
            }
            enum Lists {
                enum Fetch: APIEndPoint {
                    static let endpoint = "/lists"
                    struct RequestBody { let ids: [Int]; let tag: String!; let meta: [String: Array<Int>] }
                }
            }
            """])
        let found = EndpointMethodNames.clashes(module).map { "\($0.location?.line ?? 0): \($0.message)" }
        // Users.Search.Sort and Posts.Search.Sort are two types: the methods are overloads. Names
        // that differ in the case of their first word give one method name, and types written
        // differently (`[Int]`, `Array<Swift.Int>`) one parameter type.
        #expect(found == [
            "9: Playlists.Create and Tracks.Create both generate APIClient.create(name:): rename one of them",
            "65: Boards.Fetch and Lists.Fetch both generate APIClient.fetch(ids:tag:meta:): rename one of them",
            "41: Bank.IBANCheck and Card.IbanCheck both generate APIClient.ibanCheck(iban:): rename one of them",
            "47: Mall.über and Shop.Über both generate APIClient.über(q:): rename one of them",
        ], "\(found)")
    }

    /// Properties whose type annogen does not infer (`var kind = Kind.a`) are errors where the
    /// generated code needs the type; a private property is one only where generated code in
    /// another file sets or reads it.
    @Test func untypedAndPrivatePropertiesWhereTheGeneratedCodeNeedsThem() {
        let found = check("""
            protocol ResponseBodyType {}
            enum Kind: String { case a }
            enum Make: APIEndPoint {
                static let endpoint = "/make"
                struct RequestBody {
                    var kind = Kind.a
                    private(set) var page: Int
                    let fixed = Kind.a
                }
            }
            struct Model: ResponseBodyType {
                var kind = Kind.a
                private let secret: Int
                init(from decoder: any Decoder) throws { secret = 1 }
            }
            """)
        // Model writes its own init(from:): its untyped `kind` is not decoded, but encode(to:) reads `secret`.
        #expect(found == [
            "7: give 'kind' a type (`: Type`): it is a parameter of the generated request method",
            "14: 'secret' is private: the generated encode(to:), in another file, reads it; make it internal, or write encode(to:) in the type",
        ], "\(found)")
        #expect(!found.contains { $0.contains("'page'") || $0.contains("'fixed'") }, "\(found)")
    }

    /// A member named like a type a decoded property is declared with (`let URL: String` beside
    /// `let url: URL`) is an error at the member: the generated `init(from:)`, in an extension,
    /// writes `URL.self`, which there names the member. A property, static or not, computed or
    /// stored, from the declaration or an extension, or a method; written qualified
    /// (`Foundation.URL`), or decoded by the type's own `init(from:)`, it is no error.
    @Test func aMemberNamedLikeADecodedPropertysTypeIsAnError() {
        let found = check("""
            protocol ResponseBodyType {}
            struct Tag {}
            struct Item {}
            struct Link: ResponseBodyType {
                let URL: String
                let url: URL
                let items: [Item]
                static let Date = 1
                let at: Date?
                let tag: Tag
                func Item() -> Int { 1 }
            }
            extension Link {
                var Tag: String { "" }
            }
            struct Qualified: ResponseBodyType {
                let URL: String
                let url: Foundation.URL
            }
            struct Own: ResponseBodyType {
                let URL: String
                let url: URL
                init(from decoder: any Decoder) throws { URL = ""; url = Foundation.URL(fileURLWithPath: "/") }
            }
            """)
        #expect(found.count == 4, "\(found)")
        #expect(found.contains { $0.hasPrefix("6: 'URL' has the name of a type 'url' is declared with (URL): the generated init(from:) would name this member") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("12: 'Item' has the name of a type 'items' is declared with ([Item])") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("9: 'Date' has the name of a type 'at' is declared with (Date?)") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("15: 'Tag' has the name of a type 'tag' is declared with (Tag)") }, "\(found)")
        #expect(found.allSatisfy { $0.contains("// gen: jsonKey = ") }, "\(found)")
    }

    @Test func theNamesATypeLooksUp() {
        #expect(TypeName.namesLookedUp(in: "[Foundation.URL: Item]?") == ["Foundation", "Item"])
        // Generic arguments are looked up as types, not as expressions (`Box<Cat>(from:)` finds the type).
        #expect(TypeName.namesLookedUp(in: "any Sequence<Int>") == ["Sequence"])
        #expect(TypeName.namesLookedUp(in: "(inout `Type`, @escaping (A.B) -> C)") == ["Type", "A", "C"])
        #expect(TypeName.namesLookedUp(in: "Dictionary<String, [Ä2]>") == ["Dictionary"])
        #expect(TypeName.namesLookedUp(in: "[Box<Cat>: Ä2]") == ["Box", "Ä2"])
        #expect(TypeName.namesLookedUp(in: "(Int) -> Box<A>") == ["Int", "Box"])
    }

    /// A type the project declares is its own whatever its name: a struct `Data` is not Foundation's
    /// bytes, and its generated `QueryValue(data)` did not compile (found by the code review).
    @Test func aProjectsOwnTypeNamedLikeFoundationsIsNotSentAsIt() {
        let found = check("""
            struct Data { let x: Int }
            enum Upload: APIEndPoint {
                static let endpoint = "/upload"
                static let method = HTTPMethod.get
                struct RequestBody { let data: Data }
            }
            """)
        #expect(found.count == 1 && found[0].hasPrefix("6: 'data' of type Data cannot be sent in the query"), "\(found)")
    }

    /// Declarations whose generated request or coding would drop a value or not compile, found by a
    /// review with a third API set, each refused at the declaration.
    @Test func declarationsTheGeneratedRequestCannotServeAreRefused() {
        let found = check("""
            struct Note: Encodable { let text: String }
            enum Post: APIEndPoint {
                static let endpoint = "/items/{id"
                static let method = HTTPMethod.post
                struct RequestBody {
                    // gen: sendIn = body
                    let note: Note
                    let tag: String
                    // gen: sendIn = body
                    let other: Note
                }
            }
            enum Charge: APIEndPoint {
                static let endpoint = "/charges"
                static let method = HTTPMethod.post
                struct RequestBody {
                    let amount: Int
                    let currency: String
                    init(amount: Int) { self.amount = amount; currency = "EUR" }
                }
                struct ResponseBody { let id: Int }
            }
            enum Search: APIEndPoint {
                static let endpoint = "/search"
                static let method = HTTPMethod.get
                struct RequestBody {
                    let page: Int
                    // gen: jsonKey = "page"
                    let pageNumber: Int
                    // gen: sendIn = header
                    let token: String
                    // gen: sendIn = header
                    // gen: jsonKey = "TOKEN"
                    let other: String
                }
            }
            """)
        #expect(found.sorted { $0.compare($1, options: .numeric) == .orderedAscending } == [
            "4: a { is not closed in \"/items/{id\": a placeholder is written {name}",
            "9: 'tag' would be a member of the JSON body, but 'note' is sent as the whole body (sendIn = body), so it would not be sent: send it in the query or a header (// gen: sendIn = query), or make it a property of Note",
            "11: 'other' is sent as the whole body (sendIn = body), and so is 'note': a request has one body; send one of them in the query or a header, or make both properties of one type",
            "20: Charge.RequestBody declares init(amount:), so Swift makes no memberwise init, and the generated request method calls init(amount:currency:); declare that init, or yours in an extension of RequestBody",
            "22: Charge.ResponseBody is decoded from the response, and conforms to nothing: declare it `struct ResponseBody: ResponseBodyType`",
            "30: 'pageNumber' is sent in the query as 'page', and so is 'page': give one of them another name (// gen: jsonKey = \"…\")",
            "35: 'other' is sent in the header as 'TOKEN', and so is 'token': give one of them another name (// gen: jsonKey = \"…\")",
        ])
    }

    /// A ResponseBody that conforms only to Swift's protocols that do not make it Decodable is
    /// refused at its declaration, not in the generated file (found by the second review of the
    /// fixes); one that names a protocol of the project's own may be Decodable through it.
    @Test func aResponseBodyThatIsNotDecodableIsRefused() {
        #expect(check("""
            protocol Model: Decodable {}
            enum Get: APIEndPoint {
                static let endpoint = "/a"
                struct ResponseBody: Equatable, Sendable { let id: Int }
            }
            enum Other: APIEndPoint {
                static let endpoint = "/b"
                struct ResponseBody: Model, Equatable { let id: Int }
            }
            """) == ["5: Get.ResponseBody is decoded from the response, and conforms to Equatable, Sendable, not Decodable: declare it `struct ResponseBody: ResponseBodyType`"])
    }

    /// An init in an extension keeps the memberwise init; a ResponseBody that conforms in an
    /// extension conforms.
    @Test func anInitInAnExtensionAndAConformanceInAnExtensionPass() {
        #expect(check("""
            enum Charge: APIEndPoint {
                static let endpoint = "/charges/{id}"
                static let method = HTTPMethod.post
                struct RequestBody { let id: Int; let amount: Int }
                struct ResponseBody { let id: Int }
            }
            extension Charge.RequestBody { init(id: Int) { self.init(id: id, amount: 0) } }
            extension Charge.ResponseBody: Decodable {}
            enum Signup: APIEndPoint {
                static let endpoint = "/signup"
                static let method = HTTPMethod.post
                struct RequestBody: Sendable {
                    var name: String
                    var age: Int
                    let source = "app"
                    init(name: String, age: Int) { self.name = name; self.age = age }
                }
            }
            """) == [])
    }

    /// A class has no memberwise init: one of the labels the request method calls must be declared.
    @Test func aClassRequestBodyNeedsTheInitTheRequestCalls() {
        #expect(check("""
            enum Signup: APIEndPoint {
                static let endpoint = "/signup"
                static let method = HTTPMethod.post
                final class RequestBody: Encodable {
                    let name: String
                    init() { name = "" }
                }
            }
            """) == ["7: Signup.RequestBody is a class, which has no memberwise init, and the generated request method calls init(name:); declare that init"])
    }

    /// A wrapped property without a value: the generated init(from:), in another file, cannot set
    /// its wrapper's private storage (a review's model did not compile at exit 0). With a value (also
    /// in the attribute, `wrappedValue:`), an optional one, a wrapper with `init()`, or a global actor,
    /// it can.
    @Test func aWrappedPropertyWithoutAValueIsRefusedInAModel() {
        let found = check("""
            protocol ResponseBodyType {}
            @propertyWrapper struct Trimmed { var wrappedValue: String }
            @propertyWrapper struct Boxed<T> { var wrappedValue: T? }
            @globalActor actor Worker { static let shared = Worker() }
            @propertyWrapper struct Clamped { var wrappedValue: Int; init(wrappedValue: Int, _ low: Int, _ high: Int) { self.wrappedValue = wrappedValue } }
            @propertyWrapper struct Counter { var wrappedValue: Int; init() { wrappedValue = 0 } }
            struct Message: ResponseBodyType {
                let text: String
                @Trimmed var subtitle: String
                @Trimmed var title: String = ""
                @Boxed var parent: String?
                @Worker var count: Int
                @Clamped(wrappedValue: 5, 0, 10) var level: Int
                @Counter var views: Int
            }
            """)
        #expect(found == [
            "10: 'subtitle' is wrapped and has no initial value: the generated init(from:), in another file, cannot initialize its wrapper; give it one (`= …`), or write init(from:) and encode(to:) in the type",
        ])
    }
}
