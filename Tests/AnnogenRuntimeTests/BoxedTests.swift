import AnnogenRuntime
import Foundation
import Testing

/// `Boxed` lets a struct hold its own type (what the OpenAPI front end declares for a schema that
/// contains itself) and keeps value semantics: copies do not share a change, equality and hashing
/// are the value's, and it round-trips through Codable as the value.
@Suite struct BoxedTests {
    struct Node: Codable, Hashable, Sendable {
        var name: String
        @Boxed var parent: Node?

        init(name: String, parent: Node?) {
            self.name = name
            self.parent = parent
        }

        enum CodingKeys: String, CodingKey { case name, parent }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            parent = try container.decodeIfPresent(Node.self, forKey: .parent)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(parent, forKey: .parent)
        }
    }

    @Test func aStructHoldsItsOwnTypeWithValueSemantics() throws {
        let root = Node(name: "root", parent: nil)
        var child = Node(name: "child", parent: root)
        let copy = child
        child.parent?.name = "renamed"
        #expect(copy.parent?.name == "root", "a copy keeps its own value")
        #expect(child.parent?.name == "renamed")
        #expect(copy != child)
        #expect(Set([copy, Node(name: "child", parent: root)]).count == 1)
        let json = #"{"name":"c","parent":{"name":"p","parent":{"name":"g"}}}"#
        let decoded = try JSONDecoder().decode(Node.self, from: Data(json.utf8))
        #expect(decoded.parent?.parent?.name == "g")
        #expect(try JSONDecoder().decode(Node.self, from: JSONEncoder().encode(decoded)) == decoded)
    }
}
