import Yams

/// JSON Schema's references to the schema that holds them, which OpenAPI 3.1 allows and OpenAPIKit
/// reads as no schema at all: `$recursiveRef: "#"` (draft 2019-09, OpenAI's `CompoundFilter`, a
/// filter of filters) and `$dynamicRef: "#…"` (2020-12). Inside a component schema each becomes a
/// `$ref` to that component, which is what they resolve to when nothing extends the schema; it is
/// then a recursive type like any other (`RecursiveSchemas`).
enum RecursiveReferences {
    static let keys: Set<String> = ["$recursiveRef", "$dynamicRef"]

    /// Whether `text` may hold one (a scan before any walk).
    static func mayOccur(in text: String) -> Bool {
        text.contains("$recursiveRef") || text.contains("$dynamicRef")
    }

    /// `root` with each one inside `components/schemas/<name>` pointing at `<name>`; nil when none
    /// was there.
    static func resolved(_ root: Node) -> Node? {
        guard case .mapping(var top) = root, case .mapping(var components)? = top["components"],
              case .mapping(let schemas)? = components["schemas"] else { return nil }
        var changed = false
        var pairs: [(Node, Node)] = []
        for pair in schemas {
            guard let name = pair.key.string else {
                pairs.append((pair.key, pair.value))
                continue
            }
            let target = Node(SpecPointer(["components", "schemas", name]).description)
            let rewritten = NodeTree.rewritingMappings(pair.value) { pairs in
                var found = false
                for index in pairs.indices where keys.contains(pairs[index].0.string ?? "") && pairs[index].1.string?.hasPrefix("#") == true {
                    pairs[index] = (.scalar(Node.Scalar("$ref", .implicit, .plain, pairs[index].0.mark)), target)
                    found = true
                }
                return found
            }
            if rewritten != nil { changed = true }
            pairs.append((pair.key, rewritten ?? pair.value))
        }
        guard changed else { return nil }
        components["schemas"] = .mapping(Node.Mapping(pairs, schemas.tag, schemas.style, schemas.mark, schemas.anchor))
        top["components"] = .mapping(components)
        return .mapping(top)
    }
}
