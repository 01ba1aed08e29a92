import AnnogenModel
import AnnogenSwiftFrontend
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
