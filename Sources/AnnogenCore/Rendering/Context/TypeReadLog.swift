import Foundation

/// What one template read of the model's types beyond their outline (name, kind, nesting,
/// inheritance and conformances, which a patched model keeps as they were; see `CompositionPatch`):
/// per type, whether it read the annotations and whether it read anything else (members,
/// declaration details, the raw type). Bound while a template renders; `RenderMemo` keeps it, so
/// a later run whose model changed only in types the template did not read this way reuses its text.
/// The reads made inside an iteration of a loop over types (`LoopMemo`) are also kept apart, per
/// iteration; the others make the template's frame.
final class TypeReadLog: @unchecked Sendable {
    /// The log of the template being rendered; nil outside rendering (then nothing is noted).
    @TaskLocal static var current: TypeReadLog?

    /// A type's annotations.
    static let annotations: UInt8 = 1
    /// Anything of a type's declaration and members.
    static let everything: UInt8 = 2

    /// Per type, by position in the module, the parts read. A log serves one render, on one thread.
    private(set) var parts: [UInt8]
    /// The same, of the reads made outside the iterations `LoopMemo` keeps.
    private(set) var frame: [UInt8]
    /// The reads of the iteration being rendered, by position; nil outside one.
    private var iteration: [Int: UInt8]?
    /// The last read noted in it: a template reads one type's members many times in a row.
    private var lastIterationRead: (position: Int, part: UInt8) = (-1, 0)

    init(typeCount: Int) {
        parts = Array(repeating: 0, count: typeCount)
        frame = Array(repeating: 0, count: typeCount)
    }

    /// Notes that the type at `position` had `part` read.
    static func note(_ position: Int, _ part: UInt8) {
        guard let log = current, position < log.parts.count else { return }
        log.parts[position] |= part
        guard log.iteration != nil else {
            log.frame[position] |= part
            return
        }
        guard log.lastIterationRead != (position, part) else { return }
        log.lastIterationRead = (position, part)
        log.iteration?[position, default: 0] |= part
    }

    /// Starts keeping the reads of an iteration apart from the frame's.
    func beginIteration() {
        iteration = [:]
        lastIterationRead = (-1, 0)
    }

    /// The iteration's reads, by ascending position, and the frame's again from here.
    func endIteration() -> (positions: [Int], parts: [UInt8]) {
        let reads = (iteration ?? [:]).sorted { $0.key < $1.key }
        iteration = nil
        return (reads.map(\.key), reads.map(\.value))
    }

    /// Notes the reads of an iteration whose text is reused.
    func replay(positions: [Int], parts: [UInt8]) {
        for (position, part) in zip(positions, parts) where position < self.parts.count {
            self.parts[position] |= part
        }
    }
}
