@testable import AnnogenCore
import AnnogenTestSupport
import Foundation
import Testing

/// `TemplateFinder`: the templates a template path stands for.
@Suite struct TemplateFinderTests {
    /// A template folder named through a symlink (`Templates -> Shared/Templates`, as projects share
    /// templates) is listed as the folder it points to, under the name given; a symlink met inside
    /// it is not followed. It was "no templates (*.stencil) found" before.
    @Test func aTemplatesPathThatIsASymlinkIsFollowed() throws {
        let folder = TemporaryFolder()
        folder.write("Shared/Templates/T.stencil", "t")
        folder.write("Shared/Templates/_Partial.stencil", "p")
        folder.write("Shared/Templates/Sub/U.stencil", "u")
        folder.write("Elsewhere/Far.stencil", "f")
        try FileManager.default.createSymbolicLink(atPath: folder.file("Templates"), withDestinationPath: "Shared/Templates")
        try FileManager.default.createSymbolicLink(atPath: folder.file("Shared/Templates/Linked"), withDestinationPath: "../../Elsewhere")
        let link = folder.file("Templates")

        let found = TemplateFinder.find([link])
        #expect(found.diagnostics.isEmpty)
        #expect(found.roots == [link])
        #expect(found.templates.map(\.name) == ["Sub/U.stencil", "T.stencil"])
        #expect(found.templates.map(\.path) == [link + "/Sub/U.stencil", link + "/T.stencil"])

        // The cache's key holds the same files, and a template named as a file finds its partials.
        #expect(TemplateFinder.files(under: [link]).first?.files
            == [link + "/Sub/U.stencil", link + "/T.stencil", link + "/_Partial.stencil"])
        #expect(TemplateFinder.partials(besideFile: link + "/T.stencil") == [link + "/Sub/U.stencil", link + "/_Partial.stencil"])

        // Named with a trailing slash, as shells complete it (lstat then followed the link: found by
        // the code review).
        #expect(TemplateFinder.find([link + "/"]).templates.map(\.name) == ["Sub/U.stencil", "T.stencil"])
    }
}
