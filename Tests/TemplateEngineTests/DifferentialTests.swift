import Foundation
import Testing

/// Random templates over random contexts, rendered by Stencil 0.15.1 and by ours, each under both
/// trim behaviours (`.nothing` and `.smart`): the same bytes, or the same error at the right place.
///
/// A fixed seed and 1,500 templates by default; `ANNOGEN_DIFFERENTIAL_CASES` runs more,
/// `ANNOGEN_DIFFERENTIAL_SEED` another seed, `ANNOGEN_DIFFERENTIAL_CASE` one case of a run (its
/// index, as a failure names it). A failure is shrunk before it is reported.
@Suite struct DifferentialTests {
    static let defaultSeed: UInt64 = 0x5EED_0046
    static let defaultCases = 1500
    /// Failures shrunk and printed in full; the rest are counted by kind.
    static let reportedFailures = 12

    @Test func engineRendersAsStencilDoes() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["ANNOGEN_DIFFERENTIAL_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let count = environment["ANNOGEN_DIFFERENTIAL_CASES"].flatMap { Int($0) } ?? Self.defaultCases
        let only = environment["ANNOGEN_DIFFERENTIAL_CASE"].flatMap { Int($0) }
        var random = DifferentialRandom(seed: seed)
        var reports: [String] = []
        var failures: [String: Int] = [:]
        var failed = 0
        for index in 0..<count {
            var generator = DifferentialGenerator(random: random.fork())
            if let only, only != index { continue }
            let context = generator.context()
            let pieces = generator.template(context)
            let map = DifferentialTokenMap(pieces.text)
            for smartTrim in [false, true] {
                let testCase = DifferentialCase(pieces: pieces, context: context, smartTrim: smartTrim)
                guard let mismatch = DifferentialComparator.compare(testCase, map: map) else { continue }
                failed += 1
                failures[Self.signature(mismatch), default: 0] += 1
                if reports.count < Self.reportedFailures { reports.append(Self.report(testCase, mismatch, index: index, seed: seed)) }
                break
            }
        }
        let summary = failures.sorted { $0.value > $1.value }.map { "  \($0.value)× \($0.key)" }.joined(separator: "\n")
        print("Differential: \(count) templates × 2 trim behaviours, seed \(seed): \(failed) failing")
        #expect(failed == 0, "\(failed) of \(count) templates differ from Stencil (seed \(seed)):\n\(summary)\n\n\(reports.joined(separator: "\n\n"))")
    }

    /// A failure shrunk, with what reproduces it.
    static func report(_ testCase: DifferentialCase, _ mismatch: DifferentialComparator.Mismatch, index: Int, seed: UInt64) -> String {
        var shrinker = DifferentialShrinker { candidate in
            guard let other = DifferentialComparator.compare(candidate) else { return false }
            return signature(other) == signature(mismatch)
        }
        let small = shrinker.shrink(testCase)
        let smallMismatch = DifferentialComparator.compare(small) ?? mismatch
        return """
            case \(index) (ANNOGEN_DIFFERENTIAL_SEED=\(seed) ANNOGEN_DIFFERENTIAL_CASE=\(index)), trim \(small.smartTrim ? ".smart" : ".nothing"):
              template: \(small.text.debugDescription)
              context:  \(small.context.source)
              \(smallMismatch.message.replacingOccurrences(of: "\n", with: "\n  "))
              before shrinking: \(String(testCase.text.debugDescription.prefix(1500)))
                                \(String(testCase.context.source.prefix(1500)))
            """
    }

    /// What kind of difference it is, for counting and for shrinking to the same one.
    static func signature(_ mismatch: DifferentialComparator.Mismatch) -> String {
        let firstLines = mismatch.message.split(separator: "\n").prefix(3).map { line in
            String(line.prefix { $0 != "'" && $0 != "\"" && $0 != "(" }.filter { !$0.isNumber }).trimmingCharacters(in: .whitespaces)
        }
        return "\(mismatch.kind): " + firstLines.joined(separator: " / ")
    }
}
