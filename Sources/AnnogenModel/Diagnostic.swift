/// A problem found while running, kept as data so every stage can report and carry on.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// The diagnostic as a strict run (`--strict`) reports it: a warning is an error, marked as such.
    public var strict: Diagnostic {
        severity == .warning ? Diagnostic(.error, message + " (a warning, failing the run under --strict)", at: location) : self
    }

    /// `path:line:col: error: message`, or `error: message` without a location.
    public var description: String {
        if let location {
            return "\(location): \(severity.rawValue): \(message)"
        }
        return "\(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error: the run must not write.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by path, line, column, then message, so reports are deterministic; each once (an error
    /// in an included Swift template is found by every template that includes it).
    public func sortedForReport() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return filter { seen.insert($0).inserted }.sorted { a, b in
            let la = a.location, lb = b.location
            if la?.path != lb?.path { return (la?.path ?? "") < (lb?.path ?? "") }
            if la?.line != lb?.line { return (la?.line ?? 0) < (lb?.line ?? 0) }
            if la?.column != lb?.column { return (la?.column ?? 0) < (lb?.column ?? 0) }
            return a.message < b.message
        }
    }
}
