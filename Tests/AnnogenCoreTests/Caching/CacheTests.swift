@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A project in a temporary folder: two annotated sources, a template, an output folder and a cache.
private final class CachedProject {
    let folder = TemporaryFolder()
    var cacheDirectory: String { folder.file("cache") }

    init() {
        folder.write("Sources/Product.swift", "// gen: AutoEquatable\nstruct Product {\n    let id: Int\n}\n")
        folder.write("Sources/Order.swift", "// gen: AutoEquatable\nstruct Order {\n    let total: Int\n}\n")
        folder.write("Templates/Names.stencil", "{% for type in types.all %}\n// {{ type.name }}: {% for v in type.storedVariables %}{{ v.name }} {% endfor %}\n{% endfor %}\n")
    }

    var config: Config {
        Config(sources: [folder.file("Sources")], templates: [folder.file("Templates")], output: folder.file("Generated"))
    }

    func cache(version: String = "test-1") -> AnnogenCache {
        AnnogenCache(directory: cacheDirectory, toolVersion: version, writesModule: true)
    }

    func run(cache: AnnogenCache?, mode: RunMode = .write) -> CachedRun {
        Pipeline(config: config, cache: cache).cachedRun(mode: mode)
    }

    var output: String? { folder.read("Generated/Names.generated.swift") }
}

/// What a report says, without timings.
private func summary(_ report: RunReport) -> [String] {
    ["\(report.filesRead) \(report.typeCount)"] + report.diagnostics.map(\.description)
        + report.changes.map { "\($0.path) \($0.kind) \($0.newContent ?? "-")" }
}

@Suite struct CacheTests {
    @Test func secondRunIsReplayedFromTheRecordAndReportsTheSame() {
        let project = CachedProject()
        let first = project.run(cache: project.cache())
        #expect(!first.replayed)
        #expect(first.report.changes.map(\.kind) == [.created])
        let second = project.run(cache: project.cache())
        #expect(second.replayed)
        #expect(second.report.changes.map(\.kind) == [.unchanged])
        let uncached = project.run(cache: nil)
        #expect(summary(second.report) == summary(uncached.report))
    }

    @Test func unchangedFilesAreNotParsedAgainAndTheModelIsReused() {
        let project = CachedProject()
        _ = project.run(cache: project.cache())
        // A template change: the inputs differ, but the sources are those of the cached model.
        project.folder.write("Templates/Names.stencil", "{% for type in types.all %}{{ type.name }}\n{% endfor %}")
        let cache = project.cache()
        let run = project.run(cache: cache)
        #expect(!run.replayed)
        #expect(cache.lastStatistics.moduleReused)
        #expect(project.output?.contains("Order\nProduct\n") == true)

        // A member changed: only that file is parsed, and the stored model is patched (one type).
        project.folder.write("Sources/Order.swift", "// gen: AutoEquatable\nstruct Order {\n    let sum: Int\n}\n")
        let other = project.cache()
        _ = project.run(cache: other)
        #expect(other.lastStatistics == AnnogenCache.Statistics(moduleReused: false, filesReused: 1, filesParsed: 1, typesRecomposed: 1))
    }

    /// A patched model goes to `module-recent.bin`, and `module.bin` is left as it was; the next run
    /// reads the two together. A run that composes everything writes `module.bin` and removes
    /// `module-recent.bin`.
    @Test func aPatchedModelIsWrittenBesideTheStoredOne() throws {
        let project = CachedProject()
        let moduleFile = project.cacheDirectory + "/module.bin"
        let recentFile = project.cacheDirectory + "/module-recent.bin"
        let first = project.cache()
        _ = project.run(cache: first)
        first.flush()
        let stored = try #require(FileManager.default.contents(atPath: moduleFile))
        #expect(!FileManager.default.fileExists(atPath: recentFile))

        project.folder.write("Sources/Order.swift", "// gen: AutoEquatable\nstruct Order {\n    let sum: Int\n}\n")
        let patched = project.cache()
        _ = project.run(cache: patched)
        patched.flush()
        #expect(patched.lastStatistics.typesRecomposed == 1)
        #expect(FileManager.default.contents(atPath: moduleFile) == stored)
        #expect(FileManager.default.fileExists(atPath: recentFile))

        // Read together: the model is the patched one (the next patch starts from it).
        project.folder.write("Sources/Order.swift", "// gen: AutoEquatable\nstruct Order {\n    let sum: Int\n    let tax: Int\n}\n")
        let again = project.cache()
        _ = project.run(cache: again)
        again.flush()
        #expect(again.lastStatistics.typesRecomposed == 1)
        #expect(project.output?.contains("Order: sum tax") == true)
        #expect(FileManager.default.contents(atPath: moduleFile) == stored)

        // A file added: everything is composed, and module.bin holds it all.
        project.folder.write("Sources/Invoice.swift", "struct Invoice {\n    let number: Int\n}\n")
        let composed = project.cache()
        _ = project.run(cache: composed)
        composed.flush()
        #expect(composed.lastStatistics.typesRecomposed == nil)
        #expect(FileManager.default.contents(atPath: moduleFile) != stored)
        #expect(!FileManager.default.fileExists(atPath: recentFile))
        #expect(summary(project.run(cache: project.cache(), mode: .dryRun).report) == summary(project.run(cache: nil, mode: .dryRun).report))
    }

    @Test func aContentChangeWithTheSameModificationDateIsSeen() throws {
        let project = CachedProject()
        let path = project.folder.file("Sources/Product.swift")
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        _ = project.run(cache: project.cache())
        #expect(project.output?.contains("Product: id") == true)
        // Same length, same mtime, different content.
        project.folder.write("Sources/Product.swift", "// gen: AutoEquatable\nstruct Product {\n    let ix: Int\n}\n")
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        let run = project.run(cache: project.cache())
        #expect(!run.replayed)
        #expect(project.output?.contains("Product: ix") == true)
    }

    /// Sources last touched more than `SourceStamp.settlingNanoseconds` ago are recorded with their
    /// stamps, and the next run takes their hashes from the record; an edit is still seen, and a
    /// source touched without a change only refreshes the record.
    @Test func settledSourcesAreKnownByTheirStampsAndEditsAreStillSeen() throws {
        let project = CachedProject()
        Thread.sleep(forTimeInterval: Double(SourceStamp.settlingNanoseconds) / 1e9 + 0.5)
        let cache = project.cache()
        #expect(!project.run(cache: cache).replayed)
        let recorded = try #require(cache.runRecord()?.sources.entries)
        #expect(recorded.map { ($0.path as NSString).lastPathComponent } == ["Order.swift", "Product.swift"])
        #expect(project.run(cache: project.cache()).replayed)

        // Same size, other content: the stamp moved, so the file is read.
        project.folder.write("Sources/Product.swift", "// gen: AutoEquatable\nstruct Product {\n    let ix: Int\n}\n")
        let edited = project.run(cache: project.cache())
        #expect(!edited.replayed)
        #expect(project.output?.contains("Product: ix") == true)
        let afterEdit = try #require(project.cache().runRecord()?.sources.entries)
        // The edited file's stamp has not settled: it is left out of the record, and read next time.
        #expect(afterEdit.map { ($0.path as NSString).lastPathComponent } == ["Order.swift"])
        let again = project.run(cache: project.cache())
        #expect(again.replayed)
        #expect(summary(again.report) == summary(project.run(cache: nil, mode: .dryRun).report))
    }

    @Test(arguments: ["parse.bin", "module.bin", "run.bin"])
    func aCorruptOrTruncatedCacheFileIsIgnoredAndRebuilt(_ name: String) throws {
        let project = CachedProject()
        let expected = summary(project.run(cache: nil, mode: .dryRun).report)
        _ = project.run(cache: project.cache(), mode: .dryRun)
        let file = (project.cacheDirectory as NSString).appendingPathComponent(name)
        let original = try #require(FileManager.default.contents(atPath: file))
        var flipped = [UInt8](original)
        flipped[flipped.count / 2] ^= 0x5a
        let damaged: [Data] = [original.prefix(original.count / 2), original.prefix(3), Data(flipped), Data("garbage".utf8), Data()]
        for bytes in damaged {
            _ = FileManager.default.createFile(atPath: file, contents: bytes)
            // Force the path that reads this file: without a run record for the parse and module files.
            if name != "run.bin" { try? FileManager.default.removeItem(atPath: (project.cacheDirectory as NSString).appendingPathComponent("run.bin")) }
            if name == "parse.bin" { try? FileManager.default.removeItem(atPath: (project.cacheDirectory as NSString).appendingPathComponent("module.bin")) }
            let run = project.run(cache: project.cache(), mode: .dryRun)
            #expect(!run.replayed)
            #expect(summary(run.report) == expected)
            #expect(CacheFile.read(file, kind: String(name.dropLast(4)), toolVersion: "test-1") != nil, "rebuilt")
        }
    }

    @Test func anotherVersionOfAnnogenMissesEverything() {
        let project = CachedProject()
        _ = project.run(cache: project.cache(version: "test-1"))
        let newer = project.cache(version: "test-2")
        let run = project.run(cache: newer)
        #expect(!run.replayed)
        #expect(newer.lastStatistics == AnnogenCache.Statistics(moduleReused: false, filesReused: 0, filesParsed: 2))
        let older = project.cache(version: "test-1")
        _ = project.run(cache: older)
        #expect(older.lastStatistics.filesParsed == 2, "the files now belong to test-2")
    }

    @Test func anOutputEditedByHandIsRegenerated() {
        let project = CachedProject()
        _ = project.run(cache: project.cache())
        let generated = project.output
        project.folder.write("Generated/Names.generated.swift", "edited\n")
        let run = project.run(cache: project.cache())
        #expect(!run.replayed)
        #expect(run.report.changes.map(\.kind) == [.updated])
        #expect(project.output == generated)
    }

    /// The golden case through every cache path: cold, replayed, from the model, from parse results.
    @Test func resultsAreIdenticalToAnUncachedRun() throws {
        let golden = repositoryRoot + "/Tests/Golden/MocksAndEquality"
        let folder = TemporaryFolder()
        let config = Config(sources: [golden + "/Sources"], templates: [golden + "/Templates"], output: folder.file("Generated"))
        let uncached = summary(Pipeline(config: config).run(mode: .dryRun))
        let cacheDirectory = folder.file("cache")
        func cached() -> [String] {
            summary(Pipeline(config: config, cache: AnnogenCache(directory: cacheDirectory, toolVersion: "t", writesModule: true)).runUsingCache(mode: .dryRun))
        }
        #expect(cached() == uncached)
        try FileManager.default.removeItem(atPath: cacheDirectory + "/run.bin")
        #expect(cached() == uncached)
        try FileManager.default.removeItem(atPath: cacheDirectory + "/run.bin")
        try FileManager.default.removeItem(atPath: cacheDirectory + "/module.bin")
        #expect(cached() == uncached)
        #expect(cached() == uncached)
    }
}
