import AnnogenModel
import Stencil

/// Renders templates from a set of template folders with annogen's tags and filters.
///
/// Each template is read and parsed once per renderer, then rendered as many times as
/// asked; safe to share between threads (the caches are locked, each render has its own
/// context).
///
/// Whitespace is Sourcery's by default (`SourceryWhitespace`: blank lines the template writes stay,
/// lines that render blank go), so templates written for Sourcery render the same. A template whose first line is
/// `{# annogen: whitespace = smart #}` renders with `TrimBehaviour.smart` instead: a line holding
/// only a block tag leaves no blank line behind. Templates it includes follow it.
public final class TemplateRenderer: @unchecked Sendable {
    /// The loader over the template folders; its names appear in diagnostics.
    public let loader: TemplateFolderLoader
    /// The Stencil environment templates are parsed and rendered with (Sourcery's whitespace).
    public let environment: Environment
    /// The environment for templates that ask for smart whitespace.
    public let smartEnvironment: Environment

    /// - Parameters:
    ///   - roots: template folders; includes resolve beside the including template first,
    ///     then in these folders in order.
    ///   - extensions: more Stencil extensions, consulted before annogen's.
    ///   - wholeFolders: the roots given as template folders (see `TemplateFolderLoader.wholeFolders`).
    public init(roots: [String], extensions: [Extension] = [], wholeFolders: [String] = []) {
        let loader = TemplateFolderLoader(roots: roots, wholeFolders: wholeFolders)
        self.loader = loader
        self.environment = Environment(loader: loader, extensions: extensions + [AnnogenExtension()])
        self.smartEnvironment = Environment(
            loader: loader, extensions: extensions + [AnnogenExtension()], trimBehaviour: .smart
        )
    }

    /// Reads and parses the template at `templatePath` (absolute, relative to the working
    /// directory, or relative to a root) without rendering it; nil when it is usable.
    public func check(templatePath: String) -> Diagnostic? {
        do {
            _ = try parsed(templatePath)
            return nil
        } catch {
            return templateDiagnostic(for: error, templatePath: templatePath, loader: loader)
        }
    }

    /// Renders the template at `templatePath` with `context` as its global variables.
    public func render(templatePath: String, context: [String: Any]) -> Result<String, TemplateRenderError> {
        do {
            let (nodes, environment) = try parsed(templatePath)
            var globals = context
            globals[MacroRegistry.contextKey] = MacroRegistry()
            let renderContext = Context(dictionary: globals, environment: environment)
            // A level of its own, so `set` at the top never writes into the globals.
            let smart = environment.trimBehaviour == .smart
            let text = try TemplateDialect.$current.withValue(smart ? .annogen : .sourcery) {
                try renderContext.push { try renderNodes(nodes, renderContext) }
            }
            return .success(SourceryFilters.finish(smart ? text : SourceryWhitespace.compact(text)))
        } catch {
            return .failure(TemplateRenderError(templateDiagnostic(for: error, templatePath: templatePath, loader: loader)))
        }
    }

    /// Whether the template at `templatePath` asks for smart whitespace (its first line).
    public func usesSmartWhitespace(templatePath: String) -> Bool {
        guard let path = try? loader.resolveTopLevel(templatePath),
              let source = try? loader.source(atPath: path, environment: environment) else { return false }
        return TemplateDirectives.wantsSmartWhitespace(source)
    }

    /// The template's nodes and the environment its whitespace directive chose.
    private func parsed(_ templatePath: String) throws -> ([NodeType], Environment) {
        let path = try loader.resolveTopLevel(templatePath)
        let smart = TemplateDirectives.wantsSmartWhitespace(try loader.source(atPath: path, environment: environment))
        let chosen = smart ? smartEnvironment : environment
        return (try loader.nodes(atPath: path, environment: chosen, variant: smart ? "smart" : "sourcery"), chosen)
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

/// A template that could not be loaded, parsed or rendered, as a diagnostic
/// (`Diagnostic` itself is not an `Error`, so it rides inside this one).
public struct TemplateRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public let diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    public var description: String { diagnostic.description }
}
