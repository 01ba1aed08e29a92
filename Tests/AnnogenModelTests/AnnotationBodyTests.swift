import AnnogenModel
import Testing

@Suite struct AnnotationBodyTests {
    @Test func flagIsTrueWithLocationOfItsKey() {
        let (annotations, diagnostics) = read("// gen: flag", line: 3, column: 5)
        #expect(diagnostics.isEmpty)
        #expect(annotations.entries == [Annotation(key: "flag", value: .bool(true), location: loc(3, 13))])
    }

    @Test func everyValueKind() {
        let (a, diagnostics) = read(#"// gen: count = 1, ratio = -2.5, name = "text", on = true, off=false, kind = other"#)
        #expect(diagnostics.isEmpty)
        #expect(a.entries.map(\.key) == ["count", "ratio", "name", "on", "off", "kind"])
        #expect(a["count"] == .int(1))
        #expect(a["ratio"] == .double(-2.5))
        #expect(a["name"] == .string("text"))
        #expect(a["on"] == .bool(true))
        #expect(a["off"] == .bool(false))
        #expect(a["kind"] == .string("other"))
    }

    @Test func numbersOnlyWhenTheyLookLikeNumbers() {
        let (a, _) = read("// gen: a = 1e3, b = +3, c = 0x10, d = inf, e = 1., f = 99999999999999999999, g = Foo.Bar")
        #expect(a["a"] == .double(1000))
        #expect(a["b"] == .int(3))
        #expect(a["c"] == .string("0x10"))
        #expect(a["d"] == .string("inf"))
        #expect(a["e"] == .string("1."))
        // Past Int's range: kept as written, so a UInt64's largest value is not rounded.
        #expect(a["f"] == .string("99999999999999999999"))
        #expect(a["g"] == .string("Foo.Bar"))
    }

    @Test func quotedStringKeepsCommasEqualsAndEscapes() {
        let (a, diagnostics) = read(#"// gen: s = "a, b = \"c\" \\ \n\t", next"#)
        #expect(diagnostics.isEmpty)
        #expect(a["s"] == .string("a, b = \"c\" \\ \n\t"))
        #expect(a["next"] == .bool(true))
        #expect(a.entries.count == 2)
    }

    @Test func whitespaceAroundEqualsAndCommasIsOptional() {
        let (a, diagnostics) = read(#"//gen:a=1,b ,c= "x" ,d"#)
        #expect(diagnostics.isEmpty)
        #expect(a.entries.map(\.key) == ["a", "b", "c", "d"])
        #expect(a["a"] == .int(1))
        #expect(a["b"] == .bool(true))
        #expect(a["c"] == .string("x"))
    }

    @Test func locationsOfSeveralItemsOnALine() {
        let (a, _) = read(#"// gen: a, bb = 2,  ccc = "x""#, line: 7, column: 5)
        #expect(a.entries.map(\.location) == [loc(7, 13), loc(7, 16), loc(7, 25)])
    }

    @Test func repeatedKeyCollectsAnArrayInOrder() {
        let (a, _) = read(#"// gen: tag = "a", tag = 2, tag"#)
        #expect(a["tag"] == .array([.string("a"), .int(2), .bool(true)]))
        #expect(a.entries(for: "tag").count == 3)
    }

    @Test func namespacesAndDottedSubscript() {
        let (a, diagnostics) = read(#"// gen:decoding: key = "x", strategy = snake"#)
        #expect(diagnostics.isEmpty)
        #expect(a.entries.map(\.namespace) == [["decoding"], ["decoding"]])
        #expect(a.entries.map(\.key) == ["key", "strategy"])
        #expect(a["decoding.key"] == .string("x"))
        #expect(a["key"] == nil)
        #expect(a.entries[0].location == loc(1, 18))
        guard case .namespace(let inner)? = a["decoding"] else {
            Issue.record("decoding is not a namespace: \(String(describing: a["decoding"]))")
            return
        }
        #expect(inner["strategy"] == .string("snake"))

        let (nested, _) = read("// gen:a:b: k")
        #expect(nested.entries.first?.namespace == ["a", "b"])
        #expect(nested["a.b.k"] == .bool(true))
        #expect(nested.entries.first?.qualifiedKey == "a.b.k")
    }

    @Test func sourcerySpelling() {
        let (a, _) = read(#"// sourcery: jsonKey = "id""#)
        #expect(a["jsonKey"] == .string("id"))
        let (b, _) = read("//sourcery:decoding: k")
        #expect(b["decoding.k"] == .bool(true))
    }

    @Test func blockComments() {
        let (a, diagnostics) = read("/* gen: a, b = 2 */", line: 2, column: 10)
        #expect(diagnostics.isEmpty)
        #expect(a.entries == [
            Annotation(key: "a", value: .bool(true), location: loc(2, 18)),
            Annotation(key: "b", value: .int(2), location: loc(2, 21)),
        ])
        let (multi, _) = read("/* gen:\n   first = 1,\n   second\n */", line: 10, column: 5)
        #expect(multi.entries == [
            Annotation(key: "first", value: .int(1), location: loc(11, 4)),
            Annotation(key: "second", value: .bool(true), location: loc(12, 4)),
        ])
    }

    @Test func commentsThatAreNotAnnotations() {
        for text in ["// general: x", "// MARK: - gen: x", "/// see gen: x", "/** gen: x */", "//// gen: x",
                     "// gen:inline:Foo", "// gen:begin: a", "// gen:end", "// gen:file: a", "/*gen*/"] {
            #expect(read(text).0.isEmpty, "\(text)")
        }
    }

    @Test func carriageReturnIsWhitespace() {
        let (a, diagnostics) = read("// gen: a = \"x\", b\r")
        #expect(diagnostics.isEmpty)
        #expect(a["a"] == .string("x"))
        #expect(a["b"] == .bool(true))
    }
}
