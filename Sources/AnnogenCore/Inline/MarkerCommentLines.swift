import AnnogenModel
import AnnogenSwiftFrontend

/// Which lines of a source can hold a `gen:` marker, for `InlineBlockScanner`.
enum MarkerCommentLines {
    /// For a Swift file, the lines where SwiftParser sees a marker `//` comment start the line (so a
    /// marker quoted in a multi-line string literal or inside a block comment is not read as one);
    /// nil for other files (Objective-C headers: every marker-like line counts) and for files
    /// without any inline marker text (nothing to scan).
    static func of(text: String, path: String) -> Set<Int>? {
        guard path.hasSuffix(".swift"), MarkerLine.mayHoldMarker(text) else { return nil }
        return SwiftFrontend.markerCommentLines(of: text)
    }
}
