import AnnogenModel
import Yams

/// What published specs get wrong where the intent is clear, set right in the node tree before
/// OpenAPIKit decodes it (which would refuse the whole document), each with a warning at the key:
///
/// - an integer bound past what `Int64` holds (`maximum: 9223372036854776000`, a JSON number printed
///   from a double in OpenAI's spec) is clamped to `Int64.max` or `Int64.min`;
/// - in a 3.1 document, OpenAPI 3.0's boolean `exclusiveMinimum: true` (3.1's is the bound itself)
///   takes the value of `minimum`, which it made exclusive; `false` is dropped. The same for
///   `exclusiveMaximum`.
///
/// And one that is right but says nothing a Swift type can hold: a `not` that only names properties
/// that must not all be present (`not: {required: [image_url, file_id]}`, beside the properties) is
/// left out with a note; OpenAPIKit would read the schema as the `not` alone, with no properties.
struct SpecRepairs {
    let path: String
    let isOpenAPI31: Bool
    /// A warning (or note) per repair made so far, at the key.
    private(set) var warnings: [Diagnostic] = []

    init(path: String, isOpenAPI31: Bool) {
        self.path = path
        self.isOpenAPI31 = isOpenAPI31
    }

    /// Sets right one schema's mapping (`NodeTree.rewritingMappings` gives it each one); true when
    /// it changed.
    mutating func fix(_ pairs: inout [(Node, Node)]) -> Bool {
        let bounds = repairBounds(&pairs)
        let not = dropPresenceOnlyNot(&pairs)
        return bounds || not
    }

    /// Sets right the bounds of one schema's mapping; true when it changed.
    private mutating func repairBounds(_ pairs: inout [(Node, Node)]) -> Bool {
        var changed = false
        if isOpenAPI31 {
            for (exclusive, inclusive) in [("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")] {
                guard let index = pairs.firstIndex(where: { $0.0.string == exclusive }), let flag = pairs[index].1.bool else { continue }
                let key = pairs[index].0
                if flag, let boundIndex = pairs.firstIndex(where: { $0.0.string == inclusive }) {
                    let bound = pairs[boundIndex].1
                    warn("`\(exclusive): true` is how OpenAPI 3.0 makes `\(inclusive)` exclusive; in this 3.1 spec `\(exclusive)` is the bound itself: read as `\(exclusive): \(bound.string ?? "")`", at: key)
                    pairs[index].1 = bound
                    pairs.remove(at: boundIndex)
                } else {
                    warn("`\(exclusive): \(flag)` is OpenAPI 3.0's form (in 3.1 it is the bound itself, a number)\(flag ? " and there is no `\(inclusive)` to make exclusive" : ""): left out", at: key)
                    pairs.remove(at: index)
                }
                changed = true
            }
        }
        guard isInteger(pairs) else { return changed }
        for index in pairs.indices {
            guard let key = pairs[index].0.string, ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].contains(key),
                  case .scalar(var scalar) = pairs[index].1, let clamped = Self.clampedToInt64(scalar.string)
            else { continue }
            warn("`\(key): \(scalar.string)` is past what an Int64 holds (the spec is wrong here): read as \(clamped)", at: pairs[index].0)
            scalar.string = clamped
            pairs[index].1 = .scalar(scalar)
            changed = true
        }
        return changed
    }

    /// Leaves out a `not` that only names properties that must not all be present; true when it did.
    private mutating func dropPresenceOnlyNot(_ pairs: inout [(Node, Node)]) -> Bool {
        guard let index = pairs.firstIndex(where: { $0.0.string == "not" }), case .mapping(let not) = pairs[index].1,
              case .sequence(let names)? = not["required"],
              not.keys.allSatisfy({ ["required", "description", "title"].contains($0.string ?? "") })
        else { return false }
        let listed = names.compactMap(\.string).joined(separator: ", ")
        warnings.append(Diagnostic(.note, "`not` only says that \(listed) are not all present at once, which the generated type does not check: left out",
                                   at: location(pairs[index].0)))
        pairs.remove(at: index)
        return true
    }

    /// Whether the schema's `type` is `integer` (or a list holding it).
    private func isInteger(_ pairs: [(Node, Node)]) -> Bool {
        guard let type = pairs.first(where: { $0.0.string == "type" })?.1 else { return false }
        if type.string == "integer" { return true }
        if case .sequence(let types) = type { return types.contains { $0.string == "integer" } }
        return false
    }

    private mutating func warn(_ message: String, at key: Node) {
        warnings.append(.warning(message, at: location(key)))
    }

    private func location(_ key: Node) -> SourceLocation {
        SourceLocation(path: path, line: key.mark?.line ?? 1, column: key.mark?.column ?? 1)
    }

    /// `Int64.max` or `Int64.min` for a number past them (`9223372036854776000`,
    /// `-9.223372036854776e18`); nil for one within them, or text that is no number.
    static func clampedToInt64(_ text: String) -> String? {
        if Int64(text) != nil { return nil }
        guard let value = Double(text), value.isFinite else { return nil }
        if value >= 9.2233720368547758e18 { return String(Int64.max) }
        if value <= -9.2233720368547758e18 { return String(Int64.min) }
        return nil
    }
}
