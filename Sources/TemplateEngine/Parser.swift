import Foundation

/// Turns a template's tokens into nodes, once: text (trimmed as its neighbouring block tags ask),
/// variables, and each block tag through the parser its environment registered for it.
///
/// Tags read their bodies with `parse(until:)` and the tag that ends them with `nextToken()`, as
/// Stencil's tags do; expressions are compiled here (`compileResolvable`, `compileCondition`).
public final class Parser {
    public let environment: Environment
    public let source: SourceText
    private let tokens: [Token]
    private var position = 0
    /// The trailing whitespace mark of the last block tag read, nil after a variable or comment.
    private var previousWhitespace: Token.Whitespace?

    init(tokens: [Token], source: SourceText, environment: Environment) {
        self.tokens = tokens
        self.source = source
        self.environment = environment
    }

    /// Nodes until a block tag whose first word `until` holds (left for the caller to read), or the end.
    public func parse(until: Set<String>? = nil) throws -> [Node] {
        var nodes: [Node] = []
        while let token = nextToken() {
            switch token.kind {
            case .text:
                let text = Trimming.apply(token.contents, trim: textTrim())
                if !text.isEmpty { nodes.append(TextNode(text)) }
            case .variable:
                previousWhitespace = nil
                do {
                    nodes.append(try VariableNode.parse(self, token))
                } catch {
                    throw error.templateError(at: token.offset, in: source)
                }
            case .block:
                previousWhitespace = token.trailing
                let components = token.components
                guard var name = components.first else { continue }
                if let until, until.contains(name) {
                    position -= 1
                    return nodes
                }
                // A labelled tag (`outer: for …`) is named by its second word.
                if name.hasSuffix(":"), components.count >= 2 { name = components[1] }
                do {
                    guard let tag = environment.tags[name] else { throw TemplateError("Unknown template tag '\(name)'") }
                    nodes.append(try tag(self, token))
                } catch {
                    throw error.templateError(at: token.offset, in: source)
                }
            case .comment:
                previousWhitespace = nil
            }
        }
        return nodes
    }

    /// The next token, consumed.
    public func nextToken() -> Token? {
        guard position < tokens.count else { return nil }
        defer { position += 1 }
        return tokens[position]
    }

    /// Whether a `for` tag read before the current token is still open (for `break`, `continue`),
    /// counted as Stencil counts it: by block tags whose first word is `for` or `endfor`.
    public func hasOpenedForTag() -> Bool {
        var open = 0
        for token in tokens[..<position].reversed() where token.kind == .block {
            let first = token.components.first
            if first == "endfor" { open -= 1 }
            if first == "for" { open += 1 }
        }
        return open > 0
    }

    /// How the text token being read is trimmed: by the block tags before and after it.
    private func textTrim() -> TrimBehaviour {
        var trim = TrimBehaviour.nothing
        if let leading = previousWhitespace {
            switch leading {
            case .unspecified: trim.leading = environment.trimBehaviour.trailing
            case .trim: trim.leading = .whitespaceAndNewLines
            case .keep: trim.leading = .nothing
            }
        }
        if position < tokens.count, tokens[position].kind == .block {
            switch tokens[position].leading {
            case .unspecified: trim.trailing = environment.trimBehaviour.leading
            case .trim: trim.trailing = .whitespaceAndNewLines
            case .keep: trim.trailing = .nothing
            }
        }
        return trim
    }

    /// Where `token` is (for the nodes it becomes).
    public func place(of token: Token) -> Place {
        Place(source: source, offset: token.offset)
    }

    // MARK: Expressions

    /// A value: `from...to`, or a variable with filters.
    public func compileResolvable(_ text: String, in token: Token) throws -> Resolvable {
        // Most values are no range: `components(separatedBy:)` is only asked when the dots are there.
        let bounds = text.contains("...") ? text.components(separatedBy: "...") : [text]
        if bounds.count == 2 {
            return RangeExpression(from: try compileFilter(bounds[0], in: token), to: try compileFilter(bounds[1], in: token))
        }
        return try compileFilter(text, in: token).simplified
    }

    /// A variable with filters; an unknown filter is reported at its name in the tag.
    public func compileFilter(_ text: String, in token: Token) throws -> FilterExpression {
        do {
            return try FilterExpression(text, environment: environment) { [source] name in
                Self.filterNameOffset(name, in: token, source: source)
            }
        } catch var error as TemplateError where error.offset == nil {
            error.offset = source.find(text, in: token.offset..<token.end) ?? token.offset
            throw error
        }
    }

    /// A condition from a tag's words.
    public func compileCondition(_ components: [String], in token: Token) throws -> Condition {
        var parser = try ConditionParser(components: components[...], compile: { try self.compileResolvable($0, in: token) })
        return try parser.parse()
    }

    /// Where the name of filter `name` starts after a `|` in the tag `token` (spaces and line breaks
    /// may come between).
    private static func filterNameOffset(_ name: String, in token: Token, source: SourceText) -> Int? {
        let bytes = source.bytes
        let pattern = Array(name.utf8)
        var index = token.start
        while index < token.end {
            if bytes[index] == UInt8(ascii: "|") {
                var start = index + 1
                while start < token.end, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[start]) {
                    start += 1
                }
                let end = start + pattern.count
                if end <= token.end, bytes[start..<end].elementsEqual(pattern) {
                    let next = end < bytes.count ? bytes[end] : 0
                    let continues = (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
                        || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
                    if !continues { return start }
                }
            }
            index += 1
        }
        return nil
    }
}

/// Where a node came from: its template and the offset its errors point at.
public struct Place: Sendable {
    public let source: SourceText
    public let offset: Int

    public init(source: SourceText, offset: Int) {
        self.source = source
        self.offset = offset
    }
}

/// The trimming of text beside block tags, as Stencil's text nodes apply it (the same regular
/// expressions, applied once when the template is compiled: the text does not change).
enum Trimming {
    static func apply(_ text: String, trim: TrimBehaviour) -> String {
        var result = text
        if trim.leading != .nothing, !result.isEmpty, let expression = leading(trim.leading) {
            result = replace(expression, in: result)
        }
        if trim.trailing != .nothing, !result.isEmpty, let expression = trailing(trim.trailing) {
            result = replace(expression, in: result)
        }
        return result
    }

    // Compiled once per process (an expression is immutable and safe to share between threads):
    // compiling them for every text node was a tenth of compiling a template. The patterns are
    // constants; one that did not compile would leave the text as it is.
    private static let leadingWhitespaceAndNewLines = try? NSRegularExpression(pattern: "^\\s+")
    private static let leadingWhitespaceAndOneNewLine = try? NSRegularExpression(pattern: "^[ \t]*\n")
    private static let leadingWhitespace = try? NSRegularExpression(pattern: "^[ \t]*")
    private static let trailingWhitespaceAndNewLines = try? NSRegularExpression(pattern: "\\s+$")
    private static let trailingWhitespaceAndOneNewLine = try? NSRegularExpression(pattern: "\n[ \t]*$")
    private static let trailingWhitespace = try? NSRegularExpression(pattern: "[ \t]*$")

    private static func leading(_ trim: TrimBehaviour.Trim) -> NSRegularExpression? {
        switch trim {
        case .whitespaceAndNewLines: leadingWhitespaceAndNewLines
        case .whitespaceAndOneNewLine: leadingWhitespaceAndOneNewLine
        default: leadingWhitespace
        }
    }

    private static func trailing(_ trim: TrimBehaviour.Trim) -> NSRegularExpression? {
        switch trim {
        case .whitespaceAndNewLines: trailingWhitespaceAndNewLines
        case .whitespaceAndOneNewLine: trailingWhitespaceAndOneNewLine
        default: trailingWhitespace
        }
    }

    private static func replace(_ expression: NSRegularExpression, in text: String) -> String {
        expression.stringByReplacingMatches(in: text, options: [], range: NSRange(text.startIndex..., in: text), withTemplate: "")
    }
}
