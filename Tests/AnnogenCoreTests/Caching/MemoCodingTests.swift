@testable import AnnogenCore
import AnnogenModel
import Foundation
import Testing

/// `checks.bin` and `renders.bin` give back what the checks found per type, with what they read,
/// and what each template rendered and read.
@Suite struct MemoCodingTests {
    static let location = SourceLocation(path: "Sources/A.swift", line: 3, column: 5)

    /// The checks' findings on the model of `ModuleCodingTests`, with what they read, and made-up
    /// findings of every kind beside them.
    static func checks() -> ValidationMemo {
        let module = ModuleCodingTests.cached.module
        var vocabulary = AnnotationVocabulary.findings(module, types: module.types.indices.filter { AnnotationVocabulary.isChecked(module, $0) })
        var made = AnnotationVocabulary.Findings()
        made.found = [.warning("unknown annotation 'jsonKy'", at: location), .error("no location")]
        made.scope.usedAt = [location, nil, SourceLocation(path: "Sources/B.swift", line: 1, column: 1)]
        made.scope.misplaced = [.warning("misplaced", at: location)]
        vocabulary[module.types.count] = SubjectFindings(findings: made, reads: [0, 7, 9])
        var requestBodies = RequestBodyCheck.findings(module, endpoints: module.types.indices.filter { RequestBodyCheck.isEndpoint(module, $0) })
        requestBodies[module.types.count] = SubjectFindings(findings: [.error("second", at: location), .error("first")], reads: [])
        return ValidationMemo(moduleKey: "module", vocabulary: vocabulary, requestBodies: requestBodies)
    }

    static func renders() -> RenderMemo {
        var memo = RenderMemo(moduleKey: "module", inputsKey: "inputs")
        let iterations = [
            LoopIteration(item: 2, text: "extension A {}\n", reads: [2, 3], parts: [2, 1], unknownMembers: [
                UnknownMemberLog.Entry(member: "nmae", object: "a type", suggestion: "name"),
                UnknownMemberLog.Entry(member: "zzz", object: "a variable", suggestion: nil),
            ], readLocations: true, stops: false),
            LoopIteration(item: 3, text: "", reads: [], parts: [], unknownMembers: [], readLocations: false, stops: true),
        ]
        memo.entries["Templates/A.stencil"] = RenderMemo.Entry(
            text: "struct A {}\n", diagnostics: [.warning("unknown member", at: location)], parts: [0, 1, 2, 3],
            frameParts: [0, 1, 0, 0], loops: [LoopRun(place: "A.stencil:3:0", count: 3, iterations: iterations), LoopRun(place: "A.stencil:9:4", count: 1, iterations: nil)], readLocations: false
        )
        memo.entries["Templates/B.stencil"] = RenderMemo.Entry(text: "", diagnostics: [], parts: [])
        return memo
    }

    @Test func bothMemosRoundTrip() throws {
        let checks = Self.checks()
        let renders = Self.renders()
        #expect(checks.vocabulary.values.contains { !$0.reads.isEmpty }, "the checks recorded reads")
        let bytes = MemoCoding.encode(checks: checks, renders: renders)
        let decoded = try MemoCoding.decode(bytes)
        let back = try #require(decoded.checks)
        #expect(back.moduleKey == checks.moduleKey)
        #expect(back.vocabulary.keys.sorted() == checks.vocabulary.keys.sorted())
        for (subject, found) in checks.vocabulary {
            let other = back.vocabulary[subject]
            #expect(other?.reads == found.reads)
            #expect(other?.findings.found == found.findings.found)
            #expect(other?.findings.scope.usedAt == found.findings.scope.usedAt)
            #expect(other?.findings.scope.misplaced == found.findings.scope.misplaced)
        }
        #expect(back.requestBodies.keys.sorted() == checks.requestBodies.keys.sorted())
        for (subject, found) in checks.requestBodies {
            // In their order: diagnostics of one subject are not a set.
            #expect(back.requestBodies[subject]?.findings == found.findings)
            #expect(back.requestBodies[subject]?.reads == found.reads)
        }
        let rendered = try #require(decoded.renders)
        #expect(rendered.moduleKey == renders.moduleKey && rendered.inputsKey == renders.inputsKey)
        #expect(rendered.entries.keys.sorted() == renders.entries.keys.sorted())
        for (path, entry) in renders.entries {
            #expect(rendered.entries[path]?.text == entry.text)
            #expect(rendered.entries[path]?.diagnostics == entry.diagnostics)
            #expect(rendered.entries[path]?.parts == entry.parts)
            #expect(rendered.entries[path]?.frameParts == entry.frameParts)
            #expect(rendered.entries[path]?.loops == entry.loops)
            #expect(rendered.entries[path]?.readLocations == entry.readLocations)
        }
        #expect(rendered.entries["Templates/A.stencil"]?.loops.first?.iterations?.count == 2, "the iterations came back")
        // Sets are written sorted: the same memo gives the same bytes.
        #expect(MemoCoding.encode(checks: back, renders: rendered) == bytes)
    }

    @Test func eitherMemoMayBeMissing() throws {
        let onlyRenders = try MemoCoding.decode(MemoCoding.encode(checks: nil, renders: Self.renders()))
        #expect(onlyRenders.checks == nil && onlyRenders.renders != nil)
        let none = try MemoCoding.decode(MemoCoding.encode(checks: nil, renders: nil))
        #expect(none.checks == nil && none.renders == nil)
    }

    @Test func damagedBytesThrowOrDecodeButNeverTrap() throws {
        let bytes = MemoCoding.encode(checks: Self.checks(), renders: Self.renders())
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 400)) {
            #expect(throws: ModelCodingError.self) { try MemoCoding.decode(Array(bytes.prefix(length))) }
        }
        for damaged in DamagedBytes.randomly(bytes, rounds: 300) { _ = try? MemoCoding.decode(damaged) }
    }
}

extension MemoCoding {
    /// `decode` on bytes made in memory, as the cache reads a file's.
    static func decode(_ bytes: [UInt8]) throws -> (checks: ValidationMemo?, renders: RenderMemo?) {
        try bytes.withUnsafeBytes { try decode($0) }
    }
}
