@testable import AnnogenCore
import Testing

/// `for … where` conditions over the type lists, as Sourcery-style templates write them, select the
/// types they name, through the engine's compiled conditions and the type objects' members.
struct TypeConditionTests {
    static let sources = [
        "Model.swift": """
        protocol AutoEquatable {}
        protocol AutoMockable {}
        protocol Refined: AutoEquatable {}
        class Base {}
        // gen: AutoEquatable
        struct Annotated { let id: Int }
        // gen: skip = "yes"
        struct Skipped: AutoEquatable { let id: Int }
        class Derived: Base, Refined { var name = "" }
        enum Kind: String { case one }
        // gen: mock
        // gen:group: name = "models"
        protocol Service: AutoMockable { func call() }
        extension Outside: AutoEquatable {}
        actor Worker {}
        struct Count { let count: Int }
        """,
    ]

    /// The names of the types `condition` keeps, in `types.types` (protocols too), and what it read.
    static func selection(_ condition: String) throws -> (text: String, reads: [UInt8]) {
        let module = compose(sources).module
        // The template objects refer to their graph without keeping it: the context must outlive the render.
        let context = TemplateContext(module: module, arguments: [:])
        let log = TypeReadLog(typeCount: module.types.count)
        var values = context.dictionary(templateName: "t.stencil")
        values["names"] = ["Count"]
        let folder = try TemplateFolder(["main.stencil": "{% for type in types.types where \(condition) %}{{ type.name }} {% endfor %}"])
        let text = try withExtendedLifetime(context) {
            try TypeReadLog.$current.withValue(log) { try TemplateRenderer(roots: [folder.root]).render(templatePath: "main.stencil", context: values).get() }
        }
        return (text, log.parts)
    }

    @Test(arguments: [
        ("type.implements.AutoEquatable", "Derived Outside Refined Skipped "),
        ("type.implements.AutoEquatable or type|annotated:\"AutoEquatable\"", "Annotated Derived Outside Refined Skipped "),
        ("type|annotated:\"AutoEquatable\" or type.implements.AutoEquatable", "Annotated Derived Outside Refined Skipped "),
        ("type.based.Base", "Derived "),
        ("type.inherits.Base", "Derived "),
        ("type|implements:\"AutoMockable\"", "Service "),
        ("type|based:\"Base\" and not type.isClass", ""),
        ("type|annotated:\"skip = yes\"", "Skipped "),
        ("type|annotated:\"skip=no\"", ""),
        ("type|annotated:\"group.name\"", "Service "),
        ("not type|annotated:\"mock\" and type.implements.AutoMockable", ""),
        ("type.kind == \"enum\" or type.isActor", "Kind Worker "),
        ("type.kind == \"enum\" or type.kind == 'struct'", "Annotated Count Kind Skipped "),
        ("type.isClass or type.implements.AutoEquatable and type|annotated:\"skip\"", "Base Derived Skipped "),
        ("type.name == \"Count\"", "Count "),
        ("type.name in names", "Count "),
        ("( type.isStruct and type.variables.count > 0 ) and not type|annotated:\"skip\"", "Annotated Count "),
        ("type.annotations.skip", "Skipped "),
    ])
    func selectsWhatItSays(condition: String, expected: String) throws {
        #expect(try Self.selection(condition).text == expected, "\(condition)")
    }

    @Test func readsOnlyWhatItTests() throws {
        // Relations and kinds are the types' outline; annotations are a part of their own, and
        // variables everything else (`TypeReadLog`).
        let module = compose(Self.sources).module
        let outline = try Self.selection("type.implements.AutoEquatable or type.isEnum").reads
        #expect(outline == Array(repeating: 0, count: module.types.count))
        let annotated = try Self.selection("type|annotated:\"mock\"").reads
        #expect(annotated.allSatisfy { $0 & TypeReadLog.everything == 0 })
        #expect(annotated.contains { $0 & TypeReadLog.annotations != 0 })
    }
}
