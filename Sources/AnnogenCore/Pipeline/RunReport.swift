import AnnogenModel

/// What a run did: counts for the summary line, every diagnostic, and each output's change.
public struct RunReport: Sendable {
    public var diagnostics: [Diagnostic] = []
    public var filesParsed = 0
    public var typeCount = 0
    public var changes: [OutputChange] = []
    /// Source files not written because they changed on disk during the run (each an error; nothing
    /// was written).
    public var skippedPaths: [String] = []
    public var elapsedSeconds: Double = 0
    /// Time per stage (empty for a replayed run).
    public var stageTimes = StageTimes()

    public init() {}

    public var hasErrors: Bool { diagnostics.containsErrors }

    /// Outputs that differ from the disk (what `--check` complains about).
    public var staleOutputs: [OutputChange] { changes.filter { $0.kind != .unchanged } }

    /// `12 files parsed, 48 types, 3 outputs written, 2 unchanged in 0.41 s`.
    public func summary(mode: RunMode) -> String {
        let skipped = mode == .write ? skippedPaths.count : 0
        // A skipped source stops every write.
        let changed = skipped > 0 ? 0 : staleOutputs.count
        let unchanged = changes.count - staleOutputs.count
        let verb: String
        switch mode {
        case .write: verb = "written"
        case .check: verb = "stale"
        case .dryRun: verb = "would change"
        }
        let time = (elapsedSeconds * 100).rounded() / 100
        return "\(Self.count(filesParsed, "file")) parsed, \(Self.count(typeCount, "type")), "
            + "\(Self.count(changed, "output")) \(verb), \(unchanged) unchanged"
            + (skipped > 0 ? ", \(skipped) skipped" : "") + " in \(time) s"
    }

    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}

/// Whether a run writes, only checks, or shows what it would do.
public enum RunMode: Sendable {
    case write, check, dryRun
}
