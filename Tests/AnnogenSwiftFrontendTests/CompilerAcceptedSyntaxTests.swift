import AnnogenModel
import AnnogenSwiftFrontend
import AnnogenTestSupport
import Foundation
import Testing

/// What SwiftParser diagnoses but the Swift compiler accepts is never a syntax error. Files are read
/// in the compiler's default language mode (Swift 5), where SwiftParser makes a warning of what only
/// the Swift 6 mode refuses, as the compiler does. Each kind annogen so leaves to the compiler is
/// written down here with a source that has it, and checked against the installed compiler:
/// `swiftc -parse` accepts the source (with a warning), `swiftc -parse -swift-version 6` refuses it
/// (so the source really has the diagnostic), and annogen reads its declarations whole, without an
/// error. A real syntax error stays an error, as the compiler's.
@Suite struct CompilerAcceptedSyntaxTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var kind: String
        var source: String
        var testDescription: String { kind }
    }

    /// Every SwiftParser diagnostic kind annogen does not report as an error because the compiler
    /// accepts it.
    static let acceptedByTheCompiler = [
        // ZupIT/beagle's iOS sources: `@available (*, unavailable)` stopped the run.
        Case(kind: "whitespace between an attribute's name and its '('", source: """
            class Legacy {
                @available (*, unavailable)
                func f() {}
                @objc (named) func g() {}
            }
            """),
        Case(kind: "whitespace between '@' and an attribute's name", source: """
            class Legacy {
                @ available(*, unavailable)
                func f() {}
                @ objc func g() {}
            }
            """),
    ]

    @Test(arguments: acceptedByTheCompiler)
    func isNoSyntaxError(_ accepted: Case) throws {
        let file = parse(accepted.source)
        #expect(!file.diagnostics.contains { $0.severity == .error }, "\(file.diagnostics)")
        let legacy = try #require(file.type("Legacy"))
        #expect(legacy.methods.map(\.shortName) == ["f", "g"])
        #expect(legacy.method("f")?.attributes.map(\.name) == ["available"])
        #expect(legacy.method("g")?.attributes.map(\.name) == ["objc"])

        let compiled = try Self.swiftcParse(accepted.source)
        #expect(compiled.status == 0, "swiftc -parse refuses it: \(compiled.output)")
        #expect(!compiled.output.contains("error:"), "\(compiled.output)")
        let swift6 = try Self.swiftcParse(accepted.source, "-swift-version", "6")
        #expect(swift6.status != 0, "the source should have the diagnostic (an error in the Swift 6 mode): \(swift6.output)")
    }

    @Test func aRealSyntaxErrorStaysAnError() throws {
        let source = "class Legacy {\n    @available(*, unavailable\n    func f() {}\n}\n"
        #expect(parse(source).diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("syntax error: ") })
        #expect(try Self.swiftcParse(source).status != 0)
    }

    /// `swiftc -parse` (and `extra` arguments) on `source`, written to a temporary file.
    private static func swiftcParse(_ source: String, _ extra: String...) throws -> (status: Int32, output: String) {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("annogen-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("T.swift")
        try Data(source.utf8).write(to: URL(fileURLWithPath: path))
        return try SwiftCompiler.swiftc(["-parse"] + extra + [path])
    }
}
