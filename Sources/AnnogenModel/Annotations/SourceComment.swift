/// One comment as found in a source file, by either front end.
public struct SourceComment: Hashable, Sendable {
    /// The full text including its delimiters: `// gen: flag`, `/* gen: a */`, `/// Docs`.
    public var text: String
    /// Where the comment starts.
    public var location: SourceLocation
    /// The line the comment ends on (equal to `location.line` for `//` comments).
    public var endLine: Int
    /// True when nothing but whitespace precedes the comment on its line.
    public var isOwnLine: Bool

    public init(text: String, location: SourceLocation, endLine: Int, isOwnLine: Bool) {
        self.text = text
        self.location = location
        self.endLine = endLine
        self.isOwnLine = isOwnLine
    }
}
