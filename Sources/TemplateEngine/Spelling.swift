/// Names close to a misspelt one, for "did you mean" messages.
public enum Spelling {
    /// The names in `candidates` close to `name`: within an edit distance of a third of its length
    /// (at least 1, at most 3), or starting with it; the closest first, then by name. A `!name`
    /// form is left out when `name` itself is listed.
    public static func similar(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased().unicodeScalars)
        let allowed = min(3, max(1, target.count / 3))
        var scored: [(name: String, distance: Int)] = []
        for candidate in candidates where candidate != name {
            let lowered = candidate.lowercased()
            let distance = editDistance(target, Array(lowered.unicodeScalars))
            if distance <= allowed {
                scored.append((candidate, distance))
            } else if target.count >= 3, lowered.hasPrefix(name.lowercased()) {
                scored.append((candidate, allowed + 1))
            }
        }
        let names = Set(scored.map(\.name))
        return scored
            .filter { !($0.name.hasPrefix("!") && names.contains(String($0.name.dropFirst()))) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(limit)
            .map(\.name)
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
