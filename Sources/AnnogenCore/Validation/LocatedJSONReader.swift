import AnnogenModel
import Foundation

/// Reads `LocatedJSON` from UTF-8 bytes: a recursive descent over the bytes, keeping the line and
/// the byte where the line starts. Nesting deeper than `depthLimit` is refused rather than
/// followed, so no file can exhaust the stack.
struct LocatedJSONReader {
    typealias Position = LocatedJSON.Position
    typealias SyntaxError = LocatedJSON.SyntaxError

    /// Deeper than any mock a person writes, well inside the stack of a validation thread.
    static let depthLimit = 256

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark before the value.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    private var position: Position { Position(line: line, column: offset - lineStart + 1) }

    private func error(_ message: String, at position: Position? = nil) -> SyntaxError {
        SyntaxError(message: message, position: position ?? self.position)
    }

    /// One value and nothing after it but whitespace.
    mutating func document() throws -> LocatedJSON {
        skipWhitespace()
        let result = try value()
        skipWhitespace()
        if offset < bytes.count { throw error("unexpected \(describe(bytes[offset])) after the JSON value") }
        return result
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    private mutating func value() throws -> LocatedJSON {
        let start = position
        guard offset < bytes.count else { throw error("the text ends where a value should be") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return LocatedJSON(value: try object(), position: start)
        case UInt8(ascii: "["): return LocatedJSON(value: try array(), position: start)
        case UInt8(ascii: "\""): return LocatedJSON(value: .string(try string()), position: start)
        case UInt8(ascii: "t"): try word("true"); return LocatedJSON(value: .bool(true), position: start)
        case UInt8(ascii: "f"): try word("false"); return LocatedJSON(value: .bool(false), position: start)
        case UInt8(ascii: "n"): try word("null"); return LocatedJSON(value: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return LocatedJSON(value: .number(try number()), position: start)
        default: throw error("unexpected \(describe(bytes[offset])) where a value should be")
        }
    }

    private mutating func nested<T>(_ read: (inout LocatedJSONReader) throws -> T) throws -> T {
        guard depth < Self.depthLimit else { throw error("arrays and objects are nested more than \(Self.depthLimit) deep") }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    private mutating func object() throws -> LocatedJSON.Value {
        try nested { reader in
            reader.offset += 1
            var members: [LocatedJSON.Member] = []
            reader.skipWhitespace()
            if reader.next(is: "}") { return .object(members) }
            while true {
                reader.skipWhitespace()
                guard reader.offset < reader.bytes.count, reader.bytes[reader.offset] == UInt8(ascii: "\"") else {
                    throw reader.error(reader.offset < reader.bytes.count ? "an object's key must be a string in double quotes" : "the text ends inside an object")
                }
                let key = try reader.string()
                reader.skipWhitespace()
                guard reader.next(is: ":") else { throw reader.error("expected ':' after the key \(SwiftLiteralFilters.quoted(key))") }
                reader.skipWhitespace()
                members.append(LocatedJSON.Member(key: key, value: try reader.value()))
                reader.skipWhitespace()
                if reader.next(is: ",") { continue }
                if reader.next(is: "}") { return .object(members) }
                throw reader.error(reader.offset < reader.bytes.count ? "expected ',' or '}' in an object" : "the text ends inside an object")
            }
        }
    }

    private mutating func array() throws -> LocatedJSON.Value {
        try nested { reader in
            reader.offset += 1
            var items: [LocatedJSON] = []
            reader.skipWhitespace()
            if reader.next(is: "]") { return .array(items) }
            while true {
                reader.skipWhitespace()
                items.append(try reader.value())
                reader.skipWhitespace()
                if reader.next(is: ",") { continue }
                if reader.next(is: "]") { return .array(items) }
                throw reader.error(reader.offset < reader.bytes.count ? "expected ',' or ']' in an array" : "the text ends inside an array")
            }
        }
    }

    /// Consumes `character` when it is next.
    private mutating func next(is character: Unicode.Scalar) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
        offset += 1
        return true
    }

    private mutating func word(_ word: String) throws {
        let start = position
        for byte in word.utf8 {
            guard offset < bytes.count, bytes[offset] == byte else { throw error("expected \(word)", at: start) }
            offset += 1
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as written.
    private mutating func number() throws -> String {
        let start = offset
        let startPosition = position
        _ = next(is: "-")
        let digitsStart = offset
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("a number needs digits", at: startPosition) }
        if integerDigits > 1, bytes[digitsStart] == UInt8(ascii: "0") {
            throw error("a number cannot start with 0 (JSON has no leading zeros)", at: startPosition)
        }
        if next(is: "."), digits() == 0 { throw error("a number needs digits after its '.'") }
        if next(is: "e") || next(is: "E") {
            if !next(is: "+") { _ = next(is: "-") }
            if digits() == 0 { throw error("a number needs digits in its exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = offset
        while offset < bytes.count, ASCII.isDigit(bytes[offset]) { offset += 1 }
        return offset - start
    }

    /// A string in double quotes, its escapes read; `offset` is at the opening quote.
    private mutating func string() throws -> String {
        let start = position
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flush(_ reader: LocatedJSONReader, to end: Int) {
            scalars.append(contentsOf: String(decoding: reader.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                flush(self, to: offset)
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("a control character (\(describe(byte))) must be escaped in a string") }
            if byte == UInt8(ascii: "\\") {
                flush(self, to: offset)
                scalars.append(try escape())
                runStart = offset
                continue
            }
            offset += 1
        }
        throw error("the string is not closed", at: start)
    }

    /// The scalar of the escape at `offset` (`\n`, `\u00e9`, a surrogate pair `\ud83d\ude00`).
    private mutating func escape() throws -> Unicode.Scalar {
        let start = position
        offset += 1
        guard offset < bytes.count else { throw error("the string is not closed", at: start) }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hexUnit(start)
            if (0xD800..<0xDC00).contains(first) {
                guard next(is: "\\"), next(is: "u") else { throw error("a \\u escape of a high surrogate needs its low surrogate after it", at: start) }
                let second = try hexUnit(start)
                guard (0xDC00..<0xE000).contains(second),
                      let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                    throw error("a \\u escape of a high surrogate needs its low surrogate after it", at: start)
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("a \\u escape of a lone low surrogate is not a character", at: start) }
            return scalar
        default:
            throw error("unknown escape \\\(describe(byte).replacingOccurrences(of: "'", with: "")) in a string", at: start)
        }
    }

    private mutating func hexUnit(_ start: Position) throws -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("a \\u escape needs four hexadecimal digits", at: start) }
        var value: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            guard let digit = Self.hexValue(byte) else { throw error("a \\u escape needs four hexadecimal digits", at: start) }
            value = value << 4 | digit
        }
        offset += 4
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A byte as a message names it: `'x'`, or its code for a control or non-ASCII byte.
    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
