import AnnogenModel
import OpenAPIKit

/// What the mapping of one spec accumulates: the types declared so far, the names they took, and
/// the problems found. Schemas (`SchemaMapping`) and operations (`OperationMapping`) add to it.
struct SpecModelBuilder {
    let document: OpenAPI.Document
    let text: SpecText
    /// The namespace operations are declared in (`Operations`, or the spec's `x-annogen-namespace`).
    let namespace: String
    var types: [TypeDecl] = []
    var diagnostics: [Diagnostic] = []
    /// Schemas (or parts of them) decoded as `JSONValue` for want of a Swift form, and operations left
    /// out, each with its warning (for the summary, `summarize()`).
    var fellBack = 0
    var operationsLeftOut = 0
    var operationsDeclared = 0
    /// Why the operation being declared is left out, once something in it asked to (`leaveOut`).
    var leavingOut: (message: String, pointer: SpecPointer)?
    /// The Swift names of each type's `format: binary` properties, and the types that multipart
    /// bodies are, whose binary properties become `FileUpload`s (`turnBinaryPropertiesIntoUploads`).
    var binaryProperties: [String: Set<String>] = [:]
    var uploadBodyTypes: Set<String> = []
    /// Qualified names taken, so a second inline schema of the same name gets a number.
    var takenNames: Set<String> = []
    /// Component schemas being resolved as aliases (a cycle of aliases is an error, not a hang).
    var resolvingAliases: Set<String> = []
    /// Names a schema's type cannot take: the spec's operations' (`operationTypeNames(of:)`), their
    /// namespace's, and `RequestBody` and `ResponseBody`, which every operation declares inside it.
    let reservedNames: Set<String>
    /// What each component schema's name would be without `reservedNames`, so a renamed one does not
    /// take another's.
    let plainSchemaNames: Set<String>

    init(document: OpenAPI.Document, text: SpecText) {
        self.document = document
        self.text = text
        // Read from the text: vendor extensions are not decoded (`SpecDocument.withoutExtensions`).
        let custom = text.root["x-annogen-namespace"]?.string
        self.namespace = custom.map(SpecNaming.typeName) ?? "Operations"
        reservedNames = Self.operationTypeNames(of: document).union([namespace, "RequestBody", "ResponseBody"])
            .union(SpecNaming.shadowedTypes)
        plainSchemaNames = Set(document.components.schemas.keys.map { SpecNaming.typeName($0.rawValue) })
    }

    /// A component schema's type name: `SpecNaming.typeName`, with `Schema` after a reserved name
    /// (a type the module uses, `SpecNaming.shadowedTypes`; `operationId: createPet` beside a schema
    /// `CreatePet`; a schema `ResponseBody`): inside
    /// the operations' namespace the name would mean the operation's enum or its nested type, and
    /// `body: CreatePet` that. A number follows when another schema has that name too.
    func schemaTypeName(_ wire: String) -> String {
        let name = SpecNaming.typeName(wire)
        guard reservedNames.contains(name) else { return name }
        var candidate = name + "Schema"
        var number = 2
        while plainSchemaNames.contains(candidate) || reservedNames.contains(candidate) {
            candidate = name + "Schema\(number)"
            number += 1
        }
        return candidate
    }

    func location(_ pointer: SpecPointer) -> SourceLocation {
        text.location(of: originalPointer(pointer))
    }

    /// Pointers are built against the 3.x document; a Swagger 2.0 file's own places differ.
    func originalPointer(_ pointer: SpecPointer) -> [String] {
        text.format == .swagger20 ? Swagger2Translation.originalPointer(for: pointer.components) : pointer.components
    }

    func annotation(_ key: String, _ value: AnnotationValue, at pointer: SpecPointer) -> Annotation {
        Annotation(key: key, value: value, location: location(pointer))
    }

    /// `fromSpec = "#/components/schemas/Product"`: marks a type as declared by the spec (the
    /// OpenAPITypes template writes its Swift declaration) and says where.
    func fromSpec(_ pointer: SpecPointer) -> Annotation {
        annotation("fromSpec", .string(pointer.description), at: pointer)
    }

    /// A name not taken yet under `parent`: `name`, else `name2`, `name3`…
    mutating func claim(_ name: String, parent: String?) -> String {
        var candidate = name
        var number = 2
        while takenNames.contains(qualified(candidate, parent)) {
            candidate = "\(name)\(number)"
            number += 1
        }
        takenNames.insert(qualified(candidate, parent))
        return candidate
    }

    func qualified(_ name: String, _ parent: String?) -> String {
        parent.map { "\($0).\(name)" } ?? name
    }

    /// One line on what was left out of the spec, when anything was: a note at its first line.
    mutating func summarize() {
        guard operationsLeftOut > 0 || fellBack > 0 else { return }
        var parts: [String] = []
        parts.append("\(operationsDeclared) of \(operationsDeclared + operationsLeftOut) operations generated")
        if operationsLeftOut > 0 { parts.append("\(operationsLeftOut) left out") }
        if fellBack > 0 { parts.append("\(fellBack) schema\(fellBack == 1 ? "" : "s") or part\(fellBack == 1 ? "" : "s") of one decoded as JSONValue") }
        diagnostics.append(Diagnostic(.note, parts.joined(separator: "; ") + " (see the warnings; --strict refuses the spec instead)",
                                      at: SourceLocation(path: text.path, line: 1, column: 1)))
    }

    mutating func error(_ message: String, at pointer: SpecPointer) {
        diagnostics.append(.error("\(message) (at \(SpecPointer(originalPointer(pointer))))", at: location(pointer)))
    }

    mutating func warning(_ message: String, at pointer: SpecPointer) {
        diagnostics.append(.warning("\(message) (at \(SpecPointer(originalPointer(pointer))))", at: location(pointer)))
    }

    /// Doc-comment lines from a summary and a description.
    /// The doc comment line a deprecated property or parameter gets instead of an attribute.
    static let deprecationNote = "- Note: Deprecated in the spec."

    static func documentation(_ parts: String?...) -> [String] {
        var lines: [String] = []
        for part in parts.compactMap({ $0 }) where !part.trimmingWhitespace.isEmpty {
            if !lines.isEmpty { lines.append("") }
            // Any line break: `\r\n` is one Character, which a split at "\n" does not see.
            lines += part.trimmingWhitespace.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                .map { String($0).trimmingTrailingWhitespace }
        }
        return lines
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    var trimmingTrailingWhitespace: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
