import Testing

@Suite struct StringFilterTests {
    @Test func firstLetterCase() throws {
        #expect(try render(#"{{ a|upperFirstLetter }} {{ b|lowerFirstLetter }}"#, ["a": "productId", "b": "URLSession"])
            == "ProductId uRLSession")
        #expect(try render(#"[{{ e|upperFirstLetter }}]"#, ["e": ""]) == "[]")
    }

    @Test func replace() throws {
        #expect(try render(#"{{ s|replace:"a","o" }}"#, ["s": "banana"]) == "bonono")
        #expect(try render(#"{{ s|replace:"Id","ID" }}"#, ["s": "productId"]) == "productID")
        // StencilSwiftKit's third argument.
        #expect(try render(#"{{ s|replace:"ing","oke","regex" }}"#, ["s": "string"]) == "stroke")
        #expect(try render(##"{{ s|replace:"[0-9]+","#","regex" }}"##, ["s": "a12b3"]) == "a#b#")
        #expect(try render(#"{{ s|replace:"a.","-","normal" }}"#, ["s": "a.ab"]) == "-ab")
        #expect(try diagnostic(["main.stencil": #"{{ s|replace:"a","b","fuzzy" }}"#], ["s": "x"])
            == "T/main.stencil:1:4: error: 'replace' filter's third argument must be \"normal\" or \"regex\", not 'fuzzy'")
    }

    @Test func stringTestsAndTheirNegations() throws {
        let template = #"""
            {{ s|contains:"uct" }} {{ s|!contains:"uct" }} {{ s|hasPrefix:"prod" }} {{ s|!hasPrefix:"prod" }} \#
            {{ s|hasSuffix:"Id" }} {{ s|!hasSuffix:"Id" }} {{ s|contains:"x" }} {{ s|!contains:"x" }}
            """#
        #expect(try render(template, ["s": "productId"]) == "true false true false true false false true")
    }

    @Test func stringTestsInConditions() throws {
        let template = #"{% if s|hasPrefix:"is" %}flag{% else %}value{% endif %}"#
        #expect(try render(template, ["s": "isEnabled"]) == "flag")
        #expect(try render(template, ["s": "count"]) == "value")
    }

    @Test func containsOnAnArrayMatchesWholeElements() throws {
        let context: [String: Any] = ["names": ["Codable", "Equatable"]]
        #expect(try render(#"{{ names|contains:"Codable" }} {{ names|contains:"Code" }}"#, context) == "true false")
    }

    @Test func camelToSnakeCase() throws {
        let context: [String: Any] = ["names": ["productId", "URLString", "userID", "already_snake", "HTTPResponseCode", "x"]]
        #expect(try render(#"{{ names|camelToSnakeCase|join:" " }}"#, context)
            == "product_id url_string user_id already_snake http_response_code x")
        #expect(try render(#"{{ "URLString"|camelToSnakeCase:false }}"#) == "URL_String")
    }

    @Test func count() throws {
        let context: [String: Any] = ["list": [1, 2, 3], "map": ["a": 1], "text": "héllo"]
        #expect(try render("{{ list|count }} {{ map|count }} {{ text|count }}", context) == "3 1 5")
    }

    @Test func nonStringValuesAreStringified() throws {
        let context: [String: Any] = ["type": FakeModel("productSearch"), "n": 42]
        #expect(try render("{{ type|upperFirstLetter }} {{ n|replace:\"4\",\"7\" }}", context) == "ProductSearch 72")
    }

    @Test func missingValuesStayEmptyAndTakeDefaults() throws {
        #expect(try render(#"[{{ missing|upperFirstLetter }}][{{ missing|snakeToCamelCase|default:"d" }}]"#) == "[][d]")
        #expect(try render(#"{{ missing|contains:"x" }} {{ missing|!contains:"x" }}"#) == "false true")
    }

    @Test func optionalsHiddenInAnyAreUnwrapped() throws {
        let none: String? = nil
        let some: String? = "v"
        let flag: Bool? = true
        let context: [String: Any] = ["a": none as Any, "b": some as Any, "d": ["isStatic": flag as Any]]
        #expect(try render("[{{ a|upperFirstLetter }}][{{ b|upperFirstLetter }}][{{ d|static }}]", context) == "[][V][true]")
    }

    @Test func stencilBuiltinsStillWork() throws {
        let context: [String: Any] = ["s": "hello world", "list": ["a", "b"]]
        #expect(try render(#"{{ s|capitalize }}|{{ s|uppercase }}|{{ list|join:", " }}|{{ nothing|default:"x" }}"#, context)
            == "Hello World|HELLO WORLD|a, b|x")
        #expect(try render(#"{{ s|indent:2 }}"#, ["s": "a\nb"]) == "a\n  b")
    }

    @Test func wrongArgumentsAreDiagnosed() throws {
        #expect(try diagnostic(["main.stencil": #"{{ s|replace:"a" }}"#], ["s": "x"])
            == "T/main.stencil:1:4: error: 'replace' filter expects 2 arguments, got 1")
    }
}
