import AnnogenModel
import AnnogenObjCFrontend
import AnnogenSwiftFrontend
import Foundation

/// Parses files on all cores, one file per work item, each with the front end for its extension
/// (`.h` → Objective-C through libclang, anything else → Swift); the result keeps the input order.
enum ParallelParser {
    /// The parsed files, and — when there are headers but libclang cannot be loaded — the one error
    /// saying so (the headers are then left out; the Swift files are parsed as usual).
    static func parse(_ files: [SourceFile]) -> (files: [ParsedFile], frontendUnavailable: Diagnostic?) {
        let isHeader = files.map { ObjCFrontend.fileExtensions.contains(($0.path as NSString).pathExtension) }
        var unavailable: Diagnostic?
        if let firstHeader = files.indices.first(where: { isHeader[$0] }), let reason = ObjCFrontend.unavailableReason {
            let count = isHeader.filter { $0 }.count
            unavailable = .error("\(reason) (\(count) header\(count == 1 ? "" : "s") not read)",
                                 at: SourceLocation(path: files[firstHeader].path, line: 1, column: 1))
        }
        let readHeaders = unavailable == nil
        let slots = Slots<ParsedFile>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            if !isHeader[index] {
                slots.set(index, SwiftFrontend.parse(file))
            } else if readHeaders {
                slots.set(index, ObjCFrontend.parse(file))
            }
        }
        return (slots.values, unavailable)
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
