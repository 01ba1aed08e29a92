@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// `parse-recent.bin` holds the parses of replayed runs until there are more than
/// `recentParseLimit`; then they are folded into `parse.bin`, or, when `parse.bin` cannot take
/// them, kept where they are: the latest parse of a file is never dropped.
@Suite struct RecentParseEntriesTests {
    static func results(_ count: Int, content: String) -> [ParsedFile] {
        (0..<count).map { ParsedFile(path: "/project/Sources/File\($0).swift", contentHash: "\(content)-\($0)") }
    }

    @Test(arguments: [false, true])
    func moreThanTheLimitStayRecentWhenParseBinCannotTakeThem(_ damaged: Bool) throws {
        let folder = TemporaryFolder()
        let cache = AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1")
        if damaged { folder.write("cache/parse.bin", "not a cache file") }
        let count = AnnogenCache.recentParseLimit + 1
        cache.replaceParseEntries(Self.results(count, content: "new"))
        let paths = Set(Self.results(count, content: "new").map(\.path))
        let entries = cache.parseEntries(forPaths: paths)
        #expect(entries.count == count)
        #expect(entries["/project/Sources/File0.swift"]?.contentHash == "new-0")
        #expect(FileManager.default.fileExists(atPath: folder.file("cache/parse-recent.bin")))
    }

    /// A single run writes small parse results in the background and large ones before it goes on;
    /// either way `parse.bin` ends up holding them and `parse-recent.bin`, which it takes in, goes.
    @Test(arguments: [false, true])
    func parseResultsAreWrittenInTheBackgroundOrBeforeTheRunGoesOn(_ large: Bool) throws {
        let folder = TemporaryFolder()
        let cache = AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1")
        if large { cache.parseResultsWrittenMeanwhile = -1 }
        cache.replaceParseEntries(Self.results(3, content: "recent"))
        #expect(FileManager.default.fileExists(atPath: folder.file("cache/parse-recent.bin")))
        cache.storeParseEntries(Self.results(5, content: "new"), changed: true)
        if large {
            #expect(FileManager.default.fileExists(atPath: folder.file("cache/parse.bin")), "written before it returned")
        }
        cache.flush()
        #expect(!FileManager.default.fileExists(atPath: folder.file("cache/parse-recent.bin")))
        let entries = AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1")
            .parseEntries(forPaths: Set(Self.results(5, content: "new").map(\.path)))
        #expect(entries.count == 5)
        #expect(entries.values.allSatisfy { $0.contentHash.hasPrefix("new-") })
    }

    @Test func moreThanTheLimitAreFoldedIntoParseBin() throws {
        let folder = TemporaryFolder()
        let cache = AnnogenCache(directory: folder.file("cache"), toolVersion: "test-1")
        let count = AnnogenCache.recentParseLimit + 1
        cache.storeParseEntries(Self.results(count, content: "old"), changed: true)
        cache.replaceParseEntries(Self.results(count, content: "new"))
        let entries = cache.parseEntries(forPaths: Set(Self.results(count, content: "new").map(\.path)))
        #expect(entries.count == count)
        #expect(entries.values.allSatisfy { $0.contentHash.hasPrefix("new-") })
        #expect(!FileManager.default.fileExists(atPath: folder.file("cache/parse-recent.bin")))
    }
}
