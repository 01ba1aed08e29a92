import AnnogenCore
import AnnogenModel
import AnnogenSwiftFrontend
import Foundation

/// Parses inline sources (path → text) and composes them, as the pipeline does.
func compose(_ sources: [String: String]) -> (module: ComposedModule, diagnostics: [Diagnostic]) {
    let parsed = sources.keys.sorted().map { path in
        SwiftFrontend.parse(SourceFile(path: path, text: sources[path] ?? "", contentHash: ContentHash.of(sources[path] ?? "")))
    }
    let (module, diagnostics) = Composer.compose(parsed)
    return (module, parsed.flatMap(\.diagnostics) + diagnostics)
}

extension ComposedModule {
    subscript(name: String) -> ComposedType? { types.first { $0.name == name } }
}

extension ComposedType {
    func variable(_ name: String) -> Variable? { declaration.variables.first { $0.name == name } }
}

/// The repository's root folder, found from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The config of a project folder with `Sources` and `Templates` in it, writing into its folder
/// `output` (no version in headers).
func projectConfig(_ folder: String, output: String) -> Config {
    let file = { (relative: String) in (folder as NSString).appendingPathComponent(relative) }
    var config = Config(sources: [file("Sources")], templates: [file("Templates")], output: file(output), omitVersionInHeader: true)
    config.projectRoot = folder
    return config
}
