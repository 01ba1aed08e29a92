/// Path arithmetic on text. `NSString.deletingLastPathComponent` traps on a one-character path
/// (`"G"`) in the Foundation that ships with Swift 6.3 on Linux, so a user's `--output G` crashed
/// annogen; this does the same job without Foundation.
public enum PathText {
    /// The path without its last component, as `NSString.deletingLastPathComponent` gives it:
    /// `a/b/c` → `a/b`, `a/b/` → `a`, `/a` → `/`, `a` → ``, `/` → `/`.
    public static func deletingLastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The text after the last `.` of the last component, as `NSString.pathExtension` gives it
    /// (`a/b.swift` → `swift`, `Kit.docc/` → `docc`, `a.b.h` → `h`; `.hidden`, `a` → ``), without
    /// bridging to NSString: it is asked of every file a run walks.
    public static func pathExtension(_ path: String) -> String {
        let bytes = path.utf8
        guard !bytes.isEmpty else { return "" }
        var end = bytes.endIndex
        // Trailing slashes, but not the path's first byte.
        while end > bytes.index(after: bytes.startIndex), bytes[bytes.index(before: end)] == UInt8(ascii: "/") {
            end = bytes.index(before: end)
        }
        var index = end
        while index > bytes.startIndex {
            let previous = bytes.index(before: index)
            switch bytes[previous] {
            case UInt8(ascii: "/"):
                return ""
            case UInt8(ascii: "."):
                // A name that starts with the dot (`.hidden`) has no extension.
                if previous == bytes.startIndex || bytes[bytes.index(before: previous)] == UInt8(ascii: "/") { return "" }
                return String(Substring(path.utf8[index..<end]))
            default:
                index = previous
            }
        }
        return ""
    }
}
