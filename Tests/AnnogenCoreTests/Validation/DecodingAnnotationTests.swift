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
            }
            """) == [
                "5: defaultValue does not fit 'r' of type Quality: an integer does not fit Quality",
                "7: defaultValue does not fit 'a' of type UInt8: 300 is out of the range of UInt8 (0...255)",
                "9: defaultValue does not fit 'b' of type UInt: -1 is out of the range of UInt (0...9223372036854775807)",
                "13: defaultValue does not fit 'd' of type Int8?: -129 is out of the range of Int8 (-128...127)",
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
}
