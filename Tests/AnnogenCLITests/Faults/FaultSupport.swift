import Foundation
import Testing

/// Every entry under a folder, by relative path, as bytes (files), a link target (symlinks) or a kind:
/// compared before and after a run to show which files it touched.
struct TreeSnapshot: Equatable {
    var entries: [String: Entry]

    enum Entry: Equatable {
        case file([UInt8])
        case symlink(String)
        case folder
        case other
    }

    init(_ root: String) {
        entries = [:]
        let manager = FileManager.default
        var stack = [""]
        while let relative = stack.popLast() {
            let folder = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
            for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
                let child = relative.isEmpty ? name : (relative as NSString).appendingPathComponent(name)
                // annogen's cache (`.build/annogen-cache`) is its own state, not the user's files.
                if child == ".build" { continue }
                let full = (root as NSString).appendingPathComponent(child)
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFLNK: entries[child] = .symlink((try? manager.destinationOfSymbolicLink(atPath: full)) ?? "?")
                case S_IFDIR:
                    entries[child] = .folder
                    stack.append(child)
                case S_IFREG: entries[child] = .file(Array(manager.contents(atPath: full) ?? Data()))
                default: entries[child] = .other
                }
            }
        }
    }

    /// The files only, by relative path.
    var files: [String: [UInt8]] {
        entries.compactMapValues { if case .file(let bytes) = $0 { bytes } else { nil } }
    }

    /// Paths that differ between two snapshots (added, removed or changed), for messages.
    func differences(from other: TreeSnapshot) -> [String] {
        Set(entries.keys).union(other.entries.keys).filter { entries[$0] != other.entries[$0] }.sorted()
    }
}

/// A temporary folder holding a project, removed afterwards.
final class FaultProject {
    let path: String

    init(_ files: [String: String] = [:]) {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("annogen-faults-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relative, text) in files { write(relative, text) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    func write(_ relative: String, _ text: String) {
        let full = file(relative)
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createDirectory(atPath: (file(relative) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file(relative), withDestinationPath: destination)
    }

    var snapshot: TreeSnapshot { TreeSnapshot(path) }

    func run(_ arguments: String..., timeout: TimeInterval = 60) throws -> AnnogenProcess.Result {
        try AnnogenProcess.run(arguments, in: path, timeout: timeout)
    }

    /// A project whose run would write: an annotated source that gets an inline block, and a
    /// template with an output file. A run that stops leaves both as they are.
    static func pendingWrites(config: String = "sources: [Sources]\ntemplates: [Templates]\noutput: Generated\n") -> FaultProject {
        FaultProject([
            ".annogen.yml": config,
            "Sources/Model.swift": "// gen: autoPublicInit\npublic struct Model {\n    public let id: Int\n}\n",
            "Templates/Names.stencil": "{% for type in types.all %}\n// {{ type.name }}\n{% endfor %}\n",
            "Templates/Init.stencil": """
                {% for type in types.all|annotated:"autoPublicInit" %}
                // gen:inline:auto:{{ type.name }}.init
                    public init(id: Int) { self.id = id }
                // gen:end
                {% endfor %}

                """,
        ])
    }
}

/// Expectations shared by the fault tests: the run failed with exit 1, an error names `path`, and no
/// file changed.
func expectRefused(
    _ result: AnnogenProcess.Result, naming path: String, saying phrase: String, before: TreeSnapshot, after: TreeSnapshot,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(!result.timedOut && !result.crashed, "no result or a crash", sourceLocation: sourceLocation)
    #expect(result.status == 1, "exit \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
    let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") }
    #expect(errors.contains { $0.contains(path) && $0.contains(phrase) },
            "no error naming \(path) with '\(phrase)' in:\n\(result.stderr)", sourceLocation: sourceLocation)
    #expect(after.differences(from: before) == [], "files touched", sourceLocation: sourceLocation)
}

/// Starts annogen and kills it with SIGKILL after `delay` seconds (if it is still running).
/// Returns true when the kill happened before the process exited.
func runAndKill(_ arguments: [String], in folder: String, after delay: TimeInterval) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(AnnogenProcess.binary, "annogen binary not found"))
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    if delay > 0 { usleep(useconds_t(delay * 1_000_000)) }
    let killed = process.isRunning && kill(process.processIdentifier, SIGKILL) == 0
    process.waitUntilExit()
    return killed && process.terminationReason == .uncaughtSignal
}

/// Runs blocking work (waiting for processes, sleeping, reading trees) on a thread of its own, so a
/// long test does not hold one of the few threads async tests (the loopback-server tests) run on.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}
