import Foundation
import Testing

/// The README's "Five minutes with annogen" section runs as written: its one ```sh block is run with
/// `/bin/sh -e` in a scratch folder that holds a copy of `Templates/`, with the annogen binary built
/// next to the tests first on PATH, and every line of its ```swift excerpt must appear, in order, in
/// one of the files annogen generated.
@Suite struct ReadmeFirstSectionTests {
    static let heading = "## Five minutes with annogen"

    static let repositoryRoot: URL = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root
    }()

    struct FencedBlock {
        var language: String
        var lines: [String]
    }

    /// The fenced blocks between `heading` and the next `## ` heading outside a block.
    static func blocks(inSectionOf readme: String) -> [FencedBlock]? {
        let lines = readme.components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == heading }) else { return nil }
        var blocks: [FencedBlock] = []
        var open: FencedBlock?
        for line in lines[(start + 1)...] {
            if var block = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if line.hasPrefix("```") {
                open = FencedBlock(language: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), lines: [])
            } else if line.hasPrefix("## ") || line.hasPrefix("# ") {
                break
            }
        }
        return blocks
    }

    /// The excerpt's lines as compared: trimmed, without blank lines and `…` (an elision).
    static func significantLines(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "…" && $0 != "..." }
    }

    /// The first of `wanted` that `text`'s trimmed lines do not hold in order after the ones before
    /// it, or nil when they hold all of them.
    static func firstMissingLine(_ wanted: [String], in text: String) -> String? {
        let have = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var index = have.startIndex
        for line in wanted {
            guard let found = have[index...].firstIndex(of: line) else { return line }
            index = found + 1
        }
        return nil
    }

    @Test func fiveMinuteExampleRunsAndProducesItsExcerpt() throws {
        let readmeURL = Self.repositoryRoot.appendingPathComponent("README.md")
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let blocks = try #require(Self.blocks(inSectionOf: readme), "README.md has no '\(Self.heading)' heading")
        let shellBlocks = blocks.filter { $0.language == "sh" }
        let swiftBlocks = blocks.filter { $0.language == "swift" }
        try #require(shellBlocks.count == 1, "the section should hold one ```sh block, holds \(shellBlocks.count)")
        try #require(swiftBlocks.count == 1, "the section should hold one ```swift block, holds \(swiftBlocks.count)")
        let excerpt = Self.significantLines(swiftBlocks[0].lines)
        try #require(excerpt.count >= 3, "the ```swift excerpt is too short to check anything")

        let binary = try #require(AnnogenProcess.binary, "annogen binary not found")
        let binaryFolder = (binary as NSString).deletingLastPathComponent

        let fileManager = FileManager.default
        let scratch = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("annogen-readme-\(UUID().uuidString)")
        try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: scratch) }
        try fileManager.copyItem(
            at: Self.repositoryRoot.appendingPathComponent("Templates"), to: scratch.appendingPathComponent("Templates"))
        let script = scratch.appendingPathComponent("five-minutes.sh")
        try Data((shellBlocks[0].lines.joined(separator: "\n") + "\n").utf8).write(to: script)
        let templatesBefore = try Self.files(under: scratch.appendingPathComponent("Templates"))

        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let result = try AnnogenProcess.run(
            ["-e", script.path], in: scratch.path, environment: ["PATH": binaryFolder + ":" + path], timeout: 60,
            executable: "/bin/sh")
        #expect(!result.timedOut, "the README's commands did not finish within 60 s")
        try #require(
            result.status == 0,
            "the README's commands failed (exit \(result.status)):\n\(result.stdout)\n\(result.stderr)")
        #expect(try Self.files(under: scratch.appendingPathComponent("Templates")) == templatesBefore)

        // The files annogen generated: those that start with its header.
        let generated = try Self.files(under: scratch).filter { relative in
            guard !relative.hasPrefix("Templates/"),
                  let data = fileManager.contents(atPath: scratch.appendingPathComponent(relative).path) else { return false }
            return String(decoding: data, as: UTF8.self).hasPrefix("// Generated by annogen")
        }
        try #require(!generated.isEmpty, "the README's commands generated no file:\n\(result.stdout)\n\(result.stderr)")
        var misses: [String] = []
        for relative in generated {
            let text = try String(contentsOf: scratch.appendingPathComponent(relative), encoding: .utf8)
            guard let missing = Self.firstMissingLine(excerpt, in: text) else { return }
            misses.append("\(relative): no line '\(missing)' (in the excerpt's order)")
        }
        let report = misses.joined(separator: "\n")
        Issue.record("no generated file holds the README's ```swift excerpt:\n\(report)")
    }

    /// Regular files under `folder`, as paths relative to it, sorted.
    static func files(under folder: URL) throws -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let walk = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: []) else { return [] }
        var found: [String] = []
        for case let url as URL in walk where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let full = url.standardizedFileURL.resolvingSymlinksInPath().path
            found.append(full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : full)
        }
        return found.sorted()
    }
}
