import AnnogenCore
import Testing

/// `allMethods`/`allVariables` across protocol refinement, and `definedInExtension`.
struct InheritedMemberTests {
    let sources = [
        "A.swift": """
        protocol Reading {
            var name: String { get }
            func read(id: Int) -> String
        }
        protocol Store: Reading {
            func save()
        }
        """,
        "B.swift": """
        extension Reading {
            var upperName: String { name.uppercased() }
            func readAll() -> [String] { [] }
        }
        """,
    ]

    func rendered(_ template: String) throws -> String {
        let context = TemplateContext(module: compose(sources).module, arguments: [:])
        return try render(template, context.dictionary(templateName: "t.stencil"))
    }

    @Test func refinedProtocolListsItsParentsRequirements() throws {
        let text = try rendered("{{ type.Store.allMethods|join:\",\" }} / {{ type.Store.allVariables|join:\",\" }}")
        #expect(text == "save(),read(id: Int),readAll() / name,upperName")
    }

    @Test func membersFromExtensionsAreMarked() throws {
        let text = try rendered("""
        {{ type.Reading.methods|!definedInExtension|join:"," }} / {{ type.Reading.allVariables|definedInExtension|join:"," }} / \
        {{ type.Reading.rawMethods|join:"," }}
        """)
        #expect(text == "read(id: Int) / upperName / read(id: Int)")
    }
}
