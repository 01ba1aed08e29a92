import AnnogenModel
import Testing

/// Declarations inside `gen:inline` blocks are generated code: the model does not read them, so a run
/// renders the same thing whether or not a previous run already wrote them.
@Suite struct GeneratedBlockTests {
    @Test func membersAndTypesInsideInlineBlocksAreSkipped() {
        let file = parse("""
            struct Recipe {
                let id: Int
            // gen:inline:auto:Recipe.autoPublicInit
                public init(id: Int) { self.id = id }
                var generated: Int { 1 }
                struct Generated {}
            // gen:end
                func kept() {}
            }
            // sourcery:inline:after-auto:Recipe.x
            extension Recipe { func alsoGenerated() {} }
            // sourcery:end
            """)
        #expect(file.types.map(\.name) == ["Recipe"])
        #expect(file.type("Recipe")?.variables.map(\.name) == ["id"])
        #expect(file.type("Recipe")?.methods.map(\.shortName) == ["kept"])
    }

    @Test func anUnclosedBlockHidesNothing() {
        let file = parse("struct A {\n// gen:inline:x\n    let a: Int\n}\n")
        #expect(file.type("A")?.variables.map(\.name) == ["a"])
    }
}
