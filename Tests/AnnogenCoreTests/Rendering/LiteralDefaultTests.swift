@testable import AnnogenCore
import Testing

/// `literalDefault` keeps a property's initial value as a parameter default only when it is a
/// literal Swift reads the same anywhere: numbers in every spelling Swift has, plain and raw
/// one-line strings without interpolation, `true`/`false`/`nil`, empty collections, `.case`.
@Suite struct LiteralDefaultTests {
    @Test(arguments: [
        "42", "-7", "1_000", "1__000", "0xFF", "0xff_ff", "0b1010", "0o17", "2.5", "-1.5e-3", "1E10", "0x1p4", "0x1.8p-2",
        #""none""#, ##"#"a\d"#"##, ###"##"say "#hi""##"###, "true", "nil", "[]", "[:]", ".automatic",
    ])
    func literalsAreKept(text: String) {
        #expect(SwiftLiteralFilters.literalDefault(.string(text)) == text)
    }

    @Test(arguments: [
        "_1", "1.", ".5", "1e", "0x", "0b102", "0o8", "1_000.", "inf", "-", "1 + 1", "Self.limit", "count",
        ###""a\(b)""###, ###"#"a\#(b)"#"###, ###"#"a"##"###, ###"#"""a"""#"###, ###""""a""""###, "[1]", ".", ".1a",
    ])
    func otherValuesAreNot(text: String) {
        #expect(SwiftLiteralFilters.literalDefault(.string(text)) == "")
    }
}
