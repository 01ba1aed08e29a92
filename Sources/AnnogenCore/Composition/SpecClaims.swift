import AnnogenModel
import AnnogenOpenAPIFrontend

/// Hand-written Swift that claims a part of an OpenAPI spec among the sources, checked against it on
/// every run (the drift check) before composition:
///
/// ```swift
/// // gen: openapi = "#/components/schemas/Product"
/// struct Product: ResponseBodyType { … }
///
/// // gen: openapi = "GET /products/{id}"
/// enum ProductDetail: APIEndPoint { … }
/// ```
///
/// A property missing on either side, a wire name (`jsonKey`) that differs, optional against required,
/// and a type that cannot hold the schema's values are errors at the Swift declaration, naming the
/// spec's place; so are a method or path that differ and parameters missing on either side. A claimed
/// schema whose Swift type has the spec type's name, and every claimed operation, are taken out of the
/// spec's types: the hand-written declaration replaces what the spec would generate.
enum SpecClaims {
    struct Claim {
        var value: String
        var declaration: TypeDecl
        var location: SourceLocation
    }

    static func isSpec(_ path: String) -> Bool {
        OpenAPIFrontend.fileExtensions.contains { path.hasSuffix(".\($0)") }
    }

    /// Checks every claim and removes what hand-written code replaces; the diagnostics found.
    static func reconcile(_ files: inout [ParsedFile]) -> [Diagnostic] {
        let specFiles = files.indices.filter { isSpec(files[$0].path) }
        guard !specFiles.isEmpty else { return [] }
        var claims: [Claim] = []
        var swiftTypes: [String: TypeDecl] = [:]
        for index in files.indices where !isSpec(files[index].path) {
            for packed in files[index].packedTypes where packed.hasAnyAnnotations {
                let declaration = packed.unpack()
                guard let entry = declaration.annotations.entries(for: "openapi").first else { continue }
                guard case .string(let value) = entry.value else { continue }  // the vocabulary reports the kind
                claims.append(Claim(value: value, declaration: declaration, location: entry.location))
            }
        }
        guard !claims.isEmpty else { return [] }
        // The Swift declarations a comparison may need: request bodies and property types, by name.
        for index in files.indices where !isSpec(files[index].path) {
            for packed in files[index].packedTypes where packed.kind != .extension {
                let (localName, parentName) = packed.names
                swiftTypes[parentName.map { "\($0).\(localName)" } ?? localName] = packed.unpack()
            }
        }
        // In file order (files are sorted by path), so that when two specs declare the same schema path
        // or operation the first spec's is the one compared, the same on every run.
        let specDeclarations = specFiles.flatMap { files[$0].types }
        var specTypes: [String: TypeDecl] = [:]
        for declaration in specDeclarations { specTypes[declaration.name] = declaration }
        var comparison = SpecComparison(specTypes: specTypes, swiftTypes: swiftTypes, claims: claims)
        var removed = Set<String>()
        for claim in claims {
            if claim.value.hasPrefix("#/") {
                guard let spec = specDeclarations.first(where: { $0.annotations["fromSpec"] == .string(claim.value) }) else {
                    comparison.diagnostics.append(.error("openapi '\(claim.value)' names no schema of the specs among the sources", at: claim.location))
                    continue
                }
                comparison.compareSchema(claim.declaration, with: spec)
                if spec.name == claim.declaration.name { removed.insert(spec.name) }
            } else {
                let parts = claim.value.split(separator: " ", maxSplits: 1).map(String.init)
                let normalized = parts.count == 2 ? "\(parts[0].uppercased()) \(parts[1])" : claim.value
                guard let spec = specDeclarations.first(where: { $0.annotations["operation"] == .string(normalized) }) else {
                    comparison.diagnostics.append(.error(
                        "openapi '\(claim.value)' names no operation of the specs among the sources (write it as \"GET /path/{param}\" or \"#/components/schemas/Name\")",
                        at: claim.location))
                    continue
                }
                comparison.compareOperation(claim.declaration, method: parts[0].uppercased(), path: parts.count == 2 ? parts[1] : "", with: spec)
                removed.insert(spec.name)
            }
        }
        if !removed.isEmpty {
            for index in specFiles {
                files[index].types = files[index].types.filter { declaration in
                    !removed.contains(declaration.name) && !removed.contains { declaration.name.hasPrefix($0 + ".") }
                }
            }
        }
        return comparison.diagnostics
    }
}
