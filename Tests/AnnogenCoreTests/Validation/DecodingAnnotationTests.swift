import AnnogenModel
import Testing
@testable import AnnogenCore

/// `defaultValue` for every type a template decodes, and `unknownCase` on any raw-valued enum: what
/// cannot give compiling code is an error at the comment.
@Suite struct DecodingAnnotationTests {
    private func errors(_ source: String) -> [String] {
        let (module, diagnostics) = compose(["A.swift": source])
        #expect(diagnostics.isEmpty)
        return AnnotationVocabulary.validate(module).filter { $0.severity == .error }.map { "\($0.location?.line ?? 0): \($0.message)" }
    }

    @Test func defaultValuesThatFitAreAcceptedAndTheRestRefusedAtTheComment() {
        #expect(errors("""
            enum Cabin: String, Codable { case economy, business }
            struct Fare {
                // gen: defaultValue = []
                let a: [String]
                // gen: defaultValue = [:]
                let b: [String: Int]
                // gen: defaultValue = .economy
                let c: Cabin
                // gen: defaultValue = nil
                let d: Int?
                // gen: defaultValue = "[1, 2]"
                let e: [Int]
                // gen: defaultValue = a
                let f: Cabin
                // gen: defaultValue = []
                let g: String // a String takes any text, "[]" too
                // gen: defaultValue = "[x]"
                let h: [Int]
                // gen: defaultValue = nil
                let i: Int
                // gen: defaultValue = "2026-01-01"
                let j: Date
                // gen: defaultValue = []
                let k: [String: Int]
            }
            """) == [
                "13: defaultValue does not fit 'f' of type Cabin: 'a' is not a case of Cabin (cases: economy, business)",
                "17: defaultValue does not fit 'h' of type [Int]: in the list: a string does not fit Int",
                "19: defaultValue does not fit 'i' of type Int: nil fits only an optional; Int is not",
                "21: defaultValue does not fit 'j' of type Date: defaultValue cannot be checked for Date; give the property a value in Swift instead",
                "23: defaultValue does not fit 'k' of type [String: Int]: a dictionary takes [:]",
            ])
    }

    @Test func unknownCaseNeedsARawValuedDecodableEnum() {
        #expect(errors("""
            // gen: unknownCase = other
            enum A: String, Codable { case one, other }
            // gen: unknownCase = other
            enum B { case one, other }
            // gen: unknownCase = other
            enum C: String { case one, other }
            // gen: unknownCase = other
            enum D: Character, Codable { case one = "1", other = "o" }
            """) == [
                "3: unknownCase needs raw values (enum B: String or : Int); B has none",
                "5: unknownCase decodes C, which is not Decodable; add Codable or Decodable to it",
                "7: unknownCase decodes D's raw value, and Character is not Decodable: use String or an integer type",
            ])
    }

    /// An overflowing literal type-checks: the compiler reports it only when it builds.
    @Test func integersOutOfTheirTypesRangeAreRefusedAndRawValuesNameCases() {
        #expect(errors("""
            enum Quality: Int, Codable { case low = 128, high = 320 }
            struct Volume {
                // gen: defaultValue = 320
                let q: Quality
                // gen: defaultValue = 321
                let r: Quality
                // gen: defaultValue = 300
                let a: UInt8
                // gen: defaultValue = -1
                let b: UInt
                // gen: defaultValue = 255
                let c: UInt8
                // gen: defaultValue = -129
                let d: Int8?
                // gen: defaultValue = 18446744073709551615
                let e: UInt64
                // gen: defaultValue = 18446744073709551616
                let f: UInt
                // gen: defaultValue = 9223372036854775808
                let g: Int64
                // gen: defaultValue = "[18446744073709551615, 1]"
                let h: [UInt64]
            }
            """) == [
                "5: defaultValue does not fit 'r' of type Quality: an integer does not fit Quality",
                "7: defaultValue does not fit 'a' of type UInt8: 300 is out of the range of UInt8 (0...255)",
                "9: defaultValue does not fit 'b' of type UInt: -1 is out of the range of UInt (0...18446744073709551615)",
                "13: defaultValue does not fit 'd' of type Int8?: -129 is out of the range of Int8 (-128...127)",
                "17: defaultValue does not fit 'f' of type UInt: 18446744073709551616 is out of the range of UInt (0...18446744073709551615)",
                "19: defaultValue does not fit 'g' of type Int64: 9223372036854775808 is out of the range of Int64 (-9223372036854775808...9223372036854775807)",
            ])
    }

    /// `// sourcery:` reads a quoted JSON list as a list (Sourcery's rule); as a `defaultValue` of an
    /// array property it is the list, as `// gen: defaultValue = "[1, 2]"` is. It was reported as a
    /// key given twice.
    @Test func aSourceryListIsAnArrayDefault() {
        #expect(errors("""
            struct Page {
                // sourcery: defaultValue = "[1, 2]"
                let ids: [Int]
                // sourcery: defaultValue = "[]"
                let tags: [String]
                // sourcery: defaultValue = "[1, x]"
                let bad: [Int]
            }
            """) == ["6: defaultValue does not fit 'bad' of type [Int]: in the list: a string does not fit Int"])
    }

    /// An enum of alternatives (`// gen: oneOf`) whose case is named like the type it holds
    /// (`case Cat(Cat)`): the generated init(from:) writes `Cat(from:)`, which there names the case
    /// (found by the code review). Cased apart, or the type qualified, it is no error.
    @Test func aCaseNamedLikeItsTypeIsAnErrorInAnEnumOfAlternatives() {
        let found = errors("""
            struct Cat: Codable {}
            struct Dog: Codable {}
            // gen: oneOf
            enum Pet {
                case Cat(Cat)
                case dog(Dog)
            }
            // gen: oneOf
            enum Fine {
                case cat(Cat)
            }
            struct Box<T: Codable>: Codable {}
            // gen: oneOf
            enum Generic {
                case Cat(Box<Cat>)
            }
            """)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("5: 'Cat' has the name of the type case 'Cat' holds (Cat)") == true, "\(found)")
    }

    /// Coding annotations where no built-in template writes the coding (found by a review with a
    /// third API set): on a ResponseBodyType class an error, on a type nested in a RequestBody a
    /// warning; two properties of one JSON key in a model an error; `queryArray` on a non-array and
    /// `encodeNull` on a non-optional a warning. A plain type's annotations stay a template's own.
    @Test func codingAnnotationsWhereNoTemplateCodesAreReported() {
        let (module, diagnostics) = compose(["A.swift": """
            protocol APIEndPoint {}
            final class Profile: ResponseBodyType {
                // gen: jsonKey = "display_name"
                let displayName: String
            }
            enum Refund: APIEndPoint {
                struct RequestBody {
                    let shipping: Shipping
                    struct Shipping: Codable {
                        // gen: jsonKey = "full_refund"
                        let fullRefund: Bool
                    }
                    // gen: queryArray = commaSeparated
                    let id: Int
                    // gen: encodeNull
                    let name: String
                }
            }
            struct Account: ResponseBodyType {
                let id: Int
                // gen: jsonKey = "id"
                let legacyId: Int
            }
            struct Cart {
                // gen: jsonKey = "cart_id"
                let id: Int
            }
            """])
        #expect(diagnostics.isEmpty)
        let found = AnnotationVocabulary.validate(module).map { "\($0.location?.line ?? 0): \($0.severity): \($0.message)" }
        #expect(found == [
            "3: error: 'jsonKey' is not applied: annogen writes init(from:) and encode(to:) for ResponseBodyType structs, and Profile is a class, which Swift's synthesized Codable codes; make it a struct, or write init(from:) and encode(to:) in it",
            "10: warning: 'jsonKey' has no effect: no built-in template writes Refund.RequestBody.Shipping's coding (it is not a ResponseBodyType struct or an endpoint's RequestBody), so Swift's synthesized Codable sends or reads it by its properties' names; make it conform to ResponseBodyType",
            "13: warning: 'queryArray' has no effect on 'id': it applies to arrays sent in a query, and Int is not one",
            "15: warning: 'encodeNull' has no effect on 'name': it applies to optional properties, and String is always written",
            "21: error: 'legacyId' has the JSON key \"id\", and so has 'id': one of their values would be lost when encoding, and both would decode from one key; give one of them another jsonKey",
        ])
    }

    /// Found by the second review of the fixes: a Float default past its range compiled with a
    /// warning, digits past Int's range did not fit a Double, and a discriminated oneOf case
    /// without its value generated `case :`, which does not compile.
    @Test func floatRangeBigDoublesAndDiscriminatorValues() {
        #expect(errors("""
            struct Gauge {
                // gen: defaultValue = 1e39
                let f: Float
                // gen: defaultValue = 100000000000000000000
                let d: Double
            }
            // gen: oneOf
            // gen: discriminator = "type"
            enum Method {
                // gen: discriminatorValue = "card"
                case card(String)
                case bank(Int)
            }
            """) == [
                "2: defaultValue does not fit 'f' of type Float: 1e+39 is out of the range of Float",
                "12: case 'bank' of Method has no discriminatorValue: with a discriminator, every case needs one (// gen: discriminatorValue = \"…\")",
            ])
    }
}
