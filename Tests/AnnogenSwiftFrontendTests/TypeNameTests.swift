import AnnogenModel
import AnnogenSwiftFrontend
import Testing

@Suite struct TypeNameTests {
    private func type(_ written: String) -> TypeName {
        typeOfProperty("let x: \(written)") ?? TypeName("<nothing parsed>")
    }

    @Test func simpleAndQualified() {
        #expect(type("Int") == TypeName("Int"))
        #expect(type("API.Product") == TypeName("API.Product"))
        #expect(type("  Int  /* c */") == TypeName("Int"))
    }

    @Test func optionals() {
        #expect(type("Int?") == TypeName("Int?", shape: .optional(TypeName("Int"))))
        #expect(type("Int!") == TypeName("Int!", shape: .implicitlyUnwrappedOptional(TypeName("Int"))))
        #expect(type("Optional<Int>").shape == .optional(TypeName("Int")))
        #expect(type("[Product]?").unwrapped.isArray)
    }

    @Test func arraysAndDictionaries() {
        #expect(type("[Product]") == TypeName("[Product]", shape: .array(element: TypeName("Product"))))
        #expect(type("Array<Product>") == TypeName("Array<Product>", shape: .array(element: TypeName("Product"))))
        #expect(type("[String: Item]") == TypeName("[String: Item]", shape: .dictionary(key: TypeName("String"), value: TypeName("Item"))))
        #expect(type("Dictionary<String, Int>").shape == .dictionary(key: TypeName("String"), value: TypeName("Int")))
    }

    @Test func tuples() {
        #expect(type("(a: Int, String)") == TypeName("(a: Int, String)", shape: .tuple([
            TypeName.TupleElement(label: "a", typeName: TypeName("Int")),
            TypeName.TupleElement(label: nil, typeName: TypeName("String")),
        ])))
        #expect(type("(Int)") == TypeName("Int"))
        #expect(type("((Int) -> Void)?").unwrapped.isClosure)
    }

    @Test func closures() {
        let closure = TypeName("(Int, String) async throws -> Bool", shape: .closure(TypeName.Closure(
            parameters: [TypeName("Int"), TypeName("String")], returnTypeName: TypeName("Bool"), isAsync: true, throws: true,
            parameterDetails: [TypeName.ClosureParameter(), TypeName.ClosureParameter()]
        )))
        let detailed = type("(_ x: inout Int, String...) throws(Never) -> Void")
        guard case .closure(let details) = detailed.shape else { Issue.record("not a closure"); return }
        #expect(details.parameters == [TypeName("Int"), TypeName("String")])
        #expect(details.parameterDetails == [
            TypeName.ClosureParameter(argumentLabel: nil, name: "x", isInout: true),
            TypeName.ClosureParameter(isVariadic: true),
        ])
        #expect(!details.throws)
        #expect(type("(Int, String) async throws -> Bool") == closure)
        let attributed = type("@Sendable @escaping () -> Void")
        #expect(attributed.name == "() -> Void")
        #expect(attributed.attributes == [Attribute(name: "Sendable"), Attribute(name: "escaping")])
        #expect(attributed.asSource == "@Sendable @escaping () -> Void")
    }

    @Test func genericsCompositionsAndOpaque() {
        #expect(type("Set<Int>") == TypeName("Set<Int>", shape: .generic(base: "Set", arguments: [TypeName("Int")])))
        #expect(type("Result<A, B>").shape == .generic(base: "Result", arguments: [TypeName("A"), TypeName("B")]))
        #expect(type("Swift.Set<Int>").isSet)
        #expect(type("A & B") == TypeName("A & B", shape: .composition([TypeName("A"), TypeName("B")])))
        #expect(type("any P") == TypeName("any P", shape: .opaque(keyword: "any", constraint: TypeName("P"))))
        #expect(type("some Collection<Int>").shape == .opaque(
            keyword: "some",
            constraint: TypeName("Collection<Int>", shape: .generic(base: "Collection", arguments: [TypeName("Int")]))
        ))
    }

    @Test func whitespaceIsNormalized() {
        #expect(type("[String :\n    Int]").name == "[String : Int]")
        #expect(type("Result<A,/* x */B>").name == "Result<A, B>")
    }
}
