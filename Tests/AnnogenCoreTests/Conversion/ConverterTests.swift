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
}
