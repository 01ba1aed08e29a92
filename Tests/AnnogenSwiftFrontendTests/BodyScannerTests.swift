import AnnogenModel
import Testing

@testable import AnnogenSwiftFrontend

/// What `BodyScanner` finds, and where it stops or gives up.
@Suite struct BodyScannerTests {
    /// The text inside each body found, trimmed, with its kind.
    private func found(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return BodyScanner.scan(text).bodies.map { body in
            let inside = String(decoding: bytes[body.inside], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return "\(body.kind): \(inside)"
        }
    }

    @Test func functionsAccessorsAndImplicitGettersAtDeclarationLevel() {
        let text = """
        func top() { a() }
        struct S {
            init() { b() }
            deinit { c() }
            var x: Int { d() }
            var y: Int { get { e() } set { f() } }
            subscript(i: Int) -> Int { g() }
            var z = 1 { didSet { h() } }
            enum E { case a; func i() { j() } }
        }
        """
        #expect(found(text) == [
            "function: a()", "function: b()", "function: c()", "implicitGetter: d()", "accessor: e()",
            "accessor: f()", "implicitGetter: g()", "accessor: h()", "function: j()",
        ])
    }

    @Test func valuesDefaultsAndAttributeArgumentsAreNotBodies() {
        let text = """
        struct S {
            let a = { x() }()
            var b: Int = { y() }() { willSet { z() } }
            @W(f: { w() }) var c: Int
            func d(e: () -> Void = { v() }) { u() }
            let f = g { t() }
            precedencegroup P { higherThan: A }
        }
        """
        #expect(found(text) == ["accessor: z()", "function: u()"])
    }

    @Test func protocolRequirementsHaveNoBodies() {
        let text = "protocol P {\n    func f()\n    var x: Int { get set }\n    init()\n}\nstruct S { func g() { h() } }\n"
        #expect(found(text) == ["function: h()"])
    }

    @Test func bracesInStringsAndCommentsAreNotCounted() {
        let text = #####"""
        struct S {
            func f() { "}" + #"}"# + ##"\#(x)}"## + """
                }
                """ }
            func g() { /* } /* } */ */ // }
            }
            func h() { "\(a.map { "}" })" }
        }
        """#####
        let bodies = found(text)
        #expect(bodies.count == 3)
        // The right three: each function's whole body, not a closure or a brace in a literal.
        #expect(bodies.first?.hasPrefix(##"function: "}" + #"}"# + "##) == true)
        #expect(bodies.dropFirst().first == "function: /* } /* } */ */ // }")
        #expect(bodies.last == ##"function: "\(a.map { "}" })""##)
    }

    @Test func aRegexLiteralStopsTheScan() {
        let text = "func a() { b() }\nfunc c() { let r = /}/ }\nfunc d() { e() }\n"
        let result = BodyScanner.scan(text)
        #expect(found(text) == ["function: b()"])
        #expect(result.stoppedAt == Array(text.utf8).firstIndex(of: UInt8(ascii: "/")))
        #expect(BodyScanner.scan("func a() { b() }\nlet r = #/x/#\nfunc c() { d() }\n").bodies.count == 1)
    }

    @Test(arguments: [
        "a / b", "a/b", "(a) / b", "a[0] / b", "a /= b", "1 / 2", "\"s\".count / 2", "x! / 2", "self / 2",
        "a\n    / b", "f() / g()", "$0 / 2",
    ])
    func divisionIsNotARegex(expression: String) {
        let text = "func f() { let q = \(expression) }\nfunc g() { h() }\n"
        #expect(BodyScanner.scan(text).stoppedAt == nil)
        #expect(found(text).count == 2)
    }

    @Test(arguments: ["return /x/", "(/x/)", "= /x/", "try? /x/", "case /x/", "in /x/"])
    func aPossibleRegexStops(expression: String) {
        #expect(BodyScanner.scan("func f() { \(expression) }\n").stoppedAt != nil)
    }

    @Test(arguments: [
        "func f() { let s = \"open\n}\n", "func f() { /* open }\n", "func f() { a(] }\n", "func f() { 'c' }\n",
        "func f() { g()\n", "func f() { `name\n}\n", "func f() { g() } }\n", "func f() { <#{#> }\n",
        "func f() {\n<<<<<<< HEAD\n    a()\n=======\n    b()\n>>>>>>> branch\n}\n",
    ])
    func whatTheScanCannotFollowGivesNothing(text: String) {
        let result = BodyScanner.scan(text)
        #expect(result.failed)
        #expect(result.bodies.isEmpty)
    }

    @Test func bodiesThatMentionAnnotationsOrEndInABlockCommentAreKept() {
        let text = """
        struct S {
            func a() { b() // gen: x
            }
            func c() { d("sourcery: y") }
            func e() { f() }
            func g() { h()
                /* end */ }
            func i() {}
            func j() {
            }
        }
        """
        #expect(found(text) == ["function: f()"])
    }

    @Test func anAccessorBlockStartingOtherwiseIsNotGuessed() {
        let text = """
        struct S {
            var a: Int { @inlinable get { b() } }
            var c: Int { mutating get { d() } }
            var e: Int {
                #if DEBUG
                f()
                #endif
            }
            var g: Int { `h`() }
            var i: Int { /* comment */ j() }
        }
        """
        #expect(found(text) == ["accessor: b()", "accessor: d()", "implicitGetter: /* comment */ j()"])
    }

    @Test func aRawStringOfOneQuoteIsNotMultiLine() {
        // `#"""#` is `"`, as SwiftParser reads it; `#"""` at a line's end opens a multi-line string.
        let text = "func f() { let q = #\"\"\"#; g() }\nfunc h() {\n    let m = #\"\"\"\n        }\n        \"\"\"#\n}\n"
        #expect(BodyScanner.scan(text).bodies.map(\.kind) == [.function, .function])
    }

    @Test func valueGenericParametersAreNotProperties() {
        let text = "struct S<let count: Int> {\n    func f<let n: Int>(x: Int) -> Int { n }\n    var y: Int { 1 }\n}\n"
        #expect(found(text) == ["function: n", "implicitGetter: 1"])
    }

    @Test func keywordsAsNamesDoNotStartDeclarations() {
        let text = "struct S {\n    let actor: Int\n    var x: Int { y() }\n    func z() { w.init(); v.func() }\n}\n"
        #expect(found(text) == ["implicitGetter: y()", "function: w.init(); v.func()"])
    }
}

extension BodyScanner {
    /// The scan of `text`.
    static func scan(_ text: String) -> Result {
        var copy = text
        return copy.withUTF8 { scan($0) }
    }
}
