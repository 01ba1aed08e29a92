import Foundation

/// What one template read of the model's types beyond their outline (name, kind, nesting,
/// inheritance and conformances, which a patched model keeps as they were; see `CompositionPatch`):
/// per type, whether it read the annotations and whether it read anything else (members,
/// declaration details, the raw type). Bound while a template renders; `RenderMemo` keeps it, so
/// a later run whose model changed only in types the template did not read this way reuses its text.
final class TypeReadLog: @unchecked Sendable {
    /// The log of the template being rendered; nil outside rendering (then nothing is noted).
    @TaskLocal static var current: TypeReadLog?

    /// A type's annotations.
    static let annotations: UInt8 = 1
    /// Anything of a type's declaration and members.
    static let everything: UInt8 = 2

    /// Per type, by position in the module, the parts read. A log serves one render, on one thread.
    private(set) var parts: [UInt8]

    init(typeCount: Int) {
        parts = Array(repeating: 0, count: typeCount)
    }

    /// Notes that the type at `position` had `part` read.
    static func note(_ position: Int, _ part: UInt8) {
        guard let log = current, position < log.parts.count else { return }
        log.parts[position] |= part
    }
}
