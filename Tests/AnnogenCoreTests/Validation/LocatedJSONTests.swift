import Foundation
import Testing
@testable import AnnogenCore

/// The JSON reader behind the mock check: every value's line and column (UTF-8 bytes, as Swift
/// diagnostics count them), JSON as `JSONDecoder` reads it, and no input that crashes it.
@Suite struct LocatedJSONTests {
    private func parsed(_ text: String) -> LocatedJSON? {
        if case .success(let value) = LocatedJSON.parse(text) { return value }
        return nil
    }

    private func failure(_ text: String) -> String? {
        if case .failure(let error) = LocatedJSON.parse(text) { return "\(error.position.line):\(error.position.column): \(error.message)" }
        return nil
    }

    @Test func valuesKeepTheirPlaces() throws {
        let json = try #require(parsed("\u{FEFF}{\n  \"é\": \"ü\", \"n\": -1.5e3,\r\n  \"list\": [true, null]\n}"))
        #expect(json.position == .init(line: 1, column: 1))
        #expect(json.member("n")?.position == .init(line: 2, column: 20))
        let list = try #require(json.member("list"))
        #expect(list.position == .init(line: 3, column: 11))
        guard case .array(let items) = list.value else { Issue.record("not an array"); return }
        #expect(items.map(\.position) == [.init(line: 3, column: 12), .init(line: 3, column: 18)])
        guard case .number(let text)? = json.member("n")?.value else { Issue.record("not a number"); return }
        #expect(text == "-1.5e3")
    }

    @Test func escapesAreRead() throws {
        let json = try #require(parsed(#"["a\"b\\c\/\n\u00e9\ud83d\ude00"]"#))
        guard case .array(let items) = json.value, case .string(let text)? = items.first?.value else { Issue.record("not read"); return }
        #expect(text == "a\"b\\c/\né😀")
    }

    /// As JSONDecoder: the first of two members of one key.
    @Test func theFirstOfTwoKeysIsRead() throws {
        let json = try #require(parsed(#"{"a": 1, "a": 2}"#))
        guard case .number(let text)? = json.member("a")?.value else { Issue.record("not read"); return }
        #expect(text == "1")
    }

    @Test func whatIsNotJSONIsRefusedWhereItIs() {
        #expect(failure("") == "1:1: the text ends where a value should be")
        #expect(failure("[1,]") == "1:4: unexpected ']' where a value should be")
        #expect(failure("{'a': 1}") == "1:2: an object's key must be a string in double quotes")
        #expect(failure("[1 2]") == "1:4: expected ',' or ']' in an array")
        #expect(failure("[-]") == "1:2: a number needs digits")
        #expect(failure("[1.]") == "1:4: a number needs digits after its '.'")
        #expect(failure("[\"a\tb\"]") == "1:4: a control character (byte 0x9) must be escaped in a string")
        #expect(failure(#"["\ud800"]"#) == "1:3: a \\u escape of a high surrogate needs its low surrogate after it")
        #expect(failure(#"["\x"]"#) == "1:3: unknown escape \\x in a string")
        #expect(failure("[tru]") == "1:2: expected true")
        #expect(failure("{\"a\": 1") == "1:8: the text ends inside an object")
        #expect(failure("[\"abc") == "1:2: the string is not closed")
    }

    @Test func deepNestingIsRefusedNotFollowed() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(failure(deep) == "1:\(LocatedJSONReader.depthLimit + 1): arrays and objects are nested more than \(LocatedJSONReader.depthLimit) deep")
        #expect(parsed(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)) != nil)
    }
}
