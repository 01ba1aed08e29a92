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

/// From a project written fresh from the guide: what a new user ran into.
@Suite struct FreshProjectFindingsTests {
    static let schema = """
        scalar Money
        type Query { books(hidePrices: Boolean!, first: Int): [Book!]! }
        type Mutation { order(input: OrderInput!): Boolean! }
        type Book { title: String!, price: Money }
        input OrderInput { isbn: String!, quantity: Int! = 1, note: String }
        """

    @Test func aVariableOrInputFieldWithADefaultMayBeLeftOutButNotSentAsNull() {
        let parsed = GraphQLFixtures.parse(["ops.graphql": """
            query Books($hidePrices: Boolean! = false) { books(hidePrices: $hidePrices) { title } }
            mutation Order($input: OrderInput!) { order(input: $input) }
            """], schema: Self.schema, scalars: ["Money": "Decimal"])
        let types = GraphQLFixtures.types(parsed)
        #expect(GraphQLFixtures.properties(types["BooksQuery.Variables"]) == ["hidePrices: Bool?"])
        #expect(GraphQLFixtures.properties(types["OrderInput"]) == ["isbn: String", "quantity: Int?", "note: String?", "sendsNull: Set<Field>"])
        // Only a nullable field may be sent as null.
        #expect(types["OrderInput.Field"]?.cases.map(\.name) == ["note"])
    }

    @Test func anUnnamedOperationAmongOthersIsToldToTakeAName() {
        let parsed = GraphQLFixtures.parse(["ops.graphql": "query A { books(hidePrices: true) { title } }\n{ books(hidePrices: true) { title } }"],
                                           schema: Self.schema, scalars: ["Money": "Decimal"])
        #expect(GraphQLFixtures.diagnostics(parsed) == [
            "ops.graphql:2:1: error: give the operation a name (`query Name { … }`): its name names its Swift type and client method",
        ])
    }

    @Test func aScalarMappingTheSchemaLacksWarns() {
        let parsed = GraphQLFixtures.parse(["ops.graphql": "query A { books(hidePrices: true) { title } }"],
                                           schema: Self.schema, scalars: ["Money": "Decimal", "Mony": "Decimal", "ID": "String"])
        #expect(GraphQLFixtures.diagnostics(parsed) == [
            "schema.graphqls:1:1: warning: graphql.scalars maps ID, one of GraphQL's own scalars, which annogen maps itself (Int, Double, String, Bool): the mapping is not used",
            "schema.graphqls:1:1: warning: graphql.scalars maps Mony, which the schema declares no scalar of (its custom scalars: Money)",
        ])
    }
}
