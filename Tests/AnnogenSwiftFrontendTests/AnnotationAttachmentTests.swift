import AnnogenModel
import AnnogenSwiftFrontend
import Testing

/// These depend on the real `CommentIndex` / `AnnotationReader` (stubs on this branch): they pass once
/// the annotations work is merged.
@Suite struct AnnotationAttachmentTests {
    @Test func typeAnnotationsWithDocCommentsBetween() {
        let type = parse("""
        // gen: AutoDecodable
        /// A product.
        @objc
        public struct Product {}
        """).types[0]
        #expect(type.annotations.contains("AutoDecodable"))
        #expect(type.documentation == ["A product."])
    }

    @Test func memberAnnotationsAboveAndTrailing() {
        let type = parse("""
        struct Product {
            // gen: skip
            let a: Int
            let b: Int // gen: jsonKey = "product_b"
            /// Docs.
            func f() {}
            // gen: name = "x"
            case x
        }
        """).types[0]
        #expect(type.variables[0].annotations.contains("skip"))
        #expect(!type.variables[1].annotations.contains("skip"))
        #expect(type.variables[1].annotations["jsonKey"] == .string("product_b"))
        #expect(type.methods[0].documentation == ["Docs."])
        #expect(type.cases[0].annotations["name"] == .string("x"))
    }

    @Test func nestedTypesAndExtensionsGetTheirOwnAnnotations() {
        let file = parse("""
        // gen: outer
        enum API {
            // gen: inner
            struct Product {}
        }
        // gen: ext
        extension API {}
        """)
        #expect(file.types.map { $0.annotations.contains("outer") } == [true, false, false])
        #expect(file.types.map { $0.annotations.contains("inner") } == [false, true, false])
        #expect(file.types.map { $0.annotations.contains("ext") } == [false, false, true])
    }

    @Test func inlineParameterAndAssociatedValueAnnotations() {
        let type = parse("""
        enum E {
            case product(/* gen: flag */ id: Int, /* gen: n = 1 */ String)
            func f(/* gen: a */ x: Int, y: Int, /* gen: b = 2 */ z: Int) {}
            func g(
                // gen: c
                w: Int
            ) {}
        }
        """).types[0]
        let values = type.cases[0].associatedValues
        #expect(values[0].annotations.contains("flag"))
        #expect(values[1].annotations["n"] == .int(1))
        let parameters = type.methods[0].parameters
        #expect(parameters[0].annotations.contains("a"))
        #expect(parameters[1].annotations.isEmpty)
        #expect(parameters[2].annotations["b"] == .int(2))
        #expect(type.methods[1].parameters[0].annotations.contains("c"))
    }

    @Test func variablesDeclaredTogetherShareAnnotations() {
        let type = parse("""
        struct S {
            // gen: shared
            let a, b: Int
        }
        """).types[0]
        #expect(type.variables.map { $0.annotations.contains("shared") } == [true, true])
    }
}
