import AnnogenModel

/// Qualified type names with their positions in the composed list, in a `StringPool` (4-byte slots
/// over the names' UTF-8 bytes instead of a `[String: Int]`, whose buckets were 12.6 MB of the
/// 212,500 types of 50,000 files, at the peak of composing).
struct NameTable {
    private var pool: StringPool

    init(capacity: Int = 0) {
        pool = StringPool(capacity: capacity)
    }

    /// Every name with its position, in position order.
    init(_ names: [String]) {
        self.init(capacity: names.count)
        for name in names { insert(name) }
    }

    /// The names, by position.
    var names: [String] { pool.strings }

    var count: Int { pool.count }

    /// The position of `name`, or nil.
    subscript(name: String) -> Int? { pool.index(of: name) }

    /// The table's own copy of `name` (every use shares one string), or nil when it is not here.
    func stored(_ name: String) -> String? {
        self[name].map { pool.strings[$0] }
    }

    /// Adds `name` at the next position unless it is here; its position either way.
    @discardableResult
    mutating func insert(_ name: String) -> Int { pool.insert(name).index }
}
