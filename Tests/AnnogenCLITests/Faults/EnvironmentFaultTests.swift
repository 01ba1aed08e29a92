import Foundation
import Testing

/// A hostile file system under a run that would write (an output file and an inline block): each
/// fault is an error naming the path, exit 1, and no file touched (the tree's bytes compared before and
/// after). Written to work as root, which ignores permissions.
@Suite struct EnvironmentFaultTests {
    @Test func outputFolderThatCannotBeCreated() throws {
        // A regular file where a folder of the output path should be: no permission bits involved.
        let project = FaultProject.pendingWrites(config: "sources: [Sources]\ntemplates: [Templates]\noutput: Blocked/Generated\n")
        project.write("Blocked", "not a folder\n")
        let before = project.snapshot
        let result = try project.run("run")
        expectRefused(result, naming: "Blocked", saying: "is not a folder", before: before, after: project.snapshot)
    }

    @Test func outputPathThatIsAFolder() throws {
        let project = FaultProject.pendingWrites()
        try FileManager.default.createDirectory(atPath: project.file("Generated/Names.generated.swift"), withIntermediateDirectories: true)
        let before = project.snapshot
        let result = try project.run("run")
        expectRefused(result, naming: "Generated/Names.generated.swift", saying: "is not a regular file", before: before, after: project.snapshot)
    }

    /// A full disk, as a file-size limit (`ulimit -f`, with SIGXFSZ ignored so writes fail with EFBIG):
    /// the small outputs fit, the large one does not, and none is written.
    @Test func fullDisk() throws {
        let project = FaultProject.pendingWrites()
        project.write("Templates/Zebra.stencil", "// large\n" + String(repeating: "// \(String(repeating: "x", count: 76))\n", count: 4_000))
        let before = project.snapshot
        let binary = try #require(AnnogenProcess.binary)
        let result = try AnnogenProcess.run(
            ["-c", "ulimit -f 64 && trap '' XFSZ && exec \"$0\" run", binary], in: project.path, executable: "/bin/sh")
        expectRefused(result, naming: "Generated/Zebra.generated.swift", saying: "File too large", before: before, after: project.snapshot)
        // Without the limit the same run writes everything.
        #expect(try project.run("run").status == 0)
        #expect(project.read("Generated/Zebra.generated.swift")?.utf8.count ?? 0 > 300_000)
    }

    @Test func symlinkLoopAmongSources() throws {
        let project = FaultProject.pendingWrites()
        try project.symlink("Sources/A.swift", to: "B.swift")
        try project.symlink("Sources/B.swift", to: "A.swift")
        let before = project.snapshot
        let result = try project.run("run")
        expectRefused(result, naming: "Sources/A.swift", saying: "symlink loop", before: before, after: project.snapshot)
        #expect(result.stderr.contains("Sources/B.swift"))
    }

    /// A folder symlink leading back up is followed once: the run ends and reads each file once.
    @Test func folderSymlinkCycleIsWalkedOnce() throws {
        let project = FaultProject.pendingWrites()
        try project.symlink("Sources/Sub/Up", to: "..")
        let result = try project.run("run", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(project.read("Generated/Names.generated.swift")?.components(separatedBy: "// Model\n").count == 2)
    }

    @Test func sourceFolderThatDoesNotExist() throws {
        let project = FaultProject.pendingWrites(config: "sources: [Sources, Missing]\ntemplates: [Templates]\noutput: Generated\n")
        let before = project.snapshot
        let fromConfig = try project.run("run")
        expectRefused(fromConfig, naming: ".annogen.yml:1:20", saying: "source path does not exist: 'Missing'", before: before, after: project.snapshot)
        let fromFlag = try project.run("run", "--sources", "Sources", "Gone")
        expectRefused(fromFlag, naming: "'Gone'", saying: "source path does not exist", before: before, after: project.snapshot)
    }

    /// Unreadable as root: a FIFO (reading it would wait forever) and a dangling symlink.
    @Test(arguments: ["fifo", "dangling symlink"]) func unreadableSource(kind: String) throws {
        let project = FaultProject.pendingWrites()
        if kind == "fifo" {
            #expect(mkfifo(project.file("Sources/Pipe.swift"), 0o644) == 0)
        } else {
            try project.symlink("Sources/Pipe.swift", to: "Deleted.swift")
        }
        let before = project.snapshot
        let result = try project.run("run", timeout: 30)
        let phrase = kind == "fifo" ? "a FIFO, not a regular file" : "a symlink whose target does not exist"
        expectRefused(result, naming: "Sources/Pipe.swift", saying: phrase, before: before, after: project.snapshot)
        // Named directly, too.
        let direct = try project.run("run", "--sources", "Sources/Model.swift", "Sources/Pipe.swift", timeout: 30)
        expectRefused(direct, naming: "Sources/Pipe.swift", saying: phrase, before: before, after: project.snapshot)
    }
}

/// A source edited or deleted by someone else while annogen renders: the run is slowed down by a
/// template that loops over all types three times, the change comes at half of a measured run.
@Suite(.serialized) struct ConcurrentEditTests {
    private func project() -> FaultProject {
        let project = FaultProject.pendingWrites()
        for index in 0..<40 { project.write("Sources/Other\(index).swift", "struct Other\(index) {}\n") }
        project.write("Templates/Slow.stencil", """
            {% for a in types.all %}{% for b in types.all %}{% for c in types.all %}{% endfor %}{% endfor %}{% endfor %}
            """)
        return project
    }

    /// Runs once to time a run, then again with `change` made at half that time; retried (with a fresh
    /// project) when the run ended before the change. Blocking work runs off the async tests' threads.
    private func runWithChange(
        _ change: @escaping @Sendable (String) -> Void
    ) async throws -> (result: AnnogenProcess.Result, before: TreeSnapshot, after: TreeSnapshot, project: FaultProject)? {
        let probe = project()
        let probePath = probe.path
        // The shortest of two runs: the first start of the binary after a build is slower.
        let runTime = try await offThePool {
            var best = Double.infinity
            for _ in 0..<2 {
                let start = Date()
                _ = try AnnogenProcess.run(["run", "--dry-run"], in: probePath)
                best = min(best, Date().timeIntervalSince(start))
            }
            return best
        }
        // The change must land after the sources are read and before the writes; on a loaded machine
        // the run's length varies, so retries bisect: earlier when the run had ended, later when the
        // change came before the sources were read.
        var (low, high, fraction) = (0.0, 1.0, 0.5)
        // Eight: with five, a probe timed while the whole suite ran (a 2 s run) and runs that then
        // took 0.2 s left every change after the run's end (a full local test run failed so).
        let attempts = 8
        for attempt in 1...attempts {
            let project = project()
            let path = project.path
            let delay = runTime * fraction
            let (result, stillRunning, before, after) = try await offThePool {
                let before = TreeSnapshot(path)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: try #require(AnnogenProcess.binary))
                process.arguments = ["run"]
                process.currentDirectoryURL = URL(fileURLWithPath: path)
                let errors = Pipe()
                process.standardError = errors
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                usleep(useconds_t(delay * 1_000_000))
                let stillRunning = process.isRunning
                change(path)
                let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                return (AnnogenProcess.Result(status: process.terminationStatus, stdout: "", stderr: stderr), stillRunning, before, TreeSnapshot(path))
            }
            // A deletion before the sources were read is refused too, for a file it cannot read:
            // that run did not overlap the change as this test means, so the next comes later.
            let cameBeforeTheRead = result.stderr.contains("cannot read source file")
            if stillRunning, (result.status == 1 && !cameBeforeTheRead) || attempt == attempts {
                print("concurrent edit: the change came \(String(format: "%.2f", delay)) s into a \(String(format: "%.2f", runTime)) s run (attempt \(attempt))")
                return (result, before, after, project)
            }
            if stillRunning { low = fraction } else { high = fraction }
            fraction = (low + high) / 2
        }
        Issue.record("the run never overlapped the change")
        return nil
    }

    @Test func sourceEditedMidRunKeepsTheEditAndNothingIsWritten() async throws {
        let edit = "// gen: autoPublicInit\npublic struct Model {\n    public let id: Int\n    // the user's edit\n}\n"
        let change: @Sendable (String) -> Void = { path in
            _ = FileManager.default.createFile(atPath: path + "/Sources/Model.swift", contents: Data(edit.utf8))
        }
        guard let (result, before, after, _) = try await runWithChange(change) else { return }
        var expected = before
        expected.entries["Sources/Model.swift"] = .file(Array(edit.utf8))
        expectRefused(result, naming: "Sources/Model.swift", saying: "changed on disk while annogen ran", before: expected, after: after)
    }

    @Test func sourceDeletedMidRunIsNotRecreatedAndNothingIsWritten() async throws {
        guard let (result, before, after, _) = try await runWithChange({ try? FileManager.default.removeItem(atPath: $0 + "/Sources/Model.swift") }) else { return }
        var expected = before
        expected.entries["Sources/Model.swift"] = nil
        expectRefused(result, naming: "Sources/Model.swift", saying: "was deleted", before: expected, after: after)
    }
}
