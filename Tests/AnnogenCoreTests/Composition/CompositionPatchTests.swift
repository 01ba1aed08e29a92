@testable import AnnogenCore
import AnnogenModel
import AnnogenSwiftFrontend
import Testing

/// A model patched after an edit is the model composed from scratch, and an edit that moves what
/// other types depend on (names, inheritance, typealiases) is not patched.
@Suite struct CompositionPatchTests {
    static let files = [
        "A.swift": """
            enum API {}
            protocol AutoEquatable {}
            typealias Identifier = Int
            """,
        "B.swift": """
            extension API {
                /// Books.
                enum Books: AutoEquatable {
                    typealias Page = Int
                    static let path = "/books"
                    struct Item: AutoEquatable {
                        // gen: jsonKey = "book_id"
                        let id: Identifier
                        let title: String
                    }
                }
            }
            enum Shelf: String {
                case top, bottom
            }
            extension String {
                var shouted: String { uppercased() }
            }
            """,
        "C.swift": """
            extension API.Books {
                func describe() -> String { path }
            }
            struct Reader {
                let shelf: Shelf
            }
            """,
    ]

    static func parse(_ files: [String: String]) -> [ParsedFile] {
        files.keys.sorted().map { path in
            SwiftFrontend.parse(SourceFile(path: path, text: files[path] ?? "", contentHash: ContentHash.of(files[path] ?? "")))
        }
    }

    /// A type declared in two files (the same name in two package modules, or alternatives in `#if`
    /// clauses) is one type made of both; the model does not say where the second one is, so an
    /// edit of either is composed from every file, never patched (a patch from the file it came
    /// from dropped what the other added).
    @Test(arguments: [
        (["Sources/ModA/H.swift": "struct H { func tap() {} }", "Sources/ModB/H.swift": "struct H {}"],
         "Sources/ModB/H.swift", "struct H { func click() {} }"),
        (["Sources/ModA/H.swift": "struct H { func tap() {} }", "Sources/ModB/H.swift": "struct H {}"],
         "Sources/ModA/H.swift", "struct H { func tap() {}\n    func press() {} }"),
        (["A.swift": "#if os(iOS)\nstruct H { let a: Int }\n#endif", "B.swift": "#if os(macOS)\nstruct H {}\n#endif"],
         "B.swift", "#if os(macOS)\nstruct H { let b: Int }\n#endif"),
    ])
    func aTypeMadeOfTwoDeclarationsIsNotPatched(files: [String: String], path: String, edited: String) {
        let (patched, composed) = Self.patch(files, path, to: edited)
        #expect(patched == nil)
        #expect(composed.types.contains { $0.mergesDeclarations })
    }

    /// The resolver a patch uses searches the sorted names and finds what the composer's table finds:
    /// a name with the same bytes only (composed and decomposed `é` are equal `String`s).
    @Test func theSortedNamesFindWhatTheTableFinds() {
        let names = ["Outer", "Outer.Caf\u{E9}", "Zed"]
        let table = NameResolver(typeNames: NameTable(names), aliases: [:])
        let sorted = NameResolver(sortedNames: names.sorted(), aliases: [:])
        for written in ["Caf\u{E9}", "Cafe\u{301}", "Zed", "Outer", "Missing"] {
            #expect(sorted.qualify(written, from: "Outer") == table.qualify(written, from: "Outer"), "\(written)")
        }
        #expect(sorted.qualify("Cafe\u{301}", from: "Outer") == nil)
        #expect(sorted.qualify("Caf\u{E9}", from: "Outer") == "Outer.Caf\u{E9}")
    }

    /// `resolvedIfChanged` answers nil exactly when `resolve` gives the name back as it was: most
    /// names, and a name resolved before (its `actualName` kept where no component resolves).
    @Test func aNameResolvedAgainIsUnchanged() {
        let resolver = NameResolver(typeNames: NameTable(["Outer", "Outer.Item"]), aliases: [:])
        let item = TypeName("Item")
        let shapes: [TypeName] = [
            item, TypeName("Item?", shape: .optional(item)), TypeName("[Item]", shape: .array(element: item)),
            TypeName("[String: Item]", shape: .dictionary(key: TypeName("String"), value: item)),
            TypeName("(Item, Int)", shape: .tuple([.init(label: nil, typeName: item), .init(label: nil, typeName: TypeName("Int"))])),
            TypeName("Set<Item>", shape: .generic(base: "Set", arguments: [item])),
        ]
        for written in shapes {
            let once = resolver.resolve(written, from: "Outer")
            #expect(once.actualName != nil && resolver.resolvedIfChanged(written, from: "Outer") == once, "\(written.name)")
            #expect(resolver.resolvedIfChanged(once, from: "Outer") == nil, "\(written.name) resolved again")
        }
        for unresolved in [TypeName("String"), TypeName("[String: Int]", shape: .dictionary(key: TypeName("String"), value: TypeName("Int")))] {
            #expect(resolver.resolvedIfChanged(unresolved, from: "Outer") == nil)
            var named = unresolved
            named.actualName = "Kept"
            let again = resolver.resolve(named, from: "Outer")
            #expect(again.actualName == (unresolved.shape == .simple ? nil : "Kept"), "\(unresolved.name)")
        }
    }

    /// The file at `path` of `files` edited to `edited`: the patched model
    /// and the types composed again (as they were), or nil, and the model composed from scratch. The
    /// patch is given the files it asks for only, as the cache gives them from `parse.bin`.
    static func patch(
        _ files: [String: String], _ path: String, to edited: String
    ) -> (patched: (module: ComposedModule, previous: CompositionPatch.Previous)?, composed: ComposedModule) {
        let before = parse(files)
        var changedFiles = files
        changedFiles[path] = edited
        let after = parse(changedFiles)
        var (module, _, aliases) = Composer.composeKeepingAliases(before)
        let original = module
        let index = CompositionPatch.Index(module: module, aliases: aliases)
        let previous = CompositionPatch.apply(
            to: &module, old: before.filter { $0.path == path }, new: after.filter { $0.path == path },
            paths: after.map(\.path), index: index
        ) { paths in
            Dictionary(uniqueKeysWithValues: after.filter { paths.contains($0.path) }.map { ($0.path, $0) })
        }
        if previous == nil {
            // A patch that fails leaves the module as it was.
            expectSame(module, original)
        }
        return (previous.map { (module, $0) }, Composer.compose(after).module)
    }

    static func expectSame(_ patched: ComposedModule, _ composed: ComposedModule) {
        #expect(patched.types.count == composed.types.count)
        for (a, b) in zip(patched.types, composed.types) {
            #expect(a.isSame(as: b), "\(a.name)")
        }
        #expect(patched.typealiases == composed.typealiases)
    }

    @Test(arguments: [
        // A member added, a type changed, an annotation and a doc comment edited, lines moved.
        ("B.swift", "let title: String", "let title: String\n            let pages: [Int]?"),
        ("B.swift", "let id: Identifier", "let id: String"),
        ("B.swift", "// gen: jsonKey = \"book_id\"", "// gen: jsonKey = \"id\""),
        ("B.swift", "/// Books.", "/// Books\n                /// on a shelf."),
        ("B.swift", "case top, bottom", "case top = \"t\", bottom"),
        ("B.swift", "var shouted: String { uppercased() }", "var whispered: String { lowercased() }"),
        ("C.swift", "let shelf: Shelf", "let shelf: Shelf?\n    let books: [API.Books.Item]"),
        // A member of a type another file extends, and a member of that extension.
        ("B.swift", "static let path = \"/books\"", "static let path = \"/books\"\n        static let method = 1"),
        ("C.swift", "func describe() -> String { path }", "func describe(verbose: Bool) -> String { path }"),
        // Lines added above typealiases, nested and at the top level: they move, nothing else.
        ("B.swift", "extension API {", "// A line above.\nextension API {"),
        ("A.swift", "enum API {}", "enum API {}\n"),
    ])
    func anEditInsideDeclarationsIsPatchedAsComposingGives(path: String, find: String, replace: String) throws {
        let edited = try #require(Self.files[path]).replacingOccurrences(of: find, with: replace)
        let (patched, composed) = Self.patch(Self.files, path, to: edited)
        let result = try #require(patched, "patched")
        #expect(!result.previous.isEmpty)
        Self.expectSame(result.module, composed)
    }

    /// A file where only a typealias moved (a line added above it): no type is composed again, and
    /// the module's typealias takes its new place.
    @Test func aTypealiasThatOnlyMovedMovesInTheModule() throws {
        let files = ["A.swift": "typealias Identifier = Int\n", "B.swift": "struct S {\n    let id: Identifier\n}\n"]
        let (patched, composed) = Self.patch(files, "A.swift", to: "// Moved down.\ntypealias Identifier = Int\n")
        let result = try #require(patched, "patched")
        #expect(result.previous.isEmpty)
        Self.expectSame(result.module, composed)
        #expect(result.module.typealiases.map(\.location.line) == [2])
    }

    @Test(arguments: [
        // A type renamed, added or made to conform elsewhere; a typealias changed; a syntax error.
        ("B.swift", "enum Shelf: String {", "enum Shelves: String {"),
        ("B.swift", "struct Item: AutoEquatable {", "struct Item {"),
        ("A.swift", "typealias Identifier = Int", "typealias Identifier = String"),
        ("B.swift", "typealias Page = Int", "typealias Page = String"),
        ("B.swift", "typealias Page = Int", "typealias Page = Int\n        typealias Count = Int"),
        ("B.swift", "let title: String", "let title: String\n}\nstruct Added {"),
        ("B.swift", "let title: String", "let title: String }"),
    ])
    func anEditOfWhatOtherTypesDependOnIsNotPatched(path: String, find: String, replace: String) throws {
        let edited = try #require(Self.files[path]).replacingOccurrences(of: find, with: replace)
        #expect(Self.patch(Self.files, path, to: edited).patched == nil)
    }
}
