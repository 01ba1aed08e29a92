import Foundation
import Testing

/// `annogen watch` running in a project, its output lines collected as they come.
final class WatchProcess: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var text = ""

    init(in folder: String) throws {
        process.executableURL = URL(fileURLWithPath: try #require(AnnogenProcess.binary, "annogen binary not found"))
        process.arguments = ["watch"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.text += String(decoding: data, as: UTF8.self)
            self.lock.unlock()
        }
        try process.run()
    }

    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }

    var lines: [String] { output.split(separator: "\n").map(String.init) }
    var isRunning: Bool { process.isRunning }

    func interrupt() -> Int32? {
        process.interrupt()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }

    deinit { if process.isRunning { process.terminate() } }
}

/// Polls `condition` until it holds or the deadline passes.
func eventually(within seconds: TimeInterval = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
}

@Suite(.serialized) struct WatchCommandTests {
    @Test func outputsFollowEditsCreationsRenamesAndDeletionsUntilInterrupted() throws {
        // The output lies inside the watched sources: the watch must not react to its own writes.
        let project = Project(config: "sources: [Sources]\ntemplates: [Templates]\noutput: Sources/Generated\n")
        let output = "Sources/Generated/Names.generated.swift"
        let watch = try WatchProcess(in: project.path)
        #expect(eventually { watch.output.contains("watching") }, "started: \(watch.output)")
        #expect(project.read(output)?.contains("// Product") == true)
        #expect(watch.lines.first?.hasPrefix("initial run: 1 output written (created Sources/Generated/Names.generated.swift)") == true)

        // An edit in place.
        project.write("Sources/A.swift", "struct Item {\n    let id: Int\n}\n")
        #expect(eventually { project.read(output)?.contains("// Item") == true }, "\(watch.output)")
        #expect(eventually { watch.lines.contains { $0.hasPrefix("Sources/A.swift changed: 1 output written") } }, "\(watch.output)")
        let linesAfterEdit = watch.lines.count
        Thread.sleep(forTimeInterval: 0.5)
        #expect(watch.lines.count == linesAfterEdit, "its own output written must not trigger another run: \(watch.output)")

        // A new file, then an editor's save: a temporary file renamed over it.
        project.write("Sources/B.swift", "struct Order {}\n")
        #expect(eventually { project.read(output)?.contains("// Order") == true }, "\(watch.output)")
        project.write("Sources/.B.swift.swp", "struct Invoice {}\n")
        try FileManager.default.moveItem(atPath: project.path + "/Sources/.B.swift.swp", toPath: project.path + "/Sources/B.tmp")
        #expect(rename(project.path + "/Sources/B.tmp", project.path + "/Sources/B.swift") == 0)
        #expect(eventually { project.read(output).map { $0.contains("// Invoice") && !$0.contains("// Order") } == true }, "\(watch.output)")

        // A new folder with a file in it.
        project.write("Sources/Nested/C.swift", "struct Deep {}\n")
        #expect(eventually { project.read(output)?.contains("// Deep") == true }, "\(watch.output)")
        // The line is printed after the write: wait for it before counting lines.
        #expect(eventually { watch.lines.contains { $0.contains("Sources/Nested") } }, "\(watch.output)")

        // A deletion.
        let beforeDeletion = watch.lines.count
        try FileManager.default.removeItem(atPath: project.path + "/Sources/B.swift")
        #expect(eventually { project.read(output).map { !$0.contains("// Invoice") } == true }, "\(watch.output)")
        #expect(eventually { watch.lines.count == beforeDeletion + 1 }, "one line per regeneration: \(watch.output)")

        // A touch that changes no content regenerates nothing.
        let beforeTouch = watch.lines.count
        project.write("Sources/A.swift", "struct Item {\n    let id: Int\n}\n")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(watch.lines.count == beforeTouch, "\(watch.output)")

        // A template edit; a broken template is reported and the watch goes on; fixed, it follows.
        project.write("Templates/Names.stencil", "{% for type in types.all %}\n/// {{ type.name }}\n{% endfor %}\n")
        #expect(eventually { project.read(output)?.contains("/// Item") == true }, "\(watch.output)")
        project.write("Templates/Names.stencil", "{% for type in types.all %}\n")
        #expect(eventually { watch.output.contains("errors, nothing written") }, "\(watch.output)")
        #expect(watch.isRunning)
        project.write("Templates/Names.stencil", "{% for type in types.all %}\n//! {{ type.name }}\n{% endfor %}\n")
        #expect(eventually { project.read(output)?.contains("//! Deep") == true }, "\(watch.output)")

        #expect(watch.interrupt() == 0)
    }

    @Test func theConfigIsWatchedToo() throws {
        let project = Project()
        let watch = try WatchProcess(in: project.path)
        #expect(eventually { watch.output.contains("watching") }, "\(watch.output)")
        #expect(project.read("Generated/Names.generated.swift") != nil)
        project.write(".annogen.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Other\n")
        #expect(eventually { project.read("Other/Names.generated.swift") != nil }, "\(watch.output)")
        #expect(watch.interrupt() == 0)
    }

    /// Sourcery's `configurations:`: watch regenerates each, as `annogen run` does (it regenerated the
    /// first only, silently).
    @Test func everyConfigurationIsRegenerated() throws {
        let project = Project(config: nil)
        project.write("Other/Count.stencil", "// {{ types.all.count }} types\n")
        project.write(".sourcery.yml", """
            configurations:
              - sources: [Sources]
                templates: [Templates]
                output: First
              - sources: [Sources]
                templates: [Other]
                output: Second
            """)
        let watch = try WatchProcess(in: project.path)
        #expect(eventually { watch.output.contains("watching") }, "\(watch.output)")
        #expect(project.read("First/Names.generated.swift") != nil)
        #expect(project.read("Second/Count.generated.swift")?.contains("// 1 types") == true, "\(watch.output)")
        #expect(watch.lines.contains { $0.hasPrefix("configuration 2: initial run: 1 output written") }, "\(watch.output)")
        project.write("Sources/B.swift", "struct Order {}\n")
        #expect(eventually { project.read("Second/Count.generated.swift")?.contains("// 2 types") == true }, "\(watch.output)")
        #expect(eventually { project.read("First/Names.generated.swift")?.contains("// Order") == true }, "\(watch.output)")
        #expect(watch.interrupt() == 0)
    }
}

/// Watch as a careful editor expects (issue 48, item 3).
@Suite(.serialized) struct WatchBehaviourTests {
    /// Five saves 40 ms apart are one pass, which writes the last content (30 ms of quiet gave two
    /// passes, the first writing what was in between).
    @Test func aBurstOfSavesIsOnePass() throws {
        let project = Project()
        let watch = try WatchProcess(in: project.path)
        #expect(eventually { watch.output.contains("watching") }, "\(watch.output)")
        for step in 1...5 {
            project.write("Sources/A.swift", "struct Product\(step) {\n    let id: Int\n}\n")
            Thread.sleep(forTimeInterval: 0.04)
        }
        #expect(eventually { project.read("Generated/Names.generated.swift")?.contains("// Product5") == true }, "\(watch.output)")
        Thread.sleep(forTimeInterval: 0.5)
        let passes = watch.lines.filter { $0.contains("changed:") }
        #expect(passes.count == 1, "\(watch.output)")
        #expect(watch.interrupt() == 0)
    }

    /// A broken config says so as a failed pass does; once fixed, the pass names the config alone.
    @Test func aBrokenConfigAndItsFix() throws {
        let project = Project()
        let watch = try WatchProcess(in: project.path)
        #expect(eventually { watch.output.contains("watching") }, "\(watch.output)")
        project.write(".annogen.yml", "sources: [Sources]\ntemplates: [Templates\noutput: Generated\n")
        #expect(eventually { watch.output.contains(".annogen.yml changed: errors in the config, nothing written; waiting for changes") }, "\(watch.output)")
        project.write(".annogen.yml", "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\nargs: {x: 1}\n")
        #expect(eventually { watch.lines.contains { $0.hasPrefix(".annogen.yml changed: ") && $0.contains("written") } }, "\(watch.output)")
        #expect(!watch.output.contains("Sources/A.swift"), "\(watch.output)")
        #expect(watch.interrupt() == 0)
    }
}
