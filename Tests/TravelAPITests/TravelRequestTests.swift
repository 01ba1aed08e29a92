@testable import GoldenTravelAPI
import AnnogenRuntime
import AnnogenTestSupport
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The travel API's generated methods against a real loopback server: the exact path, query and
/// body each sends, and the response decoded. Each of issue 17's request-side findings has a case.
@Suite("Travel API requests", .timeLimit(.minutes(1)))
struct TravelRequestTests {
    private func client(_ server: TestServer, _ configure: (inout APIClient.Configuration) -> Void = { _ in }) -> APIClient {
        var configuration = APIClient.Configuration(baseURL: server.baseURL, timeout: 5)
        configure(&configuration)
        return APIClient(configuration: configuration, session: URLSession(configuration: .ephemeral))
    }

    private static let noon = Date(timeIntervalSince1970: 1_790_000_000) // 2026-09-21T14:13:20Z

    /// Types declared inside the endpoint (one named like Foundation's `SortOrder`) in the method's
    /// signature; a raw-valued enum in the query by raw value.
    @Test func endpointLocalTypesAndEnumsInTheQuery() async throws {
        try await TestServer.with([.json(#"{"seats": [{"code": "12A", "free": 1}]}"#)]) { server in
            let response = try await client(server).seatMap(flightNumber: "LH 400", deck: .upper, sort: .row)
            #expect(response.seats.map(\.code) == ["12A"])
            #expect(response.seats.first?.free == true)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "GET")
            #expect(recorded.path == "/api/flights/LH%20400/seats")
            #expect(recorded.query == "deck=upper&sort=row_number")
        }
    }

    /// Arrays as repeated keys (an empty one sends nothing), `queryArray = commaSeparated`,
    /// `jsonKey` renaming a query item, Bool as `true`/`false`, dates in ISO 8601, nil left out.
    @Test func arraysRenamedItemsBoolsAndDatesInTheQuery() async throws {
        try await TestServer.with([.json(#"{"airports": [{"code": "FRA", "country_code": "DE"}]}"#)]) { server in
            let response = try await client(server).airportSearch(
                codes: ["FRA", "HHN"], country: "DE", tags: ["hub", "cargo"], nonstopOnly: true,
                openedAfter: Self.noon, terminals: [.one, .two])
            #expect(response.airports.map(\.country) == ["DE"])
            let recorded = try #require(await server.requests.first)
            #expect(recorded.query == "codes=FRA&codes=HHN&country_code=DE&nonstopOnly=true"
                + "&openedAfter=2026-09-21T14%3A13%3A20Z&tags=hub%2Ccargo&terminals=1&terminals=2")

            _ = try await client(server).airportSearch(codes: [], tags: [], nonstopOnly: false, terminals: [])
            let empty = try #require(await server.requests.last)
            #expect(empty.query == "nonstopOnly=false")
        }
    }

    /// A client-level date format for queries.
    @Test func theClientChoosesHowDatesGoIntoQueries() async throws {
        try await TestServer.with([.json(#"{"base": "EUR", "rates": {"USD": 1.1}}"#)]) { server in
            let client = client(server) { configuration in
                configuration.queryDateFormatter = { String(Int($0.timeIntervalSince1970)) }
            }
            let response = try await client.rates(currency: .eur, on: Self.noon)
            #expect(response.base == .eur)
            #expect(response.rates == ["USD": 1.1])
            let recorded = try #require(await server.requests.first)
            #expect(recorded.path == "/api/rates/EUR", "an enum path parameter goes by raw value")
            #expect(recorded.query == "on=1790000000")
        }
    }

    /// A date as a path parameter (ISO 8601), the placeholder named by the property's jsonKey.
    @Test func datesAndJSONKeyPlaceholdersInThePath() async throws {
        try await TestServer.with([.json(#"{"flights": ["LH 400"]}"#)]) { server in
            _ = try await client(server).departures(date: Self.noon, limit: 5)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.path == "/api/departures/2026-09-21T14%3A13%3A20Z")
            #expect(recorded.query == "limit=5")
        }
        try await TestServer.with([TestServer.Scripted(status: 204, body: Data())]) { server in
            _ = try await client(server).cancel(bookingId: "B/7", reason: "sick")
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "DELETE")
            #expect(recorded.path == "/api/bookings/B%2F7")
            #expect(recorded.query == "reason=sick")
        }
    }

    /// A JSON body with renamed keys, boolFromInt, Foundation types (Data, URL, Locale), a type
    /// nested in the RequestBody and one from another namespace; the response's jsonKey.
    @Test func aBodyWithRenamedKeysAndFoundationTypes() async throws {
        try await TestServer.with([.json(#"{"booking_id": "B7", "total": {"amount": 12000, "currency": "USD"}}"#)]) { server in
            let response = try await client(server).booking(
                flight: "LH 400", passengers: [Passenger(name: "Ana")], data: Data([1, 2]),
                website: URL(string: "https://example.com/a"), insured: true,
                meal: Travel.Booking.RequestBody.Meal(vegetarian: true), tier: .gold, locale: Locale(identifier: "de_DE"))
            #expect(response.bookingId == "B7")
            #expect(response.total.currency == .usd)
            let recorded = try #require(await server.requests.first)
            #expect(recorded.method == "POST")
            let body = try #require(try JSONSerialization.jsonObject(with: recorded.body) as? [String: Any])
            #expect(body["flight_no"] as? String == "LH 400")
            #expect(body["insured"] as? Int == 1)
            #expect(body["data"] as? String == "AQI=")
            #expect(body["website"] as? String == "https://example.com/a")
            #expect((body["passengers"] as? [[String: Any]])?.first?["name"] as? String == "Ana")
            #expect((body["meal"] as? [String: Any])?["vegetarian"] as? Bool == true)
            #expect(body["tier"] as? String == "gold")
            #expect(body["locale"] != nil)
        }
    }
}
