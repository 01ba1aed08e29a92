@testable import GoldenTravelAPI
import AnnogenRuntime
import AnnogenTestSupport
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The travel API's responses decoded by the generated code: every `defaultValue` shape when the
/// server leaves a key out, unknown raw values of enums that are not response bodies, a missing
/// dictionary. Each of issue 17's decoding findings has a case.
@Suite("Travel API decoding", .timeLimit(.minutes(1)))
struct TravelDecodingTests {
    private func fares(_ json: String, issues: Collector<DecodingIssue> = Collector()) async throws -> [Fare] {
        try await TestServer.with([.json(json)]) { server in
            var configuration = APIClient.Configuration(baseURL: server.baseURL, timeout: 5)
            configuration.onDecodingIssue = { issues.append($0) }
            let client = APIClient(configuration: configuration, session: URLSession(configuration: .ephemeral))
            return try await client.fares().fares
        }
    }

    @Test func everyDefaultShapeFillsAMissingKey() async throws {
        let issues = Collector<DecodingIssue>()
        let fare = try #require(try await fares(#"{"fares": [{"status": "waitlisted", "level": 7}]}"#, issues: issues).first)
        #expect(fare.note == "")
        #expect(fare.seats == 1)
        #expect(fare.discount == 0.5)
        #expect(fare.weight == 2)
        #expect(fare.refundable)
        #expect(fare.code == nil)
        #expect(fare.legs == 3)
        #expect(fare.extras == [])
        #expect(fare.preferences == ["window", "aisle"])
        #expect(fare.bags == [1, 2])
        #expect(fare.taxes == [:])
        #expect(fare.cabin == .economy)
        #expect(fare.upgrade == .business)
        #expect(fare.currency == .eur)
        #expect(fare.accepted == [.eur, .usd])
        // A missing dictionary is [:], as a missing array is [].
        #expect(fare.fees == [:])
        // unknownCase on enums that are not ResponseBodyType, String and Int raw values.
        #expect(fare.status == .other)
        #expect(fare.level == .unknown)
        #expect(issues.values.count == 2, "\(issues.values)")
    }

    @Test func presentValuesWin() async throws {
        let fare = try #require(try await fares("""
            {"fares": [{"note": "n", "seats": 4, "refundable": false, "code": "Y", "legs": null, "preferences": [],
            "taxes": {"vat": 1.5}, "cabin": "business", "currency": "USD", "fees": {"bag": 30}, "status": "open", "level": 2}]}
            """).first)
        #expect(fare.note == "n")
        #expect(fare.seats == 4)
        #expect(!fare.refundable)
        #expect(fare.code == "Y")
        #expect(fare.legs == 3, "null is a missing value: the default")
        #expect(fare.preferences == [])
        #expect(fare.taxes == ["vat": 1.5])
        #expect(fare.cabin == .business)
        #expect(fare.currency == .usd)
        #expect(fare.fees == ["bag": 30])
        #expect(fare.status == .open)
        #expect(fare.level == .two)
    }
}
