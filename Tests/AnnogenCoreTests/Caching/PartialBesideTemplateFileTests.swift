@testable import AnnogenCore
import AnnogenModel
import AnnogenTestSupport
import Foundation
import Testing

/// A template given as a file includes partials from its folder: an edit of one changes the run's
/// key, so a run neither replays the last one nor reuses its texts or iterations (found by a review:
/// the cached run mixed the old partial's text with the new one's, at exit 0).
@Suite struct PartialBesideTemplateFileTests {
    /// `Templates/T.stencil` of `folder`, given as a file, rendered through the cache (into
    /// `Cached`) and without it (into a new `Uncached`): the two outputs.
    private static func runs(_ folder: TemporaryFolder) -> (cached: String?, uncached: String?) {
        func config(_ output: String) -> Config {
            var config = projectConfig(folder.path, output: output)
            config.templates = [folder.file("Templates/T.stencil")]
            return config
        }
        let cache = AnnogenCache(directory: folder.file("cache"), toolVersion: "t")
        _ = Pipeline(config: config("Cached"), cache: cache).runUsingCache(mode: .write)
        cache.flush()
        try? FileManager.default.removeItem(atPath: folder.file("Uncached"))
        _ = Pipeline(config: config("Uncached")).run(mode: .write)
        let read = { (output: String) in try? String(contentsOfFile: folder.file("\(output)/T.generated.swift"), encoding: .utf8) }
        return (read("Cached"), read("Uncached"))
    }

    @Test func anEditedPartialIsAnInputOfATemplateGivenAsAFile() throws {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", "struct Alpha {\n    var a: Int\n}\n")
        folder.write("Sources/B.swift", "struct Beta {\n    var b: Int\n}\n")
        folder.write("Templates/T.stencil", "{% for t in types.all %}{{ t.name }}{{ t.variables.count }}{% include \"_p.stencil\" %}\n{% endfor %}\n")
        folder.write("Templates/_p.stencil", "P1")
        func pass() -> String? {
            let (cached, uncached) = Self.runs(folder)
            #expect(cached == uncached)
            return cached
        }
        _ = pass()
        // A type and the partial change: the iterations that read nothing that changed render again too.
        folder.write("Sources/A.swift", "struct Alpha {\n    var a: Int\n    var a2: String\n}\n")
        folder.write("Templates/_p.stencil", "P2")
        #expect(pass()?.contains("Beta1P2") == true)
        // Only the partial changes: the run is not replayed.
        folder.write("Templates/_p.stencil", "P3")
        #expect(pass()?.contains("Beta1P3") == true)
    }

    /// An included file that the key does not hold (not a `.stencil` file, or in a hidden folder)
    /// is read as a project file: an edit of it is seen by the replay check, and the template's text
    /// is rendered again (found by a review: the cached run replayed the old include at exit 0).
    @Test(arguments: ["part.txt", ".hidden/_p.stencil"])
    func anIncludeOutsideTheKeyIsCheckedAgain(_ include: String) throws {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", "struct Alpha {\n    var a: Int\n}\n")
        folder.write("Templates/T.stencil", "{% for t in types.all %}{{ t.name }}{% endfor %} {% include \"\(include)\" %}\n")
        folder.write("Templates/" + include, "one")
        func pass() -> (cached: String?, uncached: String?) { Self.runs(folder) }
        #expect(pass().cached?.contains("Alpha one") == true)
        // Only the include changes: not replayed.
        folder.write("Templates/" + include, "two")
        let second = pass()
        #expect(second.cached == second.uncached)
        #expect(second.cached?.contains("Alpha two") == true)
        // The include and a source change: the template's text is not reused.
        folder.write("Templates/" + include, "three")
        folder.write("Sources/A.swift", "struct Alpha {\n    var a: Int\n    var b: Int\n}\n")
        let third = pass()
        #expect(third.cached == third.uncached)
        #expect(third.cached?.contains("Alpha three") == true)
    }
}
