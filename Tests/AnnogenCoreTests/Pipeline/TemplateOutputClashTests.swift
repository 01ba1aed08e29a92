@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A template named twice (its folder and itself) renders once; two templates whose outputs would be
/// one file are refused (the second overwrote the first at exit 0), and nothing is written.
@Suite struct TemplateOutputClashTests {
    @Test func aTemplateNamedTwiceRendersOnce() throws {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", "struct A {\n    var a: Int\n}\n")
        folder.write("Templates/T.stencil", "{% for t in types.all %}{{ t.name }}{% endfor %}\n")
        var config = projectConfig(folder.path, output: "Generated")
        config.templates = [folder.file("Templates"), folder.file("Templates/T.stencil")]
        let report = Pipeline(config: config).run(mode: .write)
        #expect(!report.hasErrors, "\(report.diagnostics)")
        #expect(try String(contentsOfFile: folder.file("Generated/T.generated.swift"), encoding: .utf8).contains("A"))
    }

    @Test func twoTemplatesThatWriteOneFileAreAnError() throws {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", "struct A {\n    var a: Int\n}\n")
        folder.write("Templates/T.stencil", "{% for t in types.all %}{{ t.name }}{% endfor %}\n")
        folder.write("Other/T.stencil", "other\n")
        var config = projectConfig(folder.path, output: "Generated")
        config.templates = [folder.file("Templates"), folder.file("Other/T.stencil")]
        let report = Pipeline(config: config).run(mode: .write)
        let errors = report.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors == ["\(folder.file("Templates/T.stencil")) and \(folder.file("Other/T.stencil")) both write T.generated.swift in \(folder.file("Generated")); rename one of them"])
        #expect(!FileManager.default.fileExists(atPath: folder.file("Generated/T.generated.swift")))
        // Into one file, they do not clash.
        config.output = folder.file("Generated/All.swift")
        #expect(!Pipeline(config: config).run(mode: .write).hasErrors)
    }
}
