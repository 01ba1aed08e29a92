import AnnogenCore
import AnnogenModel
@_spi(BodySkipping) import AnnogenSwiftFrontend
import Foundation

/// `annogen-bench --compare-body-skipping FOLDER…`: parses every Swift file below the folders with
/// bodies blanked and with every body parsed, compares the results byte for byte
/// (`ParsedFileCoding`), and prints how many files were blanked, fell back, had nothing to blank,
/// and compared equal, with the front end's time for each way (one core, files in turn). Exit 1
/// when any file differs. A release build's check of what the tests check on small fixtures: a
/// debug-built SwiftParser is ~80 times slower.
enum BodySkippingComparison {
    static func run(_ folders: [String]) -> Int32 {
        let paths = folders.flatMap(SwiftFiles.list)
        var counts: [String: Int] = [:]
        var blankedBytes = 0
        var bodiesFound = 0
        var bodiesBlanked = 0
        var totalBytes = 0
        var skippingSeconds = 0.0
        var parsingSeconds = 0.0
        var different: [String] = []
        var notes: [String] = []
        for path in paths {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let file = SourceFile(path: path, text: text, contentHash: ContentHash.of(text))
            let summary = SwiftFrontend.bodySkipping(of: text)
            switch summary.outcome {
            case .blanked(let count):
                counts["blanked", default: 0] += 1
                bodiesBlanked += count
            case .fellBack: counts["fell back", default: 0] += 1
            case .nothingToBlank: counts["nothing to blank", default: 0] += 1
            }
            if summary.stoppedAtRegex { counts["scan stopped at a possible regex", default: 0] += 1 }
            if summary.scanFailed { counts["scan gave up", default: 0] += 1 }
            if summary.outcome == .fellBack || summary.scanFailed || summary.stoppedAtRegex {
                let line = summary.scanEnd.map { end in 1 + text.utf8.prefix(end).count(where: { $0 == UInt8(ascii: "\n") }) }
                let scan = summary.scanFailed ? "gave up" : summary.stoppedAtRegex ? "stopped" : "done"
                notes.append("  \(summary.outcome), scan \(scan)\(line.map { " at line \($0)" } ?? ""): \(path)")
            }
            blankedBytes += summary.blankedBytes
            bodiesFound += summary.found
            totalBytes += text.utf8.count
            var skipping = ParsedFile(path: "", contentHash: "")
            var parsing = ParsedFile(path: "", contentHash: "")
            skippingSeconds += Clock.seconds { skipping = SwiftFrontend.parse(file, skippingBodies: true) }
            parsingSeconds += Clock.seconds { parsing = SwiftFrontend.parse(file, skippingBodies: false) }
            if ParsedFileCoding.encode(skipping) == ParsedFileCoding.encode(parsing) {
                counts["equal", default: 0] += 1
            } else {
                different.append(path)
            }
        }
        print("\(paths.count) files, \(totalBytes) bytes, \(blankedBytes) blanked (\(percent(blankedBytes, totalBytes)))")
        print("\(bodiesFound) bodies found, \(bodiesBlanked) blanked (the others left by the indentation check or a fallback)")
        for (name, count) in counts.sorted(by: { $0.key < $1.key }) { print("  \(name): \(count)") }
        print(String(format: "front end, one core: %.3f s with bodies blanked, %.3f s parsing them", skippingSeconds, parsingSeconds))
        for note in notes { print(note) }
        for path in different { print("DIFFERENT: \(path)") }
        return different.isEmpty ? 0 : 1
    }

    /// `--blank-bodies FILE`: the file's text as it is parsed when its bodies are blanked.
    static func blanked(_ path: String) -> String {
        SwiftFrontend.blankingBodies(of: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        String(format: "%.1f %%", whole == 0 ? 0 : Double(part) * 100 / Double(whole))
    }
}
