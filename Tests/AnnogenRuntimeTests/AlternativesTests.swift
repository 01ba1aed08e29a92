import AnnogenRuntime
import Foundation
import Testing

/// Two bank accounts told apart by their `type`, each with an `unknown` case for values the server
/// adds later, and no discriminator: what the OpenAPI front end makes of Adyen's `oneOf`.
private enum Account: Decodable, Equatable {
    enum Kind: String, Decodable {
        case noLocal, ukLocal, unknown
        init(from decoder: any Decoder) throws { self = try decoder.decodeRawValue(unknown: .unknown) }
    }
    struct Norwegian: Decodable, Equatable {
        enum Kind: String, Decodable {
            case noLocal, unknown
            init(from decoder: any Decoder) throws { self = try decoder.decodeRawValue(unknown: .unknown) }
        }
        let accountNumber: String
        let type: Kind
    }
    struct British: Decodable, Equatable {
        enum Kind: String, Decodable {
            case ukLocal, unknown
            init(from decoder: any Decoder) throws { self = try decoder.decodeRawValue(unknown: .unknown) }
        }
        let accountNumber: String
        let sortCode: String
        let type: Kind
    }

    case norwegian(Norwegian)
    case british(British)

    init(from decoder: any Decoder) throws {
        self = try decoder.firstAlternative(of: "Account", [
            ("Norwegian", { .norwegian(try Norwegian(from: $0)) }),
            ("British", { .british(try British(from: $0)) }),
        ])
    }
}

/// A shape with a `// gen: safe` colour, and one without: a safe value decides nothing.
private enum Shape: Decodable, Equatable {
    enum Color: String, Decodable {
        case red, unknown
        init(from decoder: any Decoder) throws { self = try decoder.decodeRawValue(unknown: .unknown) }
    }
    struct Painted: Decodable, Equatable {
        let size: Int
        let color: Color?
        enum CodingKeys: String, CodingKey { case size, color }
        init(size: Int, color: Color?) { (self.size, self.color) = (size, color) }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            size = try container.decode(Int.self, forKey: .size)
            color = container.decodeSafely(Color.self, forKey: .color)
        }
    }
    struct Plain: Decodable, Equatable { let size: Int }

    case painted(Painted)
    case plain(Plain)

    init(from decoder: any Decoder) throws {
        self = try decoder.firstAlternative(of: "Shape", [
            ("Painted", { .painted(try Painted(from: $0)) }),
            ("Plain", { .plain(try Plain(from: $0)) }),
        ])
    }
}

/// `firstAlternative` reads strictly first: the first alternative whose `type` would fall back to
/// `unknown` took every account and dropped the sort code (found by the OpenAPI review).
@Suite struct AlternativesTests {
    private func decode(_ json: String) throws -> Account {
        try JSONDecoder().decode(Account.self, from: Data(json.utf8))
    }

    @Test func theAlternativeThatFitsStrictlyIsTaken() throws {
        #expect(try decode(#"{"accountNumber": "40218386", "sortCode": "090102", "type": "ukLocal"}"#)
            == .british(.init(accountNumber: "40218386", sortCode: "090102", type: .ukLocal)))
        #expect(try decode(#"{"accountNumber": "1", "type": "noLocal"}"#) == .norwegian(.init(accountNumber: "1", type: .noLocal)))
    }

    @Test func aValueNoneKnowsStillDecodesAsBefore() throws {
        #expect(try decode(#"{"accountNumber": "1", "sortCode": "2", "type": "seLocal"}"#)
            == .norwegian(.init(accountNumber: "1", type: .unknown)))
        #expect(AlternativeDecoding.rejectsUnknownValues == false)
    }

    @Test func aValueNoneFitsNamesEachFailure() {
        #expect {
            try decode(#"{"type": "ukLocal"}"#)
        } throws: { error in
            "\(error)".contains("the value matches none of Account's alternatives (Norwegian:") && "\(error)".contains("; British:")
        }
    }

    /// A `safe` property is read as usual in the strict pass: a colour no case has is `unknown`
    /// there too, not dropped to nil (found by the second code review).
    @Test func aSafeValueIsReadAsUsual() throws {
        let shape = try JSONDecoder().decode(Shape.self, from: Data(#"{"size": 1, "color": "green"}"#.utf8))
        #expect(shape == .painted(.init(size: 1, color: .unknown)))
    }
}
