import AnnogenModel
import OpenAPIKit

/// Bodies that are not JSON. A `multipart/form-data` or `application/x-www-form-urlencoded` body is
/// the struct of its schema, sent field by field (the runtime's `RequestBodyWriter`), where a
/// `format: binary` property is a `FileUpload` (bytes or a file, with a filename and a content
/// type); a `text/*` body is a `String`; any other type (`application/octet-stream`, `image/png`)
/// is a `FileUpload`. XML is not written.
extension SpecModelBuilder {
    enum BodyKind: CaseIterable {
        case json, multipart, form, text, binary

        /// What a media type carries; nil for XML, which generated requests do not write.
        init?(mediaType: String) {
            let essence = MediaType.essence(of: mediaType)
            if MediaType.isJSON(mediaType) || MediaType.isAny(mediaType) {
                self = .json
            } else if essence == "multipart/form-data" {
                self = .multipart
            } else if essence == "application/x-www-form-urlencoded" {
                self = .form
            } else if essence.hasSuffix("/xml") || essence.hasSuffix("+xml") {
                return nil
            } else if essence.hasPrefix("text/") {
                self = .text
            } else {
                self = .binary
            }
        }

        /// The Swift type a whole body of this kind is, whatever its schema: text or bytes.
        var wholeType: TypeName? {
            switch self {
            case .text: TypeName("String")
            case .binary: TypeName("FileUpload")
            case .json, .multipart, .form: nil
            }
        }
    }

    /// The media type a request body is sent with, in this order of preference: JSON (`*/*` too,
    /// unless it says bytes), a multipart form, a URL-encoded form, text, bytes.
    func preferredRequestContent(_ content: OpenAPI.Content.Map) -> (mediaType: String, kind: BodyKind, content: OpenAPI.Content)? {
        if let (mediaType, json) = jsonContent(content) { return (mediaType, .json, json) }
        let offered = content.compactMap { key, value -> (String, BodyKind, OpenAPI.Content)? in
            guard let kind = BodyKind(mediaType: key.rawValue), let resolved = resolvedContent(value) else { return nil }
            // `*/*` that says bytes (`jsonContent` passed it over) is an upload.
            return (key.rawValue, kind == .json ? .binary : kind, resolved)
        }
        for kind in BodyKind.allCases {
            if let found = offered.first(where: { $0.1 == kind }) { return found }
        }
        return nil
    }

    func resolvedContent(_ value: Either<OpenAPI.Reference<OpenAPI.Content>, OpenAPI.Content>) -> OpenAPI.Content? {
        switch value {
        case .b(let inline): inline
        case .a(let reference): document.components[reference]
        }
    }

    /// Whether a property's schema is bytes (`type: string, format: binary`), or an array of them.
    func isBinary(_ schema: JSONSchema) -> Bool {
        switch standingFor(schema, throughNullAlternatives: true).last?.value {
        case .string(let core, _)?: core.format.rawValue == "binary"
        case .array(_, let array)?: array.items.map(isBinary) ?? false
        default: false
        }
    }

    /// The `format: binary` properties of the types that multipart bodies are become `FileUpload`s
    /// (they were declared as `String`, which a JSON body would have sent).
    mutating func turnBinaryPropertiesIntoUploads() {
        guard !uploadBodyTypes.isEmpty else { return }
        // A body that is an enum of alternatives is written from the one it holds: theirs too.
        var bodies = uploadBodyTypes
        for type in types where type.kind == .enum && uploadBodyTypes.contains(qualified(type.localName, type.parentName)) {
            for alternative in type.cases { bodies.formUnion(alternative.associatedValues.map(\.typeName.unwrapped.name)) }
        }
        for index in types.indices {
            let name = qualified(types[index].localName, types[index].parentName)
            guard bodies.contains(name), let binary = binaryProperties[name] else { continue }
            for variable in types[index].variables.indices where binary.contains(types[index].variables[variable].name) {
                types[index].variables[variable].typeName = Self.upload(replacing: types[index].variables[variable].typeName)
            }
        }
    }

    /// `String` → `FileUpload`, keeping the optional and array around it.
    private static func upload(replacing typeName: TypeName) -> TypeName {
        switch typeName.shape {
        case .optional(let wrapped): upload(replacing: wrapped).optional
        case .array(element: let element): .array(of: upload(replacing: element))
        default: typeName.name == "String" ? TypeName("FileUpload") : typeName
        }
    }
}
