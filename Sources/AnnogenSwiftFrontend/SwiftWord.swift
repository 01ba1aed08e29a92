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

    /// A word's first eight bytes (fewer for a shorter word) as one number.
    private static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var key: UInt64 = 0
        var offset = 0
        let count = min(range.count, 8)
        while offset < count {
            key |= UInt64(bytes[range.lowerBound + offset]) << (8 * offset)
            offset += 1
        }
        return key
    }

    /// The words by length, with their first eight bytes as one number: looked up without allocating.
    private static let byLength: [[(key: UInt64, bytes: [UInt8], word: SwiftWord)]] = {
        var table = Array(repeating: [(key: UInt64, bytes: [UInt8], word: SwiftWord)](), count: 32)
        for word in allCases {
            let bytes = Array(word.rawValue.utf8)
            table[bytes.count].append((bytes.withUnsafeBufferPointer { key($0, 0..<bytes.count) }, bytes, word))
        }
        return table
    }()

    /// The word spelled by `bytes[range]`, or nil for any other identifier.
    static func word(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> SwiftWord? {
        // Every word here starts with a lower-case letter, `_`, or is `Self` or `Any`.
        let first = bytes[range.lowerBound]
        guard range.count < 32, first >= UInt8(ascii: "a") || first == UInt8(ascii: "_")
                || first == UInt8(ascii: "S") || first == UInt8(ascii: "A")
        else { return nil }
        let key = key(bytes, range)
        for candidate in byLength[range.count] where candidate.key == key {
            guard range.count > 8 else { return candidate.word }
            if bytes[(range.lowerBound + 8)..<range.upperBound].elementsEqual(candidate.bytes[8...]) {
                return candidate.word
            }
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
