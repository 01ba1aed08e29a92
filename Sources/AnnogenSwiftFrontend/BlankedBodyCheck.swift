import SwiftSyntax

/// Checks a tree parsed from bytes whose bodies were blanked: every blanked body must be, in the
/// tree, exactly the inside of the braces of a function, initializer or deinitializer body, of an
/// accessor's body, or of an implicit getter's block, of a declaration the front end can reach
/// (at the top level, in a type's members, in an `#if` clause: never inside an expression or a
/// body), with the same kind as the scan found. An implicit getter is also checked against the
/// original bytes: what was blanked must not have started with what SwiftParser reads as an
/// accessor (`get`, `@inlinable`, `mutating` …), which the blanked tree can no longer show.
///
/// The walk visits declarations in source order and stops once every body is found.
struct BlankedBodyCheck {
    private let expected: [SkippableBody]
    private let original: UnsafeBufferPointer<UInt8>
    private var next = 0
    private var failed = false

    private init(expected: [SkippableBody], original: UnsafeBufferPointer<UInt8>) {
        self.expected = expected
        self.original = original
    }

    /// True when every one of `bodies` (offsets in the bytes `tree` was parsed from, ascending) is
    /// such a body of `tree`. `original` is the text before blanking.
    static func holds(
        for tree: SourceFileSyntax, bodies: [SkippableBody], original: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        var check = BlankedBodyCheck(expected: bodies, original: original)
        check.visit(items: tree.statements)
        return !check.failed && check.next == bodies.count
    }

    private var done: Bool { failed || next == expected.count }

    private mutating func visit(items: CodeBlockItemListSyntax) {
        for item in items {
            if done { return }
            if case .decl(let decl) = item.item { visit(decl) }
        }
    }

    private mutating func visit(members: MemberBlockItemListSyntax) {
        for member in members {
            if done { return }
            visit(member.decl)
        }
    }

    private mutating func visit(_ decl: DeclSyntax) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let node): visit(members: node.memberBlock.members)
        case .classDecl(let node): visit(members: node.memberBlock.members)
        case .enumDecl(let node): visit(members: node.memberBlock.members)
        case .actorDecl(let node): visit(members: node.memberBlock.members)
        case .protocolDecl(let node): visit(members: node.memberBlock.members)
        case .extensionDecl(let node): visit(members: node.memberBlock.members)
        case .ifConfigDecl(let node):
            for clause in node.clauses {
                switch clause.elements {
                case .decls(let members)?: visit(members: members)
                case .statements(let items)?: visit(items: items)
                default: break
                }
            }
        case .functionDecl(let node): visit(node.body)
        case .initializerDecl(let node): visit(node.body)
        case .deinitializerDecl(let node): visit(node.body)
        case .subscriptDecl(let node): visit(node.accessorBlock)
        case .variableDecl(let node):
            for binding in node.bindings { visit(binding.accessorBlock) }
        default:
            break
        }
    }

    private mutating func visit(_ body: CodeBlockSyntax?) {
        guard let body else { return }
        found(.function, body.leftBrace, body.rightBrace)
    }

    private mutating func visit(_ block: AccessorBlockSyntax?) {
        guard let block else { return }
        switch block.accessors {
        case .getter:
            found(.implicitGetter, block.leftBrace, block.rightBrace)
        case .accessors(let accessors):
            for accessor in accessors {
                if let body = accessor.body { found(.accessor, body.leftBrace, body.rightBrace) }
            }
        }
    }

    /// A body of the tree, in source order: either one that was not blanked (before the next one
    /// expected) or the next one expected, which must match it exactly.
    private mutating func found(_ kind: SkippableBody.Kind, _ left: TokenSyntax, _ right: TokenSyntax) {
        guard !done else { return }
        let open = left.positionAfterSkippingLeadingTrivia.utf8Offset
        let body = expected[next]
        if open < body.open { return }
        guard open == body.open, kind == body.kind,
              left.presence == .present, right.presence == .present,
              right.positionAfterSkippingLeadingTrivia.utf8Offset == body.close,
              kind != .implicitGetter
                || BodyScanner.accessorBlockStart(original, after: body.open) == .implicitGetter
        else {
            failed = true
            return
        }
        next += 1
    }
}
