import AnnogenModel
import Yams

/// One spec file's text as a YAML node tree (JSON is read the same way), kept to find where a JSON
/// pointer (`/components/schemas/Product/properties/id`) was written, so diagnostics and model
/// locations point into the spec.
struct SpecText {
    /// Which document format the file holds, read from its top-level `openapi` or `swagger` key.
    enum Format: Equatable {
        case openAPI30, openAPI31, swagger20
    }

    let path: String
    /// The document, with the parts it refers to in other files brought in (`SpecBundle`).
    let root: Node
    /// The file each part brought in from another file comes from, by its pointer in `root`.
    let origins: [[String]: SpecBundle.Origin]
    /// What bringing in other files' parts found wrong: a file that does not parse (an error), a
    /// reference to nothing (a warning).
    let bundleDiagnostics: [Diagnostic]
    /// Whether `root` holds parts of other files: the document is then decoded from it.
    var isBundled: Bool { !origins.isEmpty }
    /// The nodes found so far by pointer (see `walk`).
    private let index = NodeIndex()

    /// Nil when the text does not parse as YAML or JSON; `failure` then holds the error with its
    /// location, when the file looked like a spec.
    init?(path: String, text: String, failure: inout Diagnostic?) {
        self.path = path
        do {
            guard let composed = try Yams.compose(yaml: text) else { return nil }
            let root = YAMLCoreSchema.normalized(composed)
            format = Self.format(of: root)
            if format != nil, SpecBundle.hasExternalReferences(text), let bundled = SpecBundle.bundle(root, path: path) {
                (self.root, origins, bundleDiagnostics) = bundled
            } else {
                (self.root, origins, bundleDiagnostics) = (root, [:], [])
            }
        } catch let error as YamlError {
            failure = Self.diagnostic(for: error, path: path)
            return nil
        } catch {
            failure = .error("cannot read the spec: \(error)", at: SourceLocation(path: path, line: 1, column: 1))
            return nil
        }
    }

    /// The format the top-level key names, or nil when the file is not an OpenAPI or Swagger document.
    /// Read once: every location asks it (a Swagger 2.0 file's pointers are translated).
    let format: Format?

    private static func format(of root: Node) -> Format? {
        if let version = root["openapi"]?.string {
            return version.hasPrefix("3.0") ? .openAPI30 : .openAPI31
        }
        if root["swagger"] != nil { return .swagger20 }
        return nil
    }

    /// The version string as written (`3.0.3`, `2.0`).
    var versionText: String { root["openapi"]?.string ?? root["swagger"]?.string ?? "" }

    /// Where the value at `pointer` is written (its key, for a member of a mapping); the nearest
    /// ancestor that exists when the full path does not.
    func location(of pointer: [String]) -> SourceLocation {
        SourceLocation(path: file(of: pointer), mark: walk(pointer).mark)
    }

    /// The file the node at `pointer` was written in: the spec's, or another that a `$ref` brought
    /// in (the longest pointer of `origins` that `pointer` starts with).
    private func file(of pointer: [String]) -> String {
        guard !origins.isEmpty else { return path }
        var prefix = pointer
        while !prefix.isEmpty {
            if let origin = origins[prefix], origin.includesItself || prefix.count < pointer.count { return origin.file }
            prefix.removeLast()
        }
        return path
    }

    /// The value at `pointer` as written, or nil when the path does not exist.
    func node(at pointer: [String]) -> Node? {
        walk(pointer).node
    }

    /// The node at `pointer` (nil when the path does not exist) and where the nearest existing part
    /// of it is written.
    /// Each step is a look-up in `index`, which holds the children of every mapping and sequence the
    /// walks have passed through: a search of each mapping's keys, copying nodes on the way, was 62 %
    /// of reading OpenAI's spec (its 1,422 schemas are one mapping, searched for every location).
    private func walk(_ pointer: [String]) -> (node: Node?, mark: Mark?) {
        var node = root
        var mark = root.mark
        var path: [String] = []
        path.reserveCapacity(pointer.count)
        for component in pointer {
            index.enterChildren(of: node, at: path)
            path.append(component)
            guard let child = index.children[path] else { return (nil, mark) }
            node = child.node
            mark = child.mark ?? mark
        }
        return (node, mark)
    }

    /// The children of the containers `walk` passed through, by pointer. A mapping's child is the
    /// value of its first key of that name, placed at the key; a sequence's, its element.
    private final class NodeIndex {
        var children: [[String]: (node: Node, mark: Mark?)] = [:]
        private var entered: Set<[String]> = []

        func enterChildren(of node: Node, at path: [String]) {
            guard entered.insert(path).inserted else { return }
            switch node {
            case .mapping(let mapping):
                for pair in mapping {
                    guard let key = pair.key.string else { continue }
                    let childPath = path + [key]
                    if children[childPath] == nil { children[childPath] = (pair.value, pair.key.mark) }
                }
            case .sequence(let sequence):
                for (offset, element) in sequence.enumerated() { children[path + [String(offset)]] = (element, element.mark) }
            default:
                break
            }
        }
    }


    static func diagnostic(for error: YamlError, path: String) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return .error("the spec is not valid YAML or JSON: \(problem)",
                          at: SourceLocation(path: path, line: mark.line, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            // At the mapping that holds them (Yams' context mark), not the file's first line.
            return .error("the spec is not valid YAML or JSON: a key given twice in one mapping: \(duplicates.map { "'\($0)'" }.joined(separator: ", "))",
                          at: SourceLocation(path: path, line: context.mark.line, column: context.mark.column))
        default:
            return .error("the spec is not valid YAML or JSON: \(error)", at: SourceLocation(path: path, line: 1, column: 1))
        }
    }
}

/// A JSON pointer into a spec, as written in `$ref`s and diagnostics: `#/components/schemas/Product`.
struct SpecPointer: Hashable, CustomStringConvertible {
    var components: [String]

    init(_ components: [String] = []) { self.components = components }

    func appending(_ more: String...) -> SpecPointer { SpecPointer(components + more) }

    /// `#/paths/~1products~1{id}/get` (RFC 6901 escaping).
    var description: String {
        "#/" + components.map { $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
            .joined(separator: "/")
    }
}

extension SourceLocation {
    init(path: String, mark: Mark?) {
        self.init(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }
}
