import AnnogenCore
import Foundation
import Testing

@Suite struct SourceLoaderTests {
    /// A documentation catalog's tutorial steps are not compiled sources (swift-syntax's
    /// `SwiftSyntax.docc/Resources/Formatter.step1…9.swift` declare one type nine times).
    @Test func documentationCatalogsAreNotRead() throws {
        let root = NSTemporaryDirectory() + "annogen-loader-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in ["Sources/A.swift": "struct A {}\n", "Sources/Kit.docc/Resources/Step1.swift": "struct Step {}\n"] {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let (files, diagnostics) = SourceLoader(paths: [root + "/Sources"]).load()
        #expect(diagnostics == [])
        #expect(files.map { ($0.path as NSString).lastPathComponent } == ["A.swift"])
    }
}
