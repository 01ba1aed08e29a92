import AnnogenCore
import AnnogenModel
import Foundation

/// One golden case: `Tests/Golden/<name>/` holds `Sources/` (scanned), `Templates/` (rendered) and
/// `Expected/` (every file the run must produce, byte for byte).
struct GoldenCase: Sendable, CustomStringConvertible {
    let name: String
    /// What templates read as `argument.<key>`.
    var arguments: [String: TemplateArgument] = [:]
    /// Template folder relative to the repository root; nil for the case's own `Templates/`.
    var sharedTemplates: String?

    var description: String { name }

    var folder: String { repositoryRoot + "/Tests/Golden/" + name }
    var expectedFolder: String { folder + "/Expected" }

    /// The pipeline's configuration for this case, writing into `output`.
    func config(output: String) -> Config {
        Config(
            sources: [folder + "/Sources"], templates: [sharedTemplates.map { repositoryRoot + "/" + $0 } ?? folder + "/Templates"],
            output: output,
            arguments: arguments, omitVersionInHeader: true
        )
    }
}

/// Reading, comparing and recording golden files.
enum Golden {
    /// `ANNOGEN_RECORD=1` writes what the run produced into `Expected/` instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["ANNOGEN_RECORD"] == "1" }

    /// Every file under `folder` (hidden files skipped): relative path → bytes.
    static func files(in folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[relative] = FileManager.default.contents(atPath: path)
        }
        return result
    }

    /// One message per difference between `produced` and `expected`: missing files, extra files and
    /// files whose bytes differ (with a line diff, `-` expected, `+` produced). Empty when they match.
    static func differences(produced: [String: Data], expected: [String: Data]) -> [String] {
        var messages: [String] = []
        for path in Set(produced.keys).union(expected.keys).sorted() {
            switch (expected[path], produced[path]) {
            case (nil, _?):
                messages.append("\(path): produced but not in Expected/")
            case (_?, nil):
                messages.append("\(path): in Expected/ but not produced")
            case (let old?, let new?) where old != new:
                let diff = LineDiff.unified(old: String(decoding: old, as: UTF8.self), new: String(decoding: new, as: UTF8.self))
                messages.append("\(path) differs (- expected, + produced):\n\(diff)")
            default:
                continue
            }
        }
        return messages
    }

    /// Replaces the contents of `folder` with `files` (stale files are removed).
    static func record(_ files: [String: Data], into folder: String) throws {
        for path in Self.files(in: folder).keys where files[path] == nil {
            try FileManager.default.removeItem(atPath: folder + "/" + path)
        }
        for (path, data) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            try data.write(to: URL(fileURLWithPath: full))
        }
    }
}
