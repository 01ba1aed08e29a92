extension TypeName {
    /// The names that `text`, a type as Swift writes it, looks up where it is written as an
    /// expression (`text.self`): each identifier that does not follow a `.` or an `@`, outside
    /// generic arguments (looked up as types). `Foundation` and `Item` of `[Foundation.URL: Item]?`,
    /// `Box` of `Box<Cat>`. A member of one of these names in the scope of the
    /// expression is found before the type, so generated code that names the type there names the
    /// member instead. Backticks are dropped; the keywords a type may hold (`any`, `some`, `inout`, …)
    /// are not names.
    public static func namesLookedUp(in text: String) -> [Substring] {
        var names: [Substring] = []
        forEachIdentifierLookedUp(in: text) { range in
            if !keywords.contains(text[range]) { names.append(text[range]) }
            return true
        }
        return names
    }

    /// The range of each identifier of `namesLookedUp(in:)`, keywords included, in order, until
    /// `body` returns false; no string is made.
    private static func forEachIdentifierLookedUp(in text: String, _ body: (Range<String.Index>) -> Bool) {
        let bytes = text.utf8
        var index = bytes.startIndex
        // The last byte before `index` that is not blank or a backtick.
        var previous: UInt8 = 0
        // Inside `<…>`, names are looked up as types (`Box<Cat>(from:)` finds the type `Cat`).
        var angles = 0
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard isIdentifierStart(byte) else {
                angles += angleStep(byte, after: previous)
                if !ASCII.isBlank(byte), byte != backtick { previous = byte }
                index = bytes.index(after: index)
                continue
            }
            let start = index
            while index != bytes.endIndex, isIdentifierStart(bytes[index]) || ASCII.isDigit(bytes[index]) {
                index = bytes.index(after: index)
            }
            if previous != dot, previous != at, angles == 0, !body(start..<index) { return }
            previous = byte
        }
    }

    /// Whether a struct names a member (a property, static or not, or a method) like a type one of
    /// its stored instance properties is declared with: `let URL: String` beside `let url: URL` (see
    /// `member(namedLike:in:)`). Most structs are told by the first letters alone (members in
    /// lowerCamelCase, types in UpperCamelCase).
    public static func hasMemberNamedLikeStoredType(_ declaration: TypeDecl) -> Bool {
        guard declaration.kind == .struct else { return false }
        let letters = FirstLetters(declaration)
        // Every type is packed with this flag: the names are compared only where a first letter is
        // a member's, read from the bytes without making strings.
        for variable in declaration.variables where !variable.isStatic && !variable.isComputed {
            let mayName = letters.startsANameLookedUp(in: variable.typeName.name)
                || variable.typeName.actualName.map(letters.startsANameLookedUp) == true
            if mayName, member(namedLike: variable.typeName, in: declaration, letters: letters) != nil { return true }
        }
        return false
    }

    /// The member of `declaration` (a property, static or not, a method, or an enum case) named
    /// like a name `typeName` looks up (`namesLookedUp(in:)`, of the type as written and as
    /// resolved), with that name: code in the type's scope that names the type as an expression
    /// (`URL.self` to decode `url`, `Cat(from:)` for `case Cat(Cat)`) names the member instead.
    public static func member(namedLike typeName: TypeName, in declaration: TypeDecl) -> (name: Substring, location: SourceLocation)? {
        member(namedLike: typeName, in: declaration, letters: FirstLetters(declaration))
    }

    private static func member(
        namedLike typeName: TypeName, in declaration: TypeDecl, letters: FirstLetters
    ) -> (name: Substring, location: SourceLocation)? {
        var found: (name: Substring, location: SourceLocation)?
        for text in [typeName.name] + (typeName.actualName.map { [$0] } ?? []) where found == nil {
            forEachIdentifierLookedUp(in: text) { range in
                let name = text[range]
                guard letters.contains(name), !keywords.contains(name) else { return true }
                if let property = declaration.variables.first(where: { $0.name == name }) {
                    found = (name, property.location)
                } else if let method = declaration.methods.first(where: { $0.kind == .function && $0.shortName == name }) {
                    found = (name, method.location)
                } else if let enumCase = declaration.cases.first(where: { $0.name == name }) {
                    found = (name, enumCase.location)
                }
                return found == nil
            }
        }
        return found
    }

    /// The first letters of a few names, as a set of bytes: a name whose first byte is not among
    /// them is none of the names.
    private struct FirstLetters {
        private var low: UInt64 = 0
        private var high: UInt64 = 0
        private var other = false

        /// The first letters of the names of `declaration`'s properties, methods and cases.
        init(_ declaration: TypeDecl) {
            for variable in declaration.variables { insert(variable.name) }
            for method in declaration.methods where method.kind == .function { insert(method.shortName) }
            for enumCase in declaration.cases { insert(enumCase.name) }
        }

        private mutating func insert(_ name: String) {
            guard let byte = name.utf8.first else { return }
            switch byte {
            case 64..<128: high |= 1 << UInt64(byte - 64)
            case 0..<64: low |= 1 << UInt64(byte)
            default: other = true
            }
        }

        func contains(_ name: Substring) -> Bool {
            guard let byte = name.utf8.first else { return false }
            return contains(byte)
        }

        /// Whether a name that `text` looks up (`namesLookedUp(in:)`, keywords too) starts with one
        /// of the letters.
        func startsANameLookedUp(in text: String) -> Bool {
            var hit = false
            forEachIdentifierLookedUp(in: text) { range in
                hit = contains(text.utf8[range.lowerBound])
                return !hit
            }
            return hit
        }

        private func contains(_ byte: UInt8) -> Bool {
            switch byte {
            case 64..<128: return high & (1 << UInt64(byte - 64)) != 0
            case 0..<64: return low & (1 << UInt64(byte)) != 0
            default: return other
            }
        }
    }

    private static let dot = UInt8(ascii: ".")
    private static let at = UInt8(ascii: "@")
    private static let backtick = UInt8(ascii: "`")
    private static let keywords: Set<Substring> = [
        "any", "some", "inout", "throws", "rethrows", "async", "borrowing", "consuming", "sending", "repeat", "each",
    ]

    /// +1 for `<`, -1 for a `>` that closes one (not the `>` of `->`), 0 otherwise.
    private static func angleStep(_ byte: UInt8, after previous: UInt8) -> Int {
        if byte == UInt8(ascii: "<") { return 1 }
        if byte == UInt8(ascii: ">"), previous != UInt8(ascii: "-") { return -1 }
        return 0
    }

    /// A letter, `_`, or a byte of a non-ASCII character (Swift identifiers may hold them).
    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        ASCII.isIdentifierStart(byte) || byte >= 0x80
    }
}
