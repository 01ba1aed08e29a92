import Yams

/// Plain scalars as YAML 1.2 reads them, which OpenAPI specs are written in, where Yams reads YAML
/// 1.1's: `yes`, `no`, `on`, `off` (any case) are strings, not booleans (`country: NO` is Norway);
/// `012` is twelve, not octal ten; `1_000`, `1_000.5`, `0b101` and `1:30` are strings. Quoted and tagged
/// scalars are left as they are.
enum YAMLCoreSchema {
    /// `node` with each plain scalar value that YAML 1.1 and 1.2 read apart retagged or respelled
    /// (mapping keys are left as they are: a spec's keys are strings either way, and are looked up
    /// as written).
    static func normalized(_ node: Node) -> Node {
        switch node {
        case .scalar(var scalar):
            guard scalar.style == .plain, scalar.tag.description == Tag.Name.implicit.rawValue else { return node }
            let text = scalar.string
            if onlyYAML11Booleans.contains(text.lowercased()) || isOnlyYAML11Number(text) {
                // Read as quoted text: Yams' booleans check the tag, its numbers the style.
                scalar.tag = Tag(.str)
                scalar.style = .singleQuoted
            } else if let decimal = decimalWithLeadingZeros(text) {
                scalar.string = decimal
            } else {
                return node
            }
            return .scalar(scalar)
        case .mapping(let mapping):
            let pairs = mapping.map { ($0.key, normalized($0.value)) }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark, mapping.anchor))
        case .sequence(let sequence):
            return .sequence(Node.Sequence(sequence.map(normalized), sequence.tag, sequence.style, sequence.mark, sequence.anchor))
        default:
            return node
        }
    }

    private static let onlyYAML11Booleans: Set<String> = ["yes", "no", "on", "off"]

    /// A number only YAML 1.1 reads as one: with `_` in it (`1_000`, `1_000.5`), binary (`0b101`),
    /// or sexagesimal (`1:30`, `1:30.5`).
    private static func isOnlyYAML11Number(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard let first = digits.first, first.isASCII, first.isNumber || first == "." else { return false }
        if digits.hasPrefix("0b") { return digits.dropFirst(2).allSatisfy { $0 == "0" || $0 == "1" || $0 == "_" } }
        guard digits.contains("_") || digits.contains(":") else { return false }
        // Digits, with the separators and what a float adds (`.`, an exponent).
        return digits.allSatisfy { ($0.isASCII && $0.isNumber) || "_:.eE+-".contains($0) }
    }

    /// `012` → `12`: YAML 1.1 reads a leading zero as octal, YAML 1.2 as a decimal.
    private static func decimalWithLeadingZeros(_ text: String) -> String? {
        var sign = ""
        var digits = Substring(text)
        if let first = digits.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            digits = digits.dropFirst()
        }
        guard digits.count > 1, digits.first == "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let trimmed = digits.drop { $0 == "0" }
        return sign + (trimmed.isEmpty ? "0" : String(trimmed))
    }
}
