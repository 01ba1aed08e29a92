import AnnogenCore
import AnnogenModel
import Testing

@testable @_spi(BodySkipping) import AnnogenSwiftFrontend

/// A mistaken scan (given here as a made-up list of bodies) must cost a second parse, never a
/// different model: each case below gives a different `ParsedFile` if the checks in `BodySkipping`
/// (indentation before parsing, syntax errors and `BlankedBodyCheck` after) are taken away.
@Suite struct BlankedBodyCheckTests {
    /// The body whose braces are the first `{` of `marker` in `text` and its matching `}` (counted
    /// naively: the markers below hold no brace in a string).
    private func body(_ kind: SkippableBody.Kind, _ marker: String, in text: String, occurrence: Int = 0) -> SkippableBody {
        let bytes = Array(text.utf8)
        let needle = Array(marker.utf8)
        var starts: [Int] = []
        for index in 0...(bytes.count - needle.count) where Array(bytes[index..<(index + needle.count)]) == needle {
            starts.append(index)
        }
        let start = starts[occurrence]
        let open = bytes[start...].firstIndex(of: UInt8(ascii: "{")) ?? start
        var depth = 0
        var close = open
        for index in open..<bytes.count {
            if bytes[index] == UInt8(ascii: "{") { depth += 1 }
            if bytes[index] == UInt8(ascii: "}") { depth -= 1 }
            if depth == 0 { close = index; break }
        }
        return SkippableBody(kind: kind, open: open, close: close)
    }

    /// Parses `text` with `bodies` as the scan's answer; expects the result of parsing every body,
    /// and `outcome`.
    private func expectNoDifference(
        _ text: String, _ bodies: [SkippableBody], outcome: BodySkipping.Outcome,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let file = SourceFile(path: "T.swift", text: text, contentHash: "h")
        let made = SwiftFrontend.parse(file, threshold: .max, target: 1, findingBodies: { _ in bodies })
        let whole = SwiftFrontend.parse(file, threshold: .max, target: 1, findingBodies: nil)
        let same = ParsedFileCoding.encode(made) == ParsedFileCoding.encode(whole)
        #expect(same, "the model differs from the one parsed with every body", sourceLocation: sourceLocation)
        var copy = text
        let found = copy.withUTF8 { BodySkipping.parse($0, bodies: bodies).outcome }
        #expect(found == outcome, sourceLocation: sourceLocation)
    }

    @Test func aClosureInAnInitialValueIsNotABody() {
        let text = "struct S {\n    let x = { print(1) }()\n    func f() { print(2) }\n}\n"
        expectNoDifference(text, [body(.function, "{ print(1)", in: text)], outcome: .fellBack)
    }

    @Test func aFunctionInsideAnInitialValueIsNotABodyOfTheModel() {
        let text = "struct S {\n    let x = { () -> Int in\n        func local() -> Int { 1 }\n        return local()\n    }()\n}\n"
        expectNoDifference(text, [body(.function, "func local", in: text)], outcome: .fellBack)
    }

    @Test func aTypesMembersAreNotABody() {
        let text = "struct S {\n    let x: Int\n    let y: Int\n}\n"
        expectNoDifference(text, [body(.function, "struct S", in: text)], outcome: .fellBack)
    }

    @Test func accessorsTakenForAnImplicitGetterAreSeenInTheOriginal() {
        // Blanked whole, `{ get async throws { … } }` parses as an empty implicit getter: the tree
        // agrees, and only the original text shows the accessor (and its effects).
        let text = "struct S {\n    var y: Int {\n        get async throws { 1 }\n    }\n}\n"
        expectNoDifference(text, [body(.implicitGetter, "var y", in: text)], outcome: .fellBack)
    }

    @Test func aBodyOfTheWrongKindFallsBack() {
        let text = "struct S {\n    var y: Int {\n        get { 1 }\n    }\n    func f() { print(1) }\n}\n"
        expectNoDifference(text, [body(.function, "get {", in: text)], outcome: .fellBack)
        expectNoDifference(text, [body(.accessor, "func f", in: text)], outcome: .fellBack)
    }

    @Test func aBodyEndingEarlyFallsBack() {
        // As if the `}` in the string closed the body: the rest of it is left as code.
        let text = "struct S {\n    func f() {\n        print(0)\n        print(\"}\"); print(2)\n    }\n}\n"
        let real = body(.function, "func f", in: text)
        let early = SkippableBody(kind: .function, open: real.open, close: Array(text.utf8).firstIndex(of: UInt8(ascii: "\"")).map { $0 + 1 } ?? 0)
        expectNoDifference(text, [early], outcome: .fellBack)
    }

    @Test func aBodyRunningOnOverTheNextDeclarationsIsKept() {
        // As if the scan misread both strings: balanced, and the blanked text parses cleanly with a
        // function body at exactly these braces, but `between` and `b` would be gone.
        let text = """
        struct S {
            func a() { print("{") }
            var between: Int
            func b() { print("}") }
        }

        """
        let a = body(.function, "func a", in: text)
        let b = body(.function, "func b", in: text)
        let swallowing = SkippableBody(kind: .function, open: a.open, close: b.close)
        expectNoDifference(text, [swallowing], outcome: .nothingToBlank)
    }

    @Test func aBodyInsideATopLevelStatementFallsBack() {
        let text = "if true {\n    func g() { print(1) }\n}\nstruct S {}\n"
        expectNoDifference(text, [body(.function, "func g", in: text)], outcome: .fellBack)
    }

    @Test func overlappingOrOutOfBoundsBodiesAreNotBlanked() {
        let text = "struct S {\n    func f() { print(1) }\n}\n"
        let f = body(.function, "func f", in: text)
        expectNoDifference(text, [f, f], outcome: .nothingToBlank)
        expectNoDifference(text, [SkippableBody(kind: .function, open: f.open, close: 10_000)], outcome: .nothingToBlank)
        expectNoDifference(text, [f], outcome: .blanked(1))
    }
}
