import AnnogenModel
import SwiftSyntax

/// What every mapper needs about the file being read: positions and the comment index.
struct SourceContext {
    let map: SourceMap
    let comments: CommentIndex
    /// Lines inside existing `gen:inline` blocks: generated code that is not read back into the model.
    var generatedLines: [ClosedRange<Int>] = []

    var path: String { map.path }

    /// The same file, for a tree parsed from `range` of the file alone; with the comment index of
    /// that range when given one.
    func run(_ range: Range<Int>, comments: CommentIndex? = nil) -> SourceContext {
        SourceContext(map: map.run(range), comments: comments ?? self.comments, generatedLines: generatedLines)
    }

    /// True when the declaration starts inside an inline block (generated code is not part of the model,
    /// so a run that generated it renders the same thing the next time).
    func isGenerated(_ node: some SyntaxProtocol) -> Bool {
        guard !generatedLines.isEmpty else { return false }
        let line = map.line(at: node.positionAfterSkippingLeadingTrivia)
        return generatedLines.contains { $0.contains(line) }
    }

    func location(of node: some SyntaxProtocol) -> AnnogenModel.SourceLocation {
        map.location(of: node)
    }

    /// The annotations and documentation of a declaration, from its first token's line (first attribute,
    /// modifier or keyword) to its last token's line.
    func attachment(for node: some SyntaxProtocol) -> CommentAttachment {
        let start = node.positionAfterSkippingLeadingTrivia
        return comments.attachment(
            firstLine: map.line(at: start),
            lastLine: map.line(at: node.endPositionBeforeTrailingTrivia),
            startsLine: map.isOnlyWhitespaceBefore(start)
        )
    }
}

/// The type a declaration's members belong to, while its member block is being read.
struct Owner {
    /// Index of the owner in the visitor's `types`.
    let index: Int
    /// `API.ProductSearch`, or the extended name for an extension.
    let qualifiedName: String
    let kind: TypeKind
    /// Access of members that do not write one: the protocol's for protocol members, the extension's
    /// for members of an extension with an access modifier, else internal.
    let memberDefaultAccess: AccessLevel
    /// How many `#if` blocks enclose the owner itself: a member under more is declared in an `#if`
    /// inside the type.
    var conditionalDepth = 0
    /// The owner's own owner, by its index in the visitor's `types` (nil at top level, and for an
    /// extension).
    var parentIndex: Int?
    /// The owner's members as written (nil for an extension): looked at only when a member is
    /// declared inside `#if` (see `DeclarationVisitor.usesEveryMember`).
    var members: MemberBlockItemListSyntax?
}
