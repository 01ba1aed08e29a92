/// A template that cannot be parsed or rendered: what is wrong, and where.
///
/// Filters and tags throw it with a reason only; the engine adds the place of the innermost tag or
/// variable it was evaluating (`offset` in `template`), and, for an error inside an included
/// template, the includes that led there (innermost first).
public struct TemplateError: Error, Sendable, CustomStringConvertible {
    public var reason: String
    /// The template the error is in (its name as loaded); nil until the engine knows it.
    public var template: SourceText?
    /// The UTF-8 offset in `template` the error points at.
    public var offset: Int?
    /// The `include` (or `extends`) tags that led into `template`, innermost first.
    public var includes: [Location] = []

    /// A place in a template.
    public struct Location: Sendable, Equatable {
        public var template: String
        public var line: Int
        public var column: Int

        public var description: String { "\(template):\(line):\(column)" }
    }

    public init(_ reason: String, offset: Int? = nil) {
        self.reason = reason
        self.offset = offset
    }

    /// Where the error is, when known.
    public var location: Location? {
        guard let template, let offset else { return nil }
        let place = template.lineAndColumn(of: offset)
        return Location(template: template.name, line: place.line, column: place.column)
    }

    /// `path:line:col: reason (included from path:line:col)`.
    public var description: String {
        var text = (location.map { "\($0.description): " } ?? "") + reason
        for include in includes { text += " (included from \(include.description))" }
        return text
    }

    /// The error placed at `offset` in `template` unless it already has a place.
    func placed(_ template: SourceText, _ offset: Int) -> TemplateError {
        guard self.template == nil else { return self }
        var placed = self
        placed.template = template
        if placed.offset == nil { placed.offset = offset }
        return placed
    }
}

extension Error {
    /// The error as a `TemplateError` placed at `offset` in `template` (an error of another kind
    /// becomes one whose reason is its description, as Stencil does).
    func templateError(at offset: Int, in template: SourceText) -> TemplateError {
        if let error = self as? TemplateError { return error.placed(template, offset) }
        return TemplateError("\(self)").placed(template, offset)
    }
}
