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
}
