import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs annogen as a child process: wall time and the child's peak resident memory (`wait4`).
enum Child {
    struct Result {
        var status: Int32
        var seconds: Double
        var peakBytes: Int
        var log: String
    }

    static func run(_ executable: String, _ arguments: [String], in folder: String) -> Result {
        let log = folder + "/last-run.log"
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return Result(status: -1, seconds: 0, peakBytes: 0, log: "cannot start \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #if os(Linux)
        let maxrss = Int(usage.ru_maxrss) * 1024
        #else
        let maxrss = Int(usage.ru_maxrss)
        #endif
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        // `ru_maxrss` from wait4 includes this (large) process's resident size on Linux, which the
        // child inherits at spawn; the child's own figure, when it prints one, is the true peak.
        return Result(status: exitStatus, seconds: seconds, peakBytes: reportedPeak(text) ?? maxrss, log: text)
    }

    /// The time `annogen run --verbose` prints for a stage (`render 0.104 s`), nil when it printed none.
    static func stageSeconds(_ stage: String, in log: String) -> Double? {
        guard let range = log.range(of: "stages: ") else { return nil }
        let stages = log[range.upperBound...].prefix(while: { $0 != "\n" && $0 != ";" })
        for part in stages.split(separator: ",") {
            let words = part.split(separator: " ")
            if words.count == 3, words[0] == stage, words[2] == "s", let seconds = Double(words[1]) { return seconds }
        }
        return nil
    }

    /// The `peak memory N MB` that `annogen run --verbose` (and the parse-limit child) print.
    static func reportedPeak(_ log: String) -> Int? {
        guard let range = log.range(of: "peak memory ", options: .backwards) else { return nil }
        let digits = log[range.upperBound...].prefix { $0.isNumber }
        return Int(digits).map { $0 * 1_048_576 }
    }
}

/// `annogen watch` as a child whose output lines are read as they come.
final class WatchChild: @unchecked Sendable {
    private let process = Process()
    private let lock = NSCondition()
    private var lines: [String] = []
    private var buffer = Data()

    init(_ executable: String, _ arguments: [String], in folder: String) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.received(handle.availableData)
        }
        try process.run()
    }

    private func received(_ data: Data) {
        lock.lock()
        buffer.append(data)
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...newline)
        }
        lock.broadcast()
        lock.unlock()
    }

    /// Waits for the next line containing `text`; nil on timeout. Earlier lines are dropped.
    func waitForLine(containing text: String, timeout: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            while !lines.isEmpty {
                let line = lines.removeFirst()
                if line.contains(text) { return line }
            }
            if !process.isRunning || !lock.wait(until: deadline) { return nil }
        }
    }

    func interrupt() -> Int32 {
        process.interrupt()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
