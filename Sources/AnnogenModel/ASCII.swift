/// The handful of ASCII bytes annogen's byte scanners look at: the comment and annotation readers
/// here, the Swift front end's scan for top-level cuts (`TopLevelChunks`), the Objective-C front
/// end's reading of clang's errors (`HeaderRecovery`).
public enum ASCII {
    public static let newline = UInt8(ascii: "\n")
    public static let carriageReturn = UInt8(ascii: "\r")
    public static let space = UInt8(ascii: " ")
    public static let tab = UInt8(ascii: "\t")
    public static let slash = UInt8(ascii: "/")
    public static let star = UInt8(ascii: "*")
    public static let colon = UInt8(ascii: ":")
    public static let comma = UInt8(ascii: ",")
    public static let equals = UInt8(ascii: "=")
    public static let quote = UInt8(ascii: "\"")
    public static let backslash = UInt8(ascii: "\\")
    public static let hash = UInt8(ascii: "#")
    public static let underscore = UInt8(ascii: "_")
    public static let openBrace = UInt8(ascii: "{")
    public static let closeBrace = UInt8(ascii: "}")
    public static let openParen = UInt8(ascii: "(")
    public static let closeParen = UInt8(ascii: ")")
    public static let openBracket = UInt8(ascii: "[")
    public static let closeBracket = UInt8(ascii: "]")

    /// Space, tab, or a carriage return (so CRLF files read like LF ones).
    public static func isBlank(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn
    }

    /// A line feed (a carriage return counts as blank, see `isBlank`).
    public static func isLineBreak(_ byte: UInt8) -> Bool { byte == newline }

    /// `a`–`z` and `A`–`Z`.
    public static func isLetter(_ byte: UInt8) -> Bool {
        isLowercase(byte) || isUppercase(byte)
    }

    /// `A`–`Z`.
    public static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// `a`–`z`.
    public static func isLowercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    /// Whether every byte is ASCII: then a byte is a character, and text compares, searches and
    /// changes case byte by byte as Foundation would (nearly every name annogen handles).
    public static func isASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// `0`–`9`.
    public static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Bytes allowed in an annotation key or namespace after the first: letters, digits, `_` and `-`.
    public static func isIdentifier(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == underscore || byte == UInt8(ascii: "-")
    }

    /// Bytes of a C or Swift identifier, in ASCII: letters, digits and `_` (what the Objective-C
    /// front end and the template scanners look for in source text).
    public static func isCodeIdentifier(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == underscore
    }

    /// Bytes allowed to start an annotation key: letters and `_`.
    public static func isIdentifierStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == underscore
    }
}
