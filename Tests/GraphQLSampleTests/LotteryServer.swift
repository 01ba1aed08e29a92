import Foundation
import Graphiti

/// The lottery server GraphQLSample's schema describes, written with Graphiti: the same types,
/// fields, arguments, interface, union, enum, input and custom scalars as Schema/lottery.graphqls.
/// `LotteryServerSchemaTests` checks that the two agree.
enum LotteryServer {
    enum Status: String, Codable, CaseIterable, Sendable {
        case open = "OPEN"
        case closed = "CLOSED"
        case drawing = "DRAWING"
    }

    protocol Node: Sendable {
        var id: String { get }
    }

    protocol SearchResult: Sendable {}

    /// `DateTime`: ISO 8601 text on the wire.
    struct DateTime: Codable, Sendable {
        var text: String

        init(_ text: String) { self.text = text }

        init(from decoder: any Decoder) throws {
            text = try decoder.singleValueContainer().decode(String.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    struct Game: Node, SearchResult {
        let id: String
        let title: String
        let bonusMultiplier: Double?
    }

    struct Draw: Node {
        let id: String
        let number: Int
        let drawAt: DateTime
    }

    struct Lottery: Node, SearchResult {
        let id: String
        let name: String
        let jackpot: Int64
        let status: Status
        let game: Game
        let nextDraw: Draw?
        let withheld: Bool
        let results: [Int]

        /// Fails for a lottery whose results are withheld: the response keeps the rest of its data.
        func lastResult(context _: Context, arguments _: NoArguments) throws -> [Int]? {
            if withheld { throw Withheld() }
            return results
        }
    }

    struct Withheld: Error, CustomStringConvertible {
        var description: String { "results are withheld until the draw is audited" }
    }

    struct Ticket: Node {
        let id: String
        let numbers: [Int]
        let lottery: Lottery
    }

    struct TicketInput: Codable, Sendable {
        let lotteryId: String
        let numbers: [Int]
        let withBonus: Bool?
    }

    /// The server's data, and the tickets bought.
    final class Context: @unchecked Sendable {
        static let classic = Game(id: "g1", title: "Classic 6 of 49", bonusMultiplier: 2.5)
        static let quick = Game(id: "g2", title: "Quick Pick", bonusMultiplier: nil)

        let lotteries: [Lottery] = [
            Lottery(id: "l1", name: "Saturday Millions", jackpot: 12_000_000_000, status: .open, game: classic,
                    nextDraw: Draw(id: "d1", number: 1042, drawAt: DateTime("2026-12-12T19:30:00Z")), withheld: false, results: [3, 11, 19, 27, 38, 44]),
            Lottery(id: "l2", name: "Wednesday Draw", jackpot: 450_000_000, status: .closed, game: classic,
                    nextDraw: nil, withheld: true, results: []),
            Lottery(id: "l3", name: "Quick Pick Daily", jackpot: 9_999_999_999_999, status: .drawing, game: quick,
                    nextDraw: Draw(id: "d3", number: 7, drawAt: DateTime("2026-12-06T21:00:00Z")), withheld: false, results: [1, 2, 3]),
        ]
        private let lock = NSLock()
        private var tickets: [Ticket] = []

        var games: [Game] { [Self.classic, Self.quick] }

        func buy(_ input: TicketInput) throws -> Ticket {
            guard let lottery = lotteries.first(where: { $0.id == input.lotteryId }) else {
                throw UnknownLottery(id: input.lotteryId)
            }
            return lock.withLock {
                let ticket = Ticket(id: "t\(tickets.count + 1)", numbers: input.numbers, lottery: lottery)
                tickets.append(ticket)
                return ticket
            }
        }

        func node(_ id: String) -> (any Node)? {
            let draws = lotteries.compactMap(\.nextDraw)
            let nodes: [any Node] = lotteries + games + draws + lock.withLock { tickets }
            return nodes.first { $0.id == id }
        }
    }

    struct UnknownLottery: Error, CustomStringConvertible {
        let id: String
        var description: String { "no lottery \(id)" }
    }

    struct Resolver: Sendable {
        struct LotteriesArguments: Codable, Sendable {
            let status: Status?
            let first: Int?
        }

        func lotteries(context: Context, arguments: LotteriesArguments) -> [Lottery] {
            let chosen = context.lotteries.filter { arguments.status == nil || $0.status == arguments.status }
                .sorted { $0.jackpot > $1.jackpot }
            return Array(chosen.prefix(arguments.first ?? chosen.count))
        }

        struct IDArguments: Codable, Sendable {
            let id: String
        }

        func lottery(context: Context, arguments: IDArguments) -> Lottery? {
            context.lotteries.first { $0.id == arguments.id }
        }

        struct SearchArguments: Codable, Sendable {
            let text: String
        }

        func search(context: Context, arguments: SearchArguments) -> [any SearchResult] {
            let text = arguments.text.lowercased()
            let lotteries: [any SearchResult] = context.lotteries.filter { $0.name.lowercased().contains(text) }
            let games: [any SearchResult] = context.games.filter { $0.title.lowercased().contains(text) }
            return lotteries + games
        }

        func node(context: Context, arguments: IDArguments) -> (any Node)? {
            context.node(arguments.id)
        }

        func featuredGames(context: Context, arguments _: NoArguments) -> [Game] {
            context.games
        }

        struct BuyArguments: Codable, Sendable {
            let input: TicketInput
        }

        func buyTicket(context: Context, arguments: BuyArguments) throws -> Ticket {
            try context.buy(arguments.input)
        }
    }

    struct API: Graphiti.API {
        let resolver = LotteryServer.Resolver()
        let schema: Schema<LotteryServer.Resolver, LotteryServer.Context>
    }

    static func api() throws -> API {
        API(schema: try Schema<Resolver, Context> {
            Scalar(Int64.self, as: "Long")
                .description("A whole number too large for GraphQL's Int, sent as a JSON number.")
            Scalar(DateTime.self, as: "DateTime")
                .description("A date and time, ISO 8601 in UTC.")
            Enum(Status.self, as: "LotteryStatus") {
                Value(.open)
                Value(.closed)
                Value(.drawing)
            }
            Interface(Node.self, as: "Node") {
                Field("id", at: \.id)
            }
            Type(Game.self, interfaces: [Node.self]) {
                Field("id", at: \.id)
                Field("title", at: \.title)
                Field("bonusMultiplier", at: \.bonusMultiplier)
            }
            Type(Draw.self, interfaces: [Node.self]) {
                Field("id", at: \.id)
                Field("number", at: \.number)
                Field("drawAt", at: \.drawAt)
            }
            Type(Lottery.self, interfaces: [Node.self]) {
                Field("id", at: \.id)
                Field("name", at: \.name)
                Field("jackpot", at: \.jackpot).description("In cents.")
                Field("status", at: \.status)
                Field("game", at: \.game)
                Field("nextDraw", at: \.nextDraw)
                Field("lastResult", at: Lottery.lastResult)
            }
            Type(Ticket.self, interfaces: [Node.self]) {
                Field("id", at: \.id)
                Field("numbers", at: \.numbers)
                Field("lottery", at: \.lottery)
            }
            Union(SearchResult.self, as: "SearchResult", members: Lottery.self, Game.self)
            Input(TicketInput.self) {
                InputField("lotteryId", at: \.lotteryId)
                InputField("numbers", at: \.numbers)
                InputField("withBonus", at: \.withBonus)
            }
            Query {
                Field("lotteries", at: Resolver.lotteries) {
                    Argument("status", at: \.status)
                    Argument("first", at: \.first)
                }
                Field("lottery", at: Resolver.lottery) {
                    Argument("id", at: \.id)
                }
                Field("search", at: Resolver.search) {
                    Argument("text", at: \.text)
                }
                Field("node", at: Resolver.node) {
                    Argument("id", at: \.id)
                }
                Field("featuredGames", at: Resolver.featuredGames)
            }
            Mutation {
                Field("buyTicket", at: Resolver.buyTicket) {
                    Argument("input", at: \.input)
                }
            }
        })
    }
}
