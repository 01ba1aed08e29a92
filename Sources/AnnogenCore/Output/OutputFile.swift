/// One file the run wants on disk, with the text it should hold.
public struct OutputFile: Hashable, Sendable {
    public var path: String
    /// Nil when the file should not exist (a template rendered nothing).
    public var content: String?
    /// The templates it came from, for messages.
    public var templateNames: [String]

    public init(path: String, content: String?, templateNames: [String]) {
        self.path = path
        self.content = content
        self.templateNames = templateNames
    }
}

/// What happened (or, in `--check` and `--dry-run`, would happen) to one output.
public struct OutputChange: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case created, updated, unchanged, removed
    }

    public var path: String
    public var kind: Kind
    public var oldContent: String?
    public var newContent: String?

    public init(path: String, kind: Kind, oldContent: String?, newContent: String?) {
        self.path = path
        self.kind = kind
        self.oldContent = oldContent
        self.newContent = newContent
    }
}
