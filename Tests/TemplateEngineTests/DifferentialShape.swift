/// What the generator knows of a value where a template uses it: exactly a value of the context,
/// or only its kind (after a filter). It steers the generator away from Stencil's crashes (`last`
/// of an empty array or string) and from deliberate differences (a dictionary of two keys or more
/// printed; a string's character, a `Character` in Stencil, compared or looked into).
indirect enum DifferentialShape: Equatable, Sendable {
    case value(DifferentialValue)
    /// A string whose text is not known (it may be empty).
    case someString
    /// An array of strings not known.
    case someStrings
    case someInt
    /// A string's `first`, `last` or element: a `Character` in Stencil.
    case character
    /// A dictionary's `(key, value)` pair, as a loop over it gives.
    case pair(String, DifferentialValue)

    static let null = DifferentialShape.value(.null)

    /// Whether both engines print it alike.
    var printable: Bool {
        if case .value(let value) = self { return value.printsDeterministically }
        if case .pair(_, let value) = self { return value.printsDeterministically }
        return true
    }

    /// The names `.name` may follow it with (`member` tells which are safe).
    func memberNames(random: inout DifferentialRandom) -> [String] {
        switch self {
        case .value(.dictionary(let dictionary)):
            return dictionary.keys.sorted() + ["count", "missing"]
        case .value(.array), .someStrings:
            return ["count", "first", "last", "0", "1", "\(random.int(0...5))", "-1"]
        case .value(.string), .someString:
            return ["count", "first", "last", "\(random.int(0...4))"]
        case .pair:
            return ["key", "value", "0", "1", "2"]
        case .value(.null), .character:
            return []
        case .value, .someInt:
            return ["count", "first"]
        }
    }

    /// `name` of it (a subscript's value), when it is known; nil when that could crash Stencil.
    func member(_ name: String) -> DifferentialShape? {
        switch self {
        case .value(.dictionary(let dictionary)):
            return name == "count" ? .value(.int(dictionary.count)) : .value(dictionary[name] ?? .null)
        case .value(.array(let elements)):
            if let index = Int(name) { return .value(index >= 0 && index < elements.count ? elements[index] : .null) }
            switch name {
            case "count": return .value(.int(elements.count))
            case "first": return .value(elements.first ?? .null)
            case "last": return elements.last.map { .value($0) }
            default: return .null
            }
        case .value(.string(let string)):
            if let index = Int(name) { return index >= 0 && index < string.count ? .character : .null }
            switch name {
            case "count": return .value(.int(string.count))
            case "first": return string.isEmpty ? .null : .character
            case "last": return string.isEmpty ? nil : .character
            default: return .null
            }
        case .pair(let key, let value):
            switch name {
            case "key", "0": return .value(.string(key))
            case "value", "1": return .value(value)
            default: return .null
            }
        case .someStrings:
            if let index = Int(name) { return index < 0 ? .null : .someString }
            switch name {
            case "count": return .someInt
            case "first": return .someString
            case "last": return nil
            default: return .null
            }
        case .someString:
            if Int(name) != nil || name == "first" { return .character }
            switch name {
            case "count": return .someInt
            case "last": return nil
            default: return .null
            }
        case .character:
            return nil
        default:
            return .null
        }
    }

    /// What a `for` loop over it walks.
    var elements: [DifferentialShape] {
        switch self {
        case .value(.array(let elements)): elements.map { .value($0) }
        case .value(.dictionary(let dictionary)): dictionary.keys.sorted().map { .pair($0, dictionary[$0]!) }
        case .someStrings: [.someString]
        default: []
        }
    }
}

/// The shapes a name or an expression may take (a loop variable takes each element's).
struct DifferentialGuess {
    var shapes: [DifferentialShape]

    init(_ shapes: [DifferentialShape]) {
        var unique: [DifferentialShape] = []
        for shape in shapes where !unique.contains(shape) {
            unique.append(shape)
            if unique.count >= 12 { break }
        }
        self.shapes = unique.isEmpty ? [.null] : unique
    }

    init(_ value: DifferentialValue) { self.init([.value(value)]) }

    var printable: Bool { shapes.allSatisfy(\.printable) }
    var mayBeCharacter: Bool { shapes.contains(.character) }
    /// Usable with `==`, `in` and the like: no `Character`, and no value whose kind differs between
    /// the engines' reading of it.
    var comparable: Bool { !mayBeCharacter }
    var elements: DifferentialGuess { DifferentialGuess(shapes.flatMap(\.elements)) }
    var hasPairs: Bool { shapes.contains { if case .pair = $0 { true } else { false } } || shapes.contains { if case .value(.dictionary(let d)) = $0 { !d.isEmpty } else { false } } }

    static func + (lhs: DifferentialGuess, rhs: DifferentialGuess) -> DifferentialGuess {
        DifferentialGuess(lhs.shapes + rhs.shapes)
    }
}
