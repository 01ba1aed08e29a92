import Testing

@testable import AnnogenSwiftFrontend

/// Where a large file is cut into runs: only after a line that closes a top-level declaration, never
/// inside a string, a comment, a `#if` or a brace.
@Suite struct TopLevelChunksTests {
    /// Every safe cut (target 1), as 1-based numbers of the lines the runs start on.
    private func cutLines(_ text: String) -> [Int] {
        let bytes = Array(text.utf8)
        return TopLevelChunks.splits(of: bytes, target: 1).map { offset in
            bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
        }
    }

    @Test func cutsAfterEachTopLevelDeclaration() {
        let text = """
        struct A {
            let x: Int
        }
        enum B { case b }
        extension A {
            func f() {}
        }
        """
        #expect(cutLines(text) == [4, 5])
    }

    @Test func neverInsideBracesOrParentheses() {
        let text = """
        struct A {
            struct Inner {
            }
            let x = f(
                { }
            )
        }
        let y = [
            { 1 }
        ]
        struct B {}
        """
        #expect(cutLines(text) == [8])
    }

    @Test func neverInsideStringLiterals() {
        let text = ###"""
        let a = "}\n\"{"
        struct A {}
        let b = """
            }
            "{"
        """
        struct B {}
        let c = #"\"}{"#
        let d = ##"""
            }
            "#"""
            """##
        struct C {}
        """###
        #expect(cutLines(text) == [3, 8])
    }

    @Test func interpolationsWithBracesAndQuotes() {
        let text = ###"""
        let a = "\(f { "}" })"
        struct A {}
        let b = "x \(g("\(h { "{" })")) y"
        struct B {}
        let c = #"\#(f { "}" })"#
        struct C {}
        """###
        #expect(cutLines(text) == [3, 5])
    }

    @Test func neverInsideBlockComments() {
        let text = """
        struct A {}
        /* struct B {
        } /* nested
        } */
        }
        */
        struct C {}
        // }
        struct D {}
        """
        #expect(cutLines(text) == [2, 8])
    }

    @Test func neverInsideConditionalCompilation() {
        let text = """
        #if os(Linux)
        struct A {}
        #else
        struct B {}
        #endif
        struct C {}
        struct D {}
        """
        #expect(cutLines(text) == [7])
    }

    @Test func commentsAndAttributesStayWithTheirDeclaration() {
        let text = """
        struct A {}

        /// Documentation of B.
        // gen: AutoEquatable
        @available(macOS 13, *)

        public struct B {
        }
        // gen: flag
        struct C {}
        """
        #expect(cutLines(text) == [2, 9])
    }

    @Test func runsReachTheTargetAndCoverTheFile() {
        let declaration = "struct S {\n    let value: Int\n}\n"
        let text = String(repeating: declaration, count: 100)
        let bytes = Array(text.utf8)
        let runs = TopLevelChunks.runs(of: bytes, target: 200)
        #expect(runs.first?.lowerBound == 0)
        #expect(runs.last?.upperBound == bytes.count)
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(runs.dropLast().allSatisfy { $0.count >= 200 && $0.count < 200 + declaration.utf8.count })
        #expect(runs.count == bytes.count / (declaration.utf8.count * 7) + 1)
    }

    @Test func aFileWithoutASafeCutIsOneRun() {
        let text = "enum API {\n" + String(repeating: "    struct S {}\n", count: 100) + "}\n"
        let bytes = Array(text.utf8)
        #expect(TopLevelChunks.runs(of: bytes, target: 10) == [0..<bytes.count])
        #expect(TopLevelChunks.runs(of: [], target: 10) == [0..<0])
    }

    @Test func unbalancedTextDoesNotCrash() {
        for text in ["}}}\n}\nstruct A {}\n", "{{{\n", "\"\\(\n}\n", "#\"\"\"\n", "/* /*\n", ")))\n]\n}\n", "\\", "#"] {
            let bytes = Array(text.utf8)
            let runs = TopLevelChunks.runs(of: bytes, target: 1)
            #expect(runs.first?.lowerBound == 0)
            #expect(runs.last?.upperBound == bytes.count)
        }
    }
}

extension TopLevelChunks {
    static func splits(of bytes: [UInt8], target: Int) -> [Int] {
        bytes.withUnsafeBufferPointer { splits(of: $0, target: target) }
    }

    static func runs(of bytes: [UInt8], target: Int) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { runs(of: $0, target: target) }
    }
}
