import AnnogenModel
@_spi(BodySkipping) import AnnogenSwiftFrontend
import Testing

@Suite struct SyntaxErrorTests {
    @Test func brokenFileKeepsWhatParsesAndReportsErrors() {
        let file = parse("""
        struct A {
            let x: Int
        }
        struct B {
            let y: = 3
        }
        struct C {}
        """)
        #expect(file.types.map(\.name) == ["A", "B", "C"])
        #expect(file.types[0].variables.map(\.name) == ["x"])
        #expect(!file.diagnostics.isEmpty)
        #expect(file.diagnostics.allSatisfy { $0.severity == .error })
        #expect(file.diagnostics.first?.location == SourceLocation(path: "T.swift", line: 5, column: 12))
        #expect(file.diagnostics.first?.message.hasPrefix("syntax error: ") == true)
    }

    @Test func cleanFileHasNoDiagnostics() {
        #expect(parse("struct A { let x: Int }").diagnostics.isEmpty)
    }

    @Test func errorsAreCapped() {
        let broken = String(repeating: "struct { let : }\n", count: 40)
        let file = parse(broken)
        #expect(file.diagnostics.count == SyntaxErrorLimit.value + 1)
        #expect(file.diagnostics.last?.message.contains("more syntax errors") == true)
    }

    @Test func concurrentParsesAreIndependent() async {
        let results = await withTaskGroup(of: (Int, [String]).self) { group in
            for index in 0..<8 {
                group.addTask {
                    (index, parse("struct T\(index) { struct N\(index) {} }").types.map(\.name))
                }
            }
            var all: [Int: [String]] = [:]
            for await (index, names) in group { all[index] = names }
            return all
        }
        for index in 0..<8 {
            #expect(results[index] == ["T\(index)", "T\(index).N\(index)"])
        }
    }
}

private enum SyntaxErrorLimit {
    static let value = 20
}

/// Bodies are not parsed (`BodySkipping`): a syntax error inside one whose braces balance is left to
/// the compiler; everything that could lose declarations is still reported, with every error of the
/// file as before.
@Suite struct BodySyntaxErrorTests {
    private func withAndWithout(_ text: String) -> (skipping: ParsedFile, parsing: ParsedFile) {
        let file = SourceFile(path: "T.swift", text: text, contentHash: "")
        return (SwiftFrontend.parse(file, skippingBodies: true), SwiftFrontend.parse(file, skippingBodies: false))
    }

    @Test func anErrorInsideABodyIsNotReported() {
        let (skipping, parsing) = withAndWithout("struct A {\n    func f() {\n        let x =\n    }\n    let y: Int\n}\n")
        #expect(skipping.diagnostics.isEmpty)
        #expect(!parsing.diagnostics.isEmpty)
        #expect(skipping.types == parsing.types)
    }

    @Test(arguments: [
        "struct A {\n    func f() {\n        if true {\n    }\n    let y: Int\n}\n",
        "struct A {\n    func f() {\n        print(\"open)\n    }\n    let y: Int\n}\n",
        "struct A {\n    func f() {\n        /* open\n    }\n    let y: Int\n}\n",
        "struct A {\n    func f() {\n        print(1) }\n    }\n    let y: Int\n}\n",
        "struct A {\n    func f() { print(1) }\n    let y: = 3\n    func g() { let x = }\n}\n",
        "struct A {\n    func f() {\n<<<<<<< HEAD\n        a()\n=======\n        b()\n>>>>>>> x\n    }\n}\n",
        "struct A {\n    func f() { g(<#value#>) }\n}\n",
    ])
    func whatCouldLoseDeclarationsIsReportedAsBefore(text: String) {
        let (skipping, parsing) = withAndWithout(text)
        #expect(skipping.diagnostics.contains { $0.message.hasPrefix("syntax error: ") })
        #expect(skipping == parsing)
    }
}
