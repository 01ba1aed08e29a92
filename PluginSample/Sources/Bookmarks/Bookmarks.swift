import AnnogenRuntime
import Foundation

/// A reader's saved links. The request methods and the `Codable` code are generated at build time by
/// the build-tool plugin; nothing generated is checked in.
public enum Bookmarks {
    /// One page of the reader's bookmarks, newest first.
    public enum List: APIEndPoint {
        public static let endpoint = "/bookmarks"
        public static let method = HTTPMethod.get

        public struct RequestBody {
            let page: Int?
            // gen: jsonKey = "per_page"
            let perPage: Int?
        }

        public struct ResponseBody: ResponseBodyType {
            public let items: [Bookmark]
            // gen: jsonKey = "next_page"
            public let nextPage: Int?
        }
    }

    /// Saves a link.
    public enum Add: APIEndPoint {
        public static let endpoint = "/bookmarks"

        public struct RequestBody: Sendable {
            let url: URL
            let title: String?
        }

        public typealias ResponseBody = Bookmark
    }
}

/// A saved link.
public struct Bookmark: ResponseBodyType, Hashable {
    public let id: Int
    public let url: URL
    public let title: String?
    // gen: jsonKey = "saved_at"
    public let savedAt: Date
    /// Older entries have no tags.
    // gen: defaultValue = []
    public let tags: [String]
}
