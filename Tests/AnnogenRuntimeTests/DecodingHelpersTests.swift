import AnnogenRuntime
import AnnogenTestSupport
import Foundation
import Testing

/// A response model written the way annogen generates `init(from:)`.
struct Listing: ResponseBodyType {
    enum Status: String, Codable, Sendable {
        case active, sold, unknown
        init(from decoder: any Decoder) throws { self = try decoder.decodeRawValue(unknown: .unknown) }
    }
    enum Kind: Int, Codable, Sendable { case other = 0, new = 1, used = 2 }
    struct Badge: ResponseBodyType, Equatable { let label: String }

    let worthBuying: Bool
    let isNew: Bool?
    let tags: [String]
    let count: Int
    let badge: Badge?
    let status: Status
    let kind: Kind

    enum CodingKeys: String, CodingKey { case worthBuying, isNew, tags, count, badge, status, kind }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        worthBuying = try container.decodeBoolFromInt(forKey: .worthBuying)
        isNew = try container.decodeBoolFromIntIfPresent(forKey: .isNew)
        tags = try container.decodeArrayOrEmpty([String].self, forKey: .tags)
        count = try container.decode(Int.self, forKey: .count, default: 0)
        badge = container.decodeSafely(Badge.self, forKey: .badge)
        status = try container.decode(Status.self, forKey: .status)
        kind = try container.decodeRawValue(Kind.self, forKey: .kind, unknown: .other)
    }
}

struct Listings: ResponseBodyType { let items: [Listing] }

/// A model whose optional is spelled through a typealias, decoded as generated code decodes it
/// (`decode(String?.self, …)`, the alias's target): a review's `{}` failed with keyNotFound.
typealias MaybeName = String?
struct Nicknamed: ResponseBodyType {
    let nickname: MaybeName
    init(from decoder: any Decoder) throws {
        let container = try JSONDecodingContainer(decoder)
        nickname = try container.decode(String?.self, forKey: "nickname")
    }
}

@Suite("Codable helpers for generated code")
struct DecodingHelpersTests {
    let issues = Collector<DecodingIssue>()

    func decode<T: Decodable>(_ json: String, as type: T.Type = Listing.self) throws -> T {
        let decoder = JSONDecoder()
        decoder.userInfo[.decodingIssueReporter] = DecodingIssueReporter { [issues] in issues.append($0) }
        return try decoder.decode(type, from: Data(json.utf8))
    }

    @Test(arguments: [("1", true), ("0", false), ("true", true), ("false", false), (#""1""#, true)])
    func boolFromInt(json: String, expected: Bool) throws {
        let listing = try decode(#"{"worthBuying": \#(json), "isNew": \#(json), "status": "sold", "kind": 2}"#)
        #expect(listing.worthBuying == expected)
        #expect(listing.isNew == expected)
    }

    @Test func boolFromIntRejectsOtherNumbersAndMissingKeys() {
        let two = #expect(throws: DecodingError.self) { try decode(#"{"worthBuying": 2, "status": "sold", "kind": 1}"#) }
        #expect(two?.readableDescription == "Expected true, false, 0 or 1")
        let missing = #expect(throws: DecodingError.self) { try decode(#"{"status": "sold", "kind": 1}"#) }
        #expect(missing?.readableCodingPath == "worthBuying")
    }

    @Test func anOptionalThroughATypealiasMayBeMissingOrNull() throws {
        #expect(try decode("{}", as: Nicknamed.self).nickname == nil)
        #expect(try decode(#"{"nickname": null}"#, as: Nicknamed.self).nickname == nil)
        #expect(try decode(#"{"nickname": "Ann"}"#, as: Nicknamed.self).nickname == "Ann")
    }

    @Test func missingAndNullBecomeDefaults() throws {
        let missing = try decode(#"{"worthBuying": 1, "status": "sold", "kind": 1}"#)
        #expect(missing.isNew == nil)
        #expect(missing.tags == [])
        #expect(missing.count == 0)
        #expect(missing.badge == nil)
        let null = try decode(#"{"worthBuying": 1, "isNew": null, "tags": null, "count": null, "badge": null, "status": "sold", "kind": 1}"#)
        #expect(null.isNew == nil)
        #expect(null.tags == [])
        #expect(null.count == 0)
        #expect(issues.values.isEmpty)
        let present = try decode(#"{"worthBuying": 1, "tags": ["a"], "count": 4, "status": "sold", "kind": 1}"#)
        #expect(present.tags == ["a"])
        #expect(present.count == 4)
    }

    /// A nullable property with a default (`defaultWhenMissing`): null is nil, a missing key the default.
    @Test func aDefaultWhenMissingLeavesNullNil() throws {
        struct Settings: Decodable {
            let locale: String?
            init(from decoder: any Decoder) throws {
                let container = try JSONDecodingContainer(decoder)
                locale = try container.decodeIfPresent(String.self, forKey: "locale", defaultWhenMissing: "en")
            }
        }
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Settings.self, from: Data(#"{"locale": null}"#.utf8)).locale == nil)
        #expect(try decoder.decode(Settings.self, from: Data("{}".utf8)).locale == "en")
        #expect(try decoder.decode(Settings.self, from: Data(#"{"locale": "fr"}"#.utf8)).locale == "fr")
        #expect(throws: DecodingError.self) { try decoder.decode(Settings.self, from: Data(#"{"locale": 4}"#.utf8)) }
    }

    @Test func defaultDoesNotHideAWrongType() {
        #expect(throws: DecodingError.self) { try decode(#"{"worthBuying": 1, "count": "4", "status": "sold", "kind": 1}"#) }
    }

    @Test func safeDecodingDropsTheValueAndReportsIt() throws {
        let json = #"{"items": [{"worthBuying": 1, "badge": {"label": "Hot"}, "status": "sold", "kind": 1},"#
            + #" {"worthBuying": 0, "badge": {"label": 5}, "status": "active", "kind": 2}]}"#
        let listings = try decode(json, as: Listings.self)
        #expect(listings.items.map(\.badge) == [Listing.Badge(label: "Hot"), nil])
        #expect(issues.values.count == 1)
        let issue = try #require(issues.values.first)
        #expect(issue.codingPath == "items[1].badge.label")
        guard case .droppedValue = issue.kind else { Issue.record("got \(issue.kind)"); return }
    }

    @Test func unknownRawValuesMapToTheFallbackAndAreReported() throws {
        let json = #"{"items": [{"worthBuying": 1, "status": "sold", "kind": 1},"#
            + #" {"worthBuying": 1, "status": "reserved", "kind": 9}]}"#
        let listings = try decode(json, as: Listings.self)
        #expect(listings.items.map(\.status) == [.sold, .unknown])
        #expect(listings.items.map(\.kind) == [.new, .other])
        #expect(issues.values == [
            DecodingIssue(kind: .unknownRawValue("reserved", type: "Status"), codingPath: "items[1].status"),
            DecodingIssue(kind: .unknownRawValue("9", type: "Kind"), codingPath: "items[1].kind"),
        ])
    }

    @Test func helpersWorkWithoutAReporter() throws {
        let listing = try JSONDecoder().decode(Listing.self, from: Data(
            #"{"worthBuying": 1, "badge": 3, "status": "new-value", "kind": 1}"#.utf8))
        #expect(listing.badge == nil)
        #expect(listing.status == .unknown)
    }

    @Test func defaultDecoderReadsISO8601AndNamesTheDateThatIsNot() throws {
        struct Event: Decodable { let at: Date }
        struct Events: Decodable { let events: [Event] }
        let decoder = APIClient.defaultDecoder()
        let events = try decoder.decode(Events.self, from: Data(#"{"events": [{"at": "2024-05-01T10:00:00Z"}, {"at": "2024-05-01T19:00:00+09:00"}]}"#.utf8))
        #expect(events.events.map(\.at) == [Date(timeIntervalSince1970: 1_714_557_600), Date(timeIntervalSince1970: 1_714_557_600)])

        // RFC 3339 (OpenAPI's date-time) allows a lower-case `t` and `z`; they failed to decode.
        let lower = try decoder.decode(Event.self, from: Data(#"{"at": "2024-05-01t10:00:00z"}"#.utf8))
        #expect(lower.at == Date(timeIntervalSince1970: 1_714_557_600))

        for bad in [#""next Tuesday""#, "1714557600"] {
            let error = #expect(throws: DecodingError.self) {
                try decoder.decode(Events.self, from: Data(#"{"events": [{"at": "2024-05-01T10:00:00Z"}, {"at": \#(bad)}]}"#.utf8))
            }
            #expect(error?.readableCodingPath == "events[1].at")
        }
    }

    @Test func readableCodingPathMatchesTheBrief() {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(stringValue: String) { self.stringValue = stringValue }
            init(intValue: Int) { self.stringValue = "Index \(intValue)"; self.intValue = intValue }
        }
        #expect(readableCodingPath([Key(stringValue: "products"), Key(intValue: 2), Key(stringValue: "productId")])
            == "products[2].productId")
        #expect(readableCodingPath([]) == "")
    }
}

@Suite("Decoding issues reach the client's hook", .timeLimit(.minutes(1)))
struct ClientDecodingIssueTests {
    @Test func issuesAreTaggedWithTheRequest() async throws {
        let json = #"{"items": [{"worthBuying": true, "badge": [], "status": "gone", "kind": 1}]}"#
        try await TestServer.with([.json(json)]) { server in
            let issues = Collector<DecodingIssue>()
            let client = makeClient(server) { $0.onDecodingIssue = { issues.append($0) } }
            let listings = try await client.send(APIRequest(API.ProductSearch.self, query: ["q": "x"]), as: Listings.self)
            #expect(listings.items.first?.status == .unknown)
            #expect(issues.values.map(\.codingPath) == ["items[0].badge", "items[0].status"])
            #expect(issues.values.allSatisfy { $0.request == "GET /app/search" })
            #expect(issues.values.last?.description == "GET /app/search items[0].status: unknown Status raw value 'gone'")
        }
    }
}

/// An optional URL sent as `""` (Twilio's unset `sms_fallback_url`) is nil; one that is not a URL
/// still fails, and so does `""` where a URL is required.
@Suite struct EmptyURLTests {
    struct Number: Decodable {
        let fallback: URL?
        let voice: URL

        init(from decoder: any Decoder) throws {
            let container = try JSONDecodingContainer(decoder)
            fallback = try container.decodeIfPresent(URL.self, forKey: "fallback")
            voice = try container.decode(URL.self, forKey: "voice")
        }
    }

    @Test func anEmptyOptionalURLIsNil() throws {
        let number = try JSONDecoder().decode(Number.self, from: Data(#"{"fallback": "", "voice": "https://a.example/v"}"#.utf8))
        #expect(number.fallback == nil && number.voice.absoluteString == "https://a.example/v")
        let set = try JSONDecoder().decode(Number.self, from: Data(#"{"fallback": "https://b.example", "voice": "https://a.example/v"}"#.utf8))
        #expect(set.fallback?.absoluteString == "https://b.example")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Number.self, from: Data(#"{"voice": ""}"#.utf8)) }
    }
}
