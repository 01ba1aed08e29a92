import AnnogenCore
import AnnogenModel
import AnnogenOpenAPIFrontend
import AnnogenSwiftFrontend
import Testing

/// The drift check: hand-written Swift that claims a spec's schema or operation
/// (`// gen: openapi = …`) is compared with it on every run; each kind of drift is an error at the
/// Swift declaration.
@Suite struct SpecDriftTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: Shop, version: '1'}
        paths:
          /products/{id}:
            get:
              operationId: getProduct
              parameters:
                - {name: id, in: path, required: true, schema: {type: integer}}
                - {name: lang, in: query, schema: {type: string}}
              responses:
                '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Product'}}}}
        components:
          schemas:
            Product:
              type: object
              required: [id, name, price_cents]
              properties:
                id: {type: integer, format: int64}
                name: {type: string}
                price_cents: {type: integer}
                note: {type: string}
                status: {$ref: '#/components/schemas/Status'}
            Status: {type: string, enum: [active, retired]}
        """

    /// Composes the spec with one Swift file; the errors as `line:col: message` (Swift file only).
    static func errors(_ swift: String) -> (errors: [String], module: ComposedModule) {
        let parsed = [
            OpenAPIFrontend.parse(SourceFile(path: "api.yaml", text: spec, contentHash: "s")),
            SwiftFrontend.parse(SourceFile(path: "Product.swift", text: swift, contentHash: ContentHash.of(swift))),
        ]
        let (module, diagnostics) = Composer.compose(parsed)
        let errors = (parsed.flatMap(\.diagnostics) + diagnostics).filter { $0.severity == .error }
            .map { "\($0.location.map { "\($0.path):\($0.line):\($0.column)" } ?? "-"): \($0.message)" }
        return (errors, module)
    }

    static let matching = """
        // gen: openapi = "#/components/schemas/Product"
        struct Product {
            let id: Int
            let name: String
            // gen: jsonKey = "price_cents"
            let priceCents: Int
            let note: String?
            let status: Status?
        }
        """

    @Test func aMatchingModelPassesAndTakesThePlaceOfTheSpecsType() {
        let (errors, module) = Self.errors(Self.matching)
        #expect(errors.isEmpty, "\(errors)")
        #expect(module["Product"]?.declaration.location.path == "Product.swift")
        #expect(module.types.count { $0.name == "Product" } == 1)
        #expect(module["Status"] != nil, "the schemas not claimed stay")
    }

    @Test func aPropertyMissingOnEitherSideIsAnError() {
        let swift = Self.matching.replacingOccurrences(of: "    let note: String?\n", with: "    let extra: Bool\n")
        let (errors, _) = Self.errors(swift)
        #expect(errors.contains { $0.hasPrefix("Product.swift:2:1: Product has no property for 'note' (String?, at api.yaml:") }, "\(errors)")
        #expect(errors.contains("Product.swift:7:5: 'extra' (key 'extra') is not a property of the spec's Product at api.yaml:14:5"), "\(errors)")
    }

    @Test func aWireNameThatDiffersIsAnError() {
        let swift = Self.matching.replacingOccurrences(of: "    // gen: jsonKey = \"price_cents\"\n", with: "")
        let (errors, _) = Self.errors(swift)
        #expect(errors == ["Product.swift:5:5: 'priceCents' is read from the key 'priceCents', but the spec's Product at api.yaml:14:5 names it 'price_cents' (write `// gen: jsonKey = \"price_cents\"`)"], "\(errors)")
    }

    @Test func optionalAgainstRequiredIsAnErrorBothWays() {
        let swift = Self.matching
            .replacingOccurrences(of: "let name: String\n", with: "let name: String?\n")
            .replacingOccurrences(of: "let note: String?\n", with: "let note: String\n")
        let (errors, _) = Self.errors(swift)
        #expect(errors.contains { $0.hasPrefix("Product.swift:4:5: 'name' is required in the spec's Product") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("Product.swift:7:5: 'note' may be absent or null in the spec's Product") }, "\(errors)")
    }

    @Test func aTypeThatCannotHoldTheSchemasValuesIsAnError() {
        let swift = Self.matching.replacingOccurrences(of: "let id: Int\n", with: "let id: Int32\n")
            .replacingOccurrences(of: "let name: String\n", with: "let name: Int\n")
        let (errors, _) = Self.errors(swift)
        #expect(errors.contains { $0.hasPrefix("Product.swift:3:5: 'id' is Int32, which cannot hold the spec's Int64") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("Product.swift:4:5: 'name' is Int, which cannot hold the spec's String") }, "\(errors)")
    }

    @Test func anEnumMissingASpecValueIsAnErrorUnlessItHasAnUnknownCase() {
        let claim = "// gen: openapi = \"#/components/schemas/Status\"\nenum Status: String { case active }\n"
        #expect(Self.errors(Self.matching + "\n" + claim).errors.contains { $0.contains("Status has no case for the spec's value 'retired'") })
        let tolerant = "// gen: openapi = \"#/components/schemas/Status\"\n// gen: unknownCase = other\nenum Status: String { case active, other }\n"
        #expect(Self.errors(Self.matching + "\n" + tolerant).errors.isEmpty)
    }

    @Test func anOperationsMethodPathAndParametersAreCompared() {
        let swift = """
            // gen: openapi = "GET /products/{id}"
            enum ProductDetail {
                static let endpoint = "/product/{id}"
                static let method = HTTPMethod.post
                struct RequestBody {
                    let id: Int?
                    let verbose: Bool
                }
            }
            """
        let (errors, module) = Self.errors(swift)
        #expect(errors.contains { $0.hasPrefix("Product.swift:4:5: ProductDetail is sent with POST, but the spec's operation is GET /products/{id}") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("Product.swift:3:5: ProductDetail's path is /product/{id}") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("Product.swift:6:9: 'id' is required by the spec's GET /products/{id}") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("Product.swift:7:9: 'verbose' is not a parameter of the spec's GET /products/{id}") }, "\(errors)")
        #expect(module["Operations.GetProduct"] == nil, "the claimed operation is not generated too")
    }

    @Test func aClaimOfNothingIsAnError() {
        let (errors, _) = Self.errors("// gen: openapi = \"#/components/schemas/Nope\"\nstruct Nope {}\n")
        #expect(errors == ["Product.swift:1:9: openapi '#/components/schemas/Nope' names no schema of the specs among the sources"], "\(errors)")
    }
}
