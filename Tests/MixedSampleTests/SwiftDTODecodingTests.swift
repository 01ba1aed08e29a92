import AnnogenRuntime
import Foundation
@testable import MixedSample
import Testing

/// The DTOs generated from MixedSample/Legacy/LGAccountModels.h decode the JSON the legacy
/// Objective-C models were parsed from, with the annotations written in the header applied.
struct SwiftDTODecodingTests {
    private func fixture(_ name: String) throws -> Data {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return try Data(contentsOf: folder.appendingPathComponent("Fixtures/\(name)"))
    }

    private var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    @Test func customerDecodes() throws {
        let customer = try decoder.decode(LGCustomerDTO.self, from: fixture("customer.json"))
        #expect(customer.identifier == 42, "jsonKey = \"id\"")
        #expect(customer.displayName == "Aiko Tanaka")
        #expect(customer.email == nil)
        #expect(customer.isPremium, "boolFromInt")
        #expect(customer.loyaltyPoints == 1200, "dtoType = \"Int\"")
        #expect(customer.memberSince == Date(timeIntervalSince1970: 1_554_111_000))
        #expect(customer.avatarURL?.absoluteString == "https://example.com/a/42.png")
        #expect(customer.verification == 2, "NS_ENUM as its raw value")
        #expect(customer.addresses.map(\.city) == ["Tokyo", "Osaka"])
        #expect(customer.addresses.map(\.postalCode) == ["150-0002", nil], "jsonKey = \"postal_code\"")
        #expect(customer.billingAddress?.street == "1-2-3 Shibuya")
        #expect(customer.tags == ["early-adopter"])
        #expect(customer.balance == 0, "defaultValue = 0 when missing")
    }

    @Test func roundTrips() throws {
        let customer = try decoder.decode(LGCustomerDTO.self, from: fixture("customer.json"))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let again = try decoder.decode(LGCustomerDTO.self, from: encoder.encode(customer))
        #expect(again.identifier == customer.identifier)
        #expect(again.isPremium == customer.isPremium)
        #expect(again.addresses.map(\.postalCode) == customer.addresses.map(\.postalCode))
    }

    @Test func missingArrayDecodesAsEmpty() throws {
        let json = #"{"id": 1, "displayName": "A", "isPremium": 0, "memberSince": "2020-01-01T00:00:00Z", "verification": 0}"#
        let customer = try decoder.decode(LGCustomerDTO.self, from: Data(json.utf8))
        #expect(customer.addresses.isEmpty)
        #expect(customer.tags.isEmpty)
        #expect(!customer.isPremium)
    }
}
