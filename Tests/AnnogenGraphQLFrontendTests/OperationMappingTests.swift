import AnnogenModel
import Testing

/// What an operation becomes: its enum, its Variables and its response Data following the
/// selection set (nested types, lists, nullability, aliases, fragments, `@include`).
@Suite struct OperationMappingTests {
    static let operations = """
        query Lotteries($first: Int, $filter: LotteryFilter, $withTags: Boolean!) {
          lotteries(first: $first, filter: $filter) {
            id
            title: name
            jackpot
            status
            drawAt
            tags @include(if: $withTags)
            game { ...GameInfo }
          }
        }

        mutation BuyTicket($input: TicketInput!) {
          buyTicket(input: $input) { id numbers }
        }

        fragment GameInfo on Game {
          id
          title
          bonusMultiplier
        }
        """

    @Test func anOperationIsAnEnumWithItsNameKindAndDocument() {
        let types = GraphQLFixtures.types(GraphQLFixtures.parse(["ops.graphql": Self.operations]))
        let query = types["LotteriesQuery"]
        #expect(query?.kind == .enum)
        #expect(query?.inheritedTypes == ["GraphQLOperation"])
        #expect(query?.annotations["fromGraphQL"] == .string("query"))
        #expect(query?.annotations["operationName"] == .string("Lotteries"))
        // The document sent holds the operation and the fragments it uses, nothing else.
        guard case .string(let document)? = query?.annotations["document"] else {
            Issue.record("no document")
            return
        }
        #expect(document.hasPrefix("query Lotteries($first: Int"))
        #expect(document.contains("fragment GameInfo on Game {"))
        #expect(!document.contains("mutation"))
        #expect(types["BuyTicketMutation"]?.annotations["fromGraphQL"] == .string("mutation"))
    }

    @Test func dataFollowsTheSelectionWithNullabilityListsAndAliases() {
        let types = GraphQLFixtures.types(GraphQLFixtures.parse(["ops.graphql": Self.operations]))
        #expect(GraphQLFixtures.properties(types["LotteriesQuery.Data"]) == ["lotteries: [Lottery]"])
        #expect(GraphQLFixtures.properties(types["LotteriesQuery.Data.Lottery"]) == [
            "id: String", "title: String", "jackpot: Int64?", "status: LotteryStatus", "drawAt: Date?",
            // `@include` makes a field optional; `[String]` of nullable strings is `[String?]?`.
            "tags: [String?]?",
            // A selection of one fragment is the fragment's type.
            "game: GameInfo",
        ])
        #expect(GraphQLFixtures.properties(types["GameInfo"]) == ["id: String", "title: String", "bonusMultiplier: Double?"])
        #expect(types["LotteriesQuery.Data.Lottery"]?.variables.first { $0.name == "game" }?.annotations["flatten"] == nil)
    }

    @Test func variablesAreTheOperationsWithOptionalOnesOptional() {
        let types = GraphQLFixtures.types(GraphQLFixtures.parse(["ops.graphql": Self.operations]))
        #expect(GraphQLFixtures.properties(types["LotteriesQuery.Variables"]) == ["first: Int?", "filter: LotteryFilter?", "withTags: Bool"])
        #expect(GraphQLFixtures.properties(types["BuyTicketMutation.Variables"]) == ["input: TicketInput"])
    }

    @Test func inputObjectsAndEnumsAreDeclaredOnceWithUnknownCasesForResponsesOnly() {
        let types = GraphQLFixtures.types(GraphQLFixtures.parse(["ops.graphql": Self.operations]))
        #expect(GraphQLFixtures.properties(types["LotteryFilter"]) == ["status: LotteryStatus?", "channel: Channel?", "not: LotteryFilter?", "sendsNull: Set<Field>"])
        // Which optional fields go as `null` rather than left out.
        #expect(types["LotteryFilter.Field"]?.cases.map(\.name) == ["status", "channel", "not"])
        // A field that leads back to its own input object is boxed.
        #expect(types["LotteryFilter"]?.variables[2].attributes.map(\.name) == ["Boxed"])
        #expect(types["LotteryStatus"]?.cases.map(\.name) == ["open", "closed", "inProgress", "unknown"])
        #expect(types["LotteryStatus"]?.cases.first?.rawValue == "\"OPEN\"")
        #expect(types["LotteryStatus"]?.annotations["unknownCase"] == .string("unknown"))
        // Channel is only sent, never received: no unknown case.
        #expect(types["Channel"]?.cases.map(\.name) == ["web", "app"])
        #expect(types["Channel"]?.annotations["unknownCase"] == nil)
        #expect(GraphQLFixtures.properties(types["TicketInput"]) == ["lotteryId: String", "numbers: [Int]"])
        // Types the operations do not use are not declared.
        #expect(types["Ticket"] == nil && types["Game"] == nil)
    }

    @Test func aFragmentBesideFieldsIsAFlattenedProperty() {
        let types = GraphQLFixtures.types(GraphQLFixtures.parse(["ops.graphql": """
            query Games { lotteries { id game { id ...GameInfo } } }
            fragment GameInfo on Game { title }
            """]))
        let game = types["GamesQuery.Data.Lottery.Game"]
        #expect(GraphQLFixtures.properties(game) == ["id: String", "gameInfo: GameInfo"])
        #expect(game?.variables.last?.annotations["flatten"] == .bool(true))
    }

    @Test func fragmentsOnTheTypesOfAUnionOrInterfaceAreAnEnumByTypename() {
        let types = GraphQLFixtures.types(GraphQLFixtures.parse(["ops.graphql": """
            query Search($text: String!) {
              search(text: $text) {
                ... on Lottery { id name }
                ... on Game { title }
              }
            }
            query Node($id: ID!) { node(id: $id) { id ... on Ticket { numbers } } }
            """]))
        let search = types["SearchQuery.Data.Search"]
        #expect(search?.kind == .enum)
        #expect(search?.cases.map(\.name) == ["lottery", "game", "other"])
        #expect(search?.annotations["discriminator"] == .string("__typename"))
        #expect(search?.annotations["otherCase"] == .string("other"))
        #expect(search?.cases.first?.annotations["discriminatorValue"] == .string("Lottery"))
        #expect(GraphQLFixtures.properties(types["SearchQuery.Data.Search.Lottery"]) == ["__typename: String", "id: String", "name: String"])
        // Fields selected for every type are in each case, and in `other`.
        #expect(GraphQLFixtures.properties(types["NodeQuery.Data.Node.Ticket"]) == ["__typename: String", "id: String", "numbers: [Int]"])
        #expect(GraphQLFixtures.properties(types["NodeQuery.Data.Node.Other"]) == ["__typename: String", "id: String"])
        // The document asks for `__typename` where it tells the types apart.
        guard case .string(let document)? = types["NodeQuery"]?.annotations["document"] else {
            Issue.record("no document")
            return
        }
        #expect(document == "query Node($id: ID!) { node(id: $id) { __typename id ... on Ticket { numbers } } }")
    }

    @Test func operationsInSeveralFilesShareFragmentsAndEachFileKeepsItsTypes() {
        let parsed = GraphQLFixtures.parse([
            "a.graphql": "query A { lotteries { game { ...GameInfo } } }",
            "b.graphql": "fragment GameInfo on Game { id }",
        ])
        let byPath = Dictionary(parsed.map { ($0.path, $0.types.map(\.name)) }, uniquingKeysWith: { first, _ in first })
        #expect(byPath["a.graphql"]?.contains("AQuery") == true)
        #expect(byPath["b.graphql"] == ["GameInfo"])
        #expect(GraphQLFixtures.diagnostics(parsed).isEmpty)
    }
}

/// Selections whose fragments overlap: on an interface and on an object that implements it, on two
/// interfaces one object implements, with directives, with `__typename` under an alias.
@Suite struct OverlappingSelectionTests {
    static let schema = GraphQLFixtures.schema + """

        interface Closable { closed: Boolean! }
        interface Starrable { stars: Int! }
        type Issue implements Node & Closable { id: ID!, number: Int!, closed: Boolean! }
        type Gist implements Node & Starrable & Closable { id: ID!, closed: Boolean!, stars: Int! }
        type Topic implements Node & Starrable { id: ID!, stars: Int! }
        extend type Query { item(id: ID!): Node, items: [Node!]! }
        """

    static func types(_ operation: String) -> [String: TypeDecl] {
        let parsed = GraphQLFixtures.parse(["ops.graphql": operation], schema: schema)
        #expect(GraphQLFixtures.diagnostics(parsed) == [])
        return GraphQLFixtures.types(parsed)
    }

    @Test func anObjectsCaseHoldsTheFieldsOfTheInterfacesItImplements() {
        let types = Self.types("query Item($id: ID!) { item(id: $id) { id ... on Issue { number } ... on Closable { closed } } }")
        #expect(types["ItemQuery.Data.Item"]?.cases.map(\.name) == ["issue", "closable", "other"])
        #expect(GraphQLFixtures.properties(types["ItemQuery.Data.Item.Issue"]) == ["__typename: String", "id: String", "number: Int", "closed: Bool"])
        // Closable's case is for the Closable types the selection does not name.
        #expect(types["ItemQuery.Data.Item"]?.cases[1].annotations.entries(for: "discriminatorValue").map(\.value) == [.string("Gist")])
        #expect(GraphQLFixtures.properties(types["ItemQuery.Data.Item.Closable"]) == ["__typename: String", "id: String", "closed: Bool"])
    }

    @Test func anObjectTwoInterfacesApplyToIsACaseOfItsOwn() {
        let types = Self.types("query Items { items { ... on Starrable { stars } ... on Closable { closed } } }")
        let item = types["ItemsQuery.Data.Item"]
        #expect(item?.cases.map(\.name) == ["starrable", "gist", "closable", "other"])
        #expect(GraphQLFixtures.properties(types["ItemsQuery.Data.Item.Gist"]) == ["__typename: String", "stars: Int", "closed: Bool"])
        #expect(item?.cases.first?.annotations.entries(for: "discriminatorValue").map(\.value) == [.string("Topic")])
    }

    @Test func aFragmentOnAnInterfaceEveryTypeImplementsAlwaysApplies() {
        // Every SearchResult (Lottery, Game) is a Node: `... on Node` is no case.
        let types = Self.types("query Search { search(text: \"x\") { ... on Node { id } } }")
        #expect(types["SearchQuery.Data.Search"]?.kind == .struct)
        #expect(GraphQLFixtures.properties(types["SearchQuery.Data.Search"]) == ["id: String"])
    }

    @Test func aDirectiveOnAnInlineFragmentMakesItsFieldsOptional() {
        let types = Self.types("query Item($id: ID!, $skip: Boolean!) { item(id: $id) { ... on Issue @skip(if: $skip) { number } } }")
        #expect(GraphQLFixtures.properties(types["ItemQuery.Data.Item.Issue"]) == ["__typename: String", "number: Int?"])
    }

    @Test func anAliasedTypenameIsAPropertyOfItsName() {
        let types = Self.types("query Kind { lotteries { kind: __typename id } }")
        #expect(GraphQLFixtures.properties(types["KindQuery.Data.Lottery"]) == ["kind: String", "id: String"])
    }

    @Test func fieldsOfOneKeyWithDifferentArgumentsAreAnError() {
        let parsed = GraphQLFixtures.parse(["ops.graphql": "query A {\n  lotteries(first: 1) { id }\n  lotteries(first: 2) { id }\n}"], schema: Self.schema)
        #expect(GraphQLFixtures.diagnostics(parsed) == [
            "ops.graphql:3:3: error: fields \"lotteries\" conflict because they have different arguments (the first is at ops.graphql:2:3); use different aliases on the fields to fetch both",
        ])
    }

    @Test func aFragmentNoOperationUsesYetIsDeclared() {
        let types = Self.types("query A { lotteries { id } }\nfragment Unused on Game { title }")
        #expect(GraphQLFixtures.properties(types["Unused"]) == ["title: String"])
    }
}

/// Found running Apollo iOS's sample APIs (AnimalKingdom, StarWars): each case as it broke there.
@Suite struct PublishedOperationShapesTests {
    static let schema = """
        type Query { hero: Hero, animals: [Animal!]! }
        type Hero { name: String!, age: Int!, friends: [Hero!]! }
        type Height { feet: Int!, cm: Float! }
        interface Animal { height: Height! }
        interface Pet { name: String }
        type Fish implements Animal & Pet { height: Height!, name: String }
        type PetRock implements Pet { name: String }
        type Dog implements Animal { height: Height! }
        input Filter { species: [String!], size: String, measurements: [Int!] }
        input PetSearch @oneOf { ownerID: ID, petID: ID }
        extend type Query { findPet(by: PetSearch!): [String!]! }
        extend type Query { search(filter: Filter): [Hero!]! }
        """

    static func parse(_ operation: String) -> (types: [String: TypeDecl], diagnostics: [String]) {
        let parsed = GraphQLFixtures.parse(["op.graphql": operation], schema: schema, scalars: [:])
        return (GraphQLFixtures.types(parsed), GraphQLFixtures.diagnostics(parsed))
    }

    @Test func aFieldSelectedWithAndWithoutAConditionHasTheConditionalPartOptional() {
        let (types, diagnostics) = Self.parse("query F($d: Boolean!) { hero { friends { name } friends @include(if: $d) { name age } } }")
        #expect(diagnostics.isEmpty)
        #expect(GraphQLFixtures.properties(types["FQuery.Data.Hero.Friend"]) == ["name: String", "age: Int?"])
    }

    @Test func aFragmentInsideACaseAppliesByTheCasesOwnTypes() {
        // The Pet case holds Fish only (a Dog is no Pet): `... on Animal` inside it applies to all
        // of it, though a Pet may be no Animal (PetRock).
        let (types, _) = Self.parse("query A { animals { height { feet } ... on Pet { name ... on Animal { height { cm } } } } }")
        #expect(GraphQLFixtures.properties(types["AQuery.Data.Animal.Pet"]) == ["__typename: String", "height: Height", "name: String?"])
        #expect(GraphQLFixtures.properties(types["AQuery.Data.Animal.Pet.Height"]) == ["feet: Int", "cm: Double"])
    }

    @Test func aLongVariableDefaultIsDocumentedOnOneLine() {
        let (types, _) = Self.parse("""
            query S($filter: Filter = {species: ["Cat", "Dog", "Rabbit", "Hamster"], size: "SMALL", measurements: [1, 2, 3, 4, 5]}) {
              search(filter: $filter) { name }
            }
            """)
        let documentation = types["SQuery.Variables"]?.variables.first?.documentation ?? []
        #expect(documentation.count == 1)
        #expect(documentation.first?.hasPrefix("The server uses `{ species: [\"Cat\", \"Dog\", \"Rabbit\", \"Hamster\"] size:") == true)
    }

    @Test func anUnknownDirectiveIsOneErrorAndDeferIsRefused() {
        #expect(Self.parse("query H { hero { name @foo(bar: 1) } }").diagnostics == ["op.graphql:1:23: error: Unknown directive \"@foo\"."])
        let deferred = Self.parse("directive @defer(label: String) on INLINE_FRAGMENT\nquery H { hero { ... on Hero @defer(label: \"x\") { age } } }").diagnostics
        #expect(deferred == ["op.graphql:2:30: error: @defer asks for the response in parts, which annogen's client does not read; remove it (the fields come with the rest of the response)"])
    }

    @Test func aOneOfInputIsAnEnumOfItsFields() {
        let (types, diagnostics) = Self.parse("query P($by: PetSearch!) { findPet(by: $by) }")
        #expect(diagnostics.isEmpty)
        #expect(types["PetSearch"]?.kind == .enum)
        #expect(types["PetSearch"]?.cases.map { "\($0.name)(\($0.associatedValues.first?.typeName.name ?? ""))" } == ["ownerID(String)", "petID(String)"])
    }
}

/// `#` lines right above an operation: `# gen:` annotations where they are written, the rest its
/// documentation; a blank line ends them.
@Suite struct LeadingCommentTests {
    @Test func commentsAboveAnOperationAnnotateAndDocumentIt() {
        let parsed = GraphQLFixtures.parse(["ops.graphql": """
            query First { lotteries { id } }

            # Not about Second: a blank line follows.

            # The lotteries on the home screen.
              # gen: mockFile = "Mocks/home.json"
            query Second { lotteries { name } }
            """])
        let types = GraphQLFixtures.types(parsed)
        #expect(types["SecondQuery"]?.documentation == ["The lotteries on the home screen.", "", "`query Second`."])
        let mock = types["SecondQuery"]?.annotations.entries(for: "mockFile").first
        #expect(mock?.value == .string("Mocks/home.json"))
        #expect(mock?.location.description.hasPrefix("ops.graphql:6:") == true, "\(String(describing: mock?.location))")
        #expect(types["FirstQuery"]?.documentation == ["`query First`."])
    }
}
