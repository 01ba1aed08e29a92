import Foundation

/// Collects values handed to a synchronous `@Sendable` hook, such as a client's decoding-issue
/// handler, so that a test can read them afterwards.
public final class Collector<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    /// An empty collector.
    public init() {}

    /// Adds `value`; safe to call from any thread.
    public func append(_ value: Value) { lock.withLock { storage.append(value) } }

    /// Everything appended so far, in order.
    public var values: [Value] { lock.withLock { storage } }
}
