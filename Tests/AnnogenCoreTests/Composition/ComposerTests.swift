import AnnogenCore
import AnnogenModel
import Testing

@Suite struct ComposerTests {
    @Test func nestedNamesAreQualified() {
        let (module, _) = compose(["A.swift": """
            enum API {
                enum ProductSearch {
                    struct ResponseBody {
                        let products: [Product]; struct Product {
                            let id: Int
                        }
                    }
                }
            }
            """])
        #expect(module.types.map(\.name) == [
            "API", "API.ProductSearch", "API.ProductSearch.ResponseBody", "API.ProductSearch.ResponseBody.Product",
        ])
        let body = module["API.ProductSearch.ResponseBody"]
        #expect(body?.parentName == "API.ProductSearch")
        #expect(body?.containedTypeNames == ["API.ProductSearch.ResponseBody.Product"])
        let products = body?.variable("products")?.typeName
        #expect(products?.name == "[Product]")
        #expect(products?.actualName == "[API.ProductSearch.ResponseBody.Product]")
    }

    @Test func innermostScopeWins() {
        let (module, _) = compose(["A.swift": """
            struct Item {}
            enum Shop {
                struct Item {}
                struct Cart {
                    struct Item {}
                    let items: [Item]
                    let shopItem: Shop.Item
                    let top: Other
                }
                struct Other {}
            }
            """])
        let cart = module["Shop.Cart"]
        #expect(cart?.variable("items")?.typeName.actualName == "[Shop.Cart.Item]")
        #expect(cart?.variable("shopItem")?.typeName.actualName == nil)
        #expect(cart?.variable("top")?.typeName.actualName == "Shop.Other")
    }

    @Test func typealiasesResolve() {
        let (module, _) = compose(["A.swift": """
            typealias Money = Int
            enum Shop {
                typealias Items = [Item]
                struct Item { let price: Money }
                struct Cart { let items: Items; let total: Money?; let byId: [String: Money] }
            }
            """])
        #expect(module["Shop.Item"]?.variable("price")?.typeName.actualName == "Int")
        let cart = module["Shop.Cart"]
        #expect(cart?.variable("items")?.typeName.actualName == "[Shop.Item]")
        #expect(cart?.variable("total")?.typeName.actualName == "Int?")
        #expect(cart?.variable("byId")?.typeName.actualName == "[String: Int]")
        #expect(module.typealiases.map(\.name) == ["Money", "Shop.Items"])
    }

    @Test func optionalAliasOfAClosureKeepsTheOptionalOutsideTheClosure() {
        let (module, _) = compose(["A.swift": """
            typealias Handler = (Int) -> Void
            typealias Both = Codable & Sendable
            struct Box { var handler: Handler?; var value: Both!; var handlers: [Handler]? }
            """])
        let box = module["Box"]
        #expect(box?.variable("handler")?.typeName.actualName == "((Int) -> Void)?")
        #expect(box?.variable("value")?.typeName.actualName == "(Codable & Sendable)!")
        #expect(box?.variable("handlers")?.typeName.actualName == "[(Int) -> Void]?")
    }

    @Test func aliasCyclesDoNotHang() {
        let (module, _) = compose(["A.swift": """
            typealias A = B
            typealias B = A
            struct S { let a: A }
            """])
        #expect(module["S"]?.variable("a") != nil)
    }

    @Test func extensionsMergeAcrossFiles() {
        let (module, _) = compose([
            "A.swift": "struct Product: Codable {\n    let id: Int\n}\n",
            "B.swift": "extension Product: Equatable {\n    var label: String { \"\\(id)\" }\n    func show() {}\n}\n",
        ])
        let product = module["Product"]
        #expect(product?.kind == .struct)
        #expect(product?.declaration.variables.map(\.name) == ["id", "label"])
        #expect(product?.declaration.methods.map(\.shortName) == ["show"])
        #expect(product?.inheritedTypes == ["Codable", "Equatable"])
        #expect(product?.rawVariableCount == 1)
        #expect(product?.extensionLocations.map(\.path) == ["B.swift"])
        #expect(product?.isUnknownExtension == false)
    }

    /// Alternatives in `#if` clauses are one type: the first declaration's members, then the
    /// others' in the order met (files by path), then the extensions'; the inheritance of all.
    @Test func alternativesMergeBeforeExtensions() {
        let (module, diagnostics) = compose([
            "A.swift": "#if os(iOS)\nstruct Screen: Codable {\n    let a: Int\n    func tap() {}\n}\n#endif\n",
            "B.swift": "extension Screen: Hashable {\n    var e: Int { 0 }\n    func ext() {}\n}\n",
            "C.swift": "#if os(macOS)\nstruct Screen: Sendable {\n    let c: Int\n    func click() {}\n}\n#else\nstruct Screen {\n    let d: Int\n}\n#endif\n",
        ])
        #expect(diagnostics.isEmpty)
        let screen = module["Screen"]
        #expect(screen?.mergesDeclarations == true)
        #expect(screen?.declaration.variables.map(\.name) == ["a", "c", "d", "e"])
        #expect(screen?.declaration.methods.map(\.shortName) == ["tap", "click", "ext"])
        #expect(screen?.rawVariableCount == 3)
        #expect(screen?.rawMethodCount == 2)
        #expect(screen?.inheritedTypes == ["Codable", "Sendable", "Hashable"])
        #expect(screen?.extensionLocations.map(\.path) == ["B.swift"])
    }

    @Test func extensionOfUnknownTypeStandsAlone() {
        let (module, _) = compose(["A.swift": """
            extension String: MyProtocol {
                var shouted: String { uppercased() }
            }
            extension String {
                var whispered: String { lowercased() }
            }
            protocol MyProtocol {}
            """])
        let string = module["String"]
        #expect(string?.kind == .extension)
        #expect(string?.isUnknownExtension == true)
        #expect(string?.declaration.variables.map(\.name) == ["shouted", "whispered"])
        #expect(string?.implements.keys.sorted() == ["MyProtocol"])
    }

    @Test func extensionOfNestedTypeByQualifiedName() {
        let (module, _) = compose([
            "A.swift": "enum API { struct Product {} }\n",
            "B.swift": "extension API.Product {\n    struct Badge { let text: String }\n    var badge: Badge? { nil }\n}\n",
        ])
        #expect(module["API.Product"]?.declaration.variables.map(\.name) == ["badge"])
        #expect(module["API.Product.Badge"]?.parentName == "API.Product")
        #expect(module["API.Product"]?.containedTypeNames == ["API.Product.Badge"])
        #expect(module["API.Product"]?.variable("badge")?.typeName.actualName == "API.Product.Badge?")
    }

    @Test func conformanceIsTransitive() {
        let (module, _) = compose(["A.swift": """
            protocol Base {}
            protocol Refined: Base {}
            class Animal: Refined {}
            class Dog: Animal {}
            final class Puppy: Dog, Codable {}
            struct Box {}
            extension Box: Refined {}
            """])
        let puppy = module["Puppy"]
        #expect(puppy?.implements.keys.sorted() == ["Base", "Codable", "Refined"])
        #expect(puppy?.inherits.keys.sorted() == ["Animal", "Dog"])
        #expect(puppy?.supertypeName == "Dog")
        #expect(puppy?.based.keys.sorted() == ["Animal", "Base", "Codable", "Dog", "Refined"])
        #expect(module["Box"]?.implements.keys.sorted() == ["Base", "Refined"])
        #expect(module["Refined"]?.implements.keys.sorted() == ["Base"])
    }

    @Test func unknownFirstNameOfAClassIsNotAProtocol() {
        let (module, _) = compose(["A.swift": "class View: UIView, Themeable {}\nenum Kind: String, CaseIterable { case a }\n"])
        #expect(module["View"]?.implements.keys.sorted() == ["Themeable"])
        #expect(module["View"]?.based.keys.sorted() == ["Themeable", "UIView"])
        #expect(module["Kind"]?.implements.keys.sorted() == ["CaseIterable"])
    }

    /// The same clause of names that were not scanned closes the same way for types of one kind, and
    /// apart for another kind: the conformance pass takes such closures from a table of clauses.
    @Test func aClauseOfUnscannedNamesClosesByTheTypesKind() {
        let (module, _) = compose(["A.swift": """
            class View: UIView, Themeable {}
            class Panel: UIView, Themeable {}
            struct Card: UIView, Themeable {}
            struct Tile: UIView, Themeable {}
            struct Plain: Themeable {}
            struct Scoped: Themeable {
                protocol Themeable {}
            }
            """])
        for name in ["View", "Panel"] { #expect(module[name]?.implements.keys.sorted() == ["Themeable"], "\(name)") }
        for name in ["Card", "Tile"] { #expect(module[name]?.implements.keys.sorted() == ["Themeable", "UIView"], "\(name)") }
        for name in ["View", "Panel", "Card", "Tile"] { #expect(module[name]?.based.keys.sorted() == ["Themeable", "UIView"], "\(name)") }
        // The same clause, scanned where the second type stands (it comes after the first by name).
        #expect(module["Plain"]?.implements.keys.sorted() == ["Themeable"])
        #expect(module["Scoped"]?.implements.keys.sorted() == ["Scoped.Themeable"])
    }

    @Test func inheritanceCyclesDoNotHang() {
        let (module, _) = compose(["A.swift": "protocol A: B {}\nprotocol B: A {}\n"])
        #expect(module["A"]?.implements["B"] != nil)
    }

    @Test func implicitRawValues() {
        let (module, _) = compose(["A.swift": """
            enum Level: Int { case low = 1, mid, high = 10, top }
            enum Name: String { case first, second = "2nd", third }
            enum Plain { case a, b }
            """])
        #expect(module["Level"]?.declaration.cases.map(\.rawValue) == ["1", "2", "10", "11"])
        #expect(module["Level"]?.rawTypeName?.name == "Int")
        #expect(module["Name"]?.declaration.cases.map(\.rawValue) == ["first", "2nd", "third"])
        #expect(module["Plain"]?.declaration.cases.map(\.rawValue) == [nil, nil])
        #expect(module["Plain"]?.rawTypeName == nil)
    }

    @Test func genericParametersAreNotResolvedToTypes() {
        let (module, _) = compose(["A.swift": "struct T {}\nstruct Box<T> { let value: T }\n"])
        #expect(module["Box"]?.variable("value")?.typeName.actualName == nil)
    }

    @Test func outputOrderIsIndependentOfFileOrder() {
        let a = compose(["B.swift": "struct Zed {}\n", "A.swift": "struct Alpha {}\nextension Zed { var x: Int { 1 } }\n"])
        let b = compose(["A.swift": "struct Alpha {}\nextension Zed { var x: Int { 1 } }\n", "B.swift": "struct Zed {}\n"])
        #expect(a.module.types.map(\.name) == b.module.types.map(\.name))
        #expect(a.module["Zed"]?.declaration.variables.map(\.name) == ["x"])
    }
}
