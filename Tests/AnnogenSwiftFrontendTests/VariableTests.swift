import AnnogenModel
import AnnogenSwiftFrontend
import Testing

@Suite struct VariableTests {
    @Test func severalNamesInOneDeclarationShareTheWrittenType() {
        let type = parse("struct S { let a, b: Int; var c = 1, d: String }").types[0]
        #expect(type.variables.map(\.name) == ["a", "b", "c", "d"])
        #expect(type.variables.map(\.typeName.name) == ["Int", "Int", "Int", "String"])
        #expect(type.variables.map(\.isTypeInferred) == [false, false, true, false])
        #expect(type.variables.map(\.isMutable) == [false, false, true, true])
    }

    @Test func tuplePatternsAreSkipped() {
        let type = parse("struct S { let (x, y) = (1, 2); let z = 3 }").types[0]
        #expect(type.variables.map(\.name) == ["z"])
    }

    @Test(arguments: [
        ("= \"hi\"", "String"), ("= 1", "Int"), ("= 1.5", "Double"), ("= true", "Bool"), ("= -2", "Int"),
        ("= [1, 2]", "[Int]"), ("= [\"a\": 1]", "[String: Int]"), ("= Cart(id: 0)", "Cart"),
        ("= Cart.init()", "Cart"), ("= API.Cart(x: 1)", "API.Cart"), ("= Set<Int>()", "Set<Int>"),
        ("= [Int]()", "[Int]"), ("= 1 as Double", "Double"), ("= makeCart()", ""), ("= Cart.make()", ""),
        ("= [1, \"a\"]", ""), ("= []", ""), ("= nil", ""), ("= x", ""),
    ])
    func inferredTypes(initializer: String, expected: String) {
        let variable = parse("struct S { var x \(initializer) }").types[0].variables[0]
        #expect(variable.typeName.name == expected)
        #expect(variable.isTypeInferred)
        #expect(variable.defaultValue == String(initializer.dropFirst(2)))
    }

    @Test func inferredCollectionsHaveShapes() {
        #expect(typeOfProperty("let x = [1, 2]")?.shape == .array(element: TypeName("Int")))
        #expect(typeOfProperty("let x = [\"a\": 1.5]")?.shape == .dictionary(key: TypeName("String"), value: TypeName("Double")))
        #expect(typeOfProperty("let x = Set<Int>()")?.shape == .generic(base: "Set", arguments: [TypeName("Int")]))
    }

    @Test func readAndWriteAccess() {
        let type = parse("""
        public struct S {
            public private(set) var a: Int
            public let b: Int
            var c: Int
            fileprivate var d: Int { 1 }
            public var e: Int { get { 1 } set {} }
            internal(set) public var f: Int
        }
        """).types[0]
        #expect(type.variables.map(\.readAccess) == [.public, .public, .internal, .fileprivate, .public, .public])
        #expect(type.variables.map(\.writeAccess) == [.private, nil, .internal, nil, .public, .internal])
    }

    @Test func computedAndStored() {
        let type = parse("""
        struct S {
            var a: Int { 1 }
            var b: Int { get { 1 } set { } }
            var c: Int = 0 { willSet { } didSet { } }
            let d: Int
            var e: Int { get async throws { 1 } }
        }
        """).types[0]
        #expect(type.variables.map(\.isComputed) == [true, true, false, false, true])
        #expect(type.variables.map(\.isMutable) == [false, true, true, false, false])
        #expect(type.variables[2].defaultValue == "0")
        #expect(type.variables[4].isAsync)
        #expect(type.variables[4].throws)
        #expect(!type.variables[0].isAsync)
    }

    @Test func protocolRequirementsAreComputed() {
        let type = parse("protocol P { var a: Int { get set }; var b: String { get }; static var c: Int { get } }").types[0]
        #expect(type.variables.map(\.isComputed) == [true, true, true])
        #expect(type.variables.map(\.isMutable) == [true, false, false])
        #expect(type.variables.map(\.writeAccess) == [.internal, nil, nil])
        #expect(type.variables.map(\.isStatic) == [false, false, true])
    }

    @Test func modifiersAttributesAndFlags() {
        let type = parse("""
        final class C {
            @Published
            @SafeOptionalDecodable var items: [Item]?
            lazy var cache = Cache()
            final let id: UUID
            class var shared: C { C() }
            static let zero = 0
        }
        """).types[0]
        let items = type.variables[0]
        #expect(items.attributes == [Attribute(name: "Published"), Attribute(name: "SafeOptionalDecodable")])
        #expect(items.typeName.name == "[Item]?")
        #expect(items.location == SourceLocation(path: "T.swift", line: 2, column: 5))
        #expect(type.variables[1].isLazy)
        #expect(type.variables[1].typeName.name == "Cache")
        #expect(type.variables[2].isFinal)
        #expect(type.variables[2].modifiers == [Modifier(name: "final")])
        #expect(type.variables[3].isStatic)
        #expect(type.variables[4].isStatic)
        #expect(!type.variables[0].isStatic)
    }

    @Test func multiLineDeclaration() {
        let type = parse("""
        struct S {
            let handler:
                (Int) -> Void
            var value: Int =
                42
        }
        """).types[0]
        #expect(type.variables[0].typeName.name == "(Int) -> Void")
        #expect(type.variables[1].defaultValue == "42")
    }
}
