import AnnogenModel
import AnnogenSwiftFrontend
import Testing

@Suite struct MethodTests {
    @Test func everyParameterForm() {
        let method = parse("""
        struct S {
            func run(_ a: Int, b: String = "x", with c: Double, d: Int..., e: inout [Int], f: @escaping () -> Void) {}
        }
        """).types[0].methods[0]
        #expect(method.parameters.map(\.argumentLabel) == [nil, "b", "with", "d", "e", "f"])
        #expect(method.parameters.map(\.name) == ["a", "b", "c", "d", "e", "f"])
        #expect(method.parameters.map(\.typeName.name) == ["Int", "String", "Double", "Int", "[Int]", "() -> Void"])
        #expect(method.parameters.map(\.defaultValue) == [nil, "\"x\"", nil, nil, nil, nil])
        #expect(method.parameters.map(\.isVariadic) == [false, false, false, true, false, false])
        #expect(method.parameters.map(\.isInout) == [false, false, false, false, true, false])
        #expect(method.parameters[5].typeName.attributes == [Attribute(name: "escaping")])
        #expect(method.returnTypeName == nil)
        #expect(method.selectorName == "run(_:b:with:d:e:f:)")
    }

    @Test func effectsAndReturnTypes() {
        let methods = parse("""
        struct S {
            func a() async throws -> Int { 1 }
            func b(_ f: () throws -> Void) rethrows {}
            func c() throws(MyError) -> [String] { [] }
            static func d() {}
            class func e() {}
            mutating func f() {}
        }
        """).types[0].methods
        #expect(methods[0].isAsync && methods[0].throws && !methods[0].rethrows)
        #expect(methods[0].returnTypeName?.name == "Int")
        #expect(methods[1].rethrows && !methods[1].throws)
        #expect(methods[2].throws)
        #expect(methods[2].throwsTypeName?.name == "MyError")
        #expect(methods[2].returnTypeName?.isArray == true)
        #expect(methods[3].isStatic && !methods[3].isClass)
        #expect(methods[4].isClass && !methods[4].isStatic)
        #expect(methods[5].isMutating)
    }

    @Test func initializersAndDeinit() {
        let methods = parse("""
        class C {
            init?(rawValue: String) {}
            convenience init() {}
            required public init(from decoder: Decoder) throws {}
            init!(x: Int) {}
            deinit {}
        }
        """).types[0].methods
        #expect(methods.map(\.kind) == [.initializer, .initializer, .initializer, .initializer, .deinitializer])
        #expect(methods.map(\.shortName) == ["init", "init", "init", "init", "deinit"])
        #expect(methods[0].isFailableInitializer)
        #expect(methods[0].name == "init?(rawValue: String)")
        #expect(methods[1].isConvenienceInitializer && !methods[1].isFailableInitializer)
        #expect(methods[2].isRequired && methods[2].throws)
        #expect(methods[2].accessLevel == .public)
        #expect(methods[2].parameters[0].argumentLabel == "from")
        #expect(methods[2].parameters[0].name == "decoder")
        #expect(methods[0].returnTypeName == nil)
    }

    @Test func genericMethods() {
        let method = parse("""
        struct S {
            func map<T: Codable, U>(_ value: T) -> U where U: Sequence, U.Element == T { fatalError() }
        }
        """).types[0].methods[0]
        #expect(method.genericParameters == [GenericParameter(name: "T", inheritedTypeName: "Codable"), GenericParameter(name: "U")])
        #expect(method.genericRequirements.map(\.asSource) == ["T : Codable", "U : Sequence", "U.Element == T"])
        #expect(method.returnTypeName?.name == "U")
    }

    @Test func multiLineSignatureWithAttributes() {
        let method = parse("""
        actor A {
            @MainActor
            @discardableResult
            public func load(
                id: Int,
                force: Bool = false
            ) async -> [Item] { [] }
        }
        """).types[0].methods[0]
        #expect(method.attributes.map(\.name) == ["MainActor", "discardableResult"])
        #expect(method.location == SourceLocation(path: "T.swift", line: 2, column: 5))
        #expect(method.parameters.map(\.name) == ["id", "force"])
        #expect(method.isAsync)
        #expect(method.accessLevel == .public)
    }

    @Test func subscripts() {
        let type = parse("""
        struct S {
            subscript(index: Int) -> String { "" }
            public subscript(key k: String) -> Int? { get { nil } set {} }
            static subscript<T>(_ t: T) -> T { t }
        }
        """).types[0]
        let subs = type.subscripts
        #expect(subs.count == 3)
        #expect(subs[0].parameters.map(\.argumentLabel) == [nil])
        #expect(subs[0].parameters.map(\.name) == ["index"])
        #expect(subs[0].returnTypeName.name == "String")
        #expect(!subs[0].isMutable && subs[0].writeAccess == nil)
        #expect(subs[1].parameters.map(\.argumentLabel) == ["key"])
        #expect(subs[1].isMutable && subs[1].readAccess == .public && subs[1].writeAccess == .public)
        #expect(subs[1].returnTypeName.isOptional)
        #expect(subs[2].isStatic)
        #expect(subs[2].genericParameters == [GenericParameter(name: "T")])
    }
}
