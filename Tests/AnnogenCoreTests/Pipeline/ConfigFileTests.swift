@testable import AnnogenCore
import AnnogenModel
import AnnogenObjCFrontend
import Foundation
import Testing

@Suite struct ConfigFileTests {
    @Test func readsEveryKey() {
        let (config, diagnostics) = ConfigFile.parse("""
            sources: [SampleAPI/Sources, More]
            templates: Templates
            output: SampleAPI/Generated
            exclude: ["**/Generated/**"]
            args:
              keyStrategy: snakeCase
              objcBridge: true
              depth: 2
              quoted: "true"
            """, path: ".annogen.yml")
        #expect(diagnostics.isEmpty)
        #expect(config?.sources == ["SampleAPI/Sources", "More"])
        #expect(config?.templates == ["Templates"])
        #expect(config?.output == "SampleAPI/Generated")
        #expect(config?.exclude == ["**/Generated/**"])
        #expect(config?.arguments == ["keyStrategy": .string("snakeCase"), "objcBridge": .bool(true), "depth": .int(2), "quoted": .string("true")])
    }

    /// `objc:` paths are relative to the config's folder, like `sources:`; defines stay as written.
    @Test func objcOptions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("annogen-objc-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
            sources: [Legacy]
            objc:
              includePaths: [Pods/Headers/Public, /opt/kit/include]
              frameworkPaths: Carthage/Build/iOS
              defines: [DEBUG=1, KIT_EXTERN=extern]
              define: [TYPO]
            """.write(toFile: "\(folder)/.annogen.yml", atomically: true, encoding: .utf8)
        let (config, diagnostics) = ConfigFile.load(path: "\(folder)/.annogen.yml")
        #expect(diagnostics.map(\.message) == ["unknown key 'objc.define'; did you mean 'defines'?"])
        #expect(config?.objc == ObjCOptions(
            includePaths: ["\(folder)/Pods/Headers/Public", "/opt/kit/include"],
            frameworkPaths: ["\(folder)/Carthage/Build/iOS"],
            defines: ["DEBUG=1", "KIT_EXTERN=extern"]
        ))
        let (_, wrong) = ConfigFile.parse("objc: [A]\n", path: "c.yml")
        #expect(wrong.map(\.description) == ["c.yml:1:7: error: 'objc' must be a mapping with includePaths, frameworkPaths or defines"])
    }

    /// `objc.platform` chooses the Apple platform headers are read for (issue #45, item 5); a name
    /// that is not one is an error at its value, with the closest.
    @Test func objcPlatform() {
        let (config, diagnostics) = ConfigFile.parse("objc:\n  platform: macOS\n", path: "c.yml")
        #expect(diagnostics == [])
        #expect(config?.objc == ObjCOptions(platform: .macos))
        #expect(config?.objc?.fingerprint != ObjCOptions(platform: .ios).fingerprint)
        let (_, wrong) = ConfigFile.parse("objc:\n  platform: tvo\n", path: "c.yml")
        #expect(wrong.map(\.description) == [
            "c.yml:2:13: error: 'objc.platform' must be one of ios, macos, tvos, watchos, visionos; did you mean 'tvos'?",
        ])
    }

    @Test func unknownKeyIsAWarningWithASuggestion() {
        let (config, diagnostics) = ConfigFile.parse("sources: [A]\ntemplate: [T]\n", path: "c.yml")
        #expect(config != nil)
        #expect(diagnostics.map(\.description) == ["c.yml:2:1: warning: unknown config key 'template'; did you mean 'templates'?"])
    }

    @Test func wrongShapesAreErrorsWithLocations() {
        let (config, diagnostics) = ConfigFile.parse("sources:\n  key: value\nargs: [1]\n", path: "c.yml")
        #expect(config == nil)
        #expect(diagnostics.map(\.description) == [
            "c.yml:2:3: error: 'sources' must be a path or a list of paths",
            "c.yml:3:7: error: 'args' must be a mapping of names to values",
        ])
    }

    @Test func invalidYAMLIsAnErrorNotACrash() {
        let (config, diagnostics) = ConfigFile.parse("sources: [A\n  b: ]]\n", path: "c.yml")
        #expect(config == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location?.path == "c.yml")
    }

    @Test func argumentsListParsing() {
        #expect(TemplateArgument.parseList("a=1,b,c=x y,d=\"p,q\",e=2.5") == [
            "a": .int(1), "b": .bool(true), "c": .string("x y"), "d": .string("p,q"), "e": .double(2.5),
        ])
    }

    /// A mapping under `args:` stays one, at any depth and inside lists (Sourcery keeps the YAML
    /// mapping: Appsaurus/Layman's `operators: {equal: .=}` became `true` and its operators vanished
    /// from 40 generated files); scalars read as before.
    @Test func nestedArgumentsStayMappings() throws {
        let yaml = """
            args:
              plain: p
              operators:
                equal: '.='
                deep: {depth: 2, enabled: true}
              list: [a, {name: b}]
            """
        let expected: [String: TemplateArgument] = [
            "plain": .string("p"),
            "operators": .dictionary(["equal": .string(".="), "deep": .dictionary(["depth": .int(2), "enabled": .bool(true)])]),
            "list": .list([.string("a"), .dictionary(["name": .string("b")])]),
        ]
        let (annogen, annogenDiagnostics) = ConfigFile.parse(yaml, path: ".annogen.yml")
        #expect(annogenDiagnostics.isEmpty)
        #expect(annogen?.arguments == expected)
        let (sourcery, sourceryDiagnostics) = SourceryConfigFile.parse("sources: [S]\ntemplates: [T]\noutput: G\n" + yaml, path: ".sourcery.yml")
        #expect(sourceryDiagnostics.isEmpty)
        #expect(sourcery?.arguments == expected)
    }

    /// `--args` names a value inside a mapping with dots, and adds to the config's mapping key by key.
    @Test func dottedArgumentsAreMappings() {
        let flags = TemplateArgument.parseList(["operators.equal=.=,flag", "operators.deep.on,operators.list=a,operators.list=b"])
        #expect(flags == [
            "flag": .bool(true),
            "operators": .dictionary([
                "equal": .string(".="), "deep": .dictionary(["on": .bool(true)]), "list": .list([.string("a"), .string("b")]),
            ]),
        ])
        let config: [String: TemplateArgument] = [
            "operators": .dictionary(["equal": .string("=="), "plus": .string("+")]), "flag": .string("off"), "kept": .int(1),
        ]
        #expect(TemplateArgument.merging(config, flags) == [
            "flag": .bool(true), "kept": .int(1),
            "operators": .dictionary([
                "equal": .string(".="), "plus": .string("+"), "deep": .dictionary(["on": .bool(true)]),
                "list": .list([.string("a"), .string("b")]),
            ]),
        ])
    }

    @Test func globExclusion() {
        #expect(GlobPattern("**/Generated/**").matches("SampleAPI/Generated/A.swift"))
        #expect(GlobPattern("**/Generated/**").matches("Generated/A.swift"))
        #expect(!GlobPattern("**/Generated/**").matches("SampleAPI/Gen/A.swift"))
        #expect(GlobPattern("*.pb.swift").matches("Deep/Path/x.pb.swift"))
        #expect(!GlobPattern("Sources/*.swift").matches("Sources/Deep/x.swift"))
        #expect(GlobPattern("Sources/**/*.swift").matches("Sources/x.swift"))
    }
}
