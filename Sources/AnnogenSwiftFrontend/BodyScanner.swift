/// A body the model never reads, found by `BodyScanner`: the offsets of its braces.
struct SkippableBody: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// The body of a `func`, `init` or `deinit`.
        case function
        /// The body of one accessor: `get`, `set`, `willSet`, `didSet`, `_modify`, an `init` accessor …
        case accessor
        /// The whole block of a computed property or subscript written without accessor keywords.
        case implicitGetter
    }

    var kind: Kind
    /// Offset of the `{`.
    var open: Int
    /// Offset of the matching `}`.
    var close: Int

    /// The bytes strictly inside the braces: what is blanked.
    var inside: Range<Int> { (open + 1)..<close }
}

/// Finds, with one pass over a file's bytes and no parse, the bodies whose inside the model never
/// reads: those of functions, initializers, deinitializers, subscripts' and properties' accessors,
/// and implicit getters, where they are declared at declaration level (at the top level, in a type,
/// in an `#if` clause) — never a closure, a default argument or anything after a `=`.
///
/// It lexes what can hide a brace: `//` and nested `/* */` comments, string literals (multi-line,
/// raw with any number of `#`, interpolations with nested parentheses, strings and closures),
/// backticked names, and reads `#if`/`#else`/`#endif` as declaration boundaries. A `/` that could
/// start a regex literal (SwiftParser's own rule: not bound to what precedes it, and after a token
/// that does not end an expression) stops the scan: bodies closed before it are kept.
///
/// A body is left out when it mentions `gen:` or `sourcery:` (annotations and inline-block markers
/// can sit in bodies), when a block comment that starts its line ends on the closing brace's line
/// (`/** … */ }`: it starts the comment run above the next declaration), and when it holds only
/// whitespace. Anything the scan cannot follow gives no bodies at all: an unterminated string or
/// comment, brackets that do not match, a `'`, an editor placeholder `<#…#>` or a merge conflict
/// marker (SwiftParser lexes the last two as single tokens, whatever braces they hold; every one of
/// these is a syntax error, which the parse of the original text then reports). What the scan finds
/// is checked before and after parsing the blanked text (see `BodySkipping`); the scan only has to
/// be right to be fast.
struct BodyScanner {
    /// What the scan found.
    struct Result: Equatable {
        var bodies: [SkippableBody] = []
        /// Where a `/` that may start a regex literal stopped the scan.
        var stoppedAt: Int?
        /// Where the scan could not follow the text (see above; the end of the text when something
        /// was left open): no bodies.
        var failedAt: Int?
        var failed: Bool { failedAt != nil }
    }

    /// The declaration being read at declaration level: what its `{` would open.
    enum Pending { case none, function, `subscript`, property, type, other }

    struct Declaration {
        var pending = Pending.none
        /// After a declaration's `=`: an initial value, a raw value, an aliased type.
        var afterEquals = false
        /// `<` minus `>` read in operators since the declaration began, up to its `=`: inside a
        /// generic parameter clause, `let` declares a value parameter (`<let count: Int>`).
        var angles = 0
    }

    enum Role { case members, accessors, body(SkippableBody.Kind), opaque }

    enum Frame {
        case brace(Role, open: Int, saved: Declaration)
        case group(closer: UInt8, saved: Declaration)
        case string(multiline: Bool, hashes: Int)
        case interpolation
    }

    /// The last token, for the regex rule and for `.init`.
    enum Previous: Equatable {
        case start
        /// An identifier or keyword of plain ASCII.
        case word(Range<Int>)
        /// A backticked name.
        case name
        case literal, closer, period
        case postfix(afterTry: Bool)
        case other
    }

    enum Flow { case next, stop, fail }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var frames: [Frame] = []
    var declaration = Declaration()
    var previous = Previous.start
    /// The string literal being read, when the top frame is one (read for every step).
    var string: (multiline: Bool, hashes: Int)?
    /// Inside an accessor block: an accessor keyword was read, so the next `{` is its body.
    var accessorIntroduced = false
    /// The last block comment that started its line (past spaces and tabs).
    var lastOwnLineBlockComment: Range<Int>?
    var result = Result()

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The bodies `scan` finds: `BodySkipping`'s way of finding them.
    static func bodies(in bytes: UnsafeBufferPointer<UInt8>) -> [SkippableBody] {
        scan(bytes).bodies
    }

    /// The bodies of `bytes` (offsets into it), in source order.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        var scanner = BodyScanner(bytes)
        scanner.run()
        return scanner.result
    }

    private mutating func run() {
        skipFilePrefix()
        while index < bytes.count {
            let flow: Flow
            if let string {
                flow = stringStep(multiline: string.multiline, hashes: string.hashes)
            } else {
                flow = codeStep()
            }
            switch flow {
            case .next: continue
            case .stop: result.stoppedAt = index; return
            case .fail: result = Result(failedAt: index); return
            }
        }
        if !frames.isEmpty { result = Result(failedAt: index) }
    }

    /// What the top frame makes of words and braces.
    var atDeclarationLevel: Bool {
        guard let top = frames.last else { return true }
        if case .brace(.members, _, _) = top { return true }
        return false
    }

    var inAccessorBlock: Bool {
        if case .brace(.accessors, _, _)? = frames.last { return true }
        return false
    }

    /// A word at declaration level or in an accessor block (elsewhere words are not looked up).
    mutating func readWord(_ range: Range<Int>) {
        if inAccessorBlock {
            if SwiftWord.word(in: bytes, range)?.isAccessorIntroducer == true { accessorIntroduced = true }
            return
        }
        guard atDeclarationLevel, previous != .period, let word = SwiftWord.word(in: bytes, range),
              let kind = word.declarationKind
        else { return }
        if word == .let, declaration.angles > 0 { return }
        if word == .actor || word == .macro, case .word(let before) = previous,
           SwiftWord.word(in: bytes, before)?.makesNextWordAName == true {
            return
        }
        declaration = Declaration(pending: kind)
    }

    /// `#if`, `#else`, `#elseif`, `#endif` and freestanding macros end the declaration being read.
    mutating func readPoundWord() {
        if atDeclarationLevel { declaration = Declaration() }
    }

    mutating func openBrace() {
        let open = index
        index += 1
        let role: Role
        // Inside a body every brace is opaque: the top frame there is never members or accessors.
        if inAccessorBlock {
            role = accessorIntroduced ? .body(.accessor) : .opaque
            accessorIntroduced = false
        } else if atDeclarationLevel {
            role = roleAtDeclarationLevel(braceAt: open)
        } else {
            role = .opaque
        }
        frames.append(.brace(role, open: open, saved: declaration))
        if case .accessors = role { accessorIntroduced = false }
        declaration = Declaration()
        previous = .other
    }

    /// What a `{` read at declaration level opens.
    private func roleAtDeclarationLevel(braceAt open: Int) -> Role {
        switch declaration.pending {
        case .function where !declaration.afterEquals:
            return .body(.function)
        case .property where declaration.afterEquals:
            // Observers after an initial value; anything else is part of the value (a trailing closure).
            let first = firstWord(after: open)
            return first == .willSet || first == .didSet ? .accessors : .opaque
        case .property, .subscript:
            return declaration.afterEquals ? .opaque : accessorBlockRole(braceAt: open)
        case .type where !declaration.afterEquals:
            return .members
        default:
            return .opaque
        }
    }

    /// An accessor block: accessors (`get`, `@inlinable get`, `mutating set`), or an implicit getter.
    private func accessorBlockRole(braceAt open: Int) -> Role {
        switch Self.accessorBlockStart(bytes, after: open) {
        case .accessors: .accessors
        case .implicitGetter: .body(.implicitGetter)
        case .unclear: .opaque
        }
    }

    mutating func closeBrace() -> Flow {
        guard case .brace(let role, let open, let saved)? = frames.last else { return .fail }
        frames.removeLast()
        switch role {
        case .body(let kind):
            record(kind, open: open, close: index)
            declaration = Declaration()
        case .members, .accessors:
            declaration = Declaration()
        case .opaque:
            declaration = saved
        }
        if inAccessorBlock { accessorIntroduced = false }
        previous = .closer
        index += 1
        return .next
    }

    mutating func openGroup(closer: UInt8) {
        frames.append(.group(closer: closer, saved: declaration))
        previous = .other
        index += 1
    }

    mutating func closeGroup(_ closer: UInt8) -> Flow {
        if closer == UInt8(ascii: ")"), case .interpolation? = frames.last {
            frames.removeLast()
            if case .string(let multiline, let hashes)? = frames.last { string = (multiline, hashes) }
            index += 1
            return .next
        }
        guard case .group(let expected, let saved)? = frames.last, expected == closer else { return .fail }
        frames.removeLast()
        declaration = saved
        previous = .closer
        index += 1
        return .next
    }

    /// Keeps the body unless blanking it could change what the comments outside it give.
    private mutating func record(_ kind: SkippableBody.Kind, open: Int, close: Int) {
        let body = SkippableBody(kind: kind, open: open, close: close)
        guard hasCode(body.inside), !mentionsAnnotation(body.inside) else { return }
        if let comment = lastOwnLineBlockComment, comment.lowerBound > open,
           !hasLineBreak(comment.upperBound..<close) {
            return
        }
        result.bodies.append(body)
    }
}
