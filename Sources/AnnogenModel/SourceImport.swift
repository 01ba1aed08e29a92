/// An `import` statement of a Swift source, as Sourcery's `Import` has it: `kind` for `import struct
/// Module.Name`, `path` the dotted name after it. Attributes (`@testable`, `@preconcurrency`) are not
/// kept, as Sourcery keeps none.
public struct SourceImport: Hashable, Sendable {
    public var kind: String?
    public var path: String

    public init(kind: String? = nil, path: String) {
        self.kind = kind
        self.path = path
    }

    /// `struct Module.Name`, or `Module`: what a template writes after `import`.
    public var description: String { kind.map { "\($0) \(path)" } ?? path }

    /// `Module.Submodule` of `import struct Module.Submodule.Name`; the path when there is no kind.
    public var moduleName: String {
        guard kind != nil, let dot = path.lastIndex(of: ".") else { return path }
        return String(path[..<dot])
    }
}
