import Foundation

/// A value computed on another thread from the moment it is made, for a run that has other work
/// meanwhile (the vocabulary check beside the other checks, the stored memos beside a patch).
final class Background<Value>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Set before `done` is left, read only after it.
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The value, once computed: waits for it.
    var value: Value? {
        done.wait()
        return result
    }
}
