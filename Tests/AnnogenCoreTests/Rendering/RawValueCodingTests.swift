import AnnogenCore
import AnnogenTestSupport
import Foundation
import Testing

/// Coding.stencil decodes an enum by its raw value (`decodeRawValue`) only when the enum's coding is
/// visibly the standard library's for raw values (`rawValueCoded`), and encodes its raw value; any
/// enum that has, or might have, coding of its own goes through its `init(from:)` and
/// `encode(to:)` as before.
@Suite struct RawValueCodingTests {
    static let sources = """
        import AnnogenRuntime
        import Foundation

        enum Plain: String, Codable, Sendable { case a, b }
        enum Numbered: Int, Swift.Codable, Hashable, CaseIterable { case one = 1, two }
        enum DecodableOnly: String, Decodable { case a }
        enum BothHalves: String, Decodable, Encodable { case a }
        enum Fractional: Double, Codable { case half = 0.5 }
        enum OwnDecoding: String, Codable {
            case a
            init(from decoder: any Decoder) throws { self = .a }
        }
        enum DecodingInExtension: String, Codable { case a }
        // gen: unknownCase = other
        enum Tolerant: String, Codable { case a, other }
        protocol LenientDecodable: Decodable {}
        enum ThroughProtocol: String, Codable, LenientDecodable { case a }
        enum NotCodable: String { case a }

        struct Model: ResponseBodyType {
            let plain: Plain
            let maybePlain: Plain?
            let numbered: Numbered
            let decodableOnly: DecodableOnly?
            let bothHalves: BothHalves
            let fractional: Fractional
            let ownDecoding: OwnDecoding
            let decodingInExtension: DecodingInExtension
            let tolerant: Tolerant
            let throughProtocol: ThroughProtocol
            let plains: [Plain]
            // gen: defaultValue = b
            let defaulted: Plain
            // gen: safe
            let safePlain: Plain?
            // gen: encodeNull
            let nullablePlain: Plain?
        }
        """

    static let otherFile = """
        extension DecodingInExtension {
            init(from decoder: any Decoder) throws { self = .a }
        }
        """

    /// Coding.stencil's output for `sources` and `otherFile`, and the run's diagnostics: made once
    /// for both tests.
    static let generated: (code: String?, diagnostics: [String]) = {
        let folder = TemporaryFolder()
        folder.write("Sources/Models.swift", sources)
        folder.write("Sources/Extensions.swift", otherFile)
        let config = Config(sources: [folder.file("Sources")], templates: ["\(repositoryRoot)/Templates/Coding.stencil"],
                            output: folder.file("Out"), omitVersionInHeader: true)
        let report = Pipeline(config: config).run(mode: .write)
        return (folder.read("Out/Coding.generated.swift"), report.diagnostics.map(\.description))
    }()

    /// Expects the generated code, made without diagnostics, to hold each of `lines`.
    static func expectGenerated(containing lines: [String]) throws {
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        let code = try #require(generated.code)
        for line in lines {
            #expect(code.contains(line), "missing: \(line)\n\(code)")
        }
    }

    @Test func enumsCodedTheStandardWayAreCodedByRawValue() throws {
        try Self.expectGenerated(containing: [
            #"plain = try container.decodeRawValue(Plain.self, forKey: "plain")"#,
            #"maybePlain = try container.decodeRawValueIfPresent(Plain.self, forKey: "maybePlain")"#,
            #"numbered = try container.decodeRawValue(Numbered.self, forKey: "numbered")"#,
            #"bothHalves = try container.decodeRawValue(BothHalves.self, forKey: "bothHalves")"#,
            #"defaulted = try container.decodeRawValueIfPresent(Plain.self, forKey: "defaulted") ?? .b"#,
            #"try container.encodeRawValue(plain, forKey: "plain")"#,
            #"try container.encodeRawValueIfPresent(maybePlain, forKey: "maybePlain")"#,
            #"try container.encodeRawValue(defaulted, forKey: "defaulted")"#,
            #"try container.encode(nullablePlain, forKey: "nullablePlain")"#,
        ])
    }

    @Test func enumsThatMayCodeThemselvesAreCodedThroughTheirOwnMethods() throws {
        try Self.expectGenerated(containing: [
            #"decodableOnly = try container.decodeIfPresent(DecodableOnly.self, forKey: "decodableOnly")"#,
            #"fractional = try container.decode(Fractional.self, forKey: "fractional")"#,
            #"ownDecoding = try container.decode(OwnDecoding.self, forKey: "ownDecoding")"#,
            #"decodingInExtension = try container.decode(DecodingInExtension.self, forKey: "decodingInExtension")"#,
            #"tolerant = try container.decode(Tolerant.self, forKey: "tolerant")"#,
            #"throughProtocol = try container.decode(ThroughProtocol.self, forKey: "throughProtocol")"#,
            #"plains = try container.decodeArrayOrEmpty([Plain].self, forKey: "plains")"#,
            #"safePlain = container.decodeSafely(Plain.self, forKey: "safePlain")"#,
            #"try container.encode(ownDecoding, forKey: "ownDecoding")"#,
            #"try container.encode(tolerant, forKey: "tolerant")"#,
            #"try container.encode(plains, forKey: "plains")"#,
        ])
    }
}
