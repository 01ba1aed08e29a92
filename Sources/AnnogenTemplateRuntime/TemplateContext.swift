import Foundation

/// What a Swift template's program sees, as Sourcery gives it: `types`, `functions`, `type`
/// (types by name) and `argument`.
public final class TemplateContext: NSObject {
    public let types: Types
    /// Global functions (annogen's model has none; kept so Sourcery's templates compile).
    public let functions: [SourceryMethod]
    /// `--args` and the config's `args:` values.
    public let argument: [String: NSObject]
    /// The model every object refers to (unowned, so that objects stay one pointer's worth): kept
    /// alive here, by the context the program's globals hold.
    let model: PackedModel

    public init(model: PackedModel) {
        self.model = model
        types = Types(model: model)
        functions = []
        argument = model.rootValue("argument").annotations
    }

    /// The context of this run: the packed model at the path given as the program's first argument.
    /// A program run otherwise prints why and exits with status 70.
    public static func load() -> TemplateContext {
        let arguments = CommandLine.arguments
        do {
            guard arguments.count > 1 else { throw PackedModelError(description: "no packed model given") }
            guard let data = FileManager.default.contents(atPath: arguments[1]) else {
                throw PackedModelError(description: "cannot read \(arguments[1])")
            }
            return TemplateContext(model: try PackedModel(bytes: [UInt8](data)))
        } catch {
            FileHandle.standardError.write(Data("annogen template runtime: \(error)\n".utf8))
            exit(70)
        }
    }
}

extension ProcessInfo {
    /// Sourcery's spelling of the run's context.
    public var context: TemplateContext? { TemplateContext.load() }
}
