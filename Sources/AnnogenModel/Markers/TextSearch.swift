/// Substring tests over UTF-8 bytes, for the quick "could this file hold a marker at all" checks
/// that run on every source: `String.contains(_:)` goes through the generic string-processing
/// searcher, which was a visible share of a run over 10,000 files.
public enum TextSearch {
    /// True when `text` contains `needle` (byte for byte; both are UTF-8).
    public static func contains(_ text: String, _ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return false }
            var index = 0
            let last = bytes.count - pattern.count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return true }
                }
                index += 1
            }
            return false
        }
    }
}
