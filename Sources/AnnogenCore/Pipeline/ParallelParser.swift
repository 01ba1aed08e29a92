import AnnogenModel
import AnnogenSwiftFrontend
import Foundation

/// Parses files on all cores, one file per work item; the result keeps the input order.
enum ParallelParser {
    static func parse(_ files: [SourceFile]) -> [ParsedFile] {
        let slots = Slots<ParsedFile>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            slots.set(index, SwiftFrontend.parse(files[index]))
        }
        return slots.values
    }
}

/// Fixed slots filled concurrently, each index written once.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value] { storage.compactMap { $0 } }
}
