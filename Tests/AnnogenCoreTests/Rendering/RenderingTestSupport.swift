import AnnogenCore
import Foundation
import TemplateEngine

/// A stand-in for the model's context classes: members by name, printed as `name`.
/// Immutable after init, so sharing one between tests is safe.
final class FakeModel: TemplateObject, CustomStringConvertible, @unchecked Sendable {
    let name: String
    let members: [String: Any]

    init(_ name: String, _ members: [String: Any] = [:]) {
        self.name = name
        self.members = members
    }

    func member(_ member: String) -> TemplateValue {
        member == "name" ? .string(name) : TemplateValue(any: members[member])
    }

    var description: String { name }
}

/// A temporary template folder, removed when released.
final class TemplateFolder {
    let root: String

    init(_ files: [String: String]) throws {
        root = NSTemporaryDirectory() + "annogen-render-\(UUID().uuidString)"
        for (name, contents) in files {
            try write(name, contents)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ name: String, _ contents: String) throws {
        let path = root + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true
        )
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func path(_ name: String) -> String { root + "/" + name }

    func render(_ name: String = "main.stencil", _ context: [String: Any] = [:]) -> Result<String, TemplateRenderError> {
        TemplateRenderer(roots: [root]).render(templatePath: name, context: context)
    }
}

/// Renders one template string (saved as `main.stencil`); throws on a diagnostic.
func render(_ template: String, _ context: [String: Any] = [:]) throws -> String {
    let folder = try TemplateFolder(["main.stencil": template])
    return try folder.render("main.stencil", context).get()
}

/// The diagnostic printed for `template` (saved as `main.stencil`), with the temporary
/// folder replaced by `T`; nil when it renders.
func diagnostic(_ files: [String: String], _ context: [String: Any] = [:]) throws -> String? {
    let folder = try TemplateFolder(files)
    switch folder.render("main.stencil", context) {
    case .success: return nil
    case .failure(let error): return error.description.replacingOccurrences(of: folder.root, with: "T")
    }
}
