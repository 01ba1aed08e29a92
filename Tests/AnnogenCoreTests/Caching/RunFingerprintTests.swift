@testable import AnnogenCore
import AnnogenModel
import Foundation
import Testing

/// `RunFingerprint.key`: the same inputs give the same key, and any change of them another one,
/// however lists and arguments are split.
@Suite struct RunFingerprintTests {
    private static let sources: [(path: String, contentHash: String)] = [("Sources/A.swift", "1"), ("Sources/B.swift", "2")]

    private static func key(
        _ config: Config, sources: [(path: String, contentHash: String)] = sources, diagnostics: [Diagnostic] = [],
        templates: String = "t", version: String = "v"
    ) -> String {
        RunFingerprint.key(config: config, sources: sources, loadDiagnostics: diagnostics, templates: templates, toolVersion: version)
    }

    @Test func everyInputCounts() {
        let base = Config(sources: ["Sources"], templates: ["Templates"], output: "Generated", exclude: ["*.pb.swift"],
                          arguments: ["name": .string("x")])
        #expect(Self.key(base) == Self.key(base))
        func with(_ change: (inout Config) -> Void) -> Config {
            var config = base
            change(&config)
            return config
        }
        let keys = [
            Self.key(base),
            Self.key(with { $0.sources = ["Sources", "More"] }),
            Self.key(with { $0.sources = ["Sources,More"] }),
            Self.key(with { $0.sources = ["Sources", ""] }),
            Self.key(with { $0.sources = ["1:Sources"] }),
            Self.key(with { $0.templates = ["Templates", "More"] }),
            Self.key(with { $0.templateExcludes = ["Templates/Unused.stencil"] }),
            Self.key(with { $0.output = "Other" }),
            Self.key(with { $0.exclude = [] }),
            Self.key(with { $0.exclude = ["*.pb.swift", "*.h"] }),
            Self.key(with { $0.strict = true }),
            Self.key(with { $0.prune = false }),
            Self.key(with { $0.omitVersionInHeader = true }),
            Self.key(with { $0.followsSourcery = true }),
            Self.key(with { $0.readsOnPastSyntaxErrors = true }),
            Self.key(with { $0.buildToolPlugin = true }),
            Self.key(with { $0.pathOrigins = ["Sources": SourceLocation(path: ".annogen.yml", line: 2, column: 5)] }),
            Self.key(with { $0.pathOrigins = ["Sources": SourceLocation(path: ".annogen.yml", line: 3, column: 5)] }),
            Self.key(with { $0.projectRoot = "Root" }),
            Self.key(with { $0.projectFolders = ["Root", "Generated"] }),
            Self.key(with { $0.arguments = [:] }),
            Self.key(with { $0.arguments = ["name": .string("y")] }),
            Self.key(with { $0.arguments = ["name": .string("1")] }),
            Self.key(with { $0.arguments = ["name": .int(1)] }),
            Self.key(with { $0.arguments = ["name": .double(1)] }),
            Self.key(with { $0.arguments = ["name": .bool(true)] }),
            Self.key(with { $0.arguments = ["name": .string("true")] }),
            Self.key(with { $0.arguments = ["name": .list([.string("x")])] }),
            Self.key(with { $0.arguments = ["name": .list([.string("x"), .string("y")])] }),
            Self.key(with { $0.arguments = ["name": .list([.string("x,s1:y")])] }),
            Self.key(with { $0.arguments = ["name": .list([.list([.string("x")])])] }),
            Self.key(with { $0.arguments = ["name": .dictionary([:])] }),
            Self.key(with { $0.arguments = ["name": .dictionary(["x": .bool(true)])] }),
            Self.key(with { $0.arguments = ["name": .dictionary(["x": .string("y")])] }),
            Self.key(with { $0.arguments = ["name": .dictionary(["x": .string("z")])] }),
            Self.key(with { $0.arguments = ["name": .dictionary(["y": .string("x")])] }),
            Self.key(with { $0.arguments = ["name": .dictionary(["x": .dictionary(["y": .string("z")])])] }),
            Self.key(with { $0.arguments = ["name": .dictionary(["x": .string("y"), "z": .string("w")])] }),
            Self.key(with { $0.arguments = ["name": .dictionary(["x": .string("y,1:z=s1:w")])] }),
            Self.key(with { $0.arguments = ["name": .string("x"), "other": .string("x")] }),
            Self.key(base, sources: [("Sources/A.swift", "1")]),
            Self.key(base, sources: [("Sources/A.swift", "1"), ("Sources/B.swift", "3")]),
            Self.key(base, sources: [("Sources/A.swift", "1"), ("Sources/C.swift", "2")]),
            Self.key(base, diagnostics: [.warning("w")]),
            Self.key(base, templates: "u"),
            Self.key(base, version: "w"),
        ]
        #expect(Set(keys).count == keys.count)
    }
}
