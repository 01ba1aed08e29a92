import AnnogenCore
import AnnogenModel
import Foundation
import Testing

@testable @_spi(BodySkipping) import AnnogenSwiftFrontend

/// Parsing with bodies blanked gives, byte for byte (`ParsedFileCoding`), what parsing every body
/// gives: on the repository's fixture sources, on snippets that hide braces every way Swift allows,
/// and read in runs as a large file is.
@Suite struct BodySkippingTests {
    /// The repository's Swift sources that are fixtures, not tests: the golden cases' sources and
    /// expected outputs, and SampleAPI.
    static let fixtures: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var paths: [String] = []
        for folder in ["Tests/Golden", "SampleAPI"] {
            let base = root.appendingPathComponent(folder).path
            let entries = FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []
            paths += entries.filter { $0.hasSuffix(".swift") }.map { base + "/" + $0 }
        }
        return paths.sorted()
    }()

    @Test func fixturesParseTheSameWithoutBodies() throws {
        #expect(Self.fixtures.count > 30)
        var blanked = 0
        for path in Self.fixtures {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            expectSameParse(text, path: path)
            if case .blanked = SwiftFrontend.bodySkipping(of: text).outcome { blanked += 1 }
        }
        // Most fixtures have bodies to blank; those that do not are declarations only.
        #expect(blanked > Self.fixtures.count / 2)
    }

    @Test(arguments: BodySkippingSnippets.all.map(\.name))
    func snippetParsesTheSameWithoutBodies(name: String) throws {
        let text = try #require(BodySkippingSnippets.all.first { $0.name == name }?.text)
        let whole = SwiftFrontend.parse(SourceFile(path: "T.swift", text: text, contentHash: "h"), skippingBodies: false)
        #expect(whole.diagnostics.isEmpty, "the snippet must be valid Swift: \(whole.diagnostics)")
        expectSameParse(text)
        // Every snippet has something to blank.
        #expect(BodyScanner.scan(text).bodies.count > 0)
        // Read in runs (as a file of 4 MiB or more is), the result is the same too.
        let file = SourceFile(path: "T.swift", text: text, contentHash: "h")
        let inRuns = ParsedFileCoding.encode(SwiftFrontend.parse(file, threshold: 0, target: 64))
            == ParsedFileCoding.encode(SwiftFrontend.parse(file, threshold: 0, target: 64, findingBodies: nil))
        #expect(inRuns, "read in runs, the parse without bodies differs")
    }

    @Test func snippetsAreBlankedNotFallenBack() {
        // A fallback gives the same model too, but costs a second parse: the snippets (but for
        // those that stop at a regex literal, which still blank what comes before) blank.
        for (name, text) in BodySkippingSnippets.all {
            let outcome = SwiftFrontend.bodySkipping(of: text).outcome
            guard case .blanked = outcome else {
                Issue.record("\(name): \(outcome)")
                continue
            }
        }
    }

    @Test func theModelSaysComputedAndReadOnlyTheSameWay() throws {
        let text = try #require(BodySkippingSnippets.all.first { $0.name == "accessors" }?.text)
        let type = try #require(parse(text).type("Accessors"))
        let computed = type.variables.filter(\.isComputed).map(\.name)
        #expect(computed == ["implicit", "explicit", "named", "coroutine", "mutatingGet", "attributed", "initAccessor", "empty", "onlyComment"])
        #expect(type.variables.filter(\.isMutable).map(\.name) == ["storage", "explicit", "observed", "observedTyped", "coroutine", "mutatingGet", "initAccessor"])
        let named = try #require(type.variable("named"))
        #expect(named.isAsync && named.throws && named.throwsTypeName?.name == "MyError")
        #expect(type.subscripts.count == 2)
    }

    /// By hand, not in CI (a debug-built SwiftParser is ~80 times slower; `annogen-bench
    /// --compare-body-skipping` does the same in release): every Swift file below the folders in
    /// `ANNOGEN_BODY_SKIPPING_CORPUS` (separated by `:`) parses the same with and without bodies.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ANNOGEN_BODY_SKIPPING_CORPUS"] != nil))
    func corpusParsesTheSameWithoutBodies() throws {
        let folders = (ProcessInfo.processInfo.environment["ANNOGEN_BODY_SKIPPING_CORPUS"] ?? "").split(separator: ":")
        var outcomes: [String: Int] = [:]
        for folder in folders.map(String.init) {
            let entries = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
            for entry in entries.filter({ $0.hasSuffix(".swift") }).sorted() {
                let path = folder + "/" + entry
                let text = try String(contentsOfFile: path, encoding: .utf8)
                outcomes[String("\(SwiftFrontend.bodySkipping(of: text).outcome)".prefix { $0 != "(" }), default: 0] += 1
                expectSameParse(text, path: path)
            }
        }
        print("body skipping over \(folders): \(outcomes.sorted { $0.key < $1.key })")
    }

    @Test func localTypesAreNotSeenEitherWay() throws {
        let text = try #require(BodySkippingSnippets.all.first { $0.name == "local types" }?.text)
        #expect(parse(text).types.map(\.name) == ["Outer"])
    }
}

/// Expects the same parse result, byte for byte, with and without skipping bodies.
func expectSameParse(_ text: String, path: String = "T.swift", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let file = SourceFile(path: path, text: text, contentHash: "h")
    let skipping = ParsedFileCoding.encode(SwiftFrontend.parse(file, skippingBodies: true))
    let parsing = ParsedFileCoding.encode(SwiftFrontend.parse(file, skippingBodies: false))
    let same = skipping == parsing
    #expect(same, "\(path): the parse without bodies differs", sourceLocation: sourceLocation)
}
