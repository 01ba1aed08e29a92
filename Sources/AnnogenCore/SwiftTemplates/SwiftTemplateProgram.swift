import AnnogenModel
import Foundation

/// A `.swifttemplate` turned into the Swift program that prints its output, as Sourcery turns it:
/// text outside tags is printed, `<%= expr %>` prints `"\(expr)"`, `<% code %>` is
/// code, `<%- include("other") %>` puts another template's parts in place, `<%- includeFile("x") %>`
/// compiles a Swift file with the program; `<%_` trims the spaces and tabs before the tag, `_%>`
/// those after it, and `-%>` the line break after it; `<%#` is a comment. Text is printed as it
/// comes, as Sourcery printed it up to 2.1, so a `print` in the template's code lands where it runs
/// (Sourcery 2.2 collects the text in `sourceryBuffer` and prints it last, after any `print`: the
/// same output for templates that do not print themselves). `sourceryBuffer` is there, printed last. Each line of it knows where in which template it came from, so the compiler's
/// errors are told there.
struct SwiftTemplateProgram {
    /// `main.swift`.
    let source: String
    /// Files `includeFile` names, compiled with it.
    let swiftFiles: [String]
    /// Every template read (the template and its includes), for the compile's key.
    let templateFiles: [(path: String, text: String)]
    /// Per line of `source` (from 0): where it came from, when it came from a template.
    let origins: [Origin?]

    struct Origin {
        let path: String
        let line: Int
        /// The template's column minus the program's, on the first line of a part (0 on the others:
        /// they are copied as they are).
        let columnShift: Int
        /// The template's column where the line's code starts.
        let codeColumn: Int
    }

    /// One part of a template.
    fileprivate enum Part {
        /// Code (`<% %>`), and where it starts.
        case code(String, Place)
        /// An expression to print (`<%= %>`), and where it starts.
        case output(String, Place)
        /// Text to print as it is.
        case text(String)
        case swiftFile(String)
    }

    fileprivate struct Place {
        let path: String
        let line: Int
        let column: Int
    }

    /// The files the template at `path` includes (templates and Swift files, directly or not); none
    /// when it cannot be read (its render says why).
    static func referencedFiles(of path: String) -> [String] {
        var files: [(path: String, text: String)] = []
        guard let parts = try? parts(of: path, includedFrom: nil, stack: [], files: &files) else { return [] }
        var swiftFiles: [String] = []
        for case .swiftFile(let file) in parts where !swiftFiles.contains(file) { swiftFiles.append(file) }
        return files.dropFirst().map(\.path) + swiftFiles
    }

    /// Where in the templates the line of `main.swift` a run-time message names (`main.swift:12: Fatal
    /// error: …`) came from: its line, at the column its code starts; nil when it names none.
    func location(inRuntimeMessage message: String) -> SourceLocation? {
        guard let range = message.range(of: "main.swift:") else { return nil }
        let digits = message[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard let line = Int(digits), line >= 1, line <= origins.count, let origin = origins[line - 1] else { return nil }
        return SourceLocation(path: origin.path, line: origin.line, column: origin.codeColumn)
    }

    /// The lines every program starts with: Sourcery's names for the context.
    static let prelude = """
        import Foundation
        import SourceryRuntime

        let context = ProcessInfo.processInfo.context!
        let types = context.types
        let functions = context.functions
        let type = context.types.typesByName
        let argument = context.argument

        var sourceryBuffer = "";
        """

    /// The program of the template at `path`, or what is wrong with it (an unmatched `<%`, an
    /// include that cannot be read or that includes itself), at its place.
    static func make(templatePath path: String) throws(SwiftTemplateFailure) -> SwiftTemplateProgram {
        var files: [(path: String, text: String)] = []
        let parts = try self.parts(of: path, includedFrom: nil, stack: [], files: &files)
        var lines = prelude.components(separatedBy: "\n")
        var origins: [Origin?] = Array(repeating: nil, count: lines.count)
        var swiftFiles: [String] = []
        for part in parts {
            switch part {
            case .code(let code, let place):
                let codeLines = code.components(separatedBy: "\n")
                for (offset, line) in codeLines.enumerated() {
                    lines.append(line)
                    origins.append(Origin(path: place.path, line: place.line + offset, columnShift: offset == 0 ? place.column - 1 : 0,
                                          codeColumn: offset == 0 ? place.column : 1))
                }
            case .output(let code, let place):
                let head = "print(\"\\("
                let codeLines = (head + code + ")\", terminator: \"\");").components(separatedBy: "\n")
                for (offset, line) in codeLines.enumerated() {
                    lines.append(line)
                    origins.append(Origin(path: place.path, line: place.line + offset,
                                          columnShift: offset == 0 ? place.column - 1 - head.count : 0,
                                          codeColumn: offset == 0 ? place.column : 1))
                }
            case .text(let text):
                lines.append("print(" + SwiftLiteralFilters.quoted(text) + ", terminator: \"\");")
                origins.append(nil)
            case .swiftFile(let file):
                if !swiftFiles.contains(file) { swiftFiles.append(file) }
            }
        }
        lines.append("print(\"\\(sourceryBuffer)\", terminator: \"\");")
        origins.append(nil)
        return SwiftTemplateProgram(source: lines.joined(separator: "\n") + "\n", swiftFiles: swiftFiles,
                                    templateFiles: files, origins: origins)
    }

    /// The parts of the template at `path`, as Sourcery reads them (see the type's comment).
    private static func parts(
        of path: String, includedFrom: SourceLocation?, stack: [String], files: inout [(path: String, text: String)]
    ) throws(SwiftTemplateFailure) -> [Part] {
        guard let data = FileManager.default.contents(atPath: path) else {
            let message = includedFrom == nil ? "cannot read Swift template '\(path)'" : "cannot read included template '\(path)'"
            throw SwiftTemplateFailure( .error(message, at: includedFrom ?? SourceLocation(path: path, line: 1, column: 1)))
        }
        let text = String(decoding: data, as: UTF8.self)
        files.append((path, text))
        var parts: [Part] = []
        var lineStarts = LineStarts(text)
        var position = text.startIndex
        // The text before the first tag.
        var textEnd = text.range(of: "<%", range: position..<text.endIndex)?.lowerBound ?? text.endIndex
        parts.appendText(String(text[position..<textEnd]))
        position = textEnd
        while position < text.endIndex {
            // `position` is at `<%`.
            let tagStart = position
            let codeStart = text.index(position, offsetBy: 2)
            let nextOpen = text.range(of: "<%", range: codeStart..<text.endIndex)?.lowerBound ?? text.endIndex
            guard let close = text.range(of: "%>", range: codeStart..<nextOpen) else {
                let place = lineStarts.place(of: tagStart, in: text)
                throw SwiftTemplateFailure( .error("'<%' has no '%>' before the next tag or the end of the template",
                                                    at: SourceLocation(path: path, line: place.line, column: place.column)))
            }
            var code = Substring(text[codeStart..<close.lowerBound])
            var after = Substring(text[close.upperBound..<nextOpen])
            let trimsNewline = code.hasSuffix("-")
            if trimsNewline { code = code.dropLast() }
            let trimsBefore = code.hasPrefix("_")
            if trimsBefore { code = code.dropFirst() }
            let trimsAfter = code.hasSuffix("_")
            if trimsAfter { code = code.dropLast() }
            if trimsNewline, after.hasPrefix("\n") { after = after.dropFirst() }
            if trimsAfter { after = after.drop(while: \.isHorizontalSpace) }
            if trimsBefore, case .text(let previous)? = parts.last {
                parts[parts.count - 1] = .text(Self.trimmingTrailingSpace(previous))
            }
            let place = lineStarts.place(of: code.startIndex, in: text)
            let location = SourceLocation(path: path, line: place.line, column: place.column)
            if code.hasPrefix("-") {
                code = code.dropFirst()
                if let name = Self.argument(of: "includeFile", in: code) {
                    let file = Self.includePath(name, from: path, defaultExtension: "swift")
                    guard FileManager.default.isReadableFile(atPath: file) else {
                        throw SwiftTemplateFailure(.error("cannot read included Swift file '\(file)'", at: location))
                    }
                    parts.append(.swiftFile(file))
                } else if let name = Self.argument(of: "include", in: code) {
                    let included = Self.includePath(name, from: path, defaultExtension: "swifttemplate")
                    // Named by file name: the error is at the tag, whose path it gives.
                    let named = { (file: String) in "'\((file as NSString).lastPathComponent)'" }
                    if included == path {
                        throw SwiftTemplateFailure(.error("include cycle: \(named(included)) includes itself", at: location))
                    }
                    if let first = stack.firstIndex(of: included) {
                        // The templates of the cycle in the order they include each other, back to the first.
                        let cycle = (stack[first...] + [path, included]).map(named)
                        throw SwiftTemplateFailure(.error("include cycle: " + cycle.joined(separator: " includes "), at: location))
                    }
                    parts += try self.parts(of: included, includedFrom: location, stack: stack + [path], files: &files)
                } else {
                    throw SwiftTemplateFailure( .error("'<%-' takes include(\"file\") or includeFile(\"file\"), not '\(code)'", at: location))
                }
            } else if code.hasPrefix("=") {
                let expression = code.dropFirst()
                let start = lineStarts.place(of: expression.startIndex, in: text)
                parts.append(.output(String(expression), Place(path: path, line: start.line, column: start.column)))
            } else if !code.hasPrefix("#") && !code.allSatisfy(\.isWhitespace) {
                parts.append(.code(String(code), Place(path: path, line: place.line, column: place.column)))
            }
            parts.appendText(String(after))
            position = nextOpen
            textEnd = nextOpen
        }
        return parts
    }

    /// The string argument of `command("…")` in `code`.
    private static func argument(of command: String, in code: Substring) -> String? {
        guard let start = code.range(of: command + "(\"") else { return nil }
        let rest = code[start.upperBound...]
        guard let end = rest.firstIndex(of: "\""), rest[end...].dropFirst().hasPrefix(")") else { return nil }
        return String(rest[..<end])
    }

    /// An include's path: beside the including template; with `defaultExtension` added when the
    /// file named does not exist and has another extension (or none).
    private static func includePath(_ name: String, from path: String, defaultExtension: String) -> String {
        let folder = PathText.deletingLastComponent(path)
        let joined = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: joined), (joined as NSString).pathExtension != defaultExtension {
            return joined + "." + defaultExtension
        }
        return joined
    }

    /// `text` without the spaces and tabs at its end, or, when it ends with a line break, before
    /// that line break (as Sourcery's `[\h\t]*$` trims).
    static func trimmingTrailingSpace(_ text: String) -> String {
        var body = Substring(text)
        var lineBreak = ""
        if let last = body.last, last.isNewline {
            lineBreak = String(last)
            body = body.dropLast()
        }
        while let last = body.last, last.isHorizontalSpace { body = body.dropLast() }
        return String(body) + lineBreak
    }
}

private extension Array where Element == SwiftTemplateProgram.Part {
    /// Text after a tag, when there is some (Sourcery keeps each piece apart: `<%_` trims only the
    /// last).
    mutating func appendText(_ text: String) {
        if !text.isEmpty { append(.text(text)) }
    }
}

private extension Character {
    /// A space or tab, or another horizontal space (`\h`).
    var isHorizontalSpace: Bool { isWhitespace && !isNewline }
}

/// Where each line of a text starts, for line and column of a position (columns in characters).
private struct LineStarts {
    private var starts: [String.Index] = []

    init(_ text: String) {
        starts = [text.startIndex]
        var index = text.startIndex
        while index < text.endIndex {
            // `\r\n` is one Character; a lone `\r` ends a line too, as Sourcery counts lines.
            let character = text[index]
            if character == "\n" || character == "\r\n" || character == "\r" { starts.append(text.index(after: index)) }
            index = text.index(after: index)
        }
    }

    mutating func place(of index: String.Index, in text: String) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low + 1, text.distance(from: starts[low], to: index) + 1)
    }
}

/// Why a Swift template gives no output: what went wrong, at its place.
struct SwiftTemplateFailure: Error {
    let diagnostics: [Diagnostic]

    init(_ diagnostic: Diagnostic) { diagnostics = [diagnostic] }
    init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
