import Foundation

/// How long each stage of a run took, in the order they ran (`annogen run --verbose` prints them).
public struct StageTimes: Sendable {
    public private(set) var stages: [(name: String, seconds: Double)] = []

    public init() {}

    /// Runs `body` and adds its duration to the stage `name` (a stage measured twice adds up).
    public mutating func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now()
        defer { add(name, since: start) }
        return try body()
    }

    /// Adds the time since `start` (a `DispatchTime.now()` taken before the stage) to `name`; for a
    /// stage that must not run inside a closure (one that consumes its input).
    public mutating func add(_ name: String, since start: DispatchTime) {
        add(name, seconds: Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
    }

    public mutating func add(_ name: String, seconds: Double) {
        if let index = stages.firstIndex(where: { $0.name == name }) {
            stages[index].seconds += seconds
        } else {
            stages.append((name, seconds))
        }
    }

    /// `load 0.012 s, parse 0.310 s, compose 0.051 s, …`.
    public var summary: String {
        stages.map { "\($0.name) \(String(format: "%.3f", $0.seconds)) s" }.joined(separator: ", ")
    }
}
