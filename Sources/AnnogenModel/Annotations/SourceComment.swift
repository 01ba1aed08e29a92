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

extension SourceComment {
    /// True when only spaces and tabs stand between the start of the line and `offset` (a UTF-8
    /// offset into `bytes`): what makes a comment own-line, or a declaration the first on its line.
    /// Both front ends use it, so the rule is the same for Swift and Objective-C.
    public static func isOnlyWhitespaceBefore(offset: Int, in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { isOnlyWhitespaceBefore(offset: offset, in: $0) }
    }

    /// `isOnlyWhitespaceBefore(offset:in:)` over bytes read in place.
    public static func isOnlyWhitespaceBefore(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = min(offset, bytes.count) - 1
        while index >= 0 {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): index -= 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return true
            default: return false
            }
        }
        return true
    }
}
