import Foundation

/// Fixed slots filled concurrently, each index written once (also the benchmark's).
package final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    package init(count: Int) { storage = Array(repeating: nil, count: count) }

    package func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    package var values: [Value] { storage.compactMap { $0 } }
}
