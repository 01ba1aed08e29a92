import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// The built-in `AutoPublicInit.stencil` on sources in a temporary folder.
@Suite struct AutoPublicInitTests {
    private func generate(_ source: String) -> (text: String?, report: RunReport) {
        let folder = TemporaryFolder()
        folder.write("Sources/Model.swift", source)
        let config = Config(
            sources: [folder.file("Sources")], templates: [(repositoryRoot as NSString).appendingPathComponent("Templates/AutoPublicInit.stencil")],
            output: folder.file("Out"), omitVersionInHeader: true)
        let report = Pipeline(config: config).run(mode: .write)
        let again = Pipeline(config: config).run(mode: .write)
        #expect(again.changes.allSatisfy { $0.kind == .unchanged })
        return (folder.read("Sources/Model.swift"), report)
    }

    @Test func seedLayout() {
        let (text, report) = generate("// gen: autoPublicInit\nstruct Recipe {\n    let id: Int\n    let title: String\n}\n")
        #expect(report.diagnostics.isEmpty)
        #expect(text == """
            // gen: autoPublicInit
            struct Recipe {
                let id: Int
                let title: String
            // gen:inline:auto:Recipe.autoPublicInit
                public init(
                    id: Int,
                    title: String
                ) {
                    self.id = id
                    self.title = title
                }
            // gen:end
            }

            """)
    }

    @Test func everyKindOfStoredProperty() {
        let source = """
            @propertyWrapper public struct Clamped {
                public var wrappedValue: Int
                public init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.wrappedValue = wrappedValue }
            }

            // gen: autoPublicInit
            public final class Order {
                public let id: String
                public let kind = "order"
                public var count = 1
                public var note: String?
                public let onChange: (Int) -> Void
                public let onDone: (() -> Void)?
                @Clamped(0...10) public var rating: Int
                public lazy var cache: [Int] = []
                public static var shared = 0
                public var total: Int { count * 2 }
                public var `default`: Bool = false
            }
            """
        let (text, report) = generate(source + "\n")
        #expect(report.diagnostics.isEmpty)
        #expect(text == String(source.dropLast()) + """
            // gen:inline:auto:Order.autoPublicInit
                public init(
                    id: String,
                    count: Int = 1,
                    note: String? = nil,
                    onChange: @escaping (Int) -> Void,
                    onDone: (() -> Void)? = nil,
                    rating: Int,
                    `default`: Bool = false
                ) {
                    self.id = id
                    self.count = count
                    self.note = note
                    self.onChange = onChange
                    self.onDone = onDone
                    self._rating = Clamped(wrappedValue: rating, 0...10)
                    self.`default` = `default`
                }
            // gen:end
            }

            """)
    }

    @Test func nestedTypesAndEnumsAreHandledOrLeftOut() {
        let source = "enum API {\n    // gen: autoPublicInit\n    struct Page {\n        var size = 20\n    }\n}\n// gen: autoPublicInit\nenum NotThis {}\n"
        let (text, _) = generate(source)
        #expect(text == "enum API {\n    // gen: autoPublicInit\n    struct Page {\n        var size = 20\n    // gen:inline:auto:API.Page.autoPublicInit\n        public init(\n            size: Int = 20\n        ) {\n            self.size = size\n        }\n    // gen:end\n    }\n}\n// gen: autoPublicInit\nenum NotThis {}\n")
    }
}
