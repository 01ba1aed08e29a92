import AnnogenModel

/// What one template rendered, split by its markers: the plain text for its own output file, blocks
/// for the sources (`gen:inline:`) and blocks for files of their own (`gen:file:`).
struct RenderedOutput: Sendable {
    var template: TemplateRef
    var plainText: String
    var inlineBlocks: [InlineBlock] = []
    var fileBlocks: [FileBlock] = []
    var diagnostics: [Diagnostic] = []
}

/// A `// gen:inline:KEY` … `// gen:end` block of rendered output, with its lines dedented so the
/// splicer can indent them for the place they go.
struct InlineBlock: Hashable, Sendable {
    /// `NAME`, `auto:Type.Name` or `after-auto:Type.Name`.
    var key: String
    /// `gen` or `sourcery`: the spelling of markers written for a new block.
    var prefix: String
    var lines: [BlockLine]
    /// How many levels deeper than its markers the template indented the content (1 in the seed layout,
    /// where markers sit at the type's level and the content at its members' level).
    var extraLevels: Int
    /// The template, and the line of the marker in its rendered output.
    var location: SourceLocation
    /// Sourcery's layout (a Swift template's block: Sourcery's templates, run as Sourcery runs them):
    /// a block already in a source file gets the lines as rendered, each that is not blank after the
    /// source marker's indentation, and blank lines before its end marker stay there (Sourcery's
    /// block body ends at the last line that is not blank, in the output and in the source); a new
    /// `auto:` block goes after a blank line at the start of the type's closing brace's line, its
    /// markers and lines after that line's indentation, as Sourcery inserts one. (Stencil templates keep annogen's layout: lines
    /// indented with the file's unit.)
    var sourceryLayout = false

    /// Where the block goes when the sources have no block with its key yet.
    var placement: Placement {
        if let type = Self.typeName(key, after: "auto:") { return .endOfBody(typeName: type) }
        if let type = Self.typeName(key, after: "after-auto:") { return .afterBody(typeName: type) }
        return .existingOnly
    }

    enum Placement: Hashable {
        /// Only where a block of that name already is.
        case existingOnly
        /// Before the closing brace of the type's primary declaration.
        case endOfBody(typeName: String)
        /// After the closing brace of the type's primary declaration.
        case afterBody(typeName: String)
    }

    /// `auto:API.Recipe.autoPublicInit` → `API.Recipe` (everything before the last dot).
    private static func typeName(_ key: String, after prefix: String) -> String? {
        guard key.hasPrefix(prefix) else { return nil }
        let rest = key.dropFirst(prefix.count)
        guard let dot = rest.lastIndex(of: "."), dot > rest.startIndex else { return nil }
        return String(rest[..<dot])
    }
}

/// One content line of a block: its indentation relative to the block's least indented line, in
/// columns (a tab counts as 4), and its text without leading or trailing whitespace (empty when blank).
struct BlockLine: Hashable, Sendable {
    var columns: Int
    var text: String
    /// The line as rendered, in Sourcery's layout (see `InlineBlock.sourceryLayout`).
    var asRendered: String?
}

/// A `// gen:file:PATH` … `// gen:end` block: text for its own file under the output folder.
struct FileBlock: Hashable, Sendable {
    /// As written, relative to the output folder.
    var path: String
    /// Normalized like a template's own output (one final newline).
    var text: String
    var location: SourceLocation
}
