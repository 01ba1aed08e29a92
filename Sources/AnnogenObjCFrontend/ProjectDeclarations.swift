import AnnogenModel

/// The classes and protocols the headers among the sources declare, found in their text before any
/// is parsed: a header that uses one without importing the header that declares it (relying on a
/// prefix header) assumes it known only by name, and the note then says where it is declared.
public enum ProjectDeclarations {
    /// `@interface Name` (not a category) and `@protocol Name` (not a forward declaration) in `text`.
    public static func declaredNames(in text: String) -> [String] {
        guard text.contains("@interface") || text.contains("@protocol") else { return [] }
        let bytes = Array(text.utf8)
        var names: [String] = []
        for keyword in ["@interface", "@protocol"] {
            let pattern = Array(keyword.utf8)
            var index = 0
            while index + pattern.count < bytes.count {
                defer { index += 1 }
                guard bytes[index] == UInt8(ascii: "@"), Array(bytes[index..<(index + pattern.count)]) == pattern else { continue }
                var cursor = index + pattern.count
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") else { continue }
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
                let start = cursor
                while cursor < bytes.count, ASCII.isCodeIdentifier(bytes[cursor]) { cursor += 1 }
                guard cursor > start else { continue }
                let end = cursor
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
                let next = cursor < bytes.count ? bytes[cursor] : 0
                // `@interface Foo (Category)` and `@protocol Foo;`/`@protocol Foo, Bar;` declare nothing new.
                if next == UInt8(ascii: "(") || next == UInt8(ascii: ";") || next == UInt8(ascii: ",") { continue }
                names.append(String(decoding: bytes[start..<end], as: UTF8.self))
            }
        }
        return names
    }
}
