import AnnogenModel
import AnnogenSwiftFrontend
import Testing

@Suite struct EnumAndProtocolTests {
    @Test func casesWithRawValues() {
        let cases = parse("""
        enum E: String {
            case a, b = "bee"
            case c
        }
        """).types[0].cases
        #expect(cases.map(\.name) == ["a", "b", "c"])
        #expect(cases.map(\.rawValue) == [nil, "\"bee\"", nil])
        #expect(cases[1].location == SourceLocation(path: "T.swift", line: 2, column: 5))
    }

    @Test func associatedValues() {
        let cases = parse("""
        indirect enum E {
            case product(id: Int, String)
            case other(_ local: Int, ext inner: [String] = [])
            indirect case node(E)
        }
        """).types[0].cases
        let product = cases[0].associatedValues
        #expect(product.map(\.localName) == ["id", nil])
        #expect(product.map(\.externalName) == ["id", nil])
        #expect(product.map(\.typeName.name) == ["Int", "String"])
        let other = cases[1].associatedValues
        #expect(other.map(\.localName) == ["local", "inner"])
        #expect(other.map(\.externalName) == [nil, "ext"])
        #expect(other[1].defaultValue == "[]")
        #expect(!cases[0].isIndirect)
        #expect(cases[2].isIndirect)
    }

    @Test func associatedTypes() {
        let type = parse("""
        protocol P {
            associatedtype A
            associatedtype B: Codable
            associatedtype C: Hashable, Sendable
        }
        """).types[0]
        #expect(type.associatedTypes.map(\.name) == ["A", "B", "C"])
        #expect(type.associatedTypes[0].typeName == nil)
        #expect(type.associatedTypes[1].typeName?.name == "Codable")
        #expect(type.associatedTypes[2].typeName?.shape == .composition([TypeName("Hashable"), TypeName("Sendable")]))
        #expect(type.associatedTypes[2].location == SourceLocation(path: "T.swift", line: 4, column: 5))
    }

    @Test func protocolMethodsWithoutBodies() {
        let type = parse("protocol P { func f(x: Int) async throws -> String; init(y: Int); mutating func g() }").types[0]
        #expect(type.methods.map(\.shortName) == ["f", "init", "g"])
        #expect(type.methods[0].isAsync && type.methods[0].throws)
        #expect(type.methods[2].isMutating)
    }
}
