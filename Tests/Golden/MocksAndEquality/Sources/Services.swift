import Foundation

/// Reads products.
protocol ProductReading: AutoMockable {
    var catalogName: String { get }
    func product(id: Int) -> Product?
    func products(matching query: String, limit: Int) -> [Product]
}

/// Reads and writes products.
protocol ProductStore: ProductReading {
    var lastSync: Date? { get set }
    func save(_ product: Product) throws
    func delete(ids: [Int]) async throws -> Int
}

// gen: AutoMockable
protocol ImageLoader: AnyObject {
    var cacheLimit: Int { get set }
    var onEvict: ((URL) -> Void)? { get set }
    func load(_ url: URL, completion: @escaping (Result<Data, any Error>) -> Void)
    func prefetch(_ urls: [URL], progress: ((Double) -> Void)?)
    func forEachCached(_ body: (URL) -> Void)
    func cancelAll()
}

/// A cache keyed by its own type: has an associated type, so it gets no mock.
// gen: AutoMockable
protocol Cache {
    associatedtype Key: Hashable
    func value(for key: Key) -> Data?
}
