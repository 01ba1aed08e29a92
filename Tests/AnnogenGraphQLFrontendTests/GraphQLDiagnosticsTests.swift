import AnnogenGraphQLFrontend
import AnnogenModel
import Testing

/// Operations are validated against the schema when annogen runs: every problem is an error at its
/// place in the file that wrote it, with GraphQL's suggestions, and nothing is generated.
@Suite struct GraphQLDiagnosticsTests {
    @Test func anUnknownFieldIsAnErrorAtTheFieldWithSuggestions() {
        let parsed = GraphQLFixtures.parse(["Ops/lotteries.graphql": """
            query Lotteries {
              lotteries {
                id
                nmae
              }
            }
            """])
        #expect(GraphQLFixtures.diagnostics(parsed) == [
            "Ops/lotteries.graphql:4:5: error: Cannot query field \"nmae\" on type \"Lottery\". Did you mean \"name\" or \"game\"?",
        ])
        #expect(parsed.allSatisfy { $0.types.isEmpty })
    }

    @Test func aMissingRequiredVariableAndAWrongFragmentAreErrorsInTheirFiles() {
        let parsed = GraphQLFixtures.parse([
            "a.graphql": "query Node { node { id } }",
            "b.graphql": "query Search($text: String!) { search(text: $text) { ...TicketFields } }\nfragment TicketFields on Ticket { id }",
        ])
        let messages = GraphQLFixtures.diagnostics(parsed)
        #expect(messages.contains { $0.hasPrefix("a.graphql:1:14: error: Field \"node\" argument \"id\" of type \"ID!\" is required") })
        #expect(messages.contains { $0.hasPrefix("b.graphql:1:54: error: Fragment \"TicketFields\" cannot be spread here") })
    }

    @Test func aSyntaxErrorIsAtItsPlace() {
        let parsed = GraphQLFixtures.parse(["ops.graphql": "query Broken {\n  lotteries { id\n}\n"])
        let messages = GraphQLFixtures.diagnostics(parsed)
        #expect(messages.count == 1)
        #expect(messages.first == "ops.graphql:4:1: error: GraphQL syntax error: Expected Name, found <EOF>")
    }

    @Test func anOperationNeedsANameAndASchema() {
        #expect(GraphQLFixtures.diagnostics(GraphQLFixtures.parse(["ops.graphql": "{ lotteries { id } }"])) == [
            "ops.graphql:1:1: error: give the operation a name (`query Name { … }`): its name names its Swift type and client method",
        ])
        let alone = GraphQLFrontend.parse([GraphQLFixtures.file("ops.graphql", "query A { lotteries { id } }")], options: GraphQLOptions())
        #expect(GraphQLFixtures.diagnostics(alone).first?.hasPrefix("ops.graphql:1:1: error: GraphQL operations but no schema among the sources") == true)
    }

    @Test func anUnmappedCustomScalarWarnsOnceAndDecodesAsJSONValue() {
        let parsed = GraphQLFixtures.parse(["ops.graphql": "query A {\n  lotteries { jackpot drawAt }\n  again: lotteries { jackpot }\n}"], scalars: ["DateTime": "Date"])
        #expect(GraphQLFixtures.diagnostics(parsed) == [
            "ops.graphql:2:15: warning: the custom scalar Long is not mapped: it decodes as JSONValue (map it in .annogen.yml: `graphql: { scalars: { Long: String } }`)",
        ])
        #expect(GraphQLFixtures.properties(GraphQLFixtures.types(parsed)["AQuery.Data.Lottery"]) == ["jackpot: JSONValue?", "drawAt: Date?"])
    }

    @Test func aSchemaErrorIsAtItsPlaceInTheSchemaFile() {
        let parsed = GraphQLFixtures.parse(["ops.graphql": "query A { a }"], schema: "type Query {\n  a: Int\n}\n\ntype B {\n  b: Missing\n}\n")
        #expect(GraphQLFixtures.diagnostics(parsed).first?.hasPrefix("schema.graphqls:6:") == true)
        #expect(GraphQLFixtures.diagnostics(parsed).first?.contains("Missing") == true)
    }

    @Test func twoOperationsOfOneNameAreAnErrorNamingBothPlaces() {
        let parsed = GraphQLFixtures.parse(["a.graphql": "query A { lotteries { id } }", "b.graphql": "query A { lotteries { name } }"])
        #expect(GraphQLFixtures.diagnostics(parsed) == [
            "a.graphql:1:7: error: There can be only one operation named \"A\". (also at b.graphql:1:7)",
        ])
    }

    @Test func aSubscriptionIsLeftOutWithAWarning() {
        let parsed = GraphQLFixtures.parse(["ops.graphql": "subscription Draws { drawn }"], schema: GraphQLFixtures.schema + "\ntype Subscription { drawn: Int }\n")
        #expect(GraphQLFixtures.diagnostics(parsed) == ["ops.graphql:1:1: warning: subscription Draws left out: subscriptions are not sent over HTTP"])
        #expect(parsed.allSatisfy { $0.types.isEmpty })
    }
}
