import AnnogenModel
import Testing

/// `// sourcery:` annotations read as Sourcery's `AnnotationsParser.parse(line:)` reads them (the
/// expectations of its AnnotationsParserSpec, and what public projects write): any key, values kept
/// as text where annogen's grammar would stop the run, JSON arrays and objects decoded.
@Suite struct SourceryAnnotationTests {
    private func parsed(_ text: String) -> Annotations {
        let (annotations, diagnostics) = read(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return annotations
    }

    @Test func keysAreAnyText() {
        let a = parsed(#"// sourcery: <T> = "Mock", a.b = 1, handler = { c in c("ua") }"#)
        #expect(a.entries.map(\.key) == ["<T>", "a.b", "handler"])
        #expect(a.entries[0].value == .string("Mock"))
        #expect(a.entries[1].value == .int(1))
        #expect(a.entries[2].value == .string(#"{ c in c("ua") }"#))
    }

    @Test func commasInsideBracketsAndQuotesDoNotSplit() {
        let a = parsed(#"// sourcery: skipEquality, jsonKey = ["json_key": key, "json_value": value]"#)
        #expect(a["skipEquality"] == .bool(true))
        #expect(a["jsonKey"] == .string(#"["json_key": key, "json_value": value]"#))
        let b = parsed(#"// sourcery: placeholder = "geo:37.332112,-122.0329753?q=1 Infinite Loop""#)
        #expect(b["placeholder"] == .string("geo:37.332112,-122.0329753?q=1 Infinite Loop"))
        #expect(parsed("// sourcery: arr = [1, 2]")["arr"] == .array([.int(1), .int(2)]))
    }

    @Test func oneOuterPairOfQuotesIsDropped() {
        #expect(parsed(#"// sourcery: name = ""some name"""#)["name"] == .string(#""some name""#))
        #expect(parsed("// sourcery: key='aKey'")["key"] == .string("aKey"))
        #expect(parsed(#"// sourcery: path = "a\nb""#)["path"] == .string(#"a\nb"#))
    }

    @Test func numbersAreDoublesAndTheRestIsText() {
        let a = parsed("// sourcery: n = 10.0, big = 1e3, half = 0.5, negative = -3, skip = false, on = true, word = Foo.Bar")
        #expect(a["n"] == .int(10))
        #expect(a["big"] == .int(1000))
        #expect(a["half"] == .double(0.5))
        #expect(a["negative"] == .int(-3))
        // Sourcery keeps `false` as text (true in an `if`); annogen reads a Bool, as `// gen:` does.
        #expect(a["skip"] == .bool(false))
        #expect(a["on"] == .bool(true))
        #expect(parsed(#"// sourcery: quoted = "false""#)["quoted"] == .string("false"))
        #expect(a["word"] == .string("Foo.Bar"))
    }

    @Test func jsonArraysAndObjectsAreDecoded() {
        #expect(parsed(#"// sourcery: theArray="[22,55,88]""#)["theArray"] == .array([.int(22), .int(55), .int(88)]))
        let dictionary = parsed(#"// sourcery: theDictionary="{"firstValue": 22,"secondValue": 55}""#)
        #expect(dictionary["theDictionary.firstValue"] == .int(22))
        #expect(dictionary["theDictionary.secondValue"] == .int(55))
        let arrays = parsed(#"// sourcery: theArrays="{"firstArray":[22,55,88],"secondArray":[1,2,3,4]}""#)
        #expect(arrays["theArrays.secondArray"] == .array([.int(1), .int(2), .int(3), .int(4)]))
        #expect(parsed(#"// sourcery: deep = {"a": {"b": "c"}}"#)["deep.a.b"] == .string("c"))
        let mapping = parsed(#"// sourcery: propertyMapping="[{"from": "lockVersion", "to": "version"},{"from": "goalStatus", "to": true}]""#)
        guard case .array(let entries)? = mapping["propertyMapping"], entries.count == 2,
              case .namespace(let second) = entries[1] else {
            Issue.record("\(String(describing: mapping["propertyMapping"]))")
            return
        }
        #expect(second["from"] == .string("goalStatus"))
        #expect(second["to"] == .bool(true))
    }

    @Test func namespacesAndLocations() {
        let (a, _) = read("// sourcery:decoding:smth: key='aKey', default=0", line: 4, column: 3)
        #expect(a["decoding.smth.key"] == .string("aKey"))
        #expect(a["decoding.smth.default"] == .int(0))
        #expect(a.entries.map(\.location) == [loc(4, 30), loc(4, 42)])
        // Sourcery splits namespaces only before a quote.
        #expect(parsed(#"// sourcery: url = "http://x""#)["url"] == .string("http://x"))
    }

    @Test func genAnnotationsKeepAnnogensGrammar() {
        let (_, diagnostics) = read("// gen: <T> = 1")
        #expect(!diagnostics.isEmpty)
    }
}
