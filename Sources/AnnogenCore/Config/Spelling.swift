/// "Did you mean …?" for misspelled keys.
enum Spelling {
    /// The candidate closest to `word` when it is a likely misspelling: equal ignoring case, or at most
    /// two edits away (one for short words).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        var best: (String, Int)?
        let length = word.count
        for candidate in candidates {
            if candidate == word { return nil }
            let limit = candidate.count <= 4 ? 1 : 2
            // The distance is at least the difference in length: most candidates need no table (an
            // OpenAPI model's own annotations, `fromSpec` on each of OpenAI's 4,330 types, were 1.8 %
            // of generating it).
            guard abs(candidate.count - length) <= limit else { continue }
            let distance = candidate.lowercased() == lower ? 0 : editDistance(lower, candidate.lowercased())
            guard distance <= limit else { continue }
            if best == nil || distance < best?.1 ?? Int.max { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Damerau–Levenshtein distance (with adjacent transpositions), bounded inputs only.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }
}
