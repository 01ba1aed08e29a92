import Foundation

/// A set of Swift files to run annogen on, with the templates used for it.
struct Corpus {
    var name: String
    /// The folder scanned (`--sources`).
    var sources: String
    var templates: String
    /// Where the source came from, for the report.
    var origin: String
    /// Whether the watch latency is measured on it.
    var measuresWatch: Bool
    /// A file the one-file and watch measurements edit, and how.
    var editedFile: String
    var edit: @Sendable (_ original: String, _ round: Int) -> String
    /// Files the project needs beside the sources, by their path in it (SampleAPI's mock files,
    /// which its sources name from the project's root), and where to copy them from.
    var projectFiles: [String: String] = [:]

    private(set) var files: [String] = []
    private(set) var lines = 0
    private(set) var bytes = 0

    mutating func scan() {
        files = SwiftFiles.list(sources)
        lines = 0
        bytes = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            bytes += data.count
            lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
    }
}

enum SwiftFiles {
    /// Every `.swift` file below `folder`, hidden folders skipped, sorted.
    static func list(_ folder: String) -> [String] {
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let entry = enumerator?.nextObject() as? String {
            if (entry as NSString).lastPathComponent.hasPrefix(".") {
                enumerator?.skipDescendants()
                continue
            }
            if entry.hasSuffix(".swift") { result.append(folder + "/" + entry) }
        }
        return result.sorted()
    }
}

/// The Sources of a package in the machine's mirror, extracted with `git archive`.
enum MirrorCorpus {
    static func extract(name: String, repository: String, tag: String, into folder: String) -> String? {
        let destination = folder + "/" + name
        let sources = destination + "/Sources"
        if FileManager.default.fileExists(atPath: sources) { return sources }
        guard FileManager.default.fileExists(atPath: repository) else {
            print("skipping \(name): no mirror at \(repository)")
            return nil
        }
        try? FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        print("extracting \(name): git archive \(tag) Sources from \(repository)")
        let status = Shell.run("git -C '\(repository)' archive --format=tar '\(tag)' Sources | tar -x -C '\(destination)'")
        guard status == 0, FileManager.default.fileExists(atPath: sources) else {
            print("skipping \(name): git archive of \(tag) failed in \(repository)")
            try? FileManager.default.removeItem(atPath: destination)
            return nil
        }
        return sources
    }
}

/// The generated corpus: `count` files of API endpoints with response bodies, the same for the
/// same count (no randomness), spread over folders of 100 files.
enum GeneratedCorpus {
    static func write(count: Int, into folder: String) -> String {
        let sources = folder + "/generated-\(count)/Sources"
        guard GeneratedCorpus.startWriting(sources) else { return sources }
        write("import AnnogenRuntime\n\n/// Every endpoint of the generated API.\nenum API {}\n", to: sources + "/API.swift")
        for index in 0..<count {
            let group = sources + "/Area\(index / 100)"
            if index % 100 == 0 { try? FileManager.default.createDirectory(atPath: group, withIntermediateDirectories: true) }
            write(file(index), to: group + "/Endpoint\(index).swift")
        }
        finishWriting(sources)
        return sources
    }

    /// False when `sources` was written completely before (it is reused); otherwise empties it.
    static func startWriting(_ sources: String) -> Bool {
        if FileManager.default.fileExists(atPath: sources + "/.complete") { return false }
        try? FileManager.default.removeItem(atPath: sources)
        try? FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        return true
    }

    /// Marks `sources` as complete, so later runs reuse it.
    static func finishWriting(_ sources: String) { write("", to: sources + "/.complete") }

    static func editedFile(_ sources: String) -> String { sources + "/Area0/Endpoint0.swift" }

    static func file(_ index: Int) -> String {
        let verbs = ["get", "post", "put", "delete", "patch"]
        let verb = verbs[index % verbs.count]
        let name = "Endpoint\(index)"
        var text = "import AnnogenRuntime\nimport Foundation\n\nextension API {\n"
        text += "    /// Generated endpoint number \(index).\n"
        text += "    enum \(name): APIEndPoint {\n"
        text += "        static let endpoint = \"/area\(index / 100)/items/{id}\"\n"
        text += "        static let method = HTTPMethod.\(verb)\n\n"
        text += "        struct RequestBody {\n            let id: Int\n"
        if verb != "get" { text += "            let note: String?\n" }
        text += "        }\n\n"
        text += "        struct ResponseBody: ResponseBodyType {\n"
        text += "            let id: Int\n            let title: String\n            let tags: [String]\n"
        text += "            // gen: defaultValue = 0\n            let count: Int\n"
        text += "            let price: Double?\n            let updatedAt: Date?\n"
        if index % 3 == 0 { text += "            // gen: boolFromInt\n            let isActive: Bool\n" }
        if index % 4 == 0 { text += "            let owner: Owner\n" }
        text += "            let items: [Item]\n\n"
        text += "            struct Item: ResponseBodyType {\n                let sku: String\n                let quantity: Int\n            }\n"
        if index % 4 == 0 {
            text += "\n            struct Owner: ResponseBodyType {\n                let id: Int\n                let name: String\n            }\n"
        }
        text += "        }\n    }\n}\n"
        return text
    }

    private static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}

/// One large file of generated endpoints (imports once at the top), at least `megabytes` MiB: the
/// large-single-file case of the reliability issue.
enum SingleFileCorpus {
    static func write(megabytes: Int, into folder: String) -> String {
        let sources = folder + "/single-file-\(megabytes)MB/Sources"
        guard GeneratedCorpus.startWriting(sources) else { return sources }
        var text = "import AnnogenRuntime\nimport Foundation\n\n/// Every endpoint of the generated API.\nenum API {}\n\n"
        let target = megabytes * 1_048_576
        text.reserveCapacity(target + 4096)
        var index = 0
        while text.utf8.count < target {
            let endpoint = GeneratedCorpus.file(index)
            text += endpoint.replacingOccurrences(of: "import AnnogenRuntime\nimport Foundation\n\n", with: "") + "\n"
            index += 1
        }
        _ = FileManager.default.createFile(atPath: editedFile(sources), contents: Data(text.utf8))
        GeneratedCorpus.finishWriting(sources)
        return sources
    }

    static func editedFile(_ sources: String) -> String { sources + "/Big.swift" }
}

enum Shell {
    @discardableResult
    static func run(_ command: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What `command` prints, without its last newline; nil when it fails.
    static func output(_ command: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}

/// SampleAPI's sources, copied so the benchmark's edits leave the repository's as they are.
enum SampleCorpus {
    static func copy(from sample: String, into folder: String) -> String? {
        let target = folder + "/SampleAPI-Sources"
        try? FileManager.default.removeItem(atPath: target)
        guard (try? FileManager.default.copyItem(atPath: sample + "/Sources", toPath: target)) != nil else { return nil }
        return target
    }

    /// Its mock files, at the paths its `mockFile` annotations give (`SampleAPI/Mocks/…`).
    static func mocks(_ sample: String) -> [String: String] {
        var files: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: sample + "/Mocks")) ?? [] {
            files["SampleAPI/Mocks/" + name] = sample + "/Mocks/" + name
        }
        return files
    }
}
