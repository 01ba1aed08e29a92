import AnnogenModel

/// Reads the `import` statements of a Swift source's text without parsing it: each line that starts,
/// outside comments and string literals (`TopLevelScanner`), with `import`
/// after its attributes, in `#if` branches too, in order. An import after another statement on its
/// line (`let a = 1; import B`) is not read. The model keeps no imports (a list per file held from
/// parsing to rendering); templates that read them (`type.imports`) have them read from the file.
public enum SwiftImports {
    static let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor"]

    public static func scan(_ text: String) -> [SourceImport] {
        var text = text
        return text.withUTF8 { bytes in
            var result: [SourceImport] = []
            var scanner = TopLevelScanner()
            scanner.scan(bytes, safe: { _ in }, codeLine: { start in
                if let found = statement(in: bytes, at: start) { result.append(found) }
            })
            return result
        }
    }

    /// The `import` statement the line at `start` holds, if it holds one.
    private static func statement(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> SourceImport? {
        var index = start
        // A UTF-8 byte order mark before the first line.
        if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        func skipBlanks() {
            while index < bytes.count, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
        }
        /// An identifier at `index` (backticks dropped), or nil.
        func identifier() -> String? {
            let quoted = index < bytes.count && bytes[index] == UInt8(ascii: "`")
            if quoted { index += 1 }
            let first = index
            while index < bytes.count, ASCII.isIdentifierStart(bytes[index]) || bytes[index] >= 0x80 || (index > first && ASCII.isDigit(bytes[index])) {
                index += 1
            }
            guard index > first else { return nil }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)
            if quoted, index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            return name
        }
        func isBlank() -> Bool { index < bytes.count && (bytes[index] == ASCII.space || bytes[index] == ASCII.tab) }
        skipBlanks()
        // Attributes: `@testable`, `@_spi(Internal)`.
        while index < bytes.count, bytes[index] == UInt8(ascii: "@") {
            index += 1
            _ = identifier()
            if index < bytes.count, bytes[index] == ASCII.openParen {
                while index < bytes.count, bytes[index] != ASCII.closeParen, bytes[index] != ASCII.newline { index += 1 }
                if index < bytes.count, bytes[index] == ASCII.closeParen { index += 1 }
            }
            skipBlanks()
        }
        guard identifier() == "import", isBlank() else { return nil }
        skipBlanks()
        var first = identifier()
        var kind: String?
        if let word = first, kinds.contains(word), isBlank() {
            kind = word
            skipBlanks()
            first = identifier()
        }
        guard var path = first else { return nil }
        while index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard let part = identifier() else { break }
            path += "." + part
        }
        return SourceImport(kind: kind, path: path)
    }
}
