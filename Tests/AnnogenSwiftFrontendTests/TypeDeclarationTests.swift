import AnnogenModel
import Testing

import AnnogenSwiftFrontend

@Suite struct TypeDeclarationTests {
    @Test func nestedTypesAreFlattenedParentFirstWithQualifiedParentNames() {
        let file = parse("""
        enum API {
            struct ProductSearch {
                struct ResponseBody {
                    struct Product {}
                }
            }
            class Other {}
        }
        """)
        #expect(file.types.map(\.name) == [
            "API", "API.ProductSearch", "API.ProductSearch.ResponseBody", "API.ProductSearch.ResponseBody.Product",
            "API.Other",
        ])
        #expect(file.types.map(\.kind) == [.enum, .struct, .struct, .struct, .class])
        #expect(file.types[3].localName == "Product")
        #expect(file.types[3].parentName == "API.ProductSearch.ResponseBody")
        #expect(file.types[0].parentName == nil)
    }

    @Test func extensionsKeepTheExtendedNameAndParentTheirNestedTypes() {
        let file = parse("""
        extension API.Product: Equatable where T: Hashable {
            var x: Int { 1 }
        }
        extension Array<Int> {}
        extension API {
            struct X {
                struct Y {}
            }
            func f() {}
        }
        """)
        #expect(file.types.map(\.localName) == ["API.Product", "Array", "API", "X", "Y"])
        #expect(file.types.map(\.parentName) == [nil, nil, nil, "API", "API.X"])
        #expect(file.types[0].kind == .extension)
        #expect(file.types[0].inheritedTypes == ["Equatable"])
        #expect(file.types[0].genericRequirements == [GenericRequirement(leftType: "T", rightType: "Hashable", relationship: .conformsTo)])
        #expect(file.types[0].variables.map(\.name) == ["x"])
        #expect(file.types[2].methods.map(\.shortName) == ["f"])
    }

    @Test func declarationFactsAccessInheritanceAttributesModifiers() {
        let file = parse("""
        @objc @MainActor
        @available(iOS 15, *)
        public final class Store: NSObject, ObservableObject {}
        fileprivate struct Plain {}
        indirect enum Tree { case leaf }
        actor Counter {}
        """)
        let store = file.types[0]
        #expect(store.kind == .class)
        #expect(store.accessLevel == .public)
        #expect(store.inheritedTypes == ["NSObject", "ObservableObject"])
        #expect(store.attributes == [
            Attribute(name: "objc"), Attribute(name: "MainActor"), Attribute(name: "available", arguments: "iOS 15, *"),
        ])
        #expect(store.modifiers == [Modifier(name: "public"), Modifier(name: "final")])
        #expect(store.location == SourceLocation(path: "T.swift", line: 1, column: 1))
        #expect(file.types[1].accessLevel == .fileprivate)
        #expect(file.types[2].modifiers == [Modifier(name: "indirect")])
        #expect(file.types[2].accessLevel == .internal)
        #expect(file.types[3].kind == .actor)
    }

    @Test func locationIsTheFirstTokenAfterComments() {
        let file = parse("""
        // a comment
        /// docs
            @objc class A {}
        """)
        #expect(file.types[0].location == SourceLocation(path: "T.swift", line: 3, column: 5))
    }

    @Test func genericParametersAndRequirementsFromBothPlaces() {
        let file = parse("struct Box<T: Codable, U> where U: Sequence, U.Element == T {}")
        let box = file.types[0]
        #expect(box.genericParameters == [GenericParameter(name: "T", inheritedTypeName: "Codable"), GenericParameter(name: "U")])
        #expect(box.genericRequirements == [
            GenericRequirement(leftType: "T", rightType: "Codable", relationship: .conformsTo),
            GenericRequirement(leftType: "U", rightType: "Sequence", relationship: .conformsTo),
            GenericRequirement(leftType: "U.Element", rightType: "T", relationship: .equals),
        ])
    }

    @Test func bodyRangeSpansTheBracesInUTF8Bytes() {
        let text = "/* é */ struct A { let x: Int }\nstruct B {}"
        let file = parse(text)
        let bytes = Array(text.utf8)
        let range = file.types[0].bodyRange ?? 0..<0
        #expect(String(decoding: bytes[range], as: UTF8.self) == "{ let x: Int }")
        let rangeB = file.types[1].bodyRange ?? 0..<0
        #expect(String(decoding: bytes[rangeB], as: UTF8.self) == "{}")
    }

    @Test func protocolMembersTakeTheProtocolsAccess() {
        let file = parse("""
        public protocol Service {
            associatedtype Output
            var name: String { get }
            func run() -> Output
        }
        """)
        #expect(file.types[0].variables[0].readAccess == .public)
        #expect(file.types[0].methods[0].accessLevel == .public)
    }

    @Test func extensionAccessModifierIsTheMembersDefault() {
        let file = parse("""
        public extension A {
            func f() {}
            private func g() {}
        }
        private extension B { var x: Int { 1 } }
        """)
        #expect(file.types[0].methods.map(\.accessLevel) == [.public, .private])
        #expect(file.types[1].variables[0].readAccess == .fileprivate)
    }

    @Test func everyIfConfigBranchIsRead() {
        let file = parse("""
        #if os(iOS)
        struct A {
            #if DEBUG
            let debug: Bool
            #elseif TEST
            let test: Bool
            #else
            #if X
            let nested: Int
            #endif
            #endif
        }
        #else
        struct B {}
        #endif
        """)
        #expect(file.types.map(\.name) == ["A", "B"])
        #expect(file.types[0].variables.map(\.name) == ["debug", "test", "nested"])
    }

    @Test func memberAndTypeOnOneLine() {
        let file = parse("""
        struct ResponseBody: Decodable {
            let products: [Product]; struct Product: ResponseBodyType {
                let id: Int
            }
        }
        """)
        #expect(file.types.map(\.name) == ["ResponseBody", "ResponseBody.Product"])
        #expect(file.types[0].variables.map(\.name) == ["products"])
        #expect(file.types[0].variables[0].typeName.name == "[Product]")
        #expect(file.types[1].inheritedTypes == ["ResponseBodyType"])
        #expect(file.types[1].location == SourceLocation(path: "T.swift", line: 2, column: 30))
        #expect(file.types[1].variables.map(\.name) == ["id"])
    }

    @Test func localTypesInsideFunctionBodiesAreNotCollected() {
        let file = parse("""
        struct A {
            func f() { struct Local {} }
            var v: Int { struct Inner {}; return 1 }
        }
        func top() { struct Hidden {} }
        """)
        #expect(file.types.map(\.name) == ["A"])
    }

    @Test func topLevelTypealiasesAndTypeTypealiases() {
        let file = parse("""
        public typealias Handler<T> = (T) -> Void
        struct A { typealias ID = Int }
        extension B { typealias Key = String }
        """)
        #expect(file.typealiases.count == 1)
        #expect(file.typealiases[0].aliasName == "Handler")
        #expect(file.typealiases[0].accessLevel == .public)
        #expect(file.typealiases[0].parentName == nil)
        #expect(file.typealiases[0].genericParameters == [GenericParameter(name: "T")])
        #expect(file.typealiases[0].typeName.isClosure)
        #expect(file.types[0].typealiases[0].name == "A.ID")
        #expect(file.types[0].typealiases[0].typeName.name == "Int")
        #expect(file.types[1].typealiases[0].parentName == "B")
    }
}
