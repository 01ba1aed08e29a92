import AnnogenCore
import Foundation
import Testing

@Suite struct PathTextTests {
    @Test func deletingTheLastComponentAsNSStringDoes() {
        let cases = ["a/b/c": "a/b", "a/b/": "a", "/a": "/", "a": "", "G": "", "/": "/", "": "", "a//b": "a", "//a": "/", "./x": "."]
        for (path, parent) in cases {
            #expect(PathText.deletingLastComponent(path) == parent, "\(path)")
        }
    }

    @Test func pathExtensionsAsNSStringGivesThem() {
        let paths = ["a/b.swift", "b.swift", "Kit.docc", "Kit.docc/", "a.b.h", ".hidden", "a", "a.", "a/.b", "dir.d/file",
                     "/x/y.yml", "x..json", "/", "", "a/b.c/"]
        for path in paths {
            #expect(PathText.pathExtension(path) == (path as NSString).pathExtension, "\(path)")
        }
    }
}
