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
                let document: OpenAPIKit.OpenAPI.Document = try decode(from: source, bundling: text.isBundled, path: text.path, isOpenAPI31: true, warnings: &warnings)
                return .success(document)
            case .openAPI30:
                let document: OpenAPIKit30.OpenAPI.Document = try decode(from: source, bundling: text.isBundled, path: text.path, isOpenAPI31: false, warnings: &warnings)
                return .success(document.convert(to: .v3_1_1))
            case .swagger20:
                let translated = try Swagger2Translation.translate(JSONValue(text.root))
                // Read back by Yams (JSON is YAML): Foundation's JSONDecoder does not keep member order.
                let document = try YAMLDecoder().decode(OpenAPIKit30.OpenAPI.Document.self, from: translated.jsonText(pretty: true), userInfo: withoutExtensions)
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
    /// are folded into their schema (`PresenceAlternatives`). With `bundling`, the other files a
    /// split spec refers to are read the same way (each set right with warnings at its own path) and
    /// brought in (`SpecBundle`).
    static func decode<Document: SchemasApartDocument>(
        from source: String, bundling: Bool = false, path: String, isOpenAPI31: Bool, warnings: inout [Diagnostic]
    ) throws -> Document {
        // The parsers hold the anchors their nodes refer to while they are decoded.
        let parsers = ParserKeeper()
        return try withExtendedLifetime(parsers) {
            var root = try repaired(parsers.root(source), path: path, isOpenAPI31: isOpenAPI31, warnings: &warnings)
            if bundling {
                var found: [Diagnostic] = []
                let load: (String) -> Node? = { file in
                    guard let text = try? String(contentsOfFile: file, encoding: .utf8),
                          let node = try? parsers.root(SurrogateEscapes.rewritten(text)) else { return nil }
                    return repaired(node, path: file, isOpenAPI31: isOpenAPI31, warnings: &found)
                }
                // What cannot be read was said when the spec's text was read (`SpecText`).
                root = SpecBundle.bundle(root, path: path, load: load)?.root ?? root
                warnings += found
            }
            if isOpenAPI31, bundling || RecursiveReferences.mayOccur(in: source) {
                root = RecursiveReferences.resolved(root) ?? root
            }
            return try decodeSchemasApart(root)
        }
    }

    /// A file's tree normalized, with what published specs get wrong set right (a warning each, at
    /// `path`) and presence-only `oneOf`s folded. One walk for both: they touch other keys of a mapping.
    private static func repaired(_ node: Node, path: String, isOpenAPI31: Bool, warnings: inout [Diagnostic]) -> Node {
        let normalized = YAMLCoreSchema.normalized(node)
        var repairs = SpecRepairs(path: path, isOpenAPI31: isOpenAPI31)
        let root = NodeTree.rewritingMappings(normalized) { pairs in
            let repaired = repairs.fix(&pairs)
            return PresenceAlternatives.fold(&pairs) || repaired
        } ?? normalized
        warnings += repairs.warnings
        return root
    }

    /// The YAML parsers of a decode, kept while their nodes are decoded.
    private final class ParserKeeper {
        private var parsers: [Parser] = []

        /// `text`'s tree, with scalars typed only as they are decoded.
        func root(_ text: String) throws -> Node {
            let parser = try Parser(yaml: text, resolver: Resolver.basic.appending(.merge))
            parsers.append(parser)
            return try parser.singleRoot() ?? ""
        }
    }

    /// The document decoded with `components/schemas` taken out, and each schema decoded on its own
    /// and put back: Yams finds each key of a mapping by a search through the mapping, so decoding
    /// OpenAI's 1,422 schemas as one mapping took 3 of the 5 s of reading it. Anything that fails is
    /// decoded again whole, so an error is the one the whole document gives, where it gives it.
    static func decodeSchemasApart<Document: SchemasApartDocument>(_ root: Node) throws -> Document {
        if case .mapping(var top) = root, case .mapping(var components)? = top["components"],
           case .mapping(let schemas)? = components["schemas"], schemas.count > 1 {
            components["schemas"] = .mapping(Node.Mapping([], schemas.tag, schemas.style, schemas.mark, schemas.anchor))
            top["components"] = .mapping(components)
            if let document = try? assemble(Document.self, rest: .mapping(top), schemas: schemas) { return document }
        }
        return try YAMLDecoder().decode(Document.self, from: root, userInfo: withoutExtensions)
    }

    private static func assemble<Document: SchemasApartDocument>(
        _ type: Document.Type, rest: Node, schemas: Node.Mapping
    ) throws -> Document {
        var document = try YAMLDecoder().decode(Document.self, from: rest, userInfo: withoutExtensions)
        for pair in schemas {
            guard let key = pair.key.string else { throw SchemasApartFailed() }
            try document.setSchema(YAMLDecoder().decode(Document.Schema.self, from: pair.value, userInfo: withoutExtensions), key: key)
        }
        return document
    }

    /// Vendor extensions (`x-…`) are not decoded: OpenAPIKit reads them by decoding every schema and
    /// object a second time as a dictionary of any values (a third of reading OpenAI's spec, whose
    /// `x-oaiMeta` examples are large), and the one annogen reads, `x-annogen-namespace`, is read
    /// from the node tree (`SpecModelBuilder`). The key is the same for OpenAPIKit and OpenAPIKit30.
    static let withoutExtensions: [CodingUserInfoKey: any Sendable] = [OpenAPIKit.VendorExtensionsConfiguration.enabledKey: false]

    /// A schema that cannot be put into the document on its own: the whole document is decoded.
    struct SchemasApartFailed: Error {}
}

/// A document (OpenAPIKit's 3.1 one or OpenAPIKit30's) whose component schemas can be decoded on
/// their own and put in (`SpecDocument.decodeSchemasApart`).
protocol SchemasApartDocument: Decodable {
    associatedtype Schema: Decodable
    /// Puts `schema` under `key`; throws when the key is not a valid component name.
    mutating func setSchema(_ schema: Schema, key: String) throws
}

extension OpenAPIKit.OpenAPI.Document: SchemasApartDocument {
    mutating func setSchema(_ schema: OpenAPIKit.JSONSchema, key: String) throws {
        guard let componentKey = OpenAPIKit.OpenAPI.ComponentKey(rawValue: key) else { throw SpecDocument.SchemasApartFailed() }
        components.schemas[componentKey] = schema
    }
}

extension OpenAPIKit30.OpenAPI.Document: SchemasApartDocument {
    mutating func setSchema(_ schema: OpenAPIKit30.JSONSchema, key: String) throws {
        guard let componentKey = OpenAPIKit30.OpenAPI.ComponentKey(rawValue: key) else { throw SpecDocument.SchemasApartFailed() }
        components.schemas[componentKey] = schema
    }
}

/// The error that stopped a spec being read.
struct SpecFailure: Error {
    var diagnostic: Diagnostic
}
