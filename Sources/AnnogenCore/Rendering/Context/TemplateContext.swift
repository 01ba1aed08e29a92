import AnnogenModel
import TemplateEngine

/// What every template sees, built once per run and shared by all templates.
public struct TemplateContext {
    /// Owns every object the dictionary refers to.
    public let graph: ContextGraph
    private let base: [String: TemplateValue]

    public init(module: ComposedModule, arguments: [String: TemplateArgument]) {
        graph = ContextGraph(module: module)
        let types = TypesCollection(graph: graph)
        base = [
            "types": .object(types),
            "type": .object(TypeLookup(graph: graph)),
            "argument": .dictionary(arguments.mapValues(\.templateValue)),
        ]
    }

    /// The dictionary for one template: the shared objects plus `annogen.templateName`.
    public func dictionary(templateName: String) -> [String: TemplateValue] {
        var values = base
        values["annogen"] = ["version": .string(AnnogenVersion.current), "templateName": .string(templateName)]
        return values
    }
}

/// annogen's version, printed in headers and `--version`.
public enum AnnogenVersion {
    public static let current = "0.1.0"
}
