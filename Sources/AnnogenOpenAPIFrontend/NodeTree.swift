import Yams

/// Rewrites of a spec's node tree before OpenAPIKit decodes it (`SpecRepairs`, `PresenceAlternatives`).
enum NodeTree {
    /// `node` with `fix` given the pairs of every mapping in it, children first, rebuilding only
    /// what changed; nil when `fix` changed nothing (most specs: nothing is built again). `fix`
    /// says whether it changed the pairs it was given.
    static func rewritingMappings(_ node: Node, _ fix: (inout [(Node, Node)]) -> Bool) -> Node? {
        switch node {
        case .mapping(let mapping):
            let children = mapping.map { rewritingMappings($0.value, fix) }
            var pairs = zip(mapping, children).map { pair, child in (pair.key, child ?? pair.value) }
            let fixed = fix(&pairs)
            guard fixed || children.contains(where: { $0 != nil }) else { return nil }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark, mapping.anchor))
        case .sequence(let sequence):
            let children = sequence.map { rewritingMappings($0, fix) }
            guard children.contains(where: { $0 != nil }) else { return nil }
            return .sequence(Node.Sequence(zip(sequence, children).map { $1 ?? $0 }, sequence.tag, sequence.style, sequence.mark, sequence.anchor))
        default:
            return nil
        }
    }
}
