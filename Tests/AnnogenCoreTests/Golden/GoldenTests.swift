import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// Runs the whole pipeline on each case in `Tests/Golden/` and compares every produced file with
/// `Expected/` byte for byte, printing a diff on mismatch.
///
/// To accept new output, run `ANNOGEN_RECORD=1 swift test --skip-build --filter GoldenTests`: it
/// writes the produced files into `Expected/` and fails once to say so; review the change with
/// `git diff` and run again without the variable. Never edit `Expected/` by hand.
@Suite struct GoldenTests {
    static let cases: [GoldenCase] = [
        GoldenCase(name: "MocksAndEquality"),
        GoldenCase(name: "SourceryClassics"),
        // The built-in API templates on public types with snake_case keys.
        GoldenCase(name: "PublicAPILayer", arguments: ["keyStrategy": .string("snakeCase")], sharedTemplates: "Templates"),
        // The built-in API templates on a second endpoint set (travel booking), compiled and sent by TravelAPITests.
        GoldenCase(name: "TravelAPI", sharedTemplates: "Templates"),
        GoldenCase(name: "ContextTour", arguments: [
            "module": .string("Shop"),
            "verbose": .bool(true),
            "limit": .int(3),
            "owners": .list([.string("ana"), .string("bo")]),
        ]),
    ]

    @Test(arguments: cases)
    func outputMatchesExpected(_ golden: GoldenCase) throws {
        let output = TemporaryFolder()
        let report = Pipeline(config: golden.config(output: output.path)).run(mode: .write)
        #expect(report.diagnostics.isEmpty, "diagnostics:\n\(report.diagnostics.map(\.description).joined(separator: "\n"))")
        let produced = Golden.files(in: output.path)
        #expect(!produced.isEmpty, "the run produced no files")

        if Golden.isRecording, !report.hasErrors {
            try Golden.record(produced, into: golden.expectedFolder)
            Issue.record("recorded \(produced.count) files into \(golden.expectedFolder); review them and run again without ANNOGEN_RECORD")
            return
        }
        let differences = Golden.differences(produced: produced, expected: Golden.files(in: golden.expectedFolder))
        if !differences.isEmpty {
            Issue.record("output differs from Expected/ (re-record with ANNOGEN_RECORD=1):\n\(differences.joined(separator: "\n\n"))")
        }
    }

    @Test func secondRunIsByteIdenticalAndReportsNothingChanged() throws {
        let golden = Self.cases[0]
        let output = TemporaryFolder()
        let pipeline = Pipeline(config: golden.config(output: output.path))
        let first = pipeline.run(mode: .write)
        #expect(!first.hasErrors)
        let firstFiles = Golden.files(in: output.path)

        let second = pipeline.run(mode: .write)
        #expect(!second.hasErrors)
        #expect(Golden.files(in: output.path) == firstFiles)
        #expect(!second.changes.isEmpty)
        #expect(second.changes.allSatisfy { $0.kind == .unchanged }, "\(second.changes.map { "\($0.path): \($0.kind)" })")
        #expect(second.staleOutputs.isEmpty)
    }
}
