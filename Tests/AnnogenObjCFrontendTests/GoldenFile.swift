import AnnogenCore
import AnnogenTestSupport
import Foundation
import Testing

/// Byte-for-byte comparison with a file under `Tests/Golden/<Case>/Expected/`, printing a unified diff
/// on mismatch; `ANNOGEN_RECORD=1 swift test` writes the actual output instead (review it with git
/// diff). These cases read SampleAPI or the test headers and the built-in templates in place, so
/// they have no `Sources/`/`Templates/` of their own as the cases of the shared golden harness do.
enum GoldenFile {
    static let folder = "\(repositoryRoot)/Tests/Golden"
    static var isRecording: Bool { ProcessInfo.processInfo.environment["ANNOGEN_RECORD"] == "1" }

    static func expect(_ actual: String, matches relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = "\(folder)/\(relativePath)"
        if isRecording {
            try? FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(actual.utf8))
            return
        }
        guard let expected = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else {
            Issue.record("golden file \(relativePath) is missing; record it with ANNOGEN_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("""
                output differs from \(relativePath) (re-record with ANNOGEN_RECORD=1 if intended):
                \(LineDiff.unified(old: expected, new: actual))
                """, sourceLocation: sourceLocation)
        }
    }
}

/// `swiftc -parse` on a file: syntax only, so `@objc` code is checked on Linux too.
enum SwiftParseCheck {
    static func errors(in path: String) throws -> String? {
        let result = try SwiftCompiler.swiftc(["-parse", path])
        return result.status == 0 ? nil : result.output
    }
}

/// Runs the pipeline into a temporary folder and returns the generated files (name → text).
func generate(_ config: Config) -> (files: [String: String], diagnostics: [String]) {
    let output = TemporaryFolder()
    var config = config
    config.output = output.path
    let report = Pipeline(config: config).run(mode: .write)
    var files: [String: String] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [] {
        files[name] = output.read(name)
    }
    return (files, report.diagnostics.map(\.description))
}
