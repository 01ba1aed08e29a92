/// Whether a template read where a declaration is in its file (a type's, member's or case's `line`).
/// A run records it: when no template did, an edit that only moves declarations (lines added or
/// removed above them) cannot change an output, and the next run may replay this one (see
/// `Pipeline.replayingUnchangedDeclarations`).
final class LocationReadLog: @unchecked Sendable {
    /// The log of the template being rendered; nil outside rendering (then nothing is noted).
    @TaskLocal static var current: LocationReadLog?

    /// Set once a location was read. A log serves one render, on one thread.
    private(set) var read = false

    /// `line`, noting that a template read a location.
    static func noted(_ line: Int) -> Int {
        current?.read = true
        return line
    }

    /// Notes a read (an iteration's, replayed: see `LoopMemo`).
    func noteRead() { read = true }

    /// Whether a location was read since the last `take`, and a fresh start.
    func take() -> Bool {
        defer { read = false }
        return read
    }
}
