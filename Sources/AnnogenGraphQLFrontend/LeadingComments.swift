import AnnogenModel

/// The `#` comments right above a definition in a GraphQL document: `# gen:` lines are annotations
/// (`# gen: mockFile = "Mocks/lotteries.json"`), as `// gen:` lines are in Swift; the others
/// document the generated type. A blank line ends them.
enum LeadingComments {
    static func read(before offset: Int, in file: SourceFile) -> (annotations: Annotations, documentation: [String], diagnostics: [Diagnostic]) {
        let bytes = Array(file.text.utf8)
        var lines: [(text: String, line: Int, column: Int)] = []
        // The start of the definition's line, then line by line upwards.
        var end = min(max(offset, 0), bytes.count)
        while end > 0, bytes[end - 1] != 0x0A { end -= 1 }
        let table = LineTable(file.text)
        while end > 0 {
            var start = end - 1
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            let line = String(decoding: bytes[start..<(end - 1)], as: UTF8.self)
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else { break }
            let location = table.location(of: start + (line.utf8.count - trimmed.utf8.count), path: file.path)
            lines.insert((String(trimmed.dropFirst()), location.line, location.column), at: 0)
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
