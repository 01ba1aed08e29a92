import TemplateEngine

/// annogen's additions to the template engine's built-ins: the string and model filters templates
/// rely on, and the `macro`/`call`, `set`, `map`, `newline` and `typed` tags (see
/// template-context.md). `include` resolves beside the including template through the loader.
public enum AnnogenTemplates {
    static func register(in environment: inout Environment) {
        StringFilters.register(in: &environment)
        StencilSwiftKitFilters.register(in: &environment)
        CollectionFilters.register(in: &environment)
        SwiftLiteralFilters.register(in: &environment)
        CodingFilters.register(in: &environment)
        SourceryFilters.register(in: &environment)
        let macroNames = MacroNames()
        environment.register(tag: "macro") { parser, token in try MacroNode.parse(parser, token, names: macroNames) }
        environment.register(tag: "call") { parser, token in try CallNode.parse(parser, token, names: macroNames) }
        environment.register(tag: "set", SetNode.parse)
        environment.register(tag: "map", MapNode.parse)
    }

    /// An environment with annogen's filters and tags, templates from `loader`, and `trimBehaviour`.
    public static func environment(loader: TemplateLoader?, trimBehaviour: TrimBehaviour) -> Environment {
        var environment = Environment(loader: loader, trimBehaviour: trimBehaviour)
        register(in: &environment)
        return environment
    }
}
