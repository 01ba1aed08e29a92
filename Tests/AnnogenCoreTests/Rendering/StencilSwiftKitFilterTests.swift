import AnnogenTestSupport
@testable import AnnogenCore
import Testing

/// StencilSwiftKit's filters, with the names, arguments and results Sourcery templates rely on
/// (expected values follow StencilSwiftKit's documented rules).
@Suite struct StencilSwiftKitFilterTests {
    @Test func snakeToCamelCaseCapitalisesEveryWordAndKeepsLeadingUnderscores() throws {
        let context: [String: Any] = ["names": ["snake_case", "_private_value", "plain", "SNAKE_CASE", "a__b_"]]
        #expect(try render(#"{{ names|snakeToCamelCase|join:" " }}"#, context) == "SnakeCase _PrivateValue Plain SnakeCase AB")
        #expect(try render(#"{{ "__snake_case"|snakeToCamelCase:true }} {{ "__snake_case"|snakeToCamelCase:"yes" }}"#)
            == "SnakeCase SnakeCase")
    }

    @Test func swiftIdentifierModes() throws {
        let context: [String: Any] = ["names": ["hello", "42hello", "some$URL", "25 Ultra Light", "hello world"]]
        #expect(try render(#"{{ names|swiftIdentifier|join:"," }}"#, context) == "Hello,_42hello,Some_URL,_25_Ultra_Light,Hello_World")
        #expect(try render(#"{{ names|swiftIdentifier:"pretty"|join:"," }}"#, context) == "Hello,_42hello,SomeURL,_25UltraLight,HelloWorld")
        #expect(try render(#"{{ names|swiftIdentifier:"valid"|join:"," }}"#, context) == "hello,_42hello,some_URL,_25_Ultra_Light,hello_world")
        // Sourcery's AutoMockable names a mock's members this way from a method's return type.
        #expect(try render(#"{{ "any StubProtocol?"|swiftIdentifier:"pretty"|lowerFirstWord }}"#) == "anyStubProtocol")
        #expect(try diagnostic(["main.stencil": #"{{ "x"|swiftIdentifier:"fancy" }}"#])?.contains("takes one of") == true)
    }

    @Test func escapeReservedKeywordsOnlyTouchesKeywords() throws {
        let context: [String: Any] = ["names": ["default", "class", "self", "Type", "name", "willSet"]]
        #expect(try render(#"{{ names|escapeReservedKeywords|join:" " }}"#, context) == "`default` `class` `self` `Type` name `willSet`")
    }

    @Test func lowerFirstWordLowercasesTheLeadingCapitals() throws {
        let context: [String: Any] = ["names": ["PeoplePicker", "URLChooser", "HTTPS", "x", "ABCdef"]]
        #expect(try render(#"{{ names|lowerFirstWord|join:" " }}"#, context) == "peoplePicker urlChooser https x abCdef")
        #expect(try render(#"{{ "ÉCLAIRSet"|lowerFirstWord }}"#) == "éclairSet")
    }

    /// ASCII names take a path of their own through `lowerFirstWord`: it gives what the Unicode
    /// path gives, on random names of capitals, small letters, digits and marks.
    @Test func lowerFirstWordOfASCIIIsItsUnicodeResult() {
        var random = SeededRandom(seed: 0x10_3f)
        let alphabet = Array("ABZaz09_ .")
        for _ in 0..<5_000 {
            let name = String((0..<random.below(8)).map { _ in alphabet[random.below(alphabet.count)] })
            #expect(StencilSwiftKitFilters.asciiLowerFirstWord(name) == StencilSwiftKitFilters.unicodeLowerFirstWord(name), "\(name)")
        }
    }

    @Test func titlecaseAndFirstLetters() throws {
        #expect(try render(#"{{ "people picker"|titlecase }} {{ "éclair"|upperFirstLetter }} {{ "URL"|lowerFirstLetter }}"#)
            == "People picker Éclair uRL")
    }

    @Test func camelToSnakeCaseFollowsStencilSwiftKit() throws {
        let context: [String: Any] = ["names": ["productId", "URLString", "userID", "already_snake", "HTTPResponseCode", "kebab-case"]]
        #expect(try render(#"{{ names|camelToSnakeCase|join:" " }}"#, context)
            == "product_id url_string user_id already_snake http_response_code kebab_case")
        #expect(try render(#"{{ "URLString"|camelToSnakeCase:false }} {{ "URLString"|camelToSnakeCase:"false" }}"#) == "URL_String URL_String")
    }

    @Test func removeNewlines() throws {
        let context: [String: Any] = ["s": "  first\n   second line \n"]
        #expect(try render(#"[{{ s|removeNewlines }}]"#, context) == "[firstsecondline]")
        #expect(try render(#"[{{ s|removeNewlines:"leading" }}]"#, context) == "[firstsecond line]")
    }

    @Test func pathFilters() throws {
        #expect(try render(#"{{ "Sources/App/Model.swift"|basename }} {{ "Sources/App/Model.swift"|dirname }} {{ "Model.swift"|dirname }}"#)
            == "Model.swift Sources/App .")
    }

    @Test func numberFilters() throws {
        #expect(try render(#"{{ "ff"|hexToInt }} {{ n|int255toFloat }} {{ f|percent }}"#, ["n": 51, "f": 0.5]) == "255 0.2 50%")
    }
}
