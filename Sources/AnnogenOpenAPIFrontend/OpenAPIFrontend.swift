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
    /// false unless `openapi` or `swagger` appears in the first 4 KB.
    public static func mayBeSpec(_ text: String) -> Bool {
        let head = text.utf8.prefix(4096)
        return head.firstRange(of: "openapi".utf8) != nil || head.firstRange(of: "swagger".utf8) != nil
    }

    /// Parses one file: no types and no diagnostics when it is not a spec; the spec's types, or the
    /// errors that stop it being read (`path:line:col` into the spec), when it is.
    public static func parse(_ file: SourceFile) -> ParsedFile {
        var parsed = ParsedFile(path: file.path, contentHash: file.contentHash)
        guard mayBeSpec(file.text) else { return parsed }
        var failure: Diagnostic?
        guard let text = SpecText(path: file.path, text: file.text, failure: &failure) else {
            // Text that does not parse is reported only when it looks like a spec's beginning.
            if let failure, looksLikeSpecStart(file.text) { parsed.diagnostics = [failure] }
            return parsed
        }
        guard let format = text.format else { return parsed }
        switch SpecDocument.read(text, source: file.text, format: format) {
        case .failure(let failure):
            parsed.diagnostics = [failure.diagnostic]
        case .success(let document):
            var builder = SpecModelBuilder(document: document, text: text)
            builder.declareComponentSchemas()
            builder.declareOperations()
            builder.resolveRecursiveSchemas()
            parsed.types = builder.types
            parsed.diagnostics = builder.diagnostics
        }
        return parsed
    }

    private static func looksLikeSpecStart(_ text: String) -> Bool {
        for line in text.split(separator: "\n", maxSplits: 40).prefix(40) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "{" || $0 == "\"" || $0 == "'" })
            if trimmed.hasPrefix("openapi") || trimmed.hasPrefix("swagger") { return true }
        }
        return false
    }
}
