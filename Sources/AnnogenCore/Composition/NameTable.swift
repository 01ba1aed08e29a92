import AnnogenModel

/// Qualified type names with their positions in the composed list: an open-addressing table of
/// 4-byte slots over the names (FNV-1a of their UTF-8 bytes, `UTF8Bytes.hash`), instead of a
/// `[String: Int]`, whose 24-byte buckets at a load of at most three quarters were 12.6 MB of the
/// 212,500 types of 50,000 files, at the peak of composing.
struct NameTable {
    /// The names, by position.
    private(set) var names: [String] = []
    /// Position + 1 of the name in each slot; 0 for an empty slot. A power of two long, at most half full.
    private var slots: [Int32]

    init(capacity: Int = 0) {
        names.reserveCapacity(capacity)
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    /// Every name with its position, in position order.
    init(_ names: [String]) {
        self.init(capacity: names.count)
        for name in names { _ = insert(name) }
    }

    var count: Int { names.count }

    /// The position of `name`, or nil.
    subscript(name: String) -> Int? {
        let (position, _) = find(name, hash: UTF8Bytes.hash(name))
        return position
    }

    /// The table's own copy of `name` (every use shares one string), or nil when it is not here.
    func stored(_ name: String) -> String? {
        self[name].map { names[$0] }
    }

    /// Adds `name` at the next position unless it is here; its position either way.
    @discardableResult
    mutating func insert(_ name: String) -> Int {
        let hash = UTF8Bytes.hash(name)
        let (found, slot) = find(name, hash: hash)
        if let found { return found }
        let position = names.count
        names.append(name)
        slots[slot] = Int32(truncatingIfNeeded: position + 1)
        if names.count * 2 > slots.count { grow() }
        return position
    }

    private func find(_ name: String, hash: UInt64) -> (position: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (nil, slot) }
            if UTF8Bytes.same(names[entry - 1], name) { return (entry - 1, slot) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for (position, name) in names.enumerated() {
            var slot = Int(truncatingIfNeeded: UTF8Bytes.hash(name)) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(truncatingIfNeeded: position + 1)
        }
        slots = larger
    }
}
