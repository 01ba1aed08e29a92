import AnnogenModel
import TemplateEngine

/// Renders templates from a set of template folders with annogen's tags and filters.
///
/// Each template is read and compiled once per renderer, then rendered as many times as asked;
/// safe to share between threads (the loader's cache is locked, each render has its own context).
///
/// Whitespace is Sourcery's by default (`SourceryWhitespace`: blank lines the template writes stay,
/// lines that render blank go), so templates written for Sourcery render the same. A template whose
/// first line is `{# annogen: whitespace = smart #}` renders with smart trimming instead: a line
/// holding only a block tag leaves no blank line behind. Templates it includes follow it.
public final class TemplateRenderer: @unchecked Sendable {
    /// The loader over the template folders; its names appear in diagnostics.
    public let loader: TemplateFolderLoader
    /// The environment templates are compiled and rendered with (Sourcery's whitespace).
    let environment: Environment
    /// The environment for templates that ask for smart whitespace.
    let smartEnvironment: Environment

    /// - Parameters:
    ///   - roots: template folders; includes resolve beside the including template first,
    ///     then in these folders in order.
    ///   - wholeFolders: the roots given as template folders (see `TemplateFolderLoader.wholeFolders`).
    public convenience init(roots: [String], wholeFolders: [String] = []) {
        self.init(loader: TemplateFolderLoader(roots: roots, wholeFolders: wholeFolders))
    }

    private init(loader: TemplateFolderLoader) {
        self.loader = loader
        environment = AnnogenTemplates.environment(loader: loader, trimBehaviour: .nothing)
        smartEnvironment = AnnogenTemplates.environment(loader: loader, trimBehaviour: .smart)
    }

    /// A renderer over the same folders that compiles templates anew (see `TemplateFolderLoader.copy`).
    func copy() -> TemplateRenderer {
        TemplateRenderer(loader: loader.copy())
    }

    /// Reads and compiles the template at `templatePath` (absolute, relative to the working
    /// directory, or relative to a root) without rendering it; nil when it is usable.
    public func check(templatePath: String) -> Diagnostic? {
        do {
            _ = try compiled(templatePath)
            return nil
        } catch {
            return templateDiagnostic(for: error, templatePath: templatePath)
        }
    }

    /// Renders the template at `templatePath` with `context` as its global variables.
    public func render(templatePath: String, context: [String: TemplateValue]) -> Result<String, TemplateRenderError> {
        renderUnfinished(templatePath: templatePath, context: context).map(\.finished)
    }

    /// A template's text as it rendered, before its whitespace is finished (shards of one template
    /// are put together first, see `ShardedRender`).
    struct Unfinished {
        var text: String
        /// Whether the template asked for smart whitespace.
        var smart: Bool

        /// The text as `render` gives it.
        var finished: String { SourceryFilters.finish(smart ? text : SourceryWhitespace.compact(text)) }
    }

    /// Renders as `render` does, without finishing the text's whitespace.
    func renderUnfinished(templatePath: String, context: [String: TemplateValue]) -> Result<Unfinished, TemplateRenderError> {
        do {
            let template = try compiled(templatePath)
            let smart = template.environment.trimBehaviour == .smart
            let renderContext = RenderContext(context, environment: template.environment)
            renderContext.loopObserver = LoopMemo.current
            // A level of its own, so `set` at the top never writes into the globals.
            try TemplateDialect.$current.withValue(smart ? .annogen : .sourcery) {
                try renderContext.push([]) { try template.render(in: renderContext) }
            }
            return .success(Unfinished(text: renderContext.output, smart: smart))
        } catch {
            return .failure(TemplateRenderError(templateDiagnostic(for: error, templatePath: templatePath)))
        }
    }

    /// Renders with a context of plain Swift values (strings, numbers, arrays, dictionaries, objects;
    /// see `TemplateValue.init(any:)`).
    public func render(templatePath: String, context: [String: Any]) -> Result<String, TemplateRenderError> {
        render(templatePath: templatePath, context: context.mapValues { TemplateValue(any: $0) })
    }

    /// Whether the template at `templatePath` asks for smart whitespace (its first line).
    public func usesSmartWhitespace(templatePath: String) -> Bool {
        guard let path = try? loader.resolveTopLevel(templatePath), let source = try? loader.source(atPath: path) else { return false }
        return TemplateDirectives.wantsSmartWhitespace(source)
    }

    /// The template compiled in the environment its whitespace directive chose.
    private func compiled(_ templatePath: String) throws -> Template {
        let path = try loader.resolveTopLevel(templatePath)
        let smart = TemplateDirectives.wantsSmartWhitespace(try loader.source(atPath: path))
        return try loader.template(atPath: path, environment: smart ? smartEnvironment : environment)
    }
}

/// Directives a template states in its first line.
enum TemplateDirectives {
    /// True when the first line is `{# annogen: whitespace = smart #}` (spacing inside is free).
    static func wantsSmartWhitespace(_ source: String) -> Bool {
        let firstLine = source.prefix { $0 != "\n" }.filter { !$0.isWhitespace }
        return firstLine == "{#annogen:whitespace=smart#}"
    }
}

/// A template that could not be loaded, compiled or rendered, as a diagnostic
/// (`Diagnostic` itself is not an `Error`, so it rides inside this one).
public struct TemplateRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public let diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    public var description: String { diagnostic.description }
}
