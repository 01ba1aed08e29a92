import Stencil

/// `{% include "partial.stencil" %}`, `{% include "partial.stencil" ctx %}` and
/// `{% include "partial.stencil" with ctx %}`.
///
/// Replaces Stencil's tag: the name resolves relative to the including template's
/// folder first, then the template roots (see `TemplateFolderLoader.resolve`), and the
/// parsed template is cached. With a context dictionary, the partial renders with that
/// dictionary pushed on top of the current context (as Stencil does). An error inside
/// the partial keeps its own location; the include tags leading to it are kept in the
/// error's `stackTrace`, innermost first.
final class AnnogenIncludeNode: NodeType {
    let templateName: Variable
    let contextName: String?
    let token: Token?

    init(templateName: Variable, contextName: String?, token: Token) {
        self.templateName = templateName
        self.contextName = contextName
        self.token = token
    }

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let bits = token.components
        switch bits.count {
        case 2:
            return AnnogenIncludeNode(templateName: Variable(bits[1]), contextName: nil, token: token)
        case 3:
            return AnnogenIncludeNode(templateName: Variable(bits[1]), contextName: bits[2], token: token)
        case 4 where bits[2] == "with":
            return AnnogenIncludeNode(templateName: Variable(bits[1]), contextName: bits[3], token: token)
        default:
            throw TemplateSyntaxError("'include' tag expects a template name and an optional context: {% include \"name\" [with ctx] %}")
        }
    }

    func render(_ context: Context) throws -> String {
        guard let name = try templateName.resolve(context) as? String else {
            throw TemplateSyntaxError("'\(templateName.variable)' could not be resolved as a template name")
        }
        var pushed: [String: Any] = [:]
        if let contextName {
            guard let dictionary = try Variable(contextName).resolve(context) as? [String: Any] else {
                throw TemplateSyntaxError("'\(contextName)' is not a dictionary to include '\(name)' with")
            }
            pushed = dictionary
        }
        do {
            let nodes = try partialNodes(named: name, environment: context.environment)
            return try context.push(dictionary: pushed) { try renderNodes(nodes, context) }
        } catch let error as TemplateSyntaxError where error.token != nil {
            throw TemplateSyntaxError(
                reason: error.reason, token: error.token, stackTrace: error.stackTrace + (token.map { [$0] } ?? [])
            )
        }
    }

    private func partialNodes(named name: String, environment: Environment) throws -> [NodeType] {
        do {
            if let loader = environment.loader as? TemplateFolderLoader {
                let path = try loader.resolve(name, from: token?.sourceMap.filename)
                // A file the run's key does not hold (beside a template given as a file, not a
                // `.stencil` one) is read as a project file: a cached run checks it again, and the
                // template's text is not reused. Noted once per template, not at every iteration of
                // a loop that includes it, and not at all without a cache.
                if let log = ProjectFile.readLog, let (root, relative) = loader.outsideKey(path), !log.contains(relative, root: root) {
                    _ = ProjectFile.contents(relative, root: root)
                }
                // The partial follows the including template's whitespace mode.
                let variant = environment.trimBehaviour == .smart ? "smart" : "sourcery"
                return try loader.nodes(atPath: path, environment: environment, variant: variant)
            }
            let template = try environment.loadTemplate(name: name)
            return try TokenParser(tokens: template.tokens, environment: environment).parse()
        } catch is TemplateDoesNotExist {
            let folders = (environment.loader as? TemplateFolderLoader)?.roots.joined(separator: ", ")
            throw TemplateSyntaxError(
                "Included template '\(name)' not found" + (folders.map { " (looked beside the including template and in \($0))" } ?? "")
            )
        }
    }
}
