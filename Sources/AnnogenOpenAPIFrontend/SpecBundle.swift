import AnnogenModel
import Foundation
import Yams

/// A spec split across files, brought into one document before it is read: a `$ref` to another
/// file (`./schemas/user.yaml#/User`, `paths/users.yaml`, relative to the file that writes it) is
/// resolved here. A schema becomes a component of its own (`#/components/schemas/User`, named after
/// the fragment's last key or the file's name), so every reference to it is one Swift type and a
/// schema that refers to itself stays a reference; anything else (a path item, an operation, a
/// parameter, a response) is put where its `$ref` was. Each part keeps where it was written:
/// `origins` says which file a pointer's nodes come from, for locations.
struct SpecBundle {
    /// The file each bundled part comes from, by the pointer it now has in the document.
    private(set) var origins: [[String]: Origin] = [:]

    /// Where the nodes under a pointer were written.
    struct Origin {
        var file: String
        /// Whether the node at the pointer itself is written there: a component added from another
        /// file; not a part put in place of a `$ref`, whose key is in the referring file.
        var includesItself: Bool
    }
    private(set) var diagnostics: [Diagnostic] = []
    /// Components added for schemas of other files, in the order they were met.
    private var addedSchemas: [(String, Node)] = []
    /// The component name of each schema of another file (`path#fragment`).
    private var schemaNames: [String: String] = [:]

    /// The Swift type names of the components so far (`Team` and `team` are one).
    private var takenNames: Set<String>
    /// Other files' nodes, normalized, by path (nil: could not be read).
    private var files: [String: Node?] = [:]
    /// The parts being put in place, to stop a part that contains itself.
    private var inlining: Set<String> = []
    private let rootPath: String
    /// Where the format keeps schemas (`components/schemas`, or `definitions`).
    private let schemasPlace: [String]
    /// Reads another file's tree, as the root's was read: nil when there is no such file, a thrown
    /// `SpecFailure` when it is not YAML or JSON.
    private let load: (String) throws -> Node?

    /// Whether `text` has a `$ref` to another file: its value does not start with `#`. A scan of
    /// the bytes, so a spec of one file costs no walk.
    static func hasExternalReferences(_ text: String) -> Bool {
        // A native string's bytes are read in place (copying OpenAI's 2.9 MB spec for this was waste).
        text.utf8.withContiguousStorageIfAvailable(hasExternalReferences) ?? hasExternalReferences(Array(text.utf8))
    }

    private static func hasExternalReferences(_ bytes: some RandomAccessCollection<UInt8>) -> Bool {
        let marker = Array("$ref".utf8)
        let skipped: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t")]
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: UInt8(ascii: "$")) {
            index = bytes.index(after: found)
            guard bytes[found...].starts(with: marker) else { continue }
            // Past the key's closing quote, the colon and any spaces or quotes.
            var value = bytes.index(found, offsetBy: marker.count)
            while value < bytes.endIndex, skipped.contains(bytes[value]) { value = bytes.index(after: value) }
            if value < bytes.endIndex, ![UInt8(ascii: "#"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[value]) { return true }
        }
        return false
    }

    /// `root` (the file at `path`) with every `$ref` to another file resolved; nil when it has none.
    /// Schemas go where the format keeps them: `components/schemas` (OpenAPI 3) or `definitions`
    /// (Swagger 2.0, whose `swagger` key the root has).
    static func bundle(_ root: Node, path: String, load: @escaping (String) throws -> Node? = composed) -> (root: Node, origins: [[String]: Origin], diagnostics: [Diagnostic])? {
        let schemasPlace = root["swagger"] != nil ? ["definitions"] : ["components", "schemas"]
        var bundle = SpecBundle(takenNames: [], rootPath: path, schemasPlace: schemasPlace, load: load)
        // A component schema that is another file's (`Team: {$ref: schemas/team.yaml}`) keeps its
        // name, also where another file refers to that file.
        if case .mapping(let schemas)? = schemasPlace.reduce(Optional(root), { $0?[$1] }) {
            for pair in schemas {
                guard let key = pair.key.string else { continue }
                bundle.takenNames.insert(SpecNaming.typeName(key))
                if let reference = pair.value["$ref"]?.string, !reference.hasPrefix("#") {
                    bundle.schemaNames[bundle.target(of: reference, in: path)] = key
                }
            }
        }
        let rewritten = bundle.rewrite(root, pointer: [], file: path)
        guard rewritten != nil || !bundle.addedSchemas.isEmpty else {
            return bundle.diagnostics.isEmpty ? nil : (root, [:], bundle.diagnostics)
        }
        let result = bundle.adding(bundle.addedSchemas, to: rewritten ?? root, at: schemasPlace[...])
        return (result, bundle.origins, bundle.diagnostics)
    }

    private init(takenNames: Set<String>, rootPath: String, schemasPlace: [String], load: @escaping (String) throws -> Node?) {
        self.takenNames = takenNames
        self.rootPath = rootPath
        self.schemasPlace = schemasPlace
        self.load = load
    }

    /// `node` with `schemas` added to the mapping at `place` (made where it is missing). Each key is
    /// placed where its schema is written, for locations.
    private func adding(_ schemas: [(String, Node)], to node: Node, at place: ArraySlice<String>) -> Node {
        guard !schemas.isEmpty else { return node }
        var mapping: Node.Mapping
        if case .mapping(let existing) = node { mapping = existing } else { mapping = Node.Mapping([]) }
        if let key = place.first {
            mapping[Node(key)] = adding(schemas, to: mapping[key] ?? .mapping(Node.Mapping([])), at: place.dropFirst())
        } else {
            for (name, schema) in schemas { mapping[.scalar(Node.Scalar(name, .implicit, .plain, schema.mark))] = schema }
        }
        return .mapping(mapping)
    }

    /// `node` (at `pointer` of the document, written in `file`) with its references to other files
    /// resolved; nil when nothing in it changed.
    private mutating func rewrite(_ node: Node, pointer: [String], file: String) -> Node? {
        switch node {
        case .mapping(let mapping):
            if let reference = mapping["$ref"]?.string, let resolved = resolve(reference, in: mapping, pointer: pointer, file: file) {
                return resolved
            }
            var changed = false
            var pairs: [(Node, Node)] = []
            for pair in mapping {
                let key = pair.key.string ?? ""
                // Vendor extensions are not read (`SpecDocument.withoutExtensions`), nor what they refer to.
                if !key.hasPrefix("x-"), let child = rewrite(pair.value, pointer: pointer + [key], file: file) {
                    pairs.append((pair.key, child))
                    changed = true
                } else {
                    pairs.append((pair.key, pair.value))
                }
            }
            return changed ? .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark, mapping.anchor)) : nil
        case .sequence(let sequence):
            var changed = false
            let items = sequence.enumerated().map { offset, item in
                guard let child = rewrite(item, pointer: pointer + [String(offset)], file: file) else { return item }
                changed = true
                return child
            }
            return changed ? .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark, sequence.anchor)) : nil
        default:
            return nil
        }
    }

    /// The node a `$ref` of `file` stands for, or nil to keep it as it is (a reference inside the
    /// root file, or one that cannot be resolved: then a warning).
    private mutating func resolve(_ reference: String, in mapping: Node.Mapping, pointer: [String], file: String) -> Node? {
        let (filePart, fragment) = Self.split(reference)
        guard !filePart.isEmpty || file != rootPath else { return nil }
        // A schema that cannot be brought in is said where it is mapped (decoded as JSONValue).
        let isSchema = Self.isSchemaPlace(pointer)
        guard !filePart.contains("://") else {
            if !isSchema { warn("$ref '\(reference)' is a URL: annogen reads files only (download it beside the spec)", at: mapping, file: file) }
            return nil
        }
        let target = Self.file(filePart, from: file)
        let key = target + "#" + fragment
        if isSchema, !isComponentSchema(pointer) {
            if let name = schemaNames[key] { return referenceToComponent(named: name, keeping: mapping) }
            guard let node = node(of: target, fragment: fragment, reference: reference, mapping: mapping, file: file, quiet: true) else { return nil }
            let name = claim(Self.suggestedName(target: target, fragment: fragment))
            schemaNames[key] = name
            let place = schemasPlace + [name]
            let index = addedSchemas.count
            addedSchemas.append((name, node))
            origins[place] = Origin(file: target, includesItself: true)
            if let rewritten = rewrite(node, pointer: place, file: target) { addedSchemas[index].1 = rewritten }
            return referenceToComponent(named: name, keeping: mapping)
        }
        // In place (a component schema written in another file keeps its component's name).
        guard inlining.insert(key).inserted else {
            warn("$ref '\(reference)' contains itself, which cannot be put in place: left as it is", at: mapping, file: file)
            return nil
        }
        defer { inlining.remove(key) }
        guard let node = node(of: target, fragment: fragment, reference: reference, mapping: mapping, file: file, quiet: isSchema) else { return nil }
        if isComponentSchema(pointer), let name = pointer.last { schemaNames[key] = name }
        origins[pointer] = Origin(file: target, includesItself: false)
        var result = rewrite(node, pointer: pointer, file: target) ?? node
        // Keys beside the `$ref` (a description) are kept where the part has none of its own.
        if case .mapping(var merged) = result {
            for pair in mapping where pair.key.string != "$ref" && merged[pair.key] == nil { merged[pair.key] = pair.value }
            result = .mapping(merged)
        }
        return result
    }

    /// The node at `fragment` (`/User`, `/components/schemas/User`, or empty: the whole file) of the
    /// file at `target`; nil, with a warning, when it cannot be read or has no such node.
    private mutating func node(of target: String, fragment: String, reference: String, mapping: Node.Mapping, file: String, quiet: Bool) -> Node? {
        if files[target] == nil {
            do {
                files[target] = try load(target)
            } catch {
                // A part that does not parse (a half-typed edit) is an error, as the spec's own text
                // is: read past, its schemas were JSONValue and the outputs were written.
                let failure = (error as? SpecFailure)?.diagnostic
                    ?? .error("cannot read \(target): \(error)", at: SourceLocation(path: target, line: 1, column: 1))
                diagnostics.append(failure)
                files[target] = .some(nil)
                return nil
            }
        }
        guard let document = files[target] ?? nil else {
            if !quiet { warn("$ref '\(reference)' names a file that cannot be read as YAML or JSON (\(target))", at: mapping, file: file) }
            return nil
        }
        var node = document
        for component in fragment.split(separator: "/", omittingEmptySubsequences: true) {
            let key = component.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            let child: Node?
            if case .sequence(let sequence) = node, let offset = Int(key), sequence.indices.contains(offset) {
                child = sequence[offset]
            } else {
                child = node[key]
            }
            guard let child else {
                if !quiet { warn("$ref '\(reference)' names nothing in \(target)", at: mapping, file: file) }
                return nil
            }
            node = child
        }
        return node
    }

    /// A file's tree as `SpecText` reads the spec's (`Yams.compose`), normalized.
    /// Nil when there is no such file; the parser's error, at its place in the file, when it does
    /// not parse.
    static func composed(_ path: String) throws -> Node? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        do {
            return try Yams.compose(yaml: SurrogateEscapes.rewritten(text)).map(YAMLCoreSchema.normalized)
        } catch let error as YamlError {
            throw SpecFailure(diagnostic: SpecText.diagnostic(for: error, path: path))
        }
    }

    private mutating func warn(_ message: String, at mapping: Node.Mapping, file: String) {
        let mark = mapping["$ref"].flatMap { _ in mapping.first { $0.key.string == "$ref" }?.key.mark } ?? mapping.mark
        diagnostics.append(.warning(message, at: SourceLocation(path: file, line: mark?.line ?? 1, column: mark?.column ?? 1)))
    }

    /// `name`, else with a number after it, whose Swift type name no other component has.
    private mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = 2
        while takenNames.contains(SpecNaming.typeName(candidate)) {
            candidate = "\(name)\(number)"
            number += 1
        }
        takenNames.insert(SpecNaming.typeName(candidate))
        return candidate
    }

    /// `path#fragment` of a `$ref` written in `file`.
    private func target(of reference: String, in file: String) -> String {
        let (filePart, fragment) = Self.split(reference)
        return Self.file(filePart, from: file) + "#" + fragment
    }

    /// A `$ref`'s file (empty: the file that writes it) and fragment (`/User`; empty: the whole file).
    private static func split(_ reference: String) -> (file: String, fragment: String) {
        let hash = reference.firstIndex(of: "#") ?? reference.endIndex
        let fragment = hash < reference.endIndex ? String(reference[reference.index(after: hash)...]) : ""
        return (String(reference[..<hash]), fragment)
    }

    /// The path of a `$ref`'s file, relative to the folder of `file`, which writes it.
    private static func file(_ filePart: String, from file: String) -> String {
        filePart.isEmpty ? file : joined(folder(of: file), filePart)
    }

    /// Whether `pointer` is a component schema's own (`components/schemas/User`, `definitions/User`).
    private func isComponentSchema(_ pointer: [String]) -> Bool {
        pointer.count == schemasPlace.count + 1 && pointer.starts(with: schemasPlace)
    }

    /// A `$ref` to the component `name`, with the keys beside the old one kept.
    private func referenceToComponent(named name: String, keeping mapping: Node.Mapping) -> Node {
        var pairs: [(Node, Node)] = []
        for pair in mapping {
            pairs.append(pair.key.string == "$ref" ? (pair.key, Node(SpecPointer(schemasPlace + [name]).description)) : (pair.key, pair.value))
        }
        return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark, mapping.anchor))
    }

    /// The fragment's last key (`#/User`), else the file's name without its extension.
    private static func suggestedName(target: String, fragment: String) -> String {
        if let last = fragment.split(separator: "/").last { return String(last) }
        let name = target.split(separator: "/").last.map(String.init) ?? target
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    /// Whether a `$ref` at `pointer` stands for a schema: a media type's or parameter's `schema`,
    /// a property, an array's items, an `allOf`/`oneOf`/`anyOf` member, a component schema.
    private static func isSchemaPlace(_ pointer: [String]) -> Bool {
        guard let last = pointer.last else { return false }
        if ["schema", "items", "additionalProperties", "not", "contains", "propertyNames", "if", "then", "else"].contains(last) { return true }
        let parent = pointer.count > 1 ? pointer[pointer.count - 2] : ""
        if ["properties", "patternProperties", "$defs", "definitions", "allOf", "oneOf", "anyOf", "prefixItems"].contains(parent) { return true }
        return pointer.count == 3 && pointer[0] == "components" && pointer[1] == "schemas"
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `folder/relative`, with `.` and `..` worked out (`Spec/a/../b.yaml` → `Spec/b.yaml`).
    static func joined(_ folder: String, _ relative: String) -> String {
        let combined = relative.hasPrefix("/") || folder.isEmpty ? relative : folder + "/" + relative
        var parts: [String] = []
        for part in combined.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        return (combined.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
