/// A position in a source file, template or config: 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form editors and CI logs link to.
    public var description: String { "\(path):\(line):\(column)" }
}
