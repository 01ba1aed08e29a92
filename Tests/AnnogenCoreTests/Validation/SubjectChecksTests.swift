@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// In watch mode a patched model is checked again only where it can differ: a type that changed,
/// and a type whose check read one that changed (a `defaultValue` checked against another file's
/// enum, an endpoint's `RequestBody`). The diagnostics are those of a run without the cache.
@Suite struct SubjectChecksTests {
    @Test func aPatchedModelIsCheckedAsAWholeRunChecksIt() throws {
        let folder = TemporaryFolder()
        folder.write("Sources/Kind.swift", "enum Kind: String {\n    case book, film\n}\n")
        folder.write("Sources/Item.swift", """
            struct Item {
                // gen: defaultValue = "book"
                let kind: Kind
                let title: String
            }
            """)
        let search = """
            enum Search: APIEndPoint {
                static let endpoint = "/search"
                static let method = HTTPMethod.get
                struct RequestBody {
                    let query: String
                }
            }
            """
        folder.write("Sources/Search.swift", search)
        folder.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}\n{% endfor %}")
        let config = { (output: String) in projectConfig(folder.path, output: output) }
        let cache = AnnogenCache(directory: folder.file("cache"), toolVersion: "t", keepsParsedFiles: true)
        func expectSameAsUncached(_ step: String) -> [String] {
            let watched = Pipeline(config: config("Watched"), cache: cache).runUsingCache(mode: .write).diagnostics.map(\.description)
            let uncached = Pipeline(config: config("Uncached")).run(mode: .dryRun).diagnostics.map(\.description)
            #expect(watched == uncached, "\(step)")
            return uncached
        }
        #expect(expectSameAsUncached("first").isEmpty)

        // The enum loses the case the other file's default names: that file's property is now wrong.
        folder.write("Sources/Kind.swift", "enum Kind: String {\n    case film, music\n}\n")
        let renamed = expectSameAsUncached("case renamed")
        #expect(cache.lastStatistics.typesRecomposed == 1)
        #expect(renamed.contains { $0.contains("defaultValue does not fit 'kind'") })

        // The case comes back: the diagnostic goes.
        folder.write("Sources/Kind.swift", "enum Kind: String {\n    case book, film, music\n}\n")
        #expect(expectSameAsUncached("case restored").isEmpty)

        // A property the GET request cannot put in its query.
        folder.write("Sources/Search.swift", search.replacingOccurrences(of: "let query: String", with: "let query: String\n        let filter: Item"))
        let unsendable = expectSameAsUncached("request body")
        #expect(cache.lastStatistics.typesRecomposed != nil)
        #expect(unsendable.contains { $0.contains("'filter' of type Item cannot be sent in the query") })

        // A misused annotation in a patched type.
        folder.write("Sources/Item.swift", """
            struct Item {
                // gen: defaultValue = "book"
                let kind: Kind
                // gen: boolFromInt
                let title: String
            }
            """)
        let misused = expectSameAsUncached("annotation")
        #expect(misused.contains { $0.contains("'boolFromInt' applies to Bool properties") })
    }
}
