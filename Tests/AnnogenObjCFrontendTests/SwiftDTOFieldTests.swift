import AnnogenCore
import Foundation
import Testing

/// SwiftDTO keeps the fields that have a Codable form (issue #45, item 8): `NSTimeInterval` is a
/// `TimeInterval`, `NSSet<NSString *> *` a `Set<String>`, and Foundation's Codable value types
/// (`IndexSet`, `Locale`, …) are kept as they are; what has none is still left out with a comment.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct SwiftDTOFieldTests {
    @Test func codableFoundationTypesAndSetsAreKept() throws {
        let config = Config(sources: ["\(testsFolder)/Headers/LGSessionInfo.h"], templates: ["\(repositoryRoot)/Templates/SwiftDTO.stencil"],
                            omitVersionInHeader: true)
        let (files, diagnostics) = generate(config)
        #expect(diagnostics == [])
        let output = try #require(files["SwiftDTO.generated.swift"])
        let lets = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { ($0.hasPrefix("let ") && !$0.hasPrefix("let container")) || $0.hasPrefix("// `") }
        #expect(lets == [
            "let timeout: TimeInterval",
            "let scopes: Set<String>",
            "let retryCodes: Set<Double>?",
            "let acceptableStatusCodes: IndexSet?",
            "let locale: Locale?",
            "// `anything` (NSSet *) has no Codable form; left out.",
        ])
    }
}
