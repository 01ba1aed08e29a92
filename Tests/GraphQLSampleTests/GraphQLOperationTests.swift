import AnnogenRuntime
import Foundation
@testable import GraphQLSample
import Testing

/// GraphQLSample's generated operations, sent to the lottery server on loopback: variables as
/// sent, data as it comes back, through interfaces, unions, fragments and custom scalars, and
/// GraphQL errors with the data that was resolved.
@Suite struct GraphQLOperationTests {
    static func client(_ server: GraphQLTestServer, get: Bool = false) -> APIClient {
        var configuration = APIClient.Configuration(baseURL: server.baseURL, timeout: 5)
        configuration.sendsGraphQLQueriesWithGET = get
        return APIClient(configuration: configuration)
    }

    @Test func aQueryWithVariablesAFragmentAndCustomScalars() async throws {
        try await GraphQLTestServer.with { server in
            let data = try await Self.client(server).lotteries(status: .open, withDraw: true)
            #expect(data.lotteries.map(\.name) == ["Saturday Millions"])
            let lottery = try #require(data.lotteries.first)
            // Long as Int64, DateTime as Date, an enum, a fragment's type, an @include field.
            #expect(lottery.jackpot == 12_000_000_000)
            #expect(lottery.status == .open)
            #expect(lottery.game == GameInfo(id: "g1", title: "Classic 6 of 49", bonusMultiplier: 2.5))
            #expect(lottery.nextDraw?.number == 1042)
            #expect(lottery.nextDraw?.drawAt == ISO8601DateFormatter().date(from: "2026-12-12T19:30:00Z"))
            let sent = try #require(await server.received.first)
            #expect(sent.method == "POST")
            #expect(sent.request.operationName == "Lotteries")
            #expect(sent.request.variables["status"] == "OPEN")
            #expect(sent.request.variables["withDraw"] == true)
            // An optional variable left nil is not sent: the server's default applies.
            #expect(sent.request.variables["first"] == nil)
            #expect(sent.request.query.contains("fragment GameInfo on Game"))

            // @include(if: false): the field is absent, and optional.
            let without = try await Self.client(server).lotteries(first: 2, withDraw: false)
            #expect(without.lotteries.map(\.name) == ["Quick Pick Daily", "Saturday Millions"])
            #expect(without.lotteries.allSatisfy { $0.nextDraw == nil })
            #expect(without.lotteries.first?.jackpot == 9_999_999_999_999)
        }
    }

    @Test func aUnionAndAnInterfaceDecodeByTypename() async throws {
        try await GraphQLTestServer.with { server in
            let client = Self.client(server)
            let found = try await client.search(text: "quick")
            #expect(found.search.count == 2)
            guard case .lottery(let lottery) = found.search.first, case .game(let game) = found.search.last else {
                Issue.record("expected a lottery, then a game: \(found.search)")
                return
            }
            #expect(lottery.name == "Quick Pick Daily")
            #expect(game.gameInfo.title == "Quick Pick")
            #expect(game.gameInfo.bonusMultiplier == nil)

            guard case .draw(let draw)? = try await client.node(id: "d1").node else {
                Issue.record("d1 is a Draw")
                return
            }
            #expect(draw.number == 1042 && draw.id == "d1")
            // A type the selection names no fragment for: `other`, with the fields selected for every type.
            guard case .other(let other)? = try await client.node(id: "g2").node else {
                Issue.record("g2 is a Game, which the selection does not name")
                return
            }
            #expect(other.__typename == "Game" && other.id == "g2")
            #expect(try await client.node(id: "nothing").node == nil)
        }
    }

    @Test func aMutationWithAnInputObject() async throws {
        try await GraphQLTestServer.with { server in
            let client = Self.client(server)
            let ticket = try await client.buyTicket(input: TicketInput(lotteryId: "l1", numbers: [4, 8, 15, 16, 23, 42])).buyTicket
            #expect(ticket.id == "t1")
            #expect(ticket.numbers == [4, 8, 15, 16, 23, 42])
            #expect(ticket.lottery.name == "Saturday Millions")
            guard case .ticket(let node)? = try await client.node(id: "t1").node else {
                Issue.record("t1 is a Ticket")
                return
            }
            #expect(node.numbers == ticket.numbers)
            let sent = try #require(await server.received.first)
            // withBonus is nil: left out.
            #expect(sent.variablesJSON == ["input": ["lotteryId": "l1", "numbers": [4, 8, 15, 16, 23, 42]]])
            // Named in sendsNull: sent as null.
            _ = try await client.buyTicket(input: TicketInput(lotteryId: "l1", numbers: [1], sendsNull: [.withBonus]))
            #expect(await server.received.last?.variablesJSON == ["input": ["lotteryId": "l1", "numbers": [1], "withBonus": NSNull()]])
        }
    }

    @Test func graphQLErrorsKeepTheDataThatWasResolved() async throws {
        try await GraphQLTestServer.with { server in
            do throws(APIError) {
                _ = try await Self.client(server).lotteryResult(id: "l2")
                Issue.record("a withheld result is a GraphQL error")
            } catch {
                guard case .graphQL(let errors, _) = error else {
                    Issue.record("expected .graphQL, got \(error)")
                    return
                }
                #expect(errors.map(\.message) == ["results are withheld until the draw is audited"])
                #expect(errors.first?.pathText == "lottery.lastResult")
                let partial = error.partialData(as: LotteryResultQuery.Data.self)
                #expect(partial?.lottery?.name == "Wednesday Draw")
                #expect(partial?.lottery?.lastResult == nil)
                #expect(error.description == "GraphQL error: results are withheld until the draw is audited (at lottery.lastResult)")
            }
            // A mutation the server refuses: an error, no data.
            do throws(APIError) {
                _ = try await Self.client(server).buyTicket(input: TicketInput(lotteryId: "nope", numbers: [1]))
                Issue.record("an unknown lottery is refused")
            } catch {
                guard case .graphQL(let errors, let data) = error else {
                    Issue.record("expected .graphQL, got \(error)")
                    return
                }
                #expect(errors.first?.message == "no lottery nope")
                #expect(data == nil)
            }
        }
    }

    @Test func queriesGoAsGETWhenTheClientSaysSoAndMutationsArePosted() async throws {
        try await GraphQLTestServer.with { server in
            let client = Self.client(server, get: true)
            let data = try await client.lotteries(status: .closed, withDraw: false)
            #expect(data.lotteries.map(\.id) == ["l2"])
            _ = try await client.buyTicket(input: TicketInput(lotteryId: "l3", numbers: [7], withBonus: true))
            let received = await server.received
            #expect(received.map(\.method) == ["GET", "POST"])
            #expect(received.first?.request.variables["status"] == "CLOSED")
            #expect(received.last?.request.variables["input"]?["withBonus"] == true)
        }
    }

    /// The app's own models (GraphQLSample/Sources), filled from the operation's Data by the
    /// converters annogen wrote.
    @Test func legacyModelsAreFilledByGeneratedConverters() async throws {
        try await GraphQLTestServer.with { server in
            let data = try await Self.client(server).lotteries(withDraw: true)
            let infos = try data.lotteries.map(LotteryInfo.init)
            #expect(infos.map(\.name) == ["Quick Pick Daily", "Saturday Millions", "Wednesday Draw"])
            let quick = try #require(infos.first)
            // mapWith: cents to euros; a path through the fragment; defaultValue for a missing value.
            #expect(quick.jackpotInEuros == Decimal(string: "99999999999.99"))
            #expect(quick.gameTitle == "Quick Pick")
            #expect(quick.bonusMultiplier == 1)
            #expect(quick.status == .drawing)
            // A nested model through its own converter; nil stays nil.
            #expect(quick.nextDraw == DrawInfo(number: 7, drawAt: try #require(ISO8601DateFormatter().date(from: "2026-12-06T21:00:00Z"))))
            #expect(infos.last?.nextDraw == nil)
            #expect(infos[1].bonusMultiplier == 2.5)
        }
    }

    /// `# gen: mockFile` above an operation: debug builds (these tests) answer from the file and
    /// send nothing.
    @Test func anOperationWithAMockFileAnswersFromItInDebugBuilds() async throws {
        try await GraphQLTestServer.with { server in
            let data = try await Self.client(server).featuredGames()
            #expect(data.featuredGames == [GameInfo(id: "g9", title: "Lucky Clover", bonusMultiplier: 3)])
            #expect(await server.received.isEmpty)
        }
    }

    @Test func theCompletionFormDeliversTheSameData() async throws {
        try await GraphQLTestServer.with { server in
            let client = Self.client(server)
            let data = try await withCheckedThrowingContinuation { continuation in
                client.search(text: "millions") { result in continuation.resume(with: result) }
            }
            #expect(data.search.count == 1)
        }
    }
}
