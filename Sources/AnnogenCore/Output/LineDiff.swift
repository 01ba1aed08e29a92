/// A small line diff (longest common subsequence) for `--dry-run` and golden-file tests. Inputs are
/// generated files of modest size; for very large inputs it falls back to a summary.
public enum LineDiff {
    /// Unified-style lines: `- old`, `+ new`, with a few lines of context around each change.
    public static func unified(old: String, new: String, context: Int = 2, limit: Int = 4_000) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if a.count * b.count > limit * limit {
            return "(\(a.count) lines → \(b.count) lines; too large to diff)"
        }
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        enum Op { case same(String), removed(String), added(String) }
        var ops: [Op] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                ops.append(.same(a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                // The old line first, as diff and git print a change (`-` before `+`).
                ops.append(.removed(a[i])); i += 1
            } else {
                ops.append(.added(b[j])); j += 1
            }
        }
        var keep = Array(repeating: false, count: ops.count)
        for (index, op) in ops.enumerated() {
            if case .same = op { continue }
            for k in max(0, index - context)...min(ops.count - 1, index + context) { keep[k] = true }
        }
        var lines: [String] = []
        var skipped = false
        for (index, op) in ops.enumerated() {
            guard keep[index] else { skipped = true; continue }
            if skipped { lines.append("  …"); skipped = false }
            switch op {
            case .same(let line): lines.append("  \(line)")
            case .removed(let line): lines.append("- \(line)")
            case .added(let line): lines.append("+ \(line)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
