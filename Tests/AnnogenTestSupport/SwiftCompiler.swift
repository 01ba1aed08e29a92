import Foundation

/// How tests compile what annogen generates and run what they built: `swiftc` (or any command)
/// with its standard output and error read together, and the runtime's sources for the tests that
/// compile generated code into one module with them.
public enum SwiftCompiler {
    /// Runs `command` (a path, or a name looked up on `PATH` such as `swiftc`) and waits for it.
    public static func run(_ command: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        let isPath = command.hasPrefix("/")
        process.executableURL = URL(fileURLWithPath: isPath ? command : "/usr/bin/env")
        process.arguments = isPath ? arguments : [command] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `swiftc` with `arguments`.
    public static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try run("swiftc", arguments)
    }

    /// AnnogenRuntime's `.swift` files, sorted. Generated code compiled with them takes
    /// `-module-name AnnogenRuntime` and has its `import AnnogenRuntime` lines dropped.
    public static func runtimeSources(repositoryRoot: String) throws -> [String] {
        let folder = repositoryRoot + "/Sources/AnnogenRuntime"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder + "/" + $0 }
    }
}
