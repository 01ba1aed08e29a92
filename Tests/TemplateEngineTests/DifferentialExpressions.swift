/// Expressions of generated templates: paths through the context (`a.b.0`, `list.last`, `a[b]`),
/// literals, filters with arguments, ranges and conditions, each with what it may evaluate to.
extension DifferentialGenerator {
    static let missingNames = ["missing", "nope", "nil", "x_y", "Items"]
    static let oddStrings = [
        "", " ", "a", "b", "Hello World", "hello", "nil", "true", "0", "1", "-2", "1.5", "a,b,c", "a b", " padded ",
        "tab\there", "é", "e\u{301}", "😀", "👨‍👩‍👧", "中文", "ß", "ﬁx", "İ", "\u{00A0}", "x\u{2028}y", "\\", "count",
        "first", "last", "a.b", "%}", "}", "{#", "-", "+", ",", "|", ":", "(", ")", "line1\nline2",
    ]

    /// A variable path, and what it may hold.
    mutating func path(_ scope: DifferentialScope, nesting: Int = 0) -> (String, DifferentialGuess) {
        var text: String
        var guess: DifferentialGuess
        if random.chance(0.1) || scope.names.isEmpty {
            text = random.pick(Self.missingNames)
            guess = scope.guess(of: text)
        } else {
            let entry = random.pick(scope.names)
            (text, guess) = (entry.name, scope.guess(of: entry.name))
        }
        let steps = random.weighted([(3, 0), (4, 1), (3, 2), (1, 3)])
        for _ in 0..<steps where !guess.mayBeCharacter {
            if nesting < 2, random.chance(0.15), let (inner, keys) = subscriptKey(scope, nesting: nesting) {
                let shapes = guess.shapes.flatMap { shape in keys.map { shape.member($0) } }
                guard shapes.allSatisfy({ $0 != nil }) else { break }
                text += "[\(inner)]"
                guess = DifferentialGuess(shapes.compactMap { $0 })
                continue
            }
            var names: [String] = []
            for shape in guess.shapes { names += shape.memberNames(random: &random) }
            guard !names.isEmpty else { break }
            var stepped = false
            for _ in 0..<3 {
                let name = random.pick(names)
                let shapes = guess.shapes.map { $0.member(name) }
                if shapes.allSatisfy({ $0 != nil }) {
                    text += "." + name
                    guess = DifferentialGuess(shapes.compactMap { $0 })
                    stepped = true
                    break
                }
            }
            if !stepped { break }
        }
        return (text, guess)
    }

    /// A path whose value is a known string or number (what `a[b]` reads), with the names it prints as.
    private mutating func subscriptKey(_ scope: DifferentialScope, nesting: Int) -> (String, [String])? {
        if random.chance(0.3) {
            let key = random.pick(["0", "1", "count", "first", "a", "k", "value", "-1"])
            return random.chance(0.5) && Int(key) == nil ? ("\"\(key)\"", [key]) : Int(key) != nil ? (key, [key]) : ("'\(key)'", [key])
        }
        for _ in 0..<4 {
            let (text, guess) = path(scope, nesting: nesting + 1)
            guard !text.contains("["), !text.contains("forloop") else { continue }
            var keys: [String] = []
            for shape in guess.shapes {
                switch shape {
                case .value(.string(let string)): keys.append(string)
                case .value(.int(let int)): keys.append("\(int)")
                default: break
                }
            }
            if keys.count == guess.shapes.count { return (text, keys) }
        }
        return nil
    }

    /// A literal: a string in either quotes, an integer, a decimal, `true` or `false`.
    mutating func literal() -> (String, DifferentialGuess) {
        switch random.int(0...9) {
        case 0...4:
            let string = random.pick(Self.oddStrings.filter { !$0.contains("\n") })
            let quote = string.contains("\"") || random.chance(0.4) ? "'" : "\""
            return (quote + string + quote, DifferentialGuess(.string(string)))
        case 5, 6:
            let int = random.pick([0, 1, 2, 3, -1, 10, 42])
            return ("\(int)", DifferentialGuess(.int(int)))
        case 7:
            let decimal = random.pick(["1.5", "0.5", "2.0", "-0.25", "3.75", "1e3", ".5", "5.", "inf", "-inf", "nan", "0x1p3", "+2", "007", "-0"])
            if let int = Int(decimal) { return (decimal, DifferentialGuess(.int(int))) }
            return (decimal, DifferentialGuess(.double(Double(Float(decimal)!))))
        case 8:
            let bool = random.chance(0.5)
            return ("\(bool)", DifferentialGuess(.bool(bool)))
        default:
            // Words that look like literals and are paths (nothing in the context has these names).
            return (random.pick(["True", "1_000", "'unclosed", "\"a'", "'a\"b'", "\"\"", "''", "-", "1.2.3"]), DifferentialGuess([.null]))
        }
    }

    /// A path or a literal, maybe through filters; `spaces` allows spaces around `|` and `:`.
    mutating func operand(_ scope: DifferentialScope, filters: Int = 2, spaces: Bool = true) -> (String, DifferentialGuess) {
        if random.chance(0.04) { return range(scope) }
        var (text, guess) = random.chance(0.7) ? path(scope) : literal()
        let count = random.weighted([(6, 0), (3, 1), (1, filters)])
        for _ in 0..<min(count, filters) {
            guard let (filter, result) = self.filter(guess, scope) else { break }
            text += (spaces && random.chance(0.1) ? " | " : "|") + filter
            guess = result
        }
        return (text, guess)
    }

    /// A filter with its arguments that can take `input`, and what it gives.
    private mutating func filter(_ input: DifferentialGuess, _ scope: DifferentialScope) -> (String, DifferentialGuess)? {
        let name = random.pick(["default", "capitalize", "uppercase", "lowercase", "join", "split", "indent", "filter"])
        return filter(named: name, input, scope)
    }

    private mutating func filter(named name: String, _ input: DifferentialGuess, _ scope: DifferentialScope) -> (String, DifferentialGuess)? {
        let someText = DifferentialGuess(input.shapes.contains { $0.isArray } ? [.someStrings, .someString] : [.someString])
        switch name {
        case "capitalize", "uppercase", "lowercase":
            return input.printable ? (name, someText) : nil
        case "default":
            var arguments: [String] = []
            var guess = input + DifferentialGuess([.null])
            for _ in 0..<random.weighted([(1, 0), (6, 1), (2, 2)]) {
                let (argument, argumentGuess) = random.chance(0.6) ? literal() : path(scope)
                arguments.append(argument)
                guess = guess + argumentGuess
            }
            return (arguments.isEmpty ? name : name + ":" + arguments.joined(separator: ","), guess)
        case "join":
            guard input.printable, !input.mayBeCharacter else { return nil }
            let separator = random.pick(["", ":\", \"", ":\"-\"", ":'|'", ":sep"])
            if separator == ":sep", !scope.guess(of: "sep").printable { return nil }
            return (name + separator, DifferentialGuess(input.shapes.filter { !$0.isArray } + [.someString]))
        case "split":
            guard !input.mayBeCharacter else { return nil }
            let separator = random.pick(["", ":\",\"", ":\" \"", ":'a'", ":\"\""])
            return (name + separator, DifferentialGuess(input.shapes.filter { !$0.isString } + [.someStrings]))
        case "indent":
            guard input.printable else { return nil }
            let arguments = random.pick(["", ":2", ":0", ":1,\"-\"", ":2,\"> \",true", ":3,'\t',false", ":1,\"\""])
            return (name + arguments, DifferentialGuess([.someString]))
        default:
            let inner = random.pick(["uppercase", "lowercase", "capitalize", "join", "split", "default", "indent"])
            guard let (_, guess) = filter(named: inner, input, scope), !inner.isEmpty else { return nil }
            let quoted = random.chance(0.5) ? "\"\(inner)\"" : "'\(inner)'"
            return ("filter:" + quoted, guess + DifferentialGuess([.null]))
        }
    }

    /// A range `from...to` over small bounds.
    mutating func range(_ scope: DifferentialScope) -> (String, DifferentialGuess) {
        func bound() -> (String, Int) {
            var smallInts: [(String, Int)] = []
            for entry in scope.names {
                if case .value(.int(let int))? = scope.guess(of: entry.name).shapes.first, scope.guess(of: entry.name).shapes.count == 1, (-20...20).contains(int) {
                    smallInts.append((entry.name, int))
                }
            }
            if !smallInts.isEmpty, random.chance(0.3) { return random.pick(smallInts) }
            let literal = random.pick([("0", 0), ("1", 1), ("2", 2), ("3", 3), ("-1", -1), ("2.5", 2)])
            return literal
        }
        let (from, low) = bound()
        let (to, high) = bound()
        let values = (min(low, high)...max(low, high)).map { DifferentialValue.int($0) }
        return ("\(from)...\(to)", DifferentialGuess(.array(low > high ? values.reversed() : values)))
    }

    /// A condition's words, as `if`, `elif`, `where` and `{{ … if … }}` take them.
    mutating func condition(_ scope: DifferentialScope, depth: Int = 0) -> [String] {
        condition(scope, depth: depth, choice: depth >= 2 ? 0 : random.weighted([(5, 0), (2, 1), (2, 2), (3, 3), (1, 4), (1, 5)]))
    }

    /// A condition with an operator at its top, which `{{ }}` prints as `true` or `false` (a lone
    /// operand, even in parentheses, prints its value).
    mutating func printedCondition(_ scope: DifferentialScope) -> [String] {
        let words = condition(scope, depth: 0, choice: random.weighted([(1, 1), (1, 2), (3, 3), (1, 4)]))
        return words.count == 1 ? ["not"] + words : words
    }

    private mutating func condition(_ scope: DifferentialScope, depth: Int, choice: Int) -> [String] {
        switch choice {
        case 1:
            return ["not"] + condition(scope, depth: depth + 1)
        case 2:
            return condition(scope, depth: depth + 1) + [random.pick(["and", "or"])] + condition(scope, depth: depth + 1)
        case 3:
            var lhs = operand(scope, spaces: false)
            var rhs = operand(scope, spaces: false)
            for _ in 0..<4 where !lhs.1.comparable || !rhs.1.comparable {
                lhs = operand(scope, spaces: false)
                rhs = operand(scope, spaces: false)
            }
            guard lhs.1.comparable, rhs.1.comparable else { return [lhs.0] }
            return [lhs.0, random.pick(["==", "!=", "<", ">", "<=", ">=", "==", "!="]), rhs.0]
        case 4:
            let lhs = operand(scope, spaces: false)
            let rhs = random.chance(0.2) ? range(scope) : operand(scope, spaces: false)
            guard lhs.1.comparable, rhs.1.comparable else { return [lhs.0] }
            return [lhs.0, "in", rhs.0]
        case 5:
            return ["("] + condition(scope, depth: depth + 1) + [")"]
        default:
            return [operand(scope, spaces: false).0]
        }
    }
}

extension DifferentialShape {
    var isArray: Bool {
        switch self {
        case .value(.array), .someStrings: true
        default: false
        }
    }

    var isString: Bool {
        switch self {
        case .value(.string), .someString: true
        default: false
        }
    }
}
