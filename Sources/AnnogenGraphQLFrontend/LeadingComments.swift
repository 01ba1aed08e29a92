import AnnogenModel

/// The `#` comments right above a definition in a GraphQL document: `# gen:` lines are annotations
/// (`# gen: mockFile = "Mocks/lotteries.json"`), as `// gen:` lines are in Swift; the others
/// document the generated type. A blank line ends them.
enum LeadingComments {
    /// The comments above the definition at UTF-8 `offset` of `file`, which starts on line `line`.
    static func read(before offset: Int, line: Int, in file: SourceFile) -> (annotations: Annotations, documentation: [String], diagnostics: [Diagnostic]) {
        let utf8 = file.text.utf8
        var lines: [(text: String, line: Int, column: Int)] = []
        // From the start of the definition's line, line by line upwards.
        var end = utf8.index(utf8.startIndex, offsetBy: max(offset, 0), limitedBy: utf8.endIndex) ?? utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] != 0x0A { end = utf8.index(before: end) }
        var number = line
        while end > utf8.startIndex {
            let newline = utf8.index(before: end)
            var start = newline
            while start > utf8.startIndex, utf8[utf8.index(before: start)] != 0x0A { start = utf8.index(before: start) }
            let text = Substring(file.text[start..<newline])
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else { break }
            number -= 1
            lines.insert((String(trimmed.dropFirst()), number, text.utf8.count - trimmed.utf8.count + 1), at: 0)
            end = start
        }
        var annotations = Annotations()
        var documentation: [String] = []
        var diagnostics: [Diagnostic] = []
        for line in lines {
            let body = line.text.hasPrefix(" ") ? String(line.text.dropFirst()) : line.text
            if body.hasPrefix("gen:") {
                let comment = SourceComment(text: "//" + line.text, location: SourceLocation(path: file.path, line: line.line, column: line.column),
                                            endLine: line.line, isOwnLine: true)
                annotations.append(contentsOf: AnnotationReader.annotations(in: comment, diagnostics: &diagnostics))
            } else {
                documentation.append(body)
            }
        }
        return (annotations, documentation, diagnostics)
    }
}
