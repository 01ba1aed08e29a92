import AnnogenModel
import Testing

@testable import AnnogenSwiftFrontend

/// A large file read in runs of top-level declarations gives what reading it whole gives: the same
/// types, members, annotations, documentation, locations, offsets and diagnostics.
@Suite struct ChunkedParseTests {
    /// Declarations of every kind the visitor reads, with annotations, documentation, nested types, an
    /// inline block and comment diagnostics, repeated `count` times.
    private func source(count: Int) -> String {
        var text = "import Foundation\n\n/// The namespace.\nenum API {}\n\ntypealias Identifier = String\n\n"
        for index in 0..<count {
            text += """
            // gen: AutoEquatable
            /// Model number \(index).
            /// Its second line of documentation.
            public struct Model\(index): Codable {
                // gen: defaultValue = \(index)
                let id: Int
                let note: String? // a trailing comment
                /* gen: skip */ var cached: [String: Int] = [:]
                let text = "}\\n{ \\(\(index)) \\"quoted\\""
                typealias Key = String

                struct Nested\(index) {
                    let flag: Bool
                    func run(/* gen: a */ x: Int) -> Int { x }
                }

                enum Kind: String {
                    case first, second(Int)
                }
            // gen:inline:auto:Model\(index).init
                init(id: Int) { self.id = id; self.note = nil }
                struct Generated {}
            // gen:end
            }

            extension API {
                /// Endpoint \(index).
                enum Endpoint\(index) {
                    static let path = #"/items/{id}"#
                    // gen: unknownKeyword(
                    static let method = "GET"
                }
            }

            #if DEBUG
            extension Model\(index): CustomStringConvertible {
                var description: String { "\\(id)" }
            }
            #endif
            typealias Alias\(index) = Model\(index)

            """
        }
        return text
    }

    private func file(_ text: String) -> SourceFile {
        SourceFile(path: "Big.swift", text: text, contentHash: "hash")
    }

    @Test func runsGiveTheSameFileAsOneParse() {
        let text = source(count: 12)
        let whole = SwiftFrontend.parse(file(text))
        let runs = TopLevelChunks.runs(of: Array(text.utf8), target: 100)
        #expect(runs.count > 20)
        // Every cut was clean: no run needed merging.
        #expect(RunReader(file: file(text), target: 100).firstPass().runs == runs)
        let inRuns = SwiftFrontend.parse(file(text), threshold: 0, target: 100)
        #expect(inRuns == whole)
        #expect(whole.types.count == 12 * 6 + 1)
        #expect(whole.types.contains { !$0.annotations.isEmpty && !$0.documentation.isEmpty })
        #expect(!whole.diagnostics.isEmpty)
        #expect(SwiftFrontend.markerCommentLines(of: text, threshold: 0, target: 100)
            == SwiftFrontend.markerCommentLines(of: text))
    }

    /// Each run's comments are indexed with its tree; what applies across runs comes from the first
    /// pass: a `gen:begin` block around several runs, `gen:file:` annotations written late in the
    /// file, a stray `gen:end` and an unclosed block, and the marker lines of the inline blocks.
    @Test func annotationsThatSpanRunsAttachAsInOneParse() throws {
        let text = source(count: 2) + "// gen:begin: wide, level = 1\n" + source(count: 3)
            + "// gen:begin: inner\nstruct Inside {}\n// gen:end\n" + source(count: 2) + "// gen:end\n"
            + "// gen:end\n// gen:file: everywhere\n" + source(count: 2) + "// gen:begin: open\nstruct Last {}\n"
        let whole = SwiftFrontend.parse(file(text))
        #expect(TopLevelChunks.runs(of: Array(text.utf8), target: 100).count > 15)
        let inRuns = SwiftFrontend.parse(file(text), threshold: 0, target: 100)
        #expect(inRuns == whole)
        let inside = try #require(whole.type("Inside"))
        #expect(["everywhere", "wide", "level", "inner"].allSatisfy { inside.annotations[$0] != nil })
        #expect(whole.type("Model0")?.annotations["wide"] == nil)
        #expect(whole.type("Model0")?.annotations["everywhere"] != nil)
        #expect(whole.type("Last")?.annotations["open"] != nil)
        #expect(whole.diagnostics.contains { $0.message.contains("without a matching") })
        #expect(whole.diagnostics.contains { $0.message.contains("is not closed") })
        let markers = SwiftFrontend.markerCommentLines(of: text, threshold: 0, target: 100)
        #expect(markers == SwiftFrontend.markerCommentLines(of: text))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(markers == Set(lines.indices.filter {
            lines[$0].trimmingPrefix(while: \.isWhitespace).hasPrefix("// gen:")
                && !lines[$0].contains("gen: ") && !lines[$0].contains("gen:file: ")
        }.map { $0 + 1 }))
    }

    /// An own-line block comment before the `}` that ends a run attaches to the declaration on the next
    /// line, in the next run, as in one parse; and so do the own-line comments it chains up to.
    @Test func commentsBeforeARunsLastBraceReachTheNextRun() throws {
        let text = """
            struct A {
                let a: Int
            /* gen: skip */ }
            struct B {}
            enum C {
                // gen: chained
            /** Documented. */ }
            struct D {}
            struct E {
            // gen: first
            /* gen: second */ }
            struct F {
            /* gen: third */ }
            struct G {}

            """
        let whole = SwiftFrontend.parse(file(text))
        #expect(TopLevelChunks.runs(of: Array(text.utf8), target: 1).count == 7)
        #expect(SwiftFrontend.parse(file(text), threshold: 0, target: 1) == whole)
        #expect(whole.type("B")?.annotations["skip"] != nil)
        let d = try #require(whole.type("D"))
        #expect(d.documentation == ["Documented."])
        #expect(d.annotations["chained"] != nil)
        #expect(["first", "second"].allSatisfy { whole.type("F")?.annotations[$0] != nil })
        #expect(whole.type("G")?.annotations.entries.map(\.key) == ["third"])
    }

    @Test func bodyRangesAreOffsetsInTheWholeFile() throws {
        let text = source(count: 6)
        let bytes = Array(text.utf8)
        let parsed = SwiftFrontend.parse(file(text), threshold: 0, target: 100)
        let last = try #require(parsed.type("Model5"))
        let body = try #require(last.bodyRange)
        #expect(body.lowerBound > bytes.count / 2)
        for type in parsed.types {
            let range = try #require(type.bodyRange)
            #expect(bytes[range].first == UInt8(ascii: "{"))
            #expect(bytes[range].last == UInt8(ascii: "}"))
            let before = String(decoding: bytes[..<range.lowerBound], as: UTF8.self)
            #expect(before.split(separator: "\n", omittingEmptySubsequences: false).count == type.location.line)
        }
    }

    @Test func syntaxErrorsKeepTypesAndWholeFileLines() {
        let text = source(count: 3) + "struct Broken {\n    let x: = 3\n}\n" + source(count: 2)
        let brokenLine = source(count: 3).split(separator: "\n", omittingEmptySubsequences: false).count + 1
        let whole = SwiftFrontend.parse(file(text))
        let inRuns = SwiftFrontend.parse(file(text), threshold: 0, target: 150)
        #expect(inRuns.types.map(\.name) == whole.types.map(\.name))
        #expect(inRuns.types.contains { $0.name == "Broken" })
        let syntax = inRuns.diagnostics.filter { $0.message.hasPrefix("syntax error: ") }
        #expect(!syntax.isEmpty)
        #expect(syntax.allSatisfy { $0.location?.line == brokenLine })
        #expect(syntax == whole.diagnostics.filter { $0.message.hasPrefix("syntax error: ") })
    }

    @Test func theWarningLimitHoldsAcrossRuns() {
        let broken = String(repeating: "struct A {}\nstruct { let : }\n", count: 40)
        let whole = SwiftFrontend.parse(file(broken))
        let inRuns = SwiftFrontend.parse(file(broken), threshold: 0, target: 20)
        #expect(TopLevelChunks.runs(of: Array(broken.utf8), target: 20).count > 30)
        #expect(inRuns.diagnostics.count == SyntaxErrorReporter.limit + 1)
        #expect(inRuns.diagnostics.last?.message.contains("more syntax errors") == true)
        #expect(inRuns.diagnostics.map(\.location?.line) == whole.diagnostics.map(\.location?.line))
        #expect(inRuns.diagnostics.last?.message == whole.diagnostics.last?.message)
        // The "more" line points at the first error not shown, just after the last one shown.
        let shownLine = inRuns.diagnostics[SyntaxErrorReporter.limit - 1].location?.line ?? 0
        #expect((shownLine...(shownLine + 2)).contains(inRuns.diagnostics.last?.location?.line ?? 0))
    }

    /// A cut the byte scan gets wrong (it does not lex regex literals, and top-level code can go on
    /// after a `}` line) gives a run with syntax errors; merging it with the next or previous run
    /// reads the file as a whole parse does, without inventing errors.
    @Test func aWrongCutIsMergedAway() {
        let regex = "struct Patterns {\n    let braces = #/\n      \\}\n    /#\n    let x: Int\n}\n"
        let topLevelCode = "if CommandLine.arguments.isEmpty {\n    print(1)\n}\nelse {\n    print(2)\n}\n"
        let text = source(count: 2) + regex + source(count: 1) + topLevelCode + source(count: 1)
        let whole = SwiftFrontend.parse(file(text))
        #expect(!whole.diagnostics.contains { $0.message.hasPrefix("syntax error: ") })
        #expect(whole.type("Patterns")?.variables.map(\.name) == ["braces", "x"])
        let cuts = TopLevelChunks.runs(of: Array(text.utf8), target: 50)
        #expect(RunReader(file: file(text), target: 50).firstPass().runs.count < cuts.count)
        #expect(SwiftFrontend.parse(file(text), threshold: 0, target: 50) == whole)
    }
}
