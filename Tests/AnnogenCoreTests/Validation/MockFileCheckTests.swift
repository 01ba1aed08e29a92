import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

@Suite struct MockFileCheckTests {
    private let sources = """
        enum Search: APIEndPoint {
            // gen: mockFile = "mocks/search.json"
            enum Mocked: APIEndPoint {
                struct ResponseBody: ResponseBodyType {
                    let total: Int
                    // gen: jsonKey = "items"
                    let products: [Product]
                    let note: String?
                    // gen: defaultValue = ""
                    let title: String
                    // gen: safe
                    let extra: Extra?
                }
            }
        }
        struct Product: ResponseBodyType {
            // gen: jsonKey = "id"
            let productId: Int
            let price: Price
        }
        struct Price: ResponseBodyType { let amount: Int }
        struct Extra: ResponseBodyType { let x: Int }
        """

    private func check(_ json: String?, arguments: [String: TemplateArgument] = [:]) -> [String] {
        let folder = TemporaryFolder()
        if let json { folder.write("mocks/search.json", json) }
        let (module, _) = compose(["A.swift": sources])
        return MockFileCheck(module: module, arguments: arguments, projectRoot: folder.path).run().map { Self.described($0, in: folder) }
    }

    /// `path:line:col: message`, the path relative to `folder`; a warning says so.
    static func described(_ diagnostic: Diagnostic, in folder: TemporaryFolder) -> String {
        let path = (diagnostic.location?.path ?? "").replacingOccurrences(of: folder.path + "/", with: "")
        let severity = diagnostic.severity == .warning ? "warning: " : ""
        return "\(path):\(diagnostic.location?.line ?? 0):\(diagnostic.location?.column ?? 0): \(severity)\(diagnostic.message)"
    }

    @Test func aCompleteMockPasses() {
        #expect(check(#"{"total": 1, "items": [{"id": 1, "price": {"amount": 5}}]}"#) == [])
    }

    @Test func optionalsDefaultsSafeAndArraysMayBeMissing() {
        #expect(check(#"{"total": 0, "note": null, "extra": {"broken": true}}"#) == [])
    }

    @Test func missingRequiredKeyIsNamedWithItsPath() {
        // At the object that lacks the key, in the mock file.
        #expect(check(#"{"total": 1, "items": [{"id": 1, "price": {"amount": 5}}, {"id": 2, "price": {}}]}"#) == [
            "mocks/search.json:1:78: mock file 'mocks/search.json' does not match Search.Mocked.ResponseBody: missing key 'amount' at items[1].price",
        ])
        #expect(check(#"{"items": []}"#) == [
            "mocks/search.json:1:1: mock file 'mocks/search.json' does not match Search.Mocked.ResponseBody: missing key 'total' at the top level",
        ])
    }

    @Test func jsonKeyIsHonoured() {
        #expect(check(#"{"total": 1, "items": [{"productId": 1, "price": {"amount": 5}}]}"#) == [
            "mocks/search.json:1:24: mock file 'mocks/search.json' does not match Search.Mocked.ResponseBody: missing key 'id' at items[0]",
        ])
    }

    @Test func envelopedMockIsCheckedByItsBody() {
        #expect(check(#"{"status": "ok", "body": {"total": 3}}"#) == [])
    }

    @Test func missingFileAndInvalidJSONAreErrors() {
        // A missing file at the annotation; a syntax error where it is in the file.
        let missing = check(nil)
        #expect(missing.count == 1)
        #expect(missing.first?.hasPrefix("A.swift:2:13: mock file 'mocks/search.json' does not exist in this project (paths are relative to the project folder, /") == true, "\(missing)")
        #expect(check("{\"total\": ") == ["mocks/search.json:1:11: mock file 'mocks/search.json' is not valid JSON: the text ends where a value should be"])
    }

    /// A `typealias ResponseBody` is checked as the type it names (it was not checked at all), and a
    /// type's own `CodingKeys` give the keys the mock must have, as the generated init(from:) reads them.
    @Test func anAliasedResponseBodyAndOwnCodingKeysAreChecked() {
        let folder = TemporaryFolder()
        folder.write("m.json", #"{"items": [{"image_url": "x"}]}"#)
        let (module, _) = compose(["A.swift": """
            // gen: mockFile = "m.json"
            enum Feed: APIEndPoint {
                typealias ResponseBody = Page
            }
            struct Page: ResponseBodyType { let items: [Artist] }
            struct Artist: ResponseBodyType {
                let imageURL: String
                let followerCount: Int
                var cached = false
                enum CodingKeys: String, CodingKey {
                    case imageURL = "image_url"
                    case followerCount = "follower_count"
                }
            }
            """])
        let found = MockFileCheck(module: module, arguments: [:], projectRoot: folder.path).run().map { Self.described($0, in: folder) }
        #expect(found == ["m.json:1:12: mock file 'm.json' does not match Page: missing key 'follower_count' at items[0]"], "\(found)")
    }

    /// A `typealias ResponseBody` of a generic model or an array is checked through it (a review's
    /// debug mocks failed at run time at exit 0).
    @Test func aGenericOrArrayAliasIsCheckedThroughIt() {
        let folder = TemporaryFolder()
        folder.write("mocks/page.json", #"{"data": [{"id": "c1"}], "hasMore": false}"#)
        folder.write("mocks/list.json", #"[{"id": "c1", "name": "Ann"}, {"id": "c2"}]"#)
        folder.write("mocks/good.json", #"{"data": [{"id": "c1", "name": "Ann"}], "hasMore": true}"#)
        let (module, _) = compose(["A.swift": """
            struct Page<Item: ResponseBodyType>: ResponseBodyType {
                let data: [Item]
                let hasMore: Bool
            }
            struct Customer: ResponseBodyType { let id: String; let name: String }
            // gen: mockFile = "mocks/page.json"
            enum ListCustomers: APIEndPoint {
                typealias ResponseBody = Page<Customer>
            }
            // gen: mockFile = "mocks/list.json"
            enum AllCustomers: APIEndPoint {
                typealias ResponseBody = [Customer]
            }
            // gen: mockFile = "mocks/good.json"
            enum Good: APIEndPoint {
                typealias ResponseBody = Page<Customer>
            }
            """])
        let found = MockFileCheck(module: module, arguments: [:], projectRoot: folder.path).run().map { Self.described($0, in: folder) }
        #expect(found.sorted() == [
            "mocks/list.json:1:31: mock file 'mocks/list.json' does not match [Customer]: missing key 'name' at [1]",
            "mocks/page.json:1:11: mock file 'mocks/page.json' does not match Page<Customer>: missing key 'name' at data[0]",
        ])
    }
}
