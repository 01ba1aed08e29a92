import Yams

/// A schema with `properties` whose `oneOf` (or `anyOf`) alternatives only say which of them must be
/// present, as Xero's Payroll UK NICategory does:
///
/// ```yaml
/// properties: {niCategory: …, startDate: …, workplacePostcode: …}
/// oneOf: [{required: [workplacePostcode]}, {required: [startDate]}]
/// ```
///
/// is its properties, one struct; the alternatives constrain presence only, so every property they
/// name is optional (`required` beside them loses those names). OpenAPIKit reads a schema with
/// `oneOf` as the alternatives alone, which made NICategory an enum of two empty options and dropped
/// every property; the spec's node tree is folded before OpenAPIKit decodes it. Other alternatives
/// beside `properties` are left as they are (`SchemaMapping` warns that the properties are dropped).
///
/// The same alternatives as a member of an `allOf` (`allOf: [$ref: Rules, {anyOf: [{required:
/// [inbound_rules]}, {required: [outbound_rules]}]}]`, DigitalOcean's firewalls) are left out of it:
/// the other members' properties are the struct.
enum PresenceAlternatives {
    /// Folds one schema's mapping (`NodeTree.rewritingMappings` gives it each one): true when it
    /// had `properties` and presence-only alternatives, or an `allOf` member of them alone.
    static func fold(_ pairs: inout [(Node, Node)]) -> Bool {
        let members = dropPresenceOnlyMembers(&pairs)
        return foldBesideProperties(&pairs) || members
    }

    /// Takes the `allOf` members that are presence-only alternatives alone out of it.
    private static func dropPresenceOnlyMembers(_ pairs: inout [(Node, Node)]) -> Bool {
        guard let index = pairs.firstIndex(where: { $0.0.string == "allOf" }), case .sequence(let members) = pairs[index].1 else { return false }
        let kept = Array(members).filter { member in
            guard case .mapping(let mapping) = member else { return true }
            let alternatives = mapping.filter { $0.key.string == "oneOf" || $0.key.string == "anyOf" }
            let onlyAlternatives = mapping.keys.allSatisfy { ["oneOf", "anyOf", "description", "title"].contains($0.string ?? "") }
            return !(alternatives.count == 1 && onlyAlternatives && alternatives.allSatisfy { isPresenceOnly($0.value) })
        }
        guard kept.count < members.count, !kept.isEmpty else { return false }
        pairs[index].1 = .sequence(Node.Sequence(kept, members.tag, members.style, members.mark, members.anchor))
        return true
    }

    private static func foldBesideProperties(_ pairs: inout [(Node, Node)]) -> Bool {
        guard pairs.contains(where: { $0.0.string == "properties" }),
              let index = pairs.firstIndex(where: { ($0.0.string == "oneOf" || $0.0.string == "anyOf") && isPresenceOnly($0.1) }),
              case .sequence(let alternatives) = pairs[index].1
        else { return false }
        let named = Set(alternatives.flatMap { requiredNames($0) })
        pairs.remove(at: index)
        if let requiredIndex = pairs.firstIndex(where: { $0.0.string == "required" }), case .sequence(let required) = pairs[requiredIndex].1 {
            let kept = Array(required).filter { !named.contains($0.string ?? "") }
            if kept.isEmpty {
                pairs.remove(at: requiredIndex)
            } else {
                pairs[requiredIndex].1 = .sequence(Node.Sequence(kept, required.tag, required.style, required.mark, required.anchor))
            }
        }
        return true
    }

    /// Alternatives that each hold `required` and nothing else but words (`description`, `title`).
    static func isPresenceOnly(_ node: Node) -> Bool {
        guard case .sequence(let alternatives) = node, !alternatives.isEmpty else { return false }
        return alternatives.allSatisfy { alternative in
            guard case .mapping(let mapping) = alternative, mapping.keys.contains(where: { $0.string == "required" }) else { return false }
            return mapping.keys.allSatisfy { ["required", "description", "title"].contains($0.string ?? "") }
        }
    }

    private static func requiredNames(_ alternative: Node) -> [String] {
        guard case .sequence(let names)? = alternative["required"] else { return [] }
        return names.compactMap(\.string)
    }
}
