/// Random contexts: nested dictionaries and arrays, strings with odd characters, Ints, Doubles,
/// Bools and nil, under names templates are generated to read, plus a few that always exist
/// (`nums`, `words`, `dict`, `small`, `s`, `n`, `m`, `flag`, `none`) so that every case has
/// lists to loop over and small numbers to make ranges of.
extension DifferentialGenerator {
    static let contextNames = ["a", "b", "c", "name", "items", "list", "x", "empty", "nested", "forloop", "first", "sep", "k", "block"]

    mutating func context() -> DifferentialContext {
        var variables: [String: DifferentialValue] = [
            "nums": .array((0..<random.int(1...4)).map { _ in .int(random.int(-2...9)) }),
            "words": .array((0..<random.int(1...4)).map { _ in .string(random.pick(Self.oddStrings)) }),
            "dict": value(depth: 1, kind: 5),
            "small": .dictionary(["a": scalar()]),
            "s": .string(random.pick(Self.oddStrings)),
            "n": .int(random.int(0...4)),
            "m": .int(random.int(-2...3)),
            "flag": .bool(random.chance(0.5)),
            "none": .null,
        ]
        for _ in 0..<random.int(1...5) {
            variables[random.pick(Self.contextNames)] = value(depth: 0)
        }
        return DifferentialContext(variables: variables)
    }

    /// A value; `kind` chooses one (else random): 0 scalar, 4 array, 5 dictionary.
    mutating func value(depth: Int, kind: Int? = nil) -> DifferentialValue {
        let choice = kind ?? (depth >= 3 ? 0 : random.weighted([(5, 0), (3, 4), (3, 5)]))
        switch choice {
        case 4:
            return .array((0..<random.weighted([(1, 0), (3, 1), (3, 2), (2, 3), (1, 5)])).map { _ in value(depth: depth + 1) })
        case 5:
            var dictionary: [String: DifferentialValue] = [:]
            for _ in 0..<random.weighted([(1, 0), (4, 1), (3, 2), (2, 3)]) {
                dictionary[random.pick(Self.contextNames + ["count", "first", "last", "key", "value", "0", "1", "a b", "é"])] = value(depth: depth + 1)
            }
            return .dictionary(dictionary)
        default:
            return scalar(nullable: depth == 0)
        }
    }

    /// A string, number or Bool; nil too at the top level only (Stencil reads nil inside an array or
    /// a dictionary as a value that is true, unequal to nil and not hashable: a deliberate difference).
    mutating func scalar(nullable: Bool = false) -> DifferentialValue {
        switch random.int(nullable ? 0...9 : 0...7) {
        case 0, 1, 2: return .string(random.pick(Self.oddStrings))
        case 3, 4: return .int(random.pick([0, 1, 2, 3, -1, 7, 42, 1_000_000, Int.max, Int.min]))
        case 5: return .double(random.pick([0.0, 1.5, -2.25, 0.1, 1e20, 2.0, -0.0, 3.0e-5, .infinity, .nan]))
        case 6, 7: return .bool(random.chance(0.5))
        default: return .null
        }
    }
}
