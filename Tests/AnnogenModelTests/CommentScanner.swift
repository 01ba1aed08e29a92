import AnnogenModel

/// A tiny comment scanner for tests, standing in for a front end: finds `//` and `/* */` comments
/// (skipping string literals) with their 1-based line, UTF-8 column, end line and own-line flag.
func scanComments(_ source: String, path: String = "F.swift") -> [SourceComment] {
    let bytes = Array(source.utf8)
    var comments: [SourceComment] = []
    var line = 1, lineStart = 0, onlyBlanks = true
    var i = 0
    func at(_ k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }
    while i < bytes.count {
        let byte = bytes[i]
        if byte == UInt8(ascii: "\n") {
            line += 1; lineStart = i + 1; onlyBlanks = true; i += 1
        } else if byte == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
            var end = i
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            comments.append(SourceComment(
                text: String(decoding: bytes[i..<end], as: UTF8.self),
                location: SourceLocation(path: path, line: line, column: i - lineStart + 1),
                endLine: line, isOwnLine: onlyBlanks))
            onlyBlanks = false; i = end
        } else if byte == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
            let startLine = line, column = i - lineStart + 1, own = onlyBlanks
            var end = i + 2
            while end < bytes.count, !(bytes[end] == UInt8(ascii: "*") && at(end + 1) == UInt8(ascii: "/")) {
                if bytes[end] == UInt8(ascii: "\n") { line += 1; lineStart = end + 1 }
                end += 1
            }
            end = min(end + 2, bytes.count)
            comments.append(SourceComment(
                text: String(decoding: bytes[i..<end], as: UTF8.self),
                location: SourceLocation(path: path, line: startLine, column: column),
                endLine: line, isOwnLine: own))
            onlyBlanks = false; i = end
        } else if byte == UInt8(ascii: "\"") {
            i += 1
            while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\n") {
                i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
            }
            i += 1; onlyBlanks = false
        } else {
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { onlyBlanks = false }
            i += 1
        }
    }
    return comments
}

func makeIndex(_ source: String, path: String = "F.swift") -> CommentIndex {
    CommentIndex(comments: scanComments(source, path: path))
}

/// The annotations of one comment written at `line`:`column`.
func read(_ text: String, line: Int = 1, column: Int = 1) -> (Annotations, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let comment = SourceComment(text: text, location: SourceLocation(path: "F.swift", line: line, column: column),
                                endLine: line + text.filter { $0 == "\n" }.count, isOwnLine: true)
    let annotations = AnnotationReader.annotations(in: comment, diagnostics: &diagnostics)
    return (annotations, diagnostics)
}

func loc(_ line: Int, _ column: Int, _ path: String = "F.swift") -> SourceLocation {
    SourceLocation(path: path, line: line, column: column)
}
