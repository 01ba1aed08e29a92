import AnnogenModel

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
    /// `path` tidied for people to read: `Tools/Sourcery/../../App/Mocks.swift` is `App/Mocks.swift`.
    public var displayPath: String { PathNormalizer.standardize(path) }
    public var kind: Kind
    public var oldContent: String?
    public var newContent: String?
    /// For a user's source file (inline blocks): the content hash it had when annogen read it. The write
    /// is skipped when the file no longer has it, so an edit made during the run is not lost.
    public var expectedHash: String?

    public init(path: String, kind: Kind, oldContent: String?, newContent: String?, expectedHash: String? = nil) {
        self.path = path
        self.kind = kind
        self.oldContent = oldContent
        self.newContent = newContent
        self.expectedHash = expectedHash
    }

    /// The change for a source file that holds inline blocks: updated or unchanged, never created or
    /// removed.
    public static func source(path: String, old: String, new: String, hash: String) -> OutputChange {
        OutputChange(path: path, kind: UTF8Bytes.same(old, new) ? .unchanged : .updated, oldContent: old, newContent: new, expectedHash: hash)
    }
}
