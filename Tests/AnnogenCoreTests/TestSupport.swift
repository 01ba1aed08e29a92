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

/// A fresh temporary folder, removed when the returned object is released.
final class TemporaryFolder {
    let path: String

    init() {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("annogen-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes a file (creating folders) and returns its path.
    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        let full = (path as NSString).appendingPathComponent(relative)
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        return full
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: (path as NSString).appendingPathComponent(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }
}

/// The repository's root folder, found from this file's path.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()
