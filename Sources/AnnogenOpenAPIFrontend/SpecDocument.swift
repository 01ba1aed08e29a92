import AnnogenModel
import Foundation
import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat
import Yams

/// Reads a spec file into OpenAPIKit's 3.1 document: 3.1 directly, 3.0 through OpenAPIKit's
/// converter, Swagger 2.0 translated to 3.0 first (`Swagger2Translation`). Problems OpenAPIKit finds
/// come back as errors at the JSON path it names.
enum SpecDocument {
    /// The document, or the error that stops it being read; `warnings` gets what was set right on
    /// the way (`SpecRepairs`).
    static func read(
        _ text: SpecText, source: String, format: SpecText.Format, warnings: inout [Diagnostic]
    ) -> Result<OpenAPIKit.OpenAPI.Document, SpecFailure> {
        do {
            switch format {
            case .openAPI31:
                return .success(try decode(OpenAPIKit.OpenAPI.Document.self, from: source, path: text.path, isOpenAPI31: true, warnings: &warnings))
            case .openAPI30:
                let document = try decode(OpenAPIKit30.OpenAPI.Document.self, from: source, path: text.path, isOpenAPI31: false, warnings: &warnings)
                return .success(document.convert(to: .v3_1_1))
            case .swagger20:
                let translated = try Swagger2Translation.translate(JSONValue(text.root))
                // Read back by Yams (JSON is YAML): Foundation's JSONDecoder does not keep member order.
                let document = try YAMLDecoder().decode(OpenAPIKit30.OpenAPI.Document.self, from: translated.jsonText(pretty: true))
                return .success(document.convert(to: .v3_1_1))
            }
        } catch let problem as Swagger2Translation.Problem {
            return .failure(SpecFailure(diagnostic: .error(problem.message, at: text.location(of: problem.pointer.components))))
        } catch {
            let readable = OpenAPIKit.OpenAPI.Error(from: error)
            var pointer = readable.codingPath.map(\.stringValue)
            if format == .swagger20 { pointer = Swagger2Translation.originalPointer(for: pointer) }
            let place = pointer.isEmpty ? "" : " (at \(SpecPointer(pointer)))"
            return .failure(SpecFailure(diagnostic: .error(
                "the spec cannot be read as OpenAPI \(text.versionText): \(readable.localizedDescription)\(place)",
                at: text.location(of: pointer))))
        }
    }
}

extension SpecDocument {
    /// `YAMLDecoder`'s reading of `source` (scalars typed only as they are decoded), with plain
    /// scalars read as YAML 1.2 reads them (`YAMLCoreSchema`): `answer: yes` in an example is the
    /// string OpenAPI means, not Yams' YAML 1.1 boolean. What published specs get wrong is set right
    /// first (`SpecRepairs`, a warning each, at `path`), and presence-only `oneOf`s beside properties
    /// are folded into their schema (`PresenceAlternatives`).
    static func decode<T: Decodable>(
        _ type: T.Type, from source: String, path: String, isOpenAPI31: Bool, warnings: inout [Diagnostic]
    ) throws -> T {
        let parser = try Parser(yaml: source, resolver: Resolver.basic.appending(.merge))
        // The parser holds the anchors its nodes refer to while they are decoded.
        return try withExtendedLifetime(parser) {
            let root = SpecRepairs.repaired(YAMLCoreSchema.normalized(try parser.singleRoot() ?? ""), path: path,
                                            isOpenAPI31: isOpenAPI31, warnings: &warnings)
            return try YAMLDecoder().decode(type, from: PresenceAlternatives.folded(root))
        }
    }
}

/// The error that stopped a spec being read.
struct SpecFailure: Error {
    var diagnostic: Diagnostic
}
