import AnnogenGraphQLFrontend
import AnnogenModel
import Foundation
import Testing

/// A schema committed as an introspection result (Apollo's `schema.json`) gives the same types as
/// its SDL.
@Suite struct IntrospectionTests {
    static let introspection = """
        {"data": {"__schema": {
          "queryType": {"name": "Query"}, "mutationType": null, "subscriptionType": null,
          "directives": [],
          "types": [
            {"kind": "OBJECT", "name": "Query", "fields": [
              {"name": "lotteries", "args": [{"name": "status", "type": {"kind": "ENUM", "name": "LotteryStatus"}, "defaultValue": "OPEN"}],
               "type": {"kind": "NON_NULL", "ofType": {"kind": "LIST", "ofType": {"kind": "NON_NULL", "ofType": {"kind": "OBJECT", "name": "Lottery"}}}},
               "isDeprecated": false}
            ], "interfaces": []},
            {"kind": "OBJECT", "name": "Lottery", "description": "A \\"lottery\\".", "fields": [
              {"name": "id", "args": [], "type": {"kind": "NON_NULL", "ofType": {"kind": "SCALAR", "name": "ID"}}, "isDeprecated": false},
              {"name": "jackpot", "args": [], "type": {"kind": "SCALAR", "name": "Long"}, "isDeprecated": true, "deprecationReason": "Use prize."}
            ], "interfaces": []},
            {"kind": "SCALAR", "name": "Long"},
            {"kind": "SCALAR", "name": "ID"},
            {"kind": "ENUM", "name": "LotteryStatus", "enumValues": [{"name": "OPEN", "isDeprecated": false}, {"name": "CLOSED", "isDeprecated": false}]},
            {"kind": "OBJECT", "name": "__Type", "fields": [], "interfaces": []}
          ]
        }}}
        """

    static let sdl = """
        type Query { lotteries(status: LotteryStatus = OPEN): [Lottery!]! }
        "A \\"lottery\\"."
        type Lottery { id: ID!, jackpot: Long @deprecated(reason: "Use prize.") }
        scalar Long
        enum LotteryStatus { OPEN CLOSED }
        """

    static let operation = "query Lotteries($status: LotteryStatus) { lotteries(status: $status) { id jackpot } }"

    @Test func theIntrospectionResultGivesTheTypesItsSDLGives() {
        let options = GraphQLOptions(scalars: ["Long": "Int64"])
        let fromJSON = GraphQLFrontend.parse([
            GraphQLFixtures.file("schema.json", Self.introspection), GraphQLFixtures.file("ops.graphql", Self.operation),
        ], options: options)
        let fromSDL = GraphQLFrontend.parse([
            GraphQLFixtures.file("schema.graphqls", Self.sdl), GraphQLFixtures.file("ops.graphql", Self.operation),
        ], options: options)
        #expect(GraphQLFixtures.diagnostics(fromJSON).isEmpty)
        let names = { (parsed: [ParsedFile]) in parsed.flatMap(\.types).map(\.name).sorted() }
        #expect(names(fromJSON) == names(fromSDL))
        #expect(names(fromJSON).contains("LotteriesQuery.Data.Lottery"))
        let strip = { (parsed: [ParsedFile]) in parsed.flatMap(\.types).map { type in
            "\(type.name): " + type.variables.map { "\($0.name) \($0.typeName.name) \($0.documentation)" }.joined(separator: ", ")
                + type.cases.map { " \($0.name)=\($0.rawValue ?? "")" }.joined()
        }.sorted() }
        #expect(strip(fromJSON) == strip(fromSDL))
    }

    @Test func aJSONFileIsReadOnlyWhenItHoldsASchema() {
        #expect(GraphQLFrontend.reads(GraphQLFixtures.file("schema.json", Self.introspection)))
        #expect(!GraphQLFrontend.reads(GraphQLFixtures.file("fixture.json", "{\"id\": 1}")))
        #expect(GraphQLFrontend.reads(GraphQLFixtures.file("Ops/a.graphql", "")))
    }

    @Test func anIntrospectionResultWithoutASchemaIsAnErrorAtTheFile() {
        let parsed = GraphQLFrontend.parse([
            GraphQLFixtures.file("schema.json", "{\"data\": {\"__schema\": {}}}"), GraphQLFixtures.file("ops.graphql", Self.operation),
        ], options: GraphQLOptions())
        #expect(GraphQLFixtures.diagnostics(parsed).first == "schema.json:1:1: error: GraphQL introspection JSON: `__schema` has no `types` list")
    }
}
