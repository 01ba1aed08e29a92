import AnnogenModel

/// Reads OpenAPI 3.0/3.1 and Swagger 2.0 documents (YAML or JSON) into the model, as the Swift and
/// Objective-C front ends read their files: every schema that needs a type becomes a `TypeDecl`
/// (structs conforming to `ResponseBodyType`, enums), every operation an endpoint type in the
/// `Operations` namespace. Each type carries `fromSpec` (its JSON pointer) so the OpenAPITypes
/// template writes its declaration and the drift check can find it; locations point into the spec.
/// Safe to call concurrently for different files.
public enum OpenAPIFrontend {
    /// The file extensions that may hold a spec; a file is read as one only when its top level has
    /// an `openapi` or `swagger` key.
    public static let fileExtensions: Set<String> = ["yaml", "yml", "json"]

    /// A quick test on the text, so JSON fixtures and YAML configs among the sources cost no parse:
    /// true when a top-level key is `openapi` or `swagger`, wherever it is written (one pass over
    /// the bytes, `TopLevelKeys`; Twilio's specs write `openapi` after 5 KB of `components`).
    public static func mayBeSpec(_ text: String) -> Bool {
        TopLevelKeys.containSpecVersion(text)
    }

    /// Parses one file: no types and no diagnostics when it is not a spec; the spec's types, or the
    /// errors that stop it being read (`path:line:col` into the spec), when it is.
    public static func parse(_ file: SourceFile) -> ParsedFile {
        var parsed = ParsedFile(path: file.path, contentHash: file.contentHash)
        guard mayBeSpec(file.text) else { return parsed }
        var failure: Diagnostic?
        // JSON's escaped surrogate pairs (an emoji in an example) as YAML writes them.
        let source = SurrogateEscapes.rewritten(file.text)
        guard let text = SpecText(path: file.path, text: source, failure: &failure) else {
            // It has a top-level `openapi` or `swagger` key: a spec that does not parse.
            if let failure { parsed.diagnostics = [failure] }
            return parsed
        }
        guard let format = text.format else { return parsed }
        // A part of a split spec that does not parse stops it, as the spec's own text would.
        if text.bundleDiagnostics.containsErrors {
            parsed.diagnostics = text.bundleDiagnostics
            return parsed
        }
        var repairs: [Diagnostic] = text.bundleDiagnostics
        switch SpecDocument.read(text, source: source, format: format, warnings: &repairs) {
        case .failure(let failure):
            parsed.diagnostics = repairs + [failure.diagnostic]
        case .success(let document):
            var builder = SpecModelBuilder(document: document, text: text)
            builder.declareComponentSchemas()
            builder.declareOperations()
            builder.turnBinaryPropertiesIntoUploads()
            builder.resolveRecursiveSchemas()
            builder.removeUnknownCasesOfRequestOnlyEnums()
            builder.summarize()
            parsed.types = builder.types
            parsed.diagnostics = repairs + builder.diagnostics
        }
        return parsed
    }
}
