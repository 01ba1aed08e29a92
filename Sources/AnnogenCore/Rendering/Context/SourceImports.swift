import AnnogenModel

/// An `import` statement of a Swift source, as Sourcery's `Import` has it: `kind` for `import struct
/// Module.Name`, `path` the dotted name after it. Attributes (`@testable`, `@preconcurrency`) are not
/// kept, as Sourcery keeps none.
struct SourceImport: Hashable, Sendable {
    var kind: String?
    var path: String

    /// `struct Module.Name`, or `Module`: what a template writes after `import`.
    var description: String { kind.map { "\($0) \(path)" } ?? path }

    /// `Module.Submodule` of `import struct Module.Submodule.Name`; the path when there is no kind.
    var moduleName: String {
        guard kind != nil, let dot = path.lastIndex(of: ".") else { return path }
        return String(path[..<dot])
    }
}

/// Reads the `import` statements of a Swift source's text: each line that, outside comments and
/// string literals, starts (after attributes) with `import`, in `#if` branches too, in order. The
/// model keeps no imports (a list per file held from parsing to rendering); templates that read
/// them (`type.imports`, `type.allImports`) have them read from the file.
enum SourceImports {
    static let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor"]

    static func scan(_ text: String) -> [SourceImport] {
        var result: [SourceImport] = []
        var scanner = Scanner(Array(text.utf8))
        while !scanner.atEnd {
            // At the start of a line, outside comments and literals.
            scanner.skipBlanks()
            if let found = scanner.importStatement() { result.append(found) }
            scanner.skipToNextLine()
        }
        return result
    }

    /// A cursor over a source's bytes that knows whether it is inside a comment or a string literal.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// Nesting of `/* */` comments the cursor is in.
        var commentDepth = 0
        /// The `#`s of the multi-line string literal the cursor is in (`"""`: 0), if it is in one.
        var multilineHashes: Int?

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index >= bytes.count }

        func byte(at offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        mutating func skipBlanks() {
            while let byte = byte(), byte == ASCII.space || byte == ASCII.tab || byte == ASCII.carriageReturn { index += 1 }
        }

        /// An `import` statement starting here (outside comments and literals), read to its end.
        mutating func importStatement() -> SourceImport? {
            guard commentDepth == 0, multilineHashes == nil else { return nil }
            let start = index
            // Attributes: `@testable`, `@_spi(Internal)`.
            while byte() == UInt8(ascii: "@") {
                index += 1
                _ = identifier()
                if byte() == ASCII.openParen {
                    while let byte = byte(), byte != ASCII.closeParen, byte != ASCII.newline { index += 1 }
                    if byte() == ASCII.closeParen { index += 1 }
                }
                skipBlanks()
            }
            guard identifier() == "import", let next = byte(), next == ASCII.space || next == ASCII.tab else {
                index = start
                return nil
            }
            skipBlanks()
            var first = identifier()
            var kind: String?
            if let word = first, SourceImports.kinds.contains(word), byte() == ASCII.space || byte() == ASCII.tab {
                kind = word
                skipBlanks()
                first = identifier()
            }
            guard var path = first else { return nil }
            while byte() == UInt8(ascii: ".") {
                index += 1
                guard let part = identifier() else { break }
                path += "." + part
            }
            return SourceImport(kind: kind, path: path)
        }

        /// An identifier here (backticks dropped), or nil.
        mutating func identifier() -> String? {
            let quoted = byte() == UInt8(ascii: "`")
            if quoted { index += 1 }
            let start = index
            while let byte = byte(), byte == ASCII.underscore || byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || (index > start && byte >= 0x30 && byte <= 0x39) { index += 1 }
            guard index > start else { return nil }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if quoted, byte() == UInt8(ascii: "`") { index += 1 }
            return name
        }

        /// Past the end of the line, keeping track of comments and string literals on the way.
        mutating func skipToNextLine() {
            while let current = byte() {
                if commentDepth > 0 {
                    if current == ASCII.star, byte(at: 1) == ASCII.slash { commentDepth -= 1; index += 2; continue }
                    if current == ASCII.slash, byte(at: 1) == ASCII.star { commentDepth += 1; index += 2; continue }
                } else if let hashes = multilineHashes {
                    if current == ASCII.backslash { index += 2; continue }
                    if isQuotes(3, thenHashes: hashes) { index += 3 + hashes; multilineHashes = nil; continue }
                } else if current == ASCII.slash, byte(at: 1) == ASCII.slash {
                    while let byte = byte(), byte != ASCII.newline { index += 1 }
                    continue
                } else if current == ASCII.slash, byte(at: 1) == ASCII.star {
                    commentDepth = 1
                    index += 2
                    continue
                } else if current == ASCII.hash || current == ASCII.quote {
                    var hashes = 0
                    while byte(at: hashes) == ASCII.hash { hashes += 1 }
                    let quoteStart = index + hashes
                    guard quoteStart < bytes.count, bytes[quoteStart] == ASCII.quote else { index += max(hashes, 1); continue }
                    index = quoteStart
                    if isQuotes(3, thenHashes: 0) {
                        multilineHashes = hashes
                        index += 3
                        continue
                    }
                    skipSingleLineString(hashes: hashes)
                    continue
                }
                index += 1
                if current == ASCII.newline { return }
            }
        }

        /// Whether `count` quotes followed by `hashes` `#`s start here.
        func isQuotes(_ count: Int, thenHashes hashes: Int) -> Bool {
            (0..<count).allSatisfy { byte(at: $0) == ASCII.quote } && (0..<hashes).allSatisfy { byte(at: count + $0) == ASCII.hash }
        }

        /// From an opening `"` to past the closing one (with `hashes` `#`s), or to the line's end.
        mutating func skipSingleLineString(hashes: Int) {
            index += 1
            while let byte = byte(), byte != ASCII.newline {
                if byte == ASCII.backslash, hashes == 0 { index += 2; continue }
                if byte == ASCII.quote, isQuotes(1, thenHashes: hashes) { index += 1 + hashes; return }
                index += 1
            }
        }
    }
}
