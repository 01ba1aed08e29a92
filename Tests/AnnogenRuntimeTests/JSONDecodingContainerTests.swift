import AnnogenRuntime
import Foundation
import Testing

/// The paths `JSONDecodingContainer` (and `JSONEncodingContainer`) take on their own rather than
/// through the coder's generic path (issue 51): enums by raw value, arrays of strings and numbers
/// element by element. Each model is decoded twice from the same JSON, once by synthesized Codable
/// and once as generated code decodes it; values must be equal, and so must errors: their kind,
/// coding path and message. Enums must encode to the same JSON.
@Suite("JSONDecodingContainer's own paths agree with synthesized Codable")
struct JSONDecodingContainerTests {
    enum Tier: String, Codable, Equatable { case free, pro = "pro_plan" }
    enum Level: Int, Codable, Equatable { case low = 1, high = 2 }

    struct Synthesized: Decodable, Equatable {
        let tier: Tier
        let level: Level
        let maybeTier: Tier?
        let maybeLevel: Level?
        let names: [String]
        let counts: [Int]
        let ratios: [Double]
        let maybeNames: [String]?
        let maybeCounts: [Int]?
        let maybeRatios: [Double]?
    }

    /// `Synthesized`'s values, decoded as generated code decodes them.
    struct Generated: Decodable, Equatable {
        let value: Synthesized

        init(from decoder: any Decoder) throws {
            let container = try JSONDecodingContainer(decoder)
            value = Synthesized(
                tier: try container.decodeRawValue(Tier.self, forKey: "tier"),
                level: try container.decodeRawValue(Level.self, forKey: "level"),
                maybeTier: try container.decodeRawValueIfPresent(Tier.self, forKey: "maybeTier"),
                maybeLevel: try container.decodeRawValueIfPresent(Level.self, forKey: "maybeLevel"),
                names: try container.decode([String].self, forKey: "names"),
                counts: try container.decode([Int].self, forKey: "counts"),
                ratios: try container.decode([Double].self, forKey: "ratios"),
                maybeNames: try container.decodeIfPresent([String].self, forKey: "maybeNames"),
                maybeCounts: try container.decodeIfPresent([Int].self, forKey: "maybeCounts"),
                maybeRatios: try container.decodeIfPresent([Double].self, forKey: "maybeRatios"))
        }
    }

    /// Synthesized Codable's `?? []` for arrays that may be missing, as generated code writes them.
    struct OrEmpty: Decodable, Equatable {
        let names: [String]
        let counts: [Int]
        let ratios: [Double]

        init(names: [String], counts: [Int], ratios: [Double]) {
            (self.names, self.counts, self.ratios) = (names, counts, ratios)
        }

        init(from decoder: any Decoder) throws {
            let container = try JSONDecodingContainer(decoder)
            names = try container.decodeArrayOrEmpty([String].self, forKey: "names")
            counts = try container.decodeArrayOrEmpty([Int].self, forKey: "counts")
            ratios = try container.decodeArrayOrEmpty([Double].self, forKey: "ratios")
        }
    }

    static let complete = #"""
        {"tier": "pro_plan", "level": 2, "maybeTier": "free", "maybeLevel": 1, "names": ["a", "b"], "counts": [1, 2, 3],
         "ratios": [0.5, 2], "maybeNames": [], "maybeCounts": [7], "maybeRatios": [1.25]}
        """#

    /// `complete` with `field` replaced by `value` (`nil`: the key left out).
    static func with(_ field: String, _ value: String?) throws -> String {
        var object = try #require(JSONSerialization.jsonObject(with: Data(complete.utf8)) as? [String: Any])
        object[field] = nil
        var json = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        if let value {
            json.removeLast()
            json += #","\#(field)":\#(value)}"#
        }
        return json
    }

    /// The value, or the error as kind, coding path and message.
    static func outcome<T: Decodable & Equatable>(_ type: T.Type, _ json: String) -> Result<T, ErrorSummary> {
        do {
            return .success(try JSONDecoder().decode(type, from: Data(json.utf8)))
        } catch {
            return .failure(ErrorSummary(error))
        }
    }

    struct ErrorSummary: Error, Equatable, CustomStringConvertible {
        let description: String
        init(_ error: any Error) {
            guard let error = error as? DecodingError else {
                description = "not a DecodingError: \(error)"
                return
            }
            // A missing key's message prints the key's type, which differs by design (`JSONKey`
            // for every generated model, where synthesized Codable has each model's `CodingKeys`).
            func context(_ kind: String, _ context: DecodingError.Context) -> String {
                let message = context.debugDescription
                    .replacingOccurrences(of: "CodingKeys(stringValue:", with: "Key(stringValue:")
                    .replacingOccurrences(of: "JSONKey(stringValue:", with: "Key(stringValue:")
                return "\(kind) at \(context.codingPath.map(\.stringValue)): \(message)"
            }
            switch error {
            case .keyNotFound(let key, let c): description = context("keyNotFound \(key.stringValue)", c)
            case .valueNotFound(let type, let c): description = context("valueNotFound \(type)", c)
            case .typeMismatch(let type, let c): description = context("typeMismatch \(type)", c)
            case .dataCorrupted(let c): description = context("dataCorrupted", c)
            @unknown default: description = "\(error)"
            }
        }
    }

    static func compare(_ json: String) {
        #expect(outcome(Synthesized.self, json) == outcome(Generated.self, json).map(\.value), "\(json)")
    }

    @Test func theCompleteObjectDecodesTheSame() throws {
        let generated = try #require(try? Self.outcome(Generated.self, Self.complete).get()).value
        #expect(generated.tier == .pro && generated.level == .high && generated.maybeTier == .free)
        #expect(generated.names == ["a", "b"] && generated.counts == [1, 2, 3] && generated.ratios == [0.5, 2])
        #expect(generated.maybeNames == [] && generated.maybeCounts == [7] && generated.maybeRatios == [1.25])
        Self.compare(Self.complete)
    }

    @Test(arguments: ["tier", "level", "maybeTier", "maybeLevel", "names", "counts", "ratios", "maybeNames", "maybeCounts", "maybeRatios"])
    func aMissingNullOrWrongValueDecodesOrFailsTheSame(field: String) throws {
        let replacements: [String?] = [
            nil, "null", #""gold""#, "3", "2.5", "true", "[]", #"["free"]"#, "[1, null]", #"[1, "x"]"#, "[[1]]", #"{"a": 1}"#,
        ]
        for replacement in replacements {
            Self.compare(try Self.with(field, replacement))
        }
    }

    struct SynthesizedEnums: Encodable {
        let tier: Tier
        let level: Level
        let maybeTier: Tier?
        let maybeLevel: Level?
    }

    /// `SynthesizedEnums`'s values, encoded as generated code encodes them: `encodeRawValue`, and nil
    /// left out.
    struct GeneratedEnums: Encodable {
        let value: SynthesizedEnums

        func encode(to encoder: any Encoder) throws {
            var container = JSONEncodingContainer(encoder)
            try container.encodeRawValue(value.tier, forKey: "tier")
            try container.encodeRawValue(value.level, forKey: "level")
            try container.encodeRawValueIfPresent(value.maybeTier, forKey: "maybeTier")
            try container.encodeRawValueIfPresent(value.maybeLevel, forKey: "maybeLevel")
        }
    }

    @Test(arguments: [(Tier.pro, Level.high, Tier?.some(.free), Level?.some(.low)), (.free, .low, nil, nil)])
    func enumsEncodeTheirRawValuesAsSynthesizedCodableDoes(tier: Tier, level: Level, maybeTier: Tier?, maybeLevel: Level?) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let value = SynthesizedEnums(tier: tier, level: level, maybeTier: maybeTier, maybeLevel: maybeLevel)
        let synthesized = try encoder.encode(value)
        let generated = try encoder.encode(GeneratedEnums(value: value))
        #expect(String(decoding: generated, as: UTF8.self) == String(decoding: synthesized, as: UTF8.self))
    }

    @Test func aMissingOrNullArrayIsEmptyAndAWrongOneFailsAsSynthesizedCodableFails() throws {
        #expect(try JSONDecoder().decode(OrEmpty.self, from: Data(#"{"names": null}"#.utf8)) == OrEmpty(names: [], counts: [], ratios: []))
        let wrong = Self.outcome(OrEmpty.self, #"{"names": ["a", 1]}"#)
        let synthesized = Self.outcome(Synthesized.self, try Self.with("names", #"["a", 1]"#))
        guard case .failure(let generatedError) = wrong, case .failure(let synthesizedError) = synthesized else {
            Issue.record("expected both to fail: \(wrong), \(synthesized)")
            return
        }
        #expect(generatedError == synthesizedError)
    }
}
