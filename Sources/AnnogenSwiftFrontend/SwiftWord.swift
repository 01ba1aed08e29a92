/// The Swift words `BodyScanner` tells apart, found in a file's bytes without building strings: the
/// keywords that start a declaration or a statement, every keyword SwiftParser's lexer reserves (they
/// decide whether a `/` may start a regex literal), and the words that start an accessor.
enum SwiftWord: String, CaseIterable {
    // Declarations.
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    case `typealias`, `associatedtype`, `import`, `operator`, `precedencegroup`, `case`, `macro`
    // Statements.
    case `if`, `guard`, `for`, `while`, `repeat`, `switch`, `do`, `defer`, `return`, `throw`, `catch`
    case `else`, `break`, `continue`, `fallthrough`
    // Reserved words that are expressions by themselves.
    case `true`, `false`, `Any`, `nil`, `self`, `Self`, `super`
    // The other reserved words.
    case `as`, `default`, `fileprivate`, `in`, `inout`, `internal`, `is`, `private`, `public`
    case `rethrows`, `static`, `throws`, `try`, `where`
    // Accessors (`init` is above) and the modifiers that can precede them.
    case get, set, didSet, willSet, unsafeAddress, addressWithOwner, addressWithNativeOwner
    case unsafeMutableAddress, mutableAddressWithOwner, mutableAddressWithNativeOwner
    case _read, _modify, borrow
    case __consuming, consuming, borrowing, mutating, nonmutating

    /// The words by length, as bytes: looked up without allocating.
    private static let byLength: [[(bytes: [UInt8], word: SwiftWord)]] = {
        var table = Array(repeating: [(bytes: [UInt8], word: SwiftWord)](), count: 32)
        for word in allCases {
            let bytes = Array(word.rawValue.utf8)
            table[bytes.count].append((bytes, word))
        }
        return table
    }()

    /// The word spelled by `bytes[range]`, or nil for any other identifier.
    static func word(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> SwiftWord? {
        guard range.count < byLength.count else { return nil }
        for candidate in byLength[range.count] where candidate.bytes[0] == bytes[range.lowerBound] {
            var matched = true
            var offset = 1
            while offset < candidate.bytes.count {
                if candidate.bytes[offset] != bytes[range.lowerBound + offset] { matched = false; break }
                offset += 1
            }
            if matched { return candidate.word }
        }
        return nil
    }

    /// What the word makes of the declaration being read at declaration level, if anything.
    var declarationKind: BodyScanner.Pending? {
        switch self {
        case .func, .`init`, .deinit: .function
        case .subscript: .subscript
        case .var, .let: .property
        case .struct, .class, .enum, .actor, .protocol, .extension: .type
        case .typealias, .associatedtype, .import, .operator, .precedencegroup, .case, .macro: .other
        case .if, .guard, .for, .while, .repeat, .switch, .do, .defer, .return, .throw, .catch,
             .else, .break, .continue, .fallthrough: BodyScanner.Pending.none
        default: nil
        }
    }

    /// `actor` and `macro` are keywords only in context: after these words they are names.
    var makesNextWordAName: Bool {
        switch self {
        case .var, .let, .func, .case, .typealias, .associatedtype, .subscript, .`init`: true
        default: false
        }
    }

    /// True when a `/` right after the word can start a regex literal, as SwiftParser's lexer decides
    /// it: after the words it reserves (`isLexerClassified`) that are not expressions themselves.
    /// Contextual words (`actor`, `get`, `mutating` …) are identifiers to the lexer.
    var allowsRegexAfter: Bool {
        switch self {
        case .true, .false, .Any, .nil, .self, .Self, .super: false
        case .actor, .macro: false
        default: !isAccessorIntroducer && !isAccessorModifier || self == .`init`
        }
    }

    /// Words that introduce an accessor (SwiftParser 603 without experimental features).
    var isAccessorIntroducer: Bool {
        switch self {
        case .get, .set, .didSet, .willSet, .unsafeAddress, .addressWithOwner, .addressWithNativeOwner,
             .unsafeMutableAddress, .mutableAddressWithOwner, .mutableAddressWithNativeOwner,
             ._read, ._modify, .borrow, .`init`: true
        default: false
        }
    }

    /// Modifiers SwiftParser reads before an accessor (`mutating get`).
    var isAccessorModifier: Bool {
        switch self {
        case .__consuming, .consuming, .borrowing, .mutating, .nonmutating: true
        default: false
        }
    }
}
