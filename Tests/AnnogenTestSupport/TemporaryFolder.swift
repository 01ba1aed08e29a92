import Foundation

/// A fresh temporary folder, removed when the returned object is released: what tests write
/// sources, headers and outputs into.
public final class TemporaryFolder {
    public let path: String

    public init() {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("annogen-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes a file (creating folders) and returns its path.
    @discardableResult
    public func write(_ relative: String, _ text: String) -> String {
        let full = (path as NSString).appendingPathComponent(relative)
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        return full
    }

    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: (path as NSString).appendingPathComponent(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    public func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }
}
