import Foundation

/// Sorts values by a path or name they hold, in the order of `String`'s `<`, faster than comparing
/// the Strings: a folder's names (`Endpoint0.swift`, `Endpoint1.swift` …) and a run's paths
/// (`Sources/Area12/…`) mostly share a long beginning, and comparing it again and again was most
/// of sorting them. When every text is ASCII (whose order is its bytes'), the 8 bytes after the
/// beginning all share are taken as a number, positions are sorted by those numbers (texts whose
/// numbers are equal are compared as Strings), and the values are moved into place. Anything else
/// is sorted by comparing Strings. Stable, like `sort`.
enum PathOrder {
    static func sort<Element>(_ elements: inout [Element], by text: (Element) -> String) {
        let count = elements.count
        guard count > 1 else { return }
        guard let shared = sharedASCIIPrefix(elements, text) else {
            elements.sort { text($0) < text($1) }
            return
        }
        let keys = elements.map { key(text($0), after: shared) }
        // Stable: positions start in order, and equal texts compare as not less.
        var order = Array(0..<count)
        order.sort { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : text(elements[$0]) < text(elements[$1]) }
        move(&elements, to: order)
    }

    /// Puts the value at `order[i]` at position `i`, moving values (no copies) along each cycle.
    private static func move<Element>(_ elements: inout [Element], to order: [Int]) {
        var placed = [Bool](repeating: false, count: order.count)
        elements.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in order.indices where !placed[start] {
                placed[start] = true
                guard order[start] != start else { continue }
                let first = (base + start).move()
                var position = start
                while order[position] != start {
                    let from = order[position]
                    (base + position).moveInitialize(from: base + from, count: 1)
                    placed[from] = true
                    position = from
                }
                (base + position).initialize(to: first)
            }
        }
    }

    /// How many bytes every text begins with alike, or nil when a text is not all ASCII (a
    /// combining mark after a letter changes where it sorts, so every byte counts).
    private static func sharedASCIIPrefix<Element>(_ elements: [Element], _ text: (Element) -> String) -> Int? {
        let first = Array(text(elements[0]).utf8)
        var shared = first.count
        for element in elements {
            let result: Int?? = text(element).utf8.withContiguousStorageIfAvailable { bytes in
                guard isASCII(bytes) else { return nil }
                let limit = min(shared, bytes.count)
                if limit == shared, let base = bytes.baseAddress, memcmp(first, base, limit) == 0 { return limit }
                var common = 0
                while common < limit, bytes[common] == first[common] { common += 1 }
                return common
            }
            guard case let common?? = result else { return nil }
            shared = common
        }
        return shared
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index + 8 <= raw.count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < raw.count {
            if raw[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// The 8 bytes of `text` from `offset` as a big-endian number, zeros past its end.
    private static func key(_ text: String, after offset: Int) -> UInt64 {
        func key(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            var key: UInt64 = 0
            for index in offset..<(offset + 8) {
                key = key << 8 | (index < bytes.count ? UInt64(bytes[index]) : 0)
            }
            return key
        }
        return text.utf8.withContiguousStorageIfAvailable(key) ?? Array(text.utf8).withUnsafeBufferPointer(key)
    }
}
