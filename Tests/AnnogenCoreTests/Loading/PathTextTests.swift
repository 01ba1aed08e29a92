import AnnogenCore
import Testing

@Suite struct PathTextTests {
    @Test func deletingTheLastComponentAsNSStringDoes() {
        let cases = ["a/b/c": "a/b", "a/b/": "a", "/a": "/", "a": "", "G": "", "/": "/", "": "", "a//b": "a", "//a": "/", "./x": "."]
        for (path, parent) in cases {
            #expect(PathText.deletingLastComponent(path) == parent, "\(path)")
        }
    }
}
