import AnnogenRuntime
@testable import Bookmarks
import Foundation
import Shelf
import Testing

/// The code the plugins generated works: Bookmarks' from the build-tool plugin (at build time), Shelf's
/// from the command plugin (checked in).
@Suite struct PluginSampleTests {
    @Test func theBuildToolPluginsCodeDecodesWithTheAnnotations() throws {
        let json = Data(#"{"items": [{"id": 3, "url": "https://example.com/a", "saved_at": "2026-11-24T10:00:00Z"}], "next_page": 2}"#.utf8)
        let page = try APIClient.defaultDecoder().decode(Bookmarks.List.ResponseBody.self, from: json)
        #expect(page.nextPage == 2)
        #expect(page.items.first?.tags == [String](), "tags is absent: its default applies")
        #expect(page.items.first?.savedAt == Date(timeIntervalSince1970: 1_795_514_400))
    }

    @Test func theBuildToolPluginWritesTheRequestMethods() {
        let request = Bookmarks.List.request(page: 2, perPage: 50)
        #expect(request.method == .get && request.path == "/bookmarks")
        #expect(request.queryItems.map { "\($0.name)=\($0.value ?? "")" } == ["page=2", "per_page=50"])
    }

    @Test func theCommandPluginsCheckedInCodeDecodes() throws {
        let book = try JSONDecoder().decode(Book.self, from: Data(#"{"isbn": "978", "title": "Lavinia", "is_read": 1}"#.utf8))
        #expect(book.isRead && book.pageCount == nil)
    }
}
