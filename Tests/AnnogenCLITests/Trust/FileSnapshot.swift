import Foundation
import Testing

/// Every file under a folder with its bytes and modification time, to show that a run left outputs
/// exactly as they were (not merely with the same content).
struct FileSnapshot: Equatable, CustomStringConvertible {
    struct Entry: Equatable {
        var bytes: Data
        var modified: Date
    }

    var entries: [String: Entry]

    /// The files under `folder` (relative paths; hidden files included), or empty when it is missing.
    init(_ folder: String) {
        entries = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
        while let relative = enumerator.nextObject() as? String {
            let path = (folder as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let bytes = FileManager.default.contents(atPath: path),
                  let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            else { continue }
            entries[relative] = Entry(bytes: bytes, modified: modified)
        }
    }

    var description: String {
        entries.keys.sorted().map { "\($0) (\(entries[$0]!.bytes.count) bytes, \(entries[$0]!.modified.timeIntervalSince1970))" }
            .joined(separator: ", ")
    }
}

extension Project {
    /// A project whose first run wrote its output, aged so that a rewrite would show in its mtime.
    static func generated(config: String? = nil) throws -> Project {
        let project = config.map { Project(config: $0) } ?? Project()
        #expect(try project.run("run", "-q").status == 0)
        project.age("Generated/Names.generated.swift")
        return project
    }

    /// A snapshot of a folder of the project.
    func snapshot(_ relative: String) -> FileSnapshot {
        FileSnapshot((path as NSString).appendingPathComponent(relative))
    }

    /// True when a file or folder exists in the project.
    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(relative))
    }

    /// Sets a file's modification time into the past, so a rewrite in the same second is seen.
    func age(_ relative: String) {
        let past = Date(timeIntervalSinceNow: -3600)
        try? FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: (path as NSString).appendingPathComponent(relative))
    }

    /// Runs annogen in a sub-folder of the project.
    func run(in relative: String, _ arguments: String..., environment: [String: String] = [:]) throws -> AnnogenProcess.Result {
        let folder = (path as NSString).appendingPathComponent(relative)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try AnnogenProcess.run(arguments, in: folder, environment: environment)
    }
}
