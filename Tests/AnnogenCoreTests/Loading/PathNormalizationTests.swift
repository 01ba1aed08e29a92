@testable import AnnogenCore
import Testing

/// `TemplatePaths.normalize` returns a path that is already normal as it is (the fast path every
/// source's path takes) and normalizes the rest component by component.
@Suite struct PathNormalizationTests {
    @Test(arguments: [
        ("a/b", "a/b"), ("/a/b", "/a/b"), ("a", "a"), ("/", "/"), ("", "."), (".", "."), ("..", ".."),
        ("./a", "a"), ("a/./b", "a/b"), ("a//b", "a/b"), ("a/b/", "a/b"), ("a/../b", "b"), ("../a", "../a"),
        ("/../a", "/a"), ("a/...", "a/..."), ("a/.b", "a/.b"), ("a/b..", "a/b.."), ("//a", "/a"), ("a/..", "."),
    ])
    func normalizes(_ path: String, _ expected: String) {
        #expect(TemplatePaths.normalize(path) == expected)
    }

    /// Every path of up to five components from a small alphabet, against the component-wise rule.
    @Test func agreesWithTheComponentRuleOnEveryShortPath() {
        let pieces = ["a", "bc", ".", "..", "...", "", ".d"]
        var paths = [""]
        for _ in 0..<5 {
            paths = paths.flatMap { path in pieces.map { path.isEmpty ? $0 : path + "/" + $0 } } + [""]
        }
        for path in Set(paths + paths.map { "/" + $0 }) {
            #expect(TemplatePaths.normalize(path) == Self.componentRule(path), "\(path)")
        }
    }

    /// `.` and empty components dropped, `..` taking back the named component before it.
    private static func componentRule(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", isAbsolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
