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
