import Foundation

/// Waits for a completion handler to be called, for at most `timeout`.
///
/// `start` begins the work and is handed the function to call with the result. Returns what
/// that function was called with first, or nil when it was not called in time, so a test of a
/// completion-handler API fails instead of hanging.
///
/// ```swift
/// let result = await waitForCallback { done in client.send(request, as: Item.self, completion: done) }
/// ```
public func waitForCallback<Value: Sendable>(
    timeout: Duration = .seconds(10),
    _ start: (@escaping @Sendable (Value) -> Void) -> Void
) async -> Value? {
    let once = Once<Value>()
    return await withCheckedContinuation { continuation in
        once.set(continuation)
        let timer = Task {
            try? await Task.sleep(for: timeout)
            once.resume(with: nil)
        }
        start { value in
            timer.cancel()
            once.resume(with: value)
        }
    }
}

/// Resumes a continuation exactly once: with the first value, or with nil on time-out.
private final class Once<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value?, Never>?

    func set(_ continuation: CheckedContinuation<Value?, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    func resume(with value: Value?) {
        let continuation = lock.withLock { () -> CheckedContinuation<Value?, Never>? in
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(returning: value)
    }
}
