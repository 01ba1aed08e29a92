import AnnogenModel
import Testing
@testable import AnnogenCore

/// A type declared twice is an error with both locations; alternatives in `#if` clauses, extensions
/// and nested types of the same short name are not.
@Suite struct RedeclarationTests {
    @Test func aTypeDeclaredInTwoFilesIsAnErrorAtTheSecond() {
        let (_, diagnostics) = compose([
            "A.swift": "struct Product {\n    let id: Int\n}\n",
            "B.swift": "import Foundation\n\nstruct Product {\n    let name: String\n}\n",
        ])
        #expect(diagnostics.map(\.description) == [
            "B.swift:3:1: error: 'Product' is declared twice; the first declaration is at A.swift:1:1 "
                + "(rename one, make one an extension, or put them in #if branches)",
        ])
    }

    @Test func aNestedTypeDeclaredTwiceInOneFileIsAnError() {
        let (_, diagnostics) = compose(["A.swift": "enum API {\n    struct Body {}\n    struct Body {}\n}\n"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.description.hasPrefix("A.swift:3:5: error: 'API.Body' is declared twice; the first declaration is at A.swift:2:5") == true)
    }

    @Test func alternativesInIfClausesExtensionsAndNestedNamesAreFine() {
        let (module, diagnostics) = compose([
            "A.swift": """
                #if os(iOS)
                struct Screen { let scale: Double }
                #else
                struct Screen { let width: Int }
                #endif
                enum One { struct Body {} }
                enum Two { struct Body {} }
                extension One.Body { var x: Int { 1 } }
                """,
            "B.swift": "#if DEBUG\nextension Screen {\n    struct Mock {}\n}\n#endif\nextension One {}\n",
        ])
        #expect(diagnostics == [])
        #expect(module.types.map(\.name).contains("Screen"))
        #expect(module.types.map(\.name).contains("Screen.Mock"))
    }

    @Test func privateTypesOfOneNameInTwoFilesAreFine() {
        // Found in a public app: each file keeps its own keys; SwiftGen writes a private BundleToken per file.
        let (module, diagnostics) = compose([
            "A.swift": "extension UserDefaults {\n    private enum Constants { static let a = 1 }\n}\nprivate final class BundleToken {}\n",
            "B.swift": "extension UserDefaults {\n    private enum Constants { static let b = 2 }\n}\nprivate final class BundleToken {}\n",
            "C.swift": "private struct Outer {\n    struct Inner {}\n}\n",
            "D.swift": "private struct Outer {\n    struct Inner {}\n}\n",
        ])
        #expect(diagnostics == [])
        #expect(module.types.map(\.name).contains("UserDefaults.Constants"))
    }

    @Test func typesOfOneNameInTwoPackageTargetsAreFine() {
        // Found in swift-nio: `Sources/NIOFS` and `Sources/_NIOFileSystem` both declare `OpenOptions`.
        let (_, diagnostics) = compose([
            "Pkg/Sources/NIOFS/OpenOptions.swift": "struct OpenOptions {\n    struct Read {}\n}\n",
            "Pkg/Sources/_NIOFileSystem/OpenOptions.swift": "struct OpenOptions {\n    struct Read {}\n}\n",
            "Pkg/Tests/NIOFSTests/Helpers.swift": "struct OpenOptions {}\n",
        ])
        #expect(diagnostics == [])
        // Within one target it stays an error.
        let (_, same) = compose([
            "Pkg/Sources/NIOFS/A.swift": "struct OpenOptions {}\n",
            "Pkg/Sources/NIOFS/Sub/B.swift": "struct OpenOptions {}\n",
        ])
        #expect(same.count == 1)
    }

    @Test func privateTypesDeclaredTwiceInOneFileAreStillAnError() {
        let (_, diagnostics) = compose(["A.swift": "private struct Token {}\nprivate struct Token {}\n"])
        #expect(diagnostics.count == 1)
    }

    @Test func aTypeInsideAnIfClauseIsMarkedAndTheMarkSurvivesPacking() throws {
        let (module, _) = compose(["A.swift": "#if DEBUG\nstruct Mock {\n    struct Inner {}\n}\n#endif\nstruct Plain {}\n"])
        let mock = try #require(module.types.first { $0.name == "Mock" })
        #expect(mock.declaration.isConditional)
        #expect(mock.packedDeclaration.isConditional)
        #expect(module.types.first { $0.name == "Mock.Inner" }?.declaration.isConditional == true)
        #expect(module.types.first { $0.name == "Plain" }?.declaration.isConditional == false)
    }
}
