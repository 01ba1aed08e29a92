import AnnogenGraphQLFrontend
import AnnogenModel

/// A small schema with every shape the front end maps, and helpers to read what it made.
enum GraphQLFixtures {
    static let schema = """
        "A 64-bit integer."
        scalar Long
        scalar DateTime

        type Query {
          "Lotteries, newest first."
          lotteries(first: Int = 10, filter: LotteryFilter): [Lottery!]!
          node(id: ID!): Node
          search(text: String!): [SearchResult!]!
        }

        type Mutation {
          buyTicket(input: TicketInput!): Ticket!
        }

        interface Node { id: ID! }

        type Lottery implements Node {
          id: ID!
          name: String!
          jackpot: Long
          status: LotteryStatus!
          drawAt: DateTime
          game: Game!
          tags: [String]
        }

        type Game implements Node {
          id: ID!
          title: String!
          bonusMultiplier: Float
        }

        type Ticket implements Node {
          id: ID!
          numbers: [Int!]!
        }

        union SearchResult = Lottery | Game

        enum LotteryStatus { OPEN CLOSED IN_PROGRESS }
        enum Channel { WEB APP }

        input LotteryFilter {
          status: LotteryStatus
          channel: Channel
          not: LotteryFilter
        }

        input TicketInput {
          lotteryId: ID!
          numbers: [Int!]!
        }
        """

    static func file(_ path: String, _ text: String) -> SourceFile {
        SourceFile(path: path, text: text, contentHash: path)
    }

    static func parse(_ operations: [String: String], schema: String = schema, scalars: [String: String] = ["Long": "Int64", "DateTime": "Date"]) -> [ParsedFile] {
        let files = [file("schema.graphqls", schema)] + operations.sorted { $0.key < $1.key }.map { file($0.key, $0.value) }
        return GraphQLFrontend.parse(files, options: GraphQLOptions(scalars: scalars))
    }

    static func types(_ parsed: [ParsedFile]) -> [String: TypeDecl] {
        Dictionary(parsed.flatMap(\.types).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func diagnostics(_ parsed: [ParsedFile]) -> [String] {
        parsed.flatMap(\.diagnostics).map { "\($0.location.map(\.description) ?? "-"): \($0.severity): \($0.message)" }
    }

    /// `name: Type` of each stored property.
    static func properties(_ type: TypeDecl?) -> [String] {
        (type?.variables ?? []).map { "\($0.name): \($0.typeName.name)" }
    }
}
