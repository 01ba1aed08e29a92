import Foundation
import Testing

#if os(Linux)
/// annogen stopped by a signal stops what it runs: a Swift template's program in an endless loop
/// (in a process group of its own, which a terminal's Ctrl-C does not reach) kept running after
/// annogen was gone, and its packed model stayed in the cache.
@Suite struct SignalStopTests {
    /// A process's parent and its arguments, from /proc.
    private static func process(_ pid: Int32) -> (parent: Int32, state: Character, arguments: [String])? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After the command in parentheses: state, then the parent's pid.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = Int32(fields[1]) else { return nil }
        let commandLine = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
        return (parent, state, commandLine.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// The children of `parent` and their arguments.
    private static func children(of parent: Int32) -> [(pid: Int32, arguments: [String])] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name in
            guard let pid = Int32(name), let found = process(pid), found.parent == parent else { return nil }
            return (pid, found.arguments)
        }
    }

    /// Running: there, and not a zombie waiting to be reaped.
    private static func isRunning(_ pid: Int32) -> Bool {
        guard let found = process(pid) else { return false }
        return found.state != "Z" && found.state != "X"
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsTheTemplatesProgramAndRemovesItsModel(signal: Int32) throws {
        let project = Project()
        project.write("Templates/Loop.swifttemplate", "<% while true { } %>\nnever printed\n")
        let annogen = Process()
        annogen.executableURL = URL(fileURLWithPath: try #require(AnnogenProcess.binary, "annogen binary not found"))
        annogen.arguments = ["run"]
        annogen.currentDirectoryURL = URL(fileURLWithPath: project.path)
        annogen.standardOutput = FileHandle.nullDevice
        annogen.standardError = FileHandle.nullDevice
        try annogen.run()
        defer { if annogen.isRunning { kill(annogen.processIdentifier, SIGKILL) } }

        // The template's program: annogen's child running a compiled `template` with the model.
        // Compiling the runtime on a machine that has never compiled it takes about ten seconds.
        var program: (pid: Int32, arguments: [String])?
        let deadline = Date().addingTimeInterval(300)
        while program == nil, annogen.isRunning, Date() < deadline {
            program = Self.children(of: annogen.processIdentifier).first { $0.arguments.first?.hasSuffix("/template") == true }
            if program == nil { usleep(50_000) }
        }
        let running = try #require(program, "the template's program never started")
        let model = try #require(running.arguments.dropFirst().first, "the program was given no model")
        #expect(FileManager.default.fileExists(atPath: model))

        kill(annogen.processIdentifier, signal)
        let stopBy = Date().addingTimeInterval(20)
        while annogen.isRunning, Date() < stopBy { usleep(20_000) }
        #expect(!annogen.isRunning, "annogen did not stop")
        annogen.waitUntilExit()
        #expect(annogen.terminationStatus == 128 + signal)
        let programStopBy = Date().addingTimeInterval(10)
        while Self.isRunning(running.pid), Date() < programStopBy { usleep(20_000) }
        #expect(!Self.isRunning(running.pid), "the template's program is still running")
        if Self.isRunning(running.pid) { kill(running.pid, SIGKILL) }
        #expect(!FileManager.default.fileExists(atPath: model), "the packed model was left at \(model)")
        #expect(project.read("Generated/Loop.generated.swift") == nil)
    }
}
#endif
