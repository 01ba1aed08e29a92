@testable import AnnogenCore
import AnnogenModel
import Testing

/// `// gen: mapFrom`: models filled from OpenAPI DTOs and from plain Swift types by the generated
/// initializers, compiled and run; and every property that cannot be filled refused at the property.
@Suite struct ConverterTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: Pets, version: '1'}
        paths: {}
        components:
          schemas:
            Pet:
              type: object
              required: [id, name, status]
              properties:
                id: {type: integer, format: int64}
                name: {type: string}
                tag: {type: string}
                status: {type: string, enum: [available, sold]}
                owner: {$ref: '#/components/schemas/Owner'}
            Owner:
              type: object
              properties:
                name: {type: string}
        """

    static let models = """
        import Foundation

        // gen: mapFrom = Pet
        struct PetCard {
            let id: Int
            let name: String
            // gen: defaultValue = "none"
            let tag: String
            let status: Availability
            // gen: from = "owner.name"
            let ownerName: String?
        }

        enum Availability: String {
            case available, sold
        }

        // gen: mapFrom = Pet
        struct OwnedPet {
            // gen: from = "owner.name"
            let ownerName: String
        }

        struct RemoteUser {
            let login: String
            let age: Int?
            let roles: [String]
            let scores: [String: Int]
            let friends: [RemoteUser]
        }

        // gen: mapFrom = RemoteUser
        struct User {
            let login: String
            // gen: defaultValue = 0
            let age: Int
            // gen: compact
            let roles: [Role]
            let scores: [String: Int64]
            // gen: from = "login"
            // gen: mapWith = shout
            let banner: String
            let friends: [User]
            var isFavourite = false

            static func shout(_ text: String) -> String { text.uppercased() }
        }

        enum Role: String {
            case admin, member
        }

        // gen: mapFrom = RemoteUser
        // gen: failable
        struct StrictUser {
            let login: String
            let age: Int
        }
        """

    @Test func modelsAreFilledFromOpenAPIDTOsAndSwiftTypes() throws {
        let program = try GeneratedProgram(sources: ["api.yaml": Self.spec, "Models.swift": Self.models], main: """
            let pet = Pet(id: 7, name: "Rex", tag: nil, status: .available, owner: Owner(name: "Ann"))
            let card = try PetCard(pet)
            print(card.id, card.name, card.tag, card.status, card.ownerName ?? "-")
            do {
                _ = try PetCard(Pet(id: 8, name: "Max", tag: "x", status: .unknown, owner: nil))
            } catch {
                print("error:", error)
            }
            do {
                _ = try OwnedPet(pet)
                _ = try OwnedPet(Pet(id: 9, name: "Stray", tag: nil, status: .sold, owner: nil))
            } catch {
                print("error:", error)
            }
            let remote = RemoteUser(login: "ann", age: nil, roles: ["admin", "guest", "member"], scores: ["a": 1],
                                    friends: [RemoteUser(login: "bob", age: 30, roles: [], scores: [:], friends: [])])
            let user = try User(remote)
            print(user.login, user.age, user.roles.map { $0.rawValue }, user.scores, user.banner, user.friends.map { $0.login }, user.isFavourite)
            print(StrictUser(remote) == nil, StrictUser(remote.friends[0])?.age ?? -1)
            """)
        #expect(program.compiled.status == 0, "\(program.compiled.output)\n\(program.diagnostics)")
        #expect(program.run.output == """
            7 Rex none available Ann
            error: unknown at status is no PetCard.status
            error: no value at owner.name for OwnedPet.ownerName
            ann 0 ["admin", "member"] ["a": 1] ANN ["bob"] false
            true 30

            """)
    }

    static func diagnostics(_ source: String) -> [String] {
        let (module, _) = compose(["A.swift": source])
        return ConverterPlan.diagnostics(module).map { "\($0.location.map(\.description) ?? "-"): \($0.message)" }
    }

    @Test func aPropertyTheSourceLacksIsAnErrorNamingTheCandidates() {
        #expect(Self.diagnostics("""
            struct Game { let bonusMultiplier: Double?; let title: String }
            // gen: mapFrom = Game
            struct Model {
                let bonusMultipler: Double
                // gen: from = "titel"
                let name: String
            }
            """) == [
            "A.swift:4:5: mapFrom Game: Game has no property 'bonusMultipler' for 'bonusMultipler' (did you mean 'bonusMultiplier'?); name the source's property with // gen: from = \"…\"",
            "A.swift:6:5: mapFrom Game: Game has no property 'titel' for 'name' (did you mean 'title'?)",
        ])
    }

    @Test func typesThatDoNotConvertAndUnknownNamesAreErrors() {
        #expect(Self.diagnostics("""
            struct Source { let count: String; let when: Double; let tags: [Int] }
            // gen: mapFrom = Source
            struct Model {
                let count: Int
                // gen: mapWith = toDate
                let when: Date
                let tags: [String]
                static func toDat(_ value: Double) -> Date { Date(timeIntervalSince1970: value) }
            }
            // gen: mapFrom = Sorce
            struct Other { let count: String }
            """) == [
            "A.swift:4:5: mapFrom Source: 'count: Int' cannot be filled from 'count' (String): the types do not convert; convert it with // gen: mapWith = function",
            "A.swift:6:5: mapFrom Source: mapWith names 'toDate', which is no static function of Model taking one value (did you mean 'toDat'?)",
            "A.swift:7:5: mapFrom Source: 'tags: [String]' cannot be filled from 'tags' ([Int]): the types do not convert; convert it with // gen: mapWith = function",
            "A.swift:10:9: mapFrom names 'Sorce', which is not a type among the sources (did you mean 'Source'?)",
        ])
    }

    @Test func aPathThroughAValueWithoutPropertiesIsAnError() {
        #expect(Self.diagnostics("""
            struct Source { let name: String }
            // gen: mapFrom = Source
            struct Model {
                // gen: from = "name.first"
                let first: String
            }
            """) == ["A.swift:5:5: mapFrom Source: 'name' in 'name.first' is a String, which has no properties to go through"])
    }

    @Test func aClassIsRefused() {
        #expect(Self.diagnostics("""
            struct Source { let name: String }
            // gen: mapFrom = Source
            final class Model { let name: String; init(name: String) { self.name = name } }
            """) == ["A.swift:2:9: mapFrom works on structs: Model is a class, and an extension of a class cannot add the initializer that sets its properties"])
    }

    /// From a fresh project written from the guide alone: paths that go through an optional and
    /// on through what it holds, arrays of models reached that way, `mapWith` on an optional value,
    /// and a property whose own value stays when the source has none. Each of these compiled to
    /// code Swift refused, with exit 0.
    @Test func pathsThroughOptionalsAndMapWithCompileAndRun() throws {
        let models = """
            import Foundation

            struct Line { let title: String; let cents: Int }
            struct Order { let number: Int; let lines: [Line]; let summary: Summary }
            struct Summary { let total: Int; let note: String? }
            struct OrderResponse { let order: Order?; let discount: Int? }

            // gen: mapFrom = Line
            struct LineRow {
                let title: String
                // gen: from = "cents"
                // gen: mapWith = euros
                let amount: Double

                static func euros(_ cents: Int) -> Double { Double(cents) / 100 }
            }

            // gen: mapFrom = OrderResponse
            struct OrderScreen {
                // gen: from = "order.summary.total"
                // gen: defaultValue = 0
                let total: Int
                // gen: from = "order.lines"
                let lines: [LineRow]?
                // gen: from = "order.summary.note"
                let note: String?
                // gen: from = "discount"
                // gen: mapWith = percent
                let discount: String?
                // gen: from = "order.number"
                var number: Int = -1

                static func percent(_ value: Int) -> String { "\\(value) %" }
            }
            """
        let program = try GeneratedProgram(sources: ["Models.swift": models], main: """
            let order = Order(number: 7, lines: [Line(title: "Tea", cents: 250)], summary: Summary(total: 250, note: nil))
            let full = try OrderScreen(OrderResponse(order: order, discount: 5))
            print(full.total, full.lines?.map { "\\($0.title) \\($0.amount)" } ?? [], full.note ?? "-", full.discount ?? "-", full.number)
            let empty = try OrderScreen(OrderResponse(order: nil, discount: nil))
            print(empty.total, empty.lines == nil, empty.note ?? "-", empty.discount ?? "-", empty.number)
            """)
        #expect(program.compiled.status == 0, "\(program.compiled.output)\n\(program.diagnostics)")
        #expect(program.run.output == """
            250 ["Tea 2.5"] - 5 % 7
            0 true - - -1

            """)
    }

    @Test func aMapWithFunctionOfOtherTypesIsAnError() {
        #expect(Self.diagnostics("""
            struct Source { let price: Double; let count: Int }
            // gen: mapFrom = Source
            struct Model {
                // gen: mapWith = label
                let price: String
                // gen: mapWith = twice
                let count: String
                static func label(_ value: Decimal) -> String { "\\(value)" }
                static func twice(_ value: Int) -> Int { value * 2 }
            }
            """) == [
            "A.swift:5:5: mapFrom Source: mapWith label takes Decimal, and 'price' is Double",
            "A.swift:7:5: mapFrom Source: mapWith twice returns Int, and the property is String",
        ])
    }

    @Test func aDefaultValueThatDoesNotFitIsSaidOnceByTheAnnotationCheck() {
        #expect(Self.diagnostics("""
            struct Source { let text: String? }
            // gen: mapFrom = Source
            struct Model {
                // gen: defaultValue = 0
                let text: String
            }
            """) == [])
    }
}
