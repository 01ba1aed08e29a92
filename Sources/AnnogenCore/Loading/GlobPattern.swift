/// A glob for exclusions: `*` (within a path component), `?`, `**` (any number of components),
/// `[abc]`. A pattern without `/` matches the file name in any folder.
struct GlobPattern: Sendable {
    let pattern: String
    /// The pattern's bytes (`./` taken off the front when it has a `/`), made once: a pattern is
    /// matched against every source path of a run.
    private let bytes: [UInt8]
    /// Whether it matches a file name in any folder (no `/` in the pattern).
    private let matchesName: Bool
    /// What every path it matches ends with: the pattern's bytes after its last `*`, `?` or `]`.
    private let tail: [UInt8]

    init(_ pattern: String) {
        self.pattern = pattern
        matchesName = !pattern.utf8.contains(Self.slash)
        bytes = Array((!matchesName && pattern.hasPrefix("./") ? pattern.dropFirst(2) : Substring(pattern)).utf8)
        let lastWildcard = bytes.lastIndex { $0 == Self.star || $0 == Self.question || $0 == Self.close }
        tail = Array(bytes[(lastWildcard.map { $0 + 1 } ?? 0)...])
    }

    func matches(_ path: String) -> Bool {
        // Most paths end otherwise than an exclusion such as `*.pb.swift` or `**/*.h`.
        guard path.utf8.count >= tail.count, path.utf8.suffix(tail.count).elementsEqual(tail) else { return false }
        if matchesName {
            let name = path.utf8.split(separator: Self.slash).last.map(Array.init) ?? Array(path.utf8)
            return Self.match(bytes, 0, name, 0)
        }
        let trimmedPath = path.hasPrefix("./") ? path.utf8.dropFirst(2) : path.utf8[...]
        return Self.match(bytes, 0, Array(trimmedPath), 0)
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
