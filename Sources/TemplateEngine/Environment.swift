/// What templates are compiled with: the filters and tags they may use, how whitespace around block
/// tags is trimmed, and where included and extended templates come from.
///
/// Stencil's built-in tags and filters are registered by `init`; `register` adds others (later
/// registrations of a name replace earlier ones). An environment is shared, read-only, by every
/// render once set up.
public struct Environment: @unchecked Sendable {
    /// A tag's parser: reads the tag (and, for a block tag, its body) from the parser and returns
    /// the node that renders it.
    public typealias TagParser = (Parser, Token) throws -> Node

    public private(set) var filters: [String: Filter] = [:]
    public private(set) var tags: [String: TagParser] = [:]
    public var trimBehaviour: TrimBehaviour
    /// Where `include` and `extends` find templates; nil for none.
    public var loader: TemplateLoader?

    public init(loader: TemplateLoader? = nil, trimBehaviour: TrimBehaviour = .nothing) {
        self.loader = loader
        self.trimBehaviour = trimBehaviour
        BuiltinTags.register(in: &self)
        BuiltinFilters.register(in: &self)
    }

    public mutating func register(filter name: String, _ filter: Filter) {
        filters[name] = filter
    }

    /// Registers a filter taking no arguments.
    public mutating func register(filter name: String, _ body: @escaping (TemplateValue) throws -> TemplateValue) {
        filters[name] = .simple(body)
    }

    /// Registers a filter taking arguments (and the render's context).
    public mutating func register(filter name: String, _ body: @escaping (TemplateValue, [TemplateValue], RenderContext) throws -> TemplateValue) {
        filters[name] = .arguments(body)
    }

    public mutating func register(tag name: String, _ parser: @escaping TagParser) {
        tags[name] = parser
    }

    /// The filter `name`, or an error suggesting filters with similar names.
    func filter(named name: String) throws -> Filter {
        if let filter = filters[name] { return filter }
        let similar = Spelling.similar(to: name, in: Array(filters.keys))
        guard !similar.isEmpty else { throw TemplateError("Unknown filter '\(name)'.") }
        throw TemplateError("Unknown filter '\(name)'. Found similar filters: \(similar.map { "'\($0)'" }.joined(separator: ", ")).")
    }

    /// Compiles `source` (named `name` in diagnostics).
    public func compile(_ source: String, name: String) throws -> Template {
        try Template(source: SourceText(name: name, text: source), environment: self)
    }
}

/// A filter: a function of the value before the `|` and, for `.arguments`, the values after `:`.
public enum Filter {
    case simple((TemplateValue) throws -> TemplateValue)
    case arguments((TemplateValue, [TemplateValue], RenderContext) throws -> TemplateValue)

    func invoke(_ value: TemplateValue, _ arguments: [TemplateValue], _ context: RenderContext) throws -> TemplateValue {
        switch self {
        case .simple(let body):
            guard arguments.isEmpty else { throw TemplateError("Can't invoke filter with an argument") }
            return try body(value)
        case .arguments(let body):
            return try body(value, arguments, context)
        }
    }
}

/// Finds the templates `include` and `extends` name.
public protocol TemplateLoader {
    /// The template `name`, named from the template `includer` (its name as loaded; nil for `extends`
    /// and for a top-level load).
    func template(named name: String, from includer: String?, environment: Environment) throws -> Template
}

/// How the text beside a block tag is trimmed, when the tag does not say (`{%-`, `-%}` trim all
/// whitespace there, `{%+`, `+%}` keep it).
public struct TrimBehaviour: Sendable, Equatable {
    public var leading: Trim
    public var trailing: Trim

    public enum Trim: Sendable, Equatable {
        case nothing
        /// Spaces and tabs.
        case whitespace
        /// Spaces and tabs, and one line break.
        case whitespaceAndOneNewLine
        /// All whitespace and line breaks.
        case whitespaceAndNewLines
    }

    public init(leading: Trim, trailing: Trim) {
        self.leading = leading
        self.trailing = trailing
    }

    public static let nothing = TrimBehaviour(leading: .nothing, trailing: .nothing)
    /// Spaces before a block tag, and spaces and one line break after it: a line holding only a
    /// block tag leaves nothing.
    public static let smart = TrimBehaviour(leading: .whitespace, trailing: .whitespaceAndOneNewLine)
    public static let all = TrimBehaviour(leading: .whitespaceAndNewLines, trailing: .whitespaceAndNewLines)
}
