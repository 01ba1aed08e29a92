import AnnogenCore
import Foundation
import Testing

/// Members of Sourcery's runtime types that templates read, on annogen's objects.
@Suite struct SourceryMemberTests {
    let sources = [
        "A.swift": """
        protocol Indexed {
            subscript(index: Int) -> String { get }
        }
        class Base {
            subscript(key: String) -> Int? { nil }
            final func seal() {}
            dynamic var flag = false
        }
        final class Shelf: Base, Indexed {
            subscript(index: Int) -> String { "" }
            func load<E: Error>() throws(E) {}
            nonisolated func peek() {}
        }
        enum Raw: String { case a }
        enum Plain { case a }
        """,
    ]

    private func rendered(_ template: String) throws -> String {
        let context = TemplateContext(module: compose(sources).module, arguments: [:])
        return try render(template, context.dictionary(templateName: "t.stencil"))
    }

    @Test func subscriptsAcrossTheHierarchy() throws {
        #expect(try rendered("{% for s in type.Shelf.allSubscripts %}{{ s }}|{{ s.isOptionalReturnType }}|{{ s.unwrappedReturnTypeName }};{% endfor %}")
            == "subscript(_ index: Int) -> String|false|String;subscript(_ key: String) -> Int?|true|Int;")
    }

    @Test func methodAndVariableFlags() throws {
        #expect(try rendered("""
            {% for m in type.Base.methods %}{{ m.name }} {{ m.isFinal }};{% endfor %}\
            {% for m in type.Shelf.methods %}{{ m.name }} {{ m.isThrowsTypeGeneric }} {{ m.isNonisolated }};{% endfor %}\
            {{ type.Base.variables.first.isDynamic }} {{ type.Raw.hasRawType }} {{ type.Plain.hasRawType }}
            """) == "seal() true;load<E: Error>() true false;peek() false true;true true false")
    }

    /// Sourcery's paths are absolute: a template's `type.path|contains:"/Sources/Client/"` holds
    /// whichever folder the run started from (the sources here are read as `A.swift`).
    @Test func pathsAreAbsolute() throws {
        let folder = PathNormalizer.standardize(FileManager.default.currentDirectoryPath)
        #expect(try rendered("{{ type.Shelf.path }}|{{ type.Shelf.directory }}|{{ type.Shelf.fileName }}|{{ type.Base.variables.first.path }}")
            == "\(folder)/A.swift|\(folder)|A.swift|\(folder)/A.swift")
    }

    /// Sourcery's `types.typesByName` and `types.typesaliasesByName` (so spelt), lookups by name.
    @Test func typesAndTypealiasesByName() throws {
        let module = compose(["B.swift": "struct Shelf { let books: Int }\ntypealias Count = Int\n"]).module
        let context = TemplateContext(module: module, arguments: [:])
        #expect(try render("{{ types.typesByName.Shelf.variables.first.name }}|{{ types.typesaliasesByName.Count.typeName }}",
                           context.dictionary(templateName: "t.stencil")) == "books|Int")
    }
}
