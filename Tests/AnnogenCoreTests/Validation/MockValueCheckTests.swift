import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A mock whose values cannot decode into the declared types (a string for an `Int`, an object for
/// an array) passed the mock check, and the debug app failed at run time: every value is checked
/// as the declarations tell, and each problem is reported at its place in the JSON file.
@Suite struct MockValueCheckTests {
    static let sources = """
        // gen: mockFile = "m.json"
        enum Orders: APIEndPoint {
            struct ResponseBody: ResponseBodyType {
                let count: Int
                let orders: [Order]
                let totals: [String: Double]
                let byYear: [Int: Int]
                let note: String?
            }
        }
        struct Order: ResponseBodyType {
            let id: UUID
            let placedAt: Date
            let status: Status
            let priority: Priority
            let small: UInt8
            let link: URL
            // gen: boolFromInt
            let paid: Bool
            // gen: defaultValue = 0
            let quantity: Int
            // gen: safe
            let extra: Extra?
            let tags: Set<String>
            let address: Address?
            let signature: Signature?
            let blob: Data?
        }
        enum Status: String, Codable { case open, shipped = "SHIPPED" }
        // gen: unknownCase = other
        enum Priority: Int, Codable { case low = 1, high, other = 99 }
        struct Extra: ResponseBodyType { let x: Int }
        /// Synthesized Decodable: its names are its keys, and a missing array fails.
        struct Address: Codable {
            // gen: jsonKey = "street_name"
            let street: String
            let lines: [String]
        }
        /// Decodes itself: not looked into.
        struct Signature: Decodable {
            init(from decoder: any Decoder) throws {}
        }
        """

    private func check(_ json: String, sources: String = Self.sources, arguments: [String: TemplateArgument] = [:]) -> [String] {
        let folder = TemporaryFolder()
        folder.write("m.json", json)
        let (module, _) = compose(["A.swift": sources])
        return MockFileCheck(module: module, arguments: arguments, projectRoot: folder.path).run().map { MockFileCheckTests.described($0, in: folder) }
    }

    static let good = """
        {
          "count": 2,
          "orders": [
            {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "placedAt": "2026-09-21T14:13:20Z", "status": "SHIPPED",
             "priority": 7, "small": 255, "link": "https://example.com/o/1", "paid": 1, "quantity": null,
             "extra": {"x": "not checked"}, "tags": ["a"], "address": {"street": "Main", "lines": []},
             "signature": [1, 2], "blob": "aGVsbG8="},
            {"id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "placedAt": "2026-09-21t14:13:20.25z", "status": "open",
             "priority": 1.0, "small": 2e2, "link": "x", "paid": "TRUE", "tags": []}
          ],
          "totals": {"eur": 1, "usd": 2.5e-1},
          "byYear": {"2025": 3},
          "note": null
        }
        """

    @Test func valuesOfTheRightKindsPass() {
        #expect(check(Self.good) == [])
    }

    @Test func valuesOfTheWrongKindsAreErrorsAtTheirPlace() {
        let json = """
            {
              "count": "2",
              "orders": {"id": 1},
              "totals": {"eur": "1"},
              "byYear": {"last": 3},
              "note": 5
            }
            """
        #expect(check(json) == [
            "m.json:2:12: mock file 'm.json' does not match Orders.ResponseBody: expected a whole number for Int at count, found a string (\"2\")",
            "m.json:3:13: mock file 'm.json' does not match Orders.ResponseBody: expected an array for [Order] at orders, found an object",
            "m.json:4:21: mock file 'm.json' does not match Orders.ResponseBody: expected a number for Double at totals[\"eur\"], found a string (\"1\")",
            "m.json:5:22: mock file 'm.json' does not match Orders.ResponseBody: expected keys that are whole numbers for [Int: Int] at byYear, found the key \"last\"",
            "m.json:6:11: mock file 'm.json' does not match Orders.ResponseBody: expected a string for String at note, found a number (5)",
        ])
    }

    @Test func nestedValuesEnumsAndAnnotationsAreChecked() {
        let json = """
            {"count": 1, "totals": {}, "byYear": {}, "orders": [
              {"id": "not-a-uuid", "placedAt": 1700000000, "status": "closed", "priority": "high",
               "small": 256, "link": "", "paid": 2, "quantity": 1.5, "tags": "a", "blob": 12}
            ]}
            """
        let prefix = "mock file 'm.json' does not match Orders.ResponseBody: "
        #expect(check(json) == [
            "m.json:2:10: \(prefix)expected a UUID string (\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\") for UUID at orders[0].id, found a string (\"not-a-uuid\")",
            "m.json:2:36: \(prefix)expected a date string for Date at orders[0].placedAt, found a number (1700000000)",
            "m.json:2:58: \(prefix)expected one of \"open\", \"SHIPPED\" (or // gen: unknownCase = … on Status) for Status at orders[0].status, found a string (\"closed\")",
            "m.json:2:80: \(prefix)expected a whole number for Priority at orders[0].priority, found a string (\"high\")",
            "m.json:3:13: \(prefix)expected a whole number from 0 to 255 for UInt8 at orders[0].small, found a number (256)",
            "m.json:3:26: \(prefix)expected a URL string for URL at orders[0].link, found a string (\"\")",
            "m.json:3:38: \(prefix)expected true, false, 0 or 1 (boolFromInt) for Bool at orders[0].paid, found a number (2)",
            "m.json:3:53: \(prefix)expected a whole number for Int at orders[0].quantity, found a number (1.5)",
            "m.json:3:66: \(prefix)expected an array for Set<String> at orders[0].tags, found a string (\"a\")",
            "m.json:3:79: \(prefix)expected a base64 string for Data at orders[0].blob, found a number (12)",
        ])
    }

    /// A struct that is no ResponseBodyType is read by Swift's synthesized Decodable: its names are
    /// its keys (a jsonKey is not read there) and a missing array fails, where a model's is `[]`.
    @Test func synthesizedDecodableIsReadByItsOwnRules() {
        let json = #"{"count": 1, "orders": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "placedAt": "2026-09-21T14:13:20Z", "status": "open", "priority": 1, "small": 1, "link": "x", "paid": true, "address": {"street_name": "Main"}, "tags": []}]}"#
        let prefix = "mock file 'm.json' does not match Orders.ResponseBody: "
        // `totals` and `byYear` (dictionaries) may be missing from a model; `tags`, a Set, may not.
        #expect(check(json) == [
            "m.json:1:191: \(prefix)missing key 'street' at orders[0].address",
            "m.json:1:191: \(prefix)missing key 'lines' at orders[0].address",
        ])
    }

    @Test func theFormOfDatesAndDataIsAWarning() {
        let json = #"{"count": 1, "totals": {}, "byYear": {}, "orders": [{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "placedAt": "21.09.2026", "status": "open", "priority": 1, "small": 1, "link": "x", "paid": true, "tags": [], "blob": "hello!"}]}"#
        let prefix = "mock file 'm.json' does not match Orders.ResponseBody: "
        #expect(check(json) == [
            "m.json:1:112: warning: \(prefix)expected an ISO 8601 date (\"2026-09-21T14:13:20Z\") for Date at orders[0].placedAt, found a string (\"21.09.2026\") (APIClient.defaultDecoder() reads ISO 8601 dates; a makeDecoder of your own may read others)",
            "m.json:1:218: warning: \(prefix)expected base64 text for Data at orders[0].blob, found a string (\"hello!\") (JSONDecoder reads Data as base64 unless a makeDecoder of your own says otherwise)",
        ])
    }

    @Test func nullIsAValueOnlyForOptionalsAndDefaults() {
        #expect(check(#"{"count": null, "orders": null, "totals": null, "byYear": {}}"#) == [
            "m.json:1:11: mock file 'm.json' does not match Orders.ResponseBody: expected a value for Int at count, found null",
        ])
        #expect(check(#"{"count": 1, "totals": {}, "byYear": {}, "orders": [null]}"#) == [
            "m.json:1:53: mock file 'm.json' does not match Orders.ResponseBody: expected a value for Order at orders[0], found null",
        ])
    }

    @Test func snakeCaseKeysAndTheEnvelopeAreFollowed() {
        let sources = """
            // gen: mockFile = "m.json"
            enum Profile: APIEndPoint {
                struct ResponseBody: ResponseBodyType {
                    let displayName: String
                    let followerCount: Int
                }
            }
            """
        #expect(check(#"{"status": 0, "body": {"display_name": "Ann", "follower_count": 3}}"#, sources: sources, arguments: ["keyStrategy": .string("snakeCase")]) == [])
        #expect(check(#"{"status": 0, "body": {"display_name": "Ann", "follower_count": "3"}}"#, sources: sources, arguments: ["keyStrategy": .string("snakeCase")]) == [
            "m.json:1:65: mock file 'm.json' does not match Profile.ResponseBody: expected a whole number for Int at follower_count, found a string (\"3\")",
        ])
    }

    /// Raw values are compared as text only where the text tells: strings, and integers written
    /// in decimal digits (a `Double`'s `1.50` is its `1.5`; `0x10` is 16).
    @Test func rawValuesAreComparedOnlyWhereTheirTextTellsThem() {
        let sources = """
            // gen: mockFile = "m.json"
            enum Levels: APIEndPoint {
                struct ResponseBody: ResponseBodyType {
                    let mask: Mask
                    let ratio: Ratio
                    let size: Size
                }
            }
            enum Mask: Int, Codable { case low = 0x10, high = 0x20 }
            enum Ratio: Double, Codable { case half = 0.5, whole = 1 }
            enum Size: Int, Codable { case small = 1, large }
            """
        #expect(check(#"{"mask": 16, "ratio": 0.50, "size": 2}"#, sources: sources) == [])
        #expect(check(#"{"mask": 16, "ratio": 0.50, "size": 3}"#, sources: sources) == [
            "m.json:1:37: mock file 'm.json' does not match Levels.ResponseBody: expected one of 1, 2 (or // gen: unknownCase = … on Size) for Size at size, found a number (3)",
        ])
    }

    @Test func atMostTenProblemsAreReportedPerFile() {
        let sources = """
            // gen: mockFile = "m.json"
            enum Numbers: APIEndPoint {
                typealias ResponseBody = [Int]
            }
            """
        let found = check("[" + (0..<15).map { "\"\($0)\"" }.joined(separator: ",\n") + "]", sources: sources)
        #expect(found.count == 10)
        #expect(found.first == "m.json:1:2: mock file 'm.json' does not match [Int]: expected a whole number for Int at [0], found a string (\"0\")")
        #expect(found.last == "m.json:10:1: mock file 'm.json' does not match [Int]: expected a whole number for Int at [9], found a string (\"9\") (and 5 more problems in this file)")
    }

    @Test func syntaxErrorsArePlacedInTheFile() {
        #expect(check("{\n  \"count\": 01\n}") == ["m.json:2:12: mock file 'm.json' is not valid JSON: a number cannot start with 0 (JSON has no leading zeros)"])
        #expect(check("{\n  \"count\": 1,\n}") == ["m.json:3:1: mock file 'm.json' is not valid JSON: an object's key must be a string in double quotes"])
        #expect(check("{\"count\": 1} {}") == ["m.json:1:14: mock file 'm.json' is not valid JSON: unexpected '{' after the JSON value"])
    }
}
