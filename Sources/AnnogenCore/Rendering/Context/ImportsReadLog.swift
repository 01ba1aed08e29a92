/// Whether a template read a type's `imports` or `allImports`, which are read from the sources'
/// texts rather than the model: such a template's text is not kept for reuse (`RenderMemo`), and a
/// run whose templates read imports is not replayed for a source edit that leaves its declarations
/// alone (an import added changes no declaration; see `Pipeline.replayingUnchangedDeclarations`).
final class ImportsReadLog: @unchecked Sendable {
    /// The log of the template being rendered; nil outside rendering (then nothing is noted).
    @TaskLocal static var current: ImportsReadLog?

    /// Set once imports were read. A log serves one render, on one thread.
    private(set) var read = false

    static func note() { current?.read = true }
}
