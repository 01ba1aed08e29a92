/// One input file as loaded: its path (as given, relative to the working directory when possible),
/// its text and a hash of that text.
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var text: String
    public var contentHash: String

    public init(path: String, text: String, contentHash: String) {
        self.path = path
        self.text = text
        self.contentHash = contentHash
    }
}
