/// A glob for exclusions: `*` (within a path component), `?`, `**` (any number of components),
/// `[abc]`. A pattern without `/` matches the file name in any folder.
struct GlobPattern: Sendable {
    let pattern: String

    init(_ pattern: String) {
        self.pattern = pattern
    }

    func matches(_ path: String) -> Bool {
        if !pattern.contains("/") {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return Self.match(Array(pattern.utf8), 0, Array(name.utf8), 0)
        }
        let trimmedPattern = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        let trimmedPath = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return Self.match(Array(trimmedPattern.utf8), 0, Array(trimmedPath.utf8), 0)
    }

    private static let star = UInt8(ascii: "*"), question = UInt8(ascii: "?"), slash = UInt8(ascii: "/")
    private static let open = UInt8(ascii: "["), close = UInt8(ascii: "]")

    /// Backtracking match; patterns are short, so the cost is small.
    private static func match(_ p: [UInt8], _ pi: Int, _ s: [UInt8], _ si: Int) -> Bool {
        var pi = pi, si = si
        while pi < p.count {
            let c = p[pi]
            if c == star {
                if pi + 1 < p.count, p[pi + 1] == star {
                    // `**/` matches zero or more whole components; `**` at the end matches everything.
                    var next = pi + 2
                    if next < p.count, p[next] == slash { next += 1 }
                    if next >= p.count { return true }
                    var k = si
                    while k <= s.count {
                        if (k == si || s[k - 1] == slash), match(p, next, s, k) { return true }
                        k += 1
                    }
                    return false
                }
                var k = si
                while true {
                    if match(p, pi + 1, s, k) { return true }
                    if k >= s.count || s[k] == slash { return false }
                    k += 1
                }
            }
            guard si < s.count else { return false }
            if c == question {
                if s[si] == slash { return false }
            } else if c == open, let end = p[(pi + 1)...].firstIndex(of: close) {
                let set = p[(pi + 1)..<end]
                guard set.contains(s[si]) else { return false }
                pi = end + 1
                si += 1
                continue
            } else if c != s[si] {
                return false
            }
            pi += 1
            si += 1
        }
        return si == s.count
    }
}
