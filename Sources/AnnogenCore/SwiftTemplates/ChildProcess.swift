import Foundation

/// A program run to its end, with what it wrote.
enum ChildProcess {
    /// Runs `path` with `arguments`: its status and its standard output and error together.
    static func run(_ path: String, _ arguments: [String], in directory: String? = nil) -> (status: Int32, output: String) {
        let result = runSeparately(path, arguments, in: directory)
        return (result.status, result.error + result.output)
    }

    /// Runs `path` with `arguments` (and `environment` added to this process's): its status, standard
    /// output and standard error. Both are read as they come (a program that fills one pipe while the
    /// other is read would never end).
    static func runSeparately(
        _ path: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
    ) -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (-1, "", "cannot run \(path): \(error.localizedDescription)")
        }
        let work = RunningWork.ofThisProcess
        work.started(process.processIdentifier)
        defer { work.ended(process.processIdentifier) }
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = error.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
