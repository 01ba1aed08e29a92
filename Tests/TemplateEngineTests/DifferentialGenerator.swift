/// Random templates from Stencil's grammar, over a given context: text with odd characters, blank
/// lines, tabs and `\r\n`; `{{ }}` with paths, literals, filters and `x if c else y`; `for`, `if`,
/// `ifnot`, `filter` nested to a bounded depth, with `-`/`+` whitespace marks; comments; and, in
/// some cases, a deliberate mistake (unknown tags and filters, bad syntax, unbalanced or open tags).
struct DifferentialGenerator {
    var random: DifferentialRandom
    static let maximumDepth = 3
    static let loopNames = ["x", "item", "k", "v", "i", "s", "n", "a", "_"]
    static let labels = ["outer", "inner", "rows", "first"]

    init(random: DifferentialRandom) { self.random = random }

    mutating func template(_ context: DifferentialContext) -> [DifferentialPiece] {
        let scope = DifferentialScope(context)
        var pieces = body(scope, length: random.int(1...8))
        if random.chance(0.15) { insertMistake(into: &pieces, scope) }
        return pieces
    }

    // MARK: Statements

    mutating func body(_ scope: DifferentialScope, length: Int) -> [DifferentialPiece] {
        var pieces = (0..<length).map { _ in statement(scope) }
        // The same line again: Stencil's line numbers are wrong there, ours must not be.
        if !pieces.isEmpty, random.chance(0.2) {
            pieces.insert(contentsOf: [.text("\n"), random.pick(pieces), .text("\n")], at: random.int(0...pieces.count))
        }
        return pieces
    }

    mutating func statement(_ scope: DifferentialScope) -> DifferentialPiece {
        let nested = scope.depth < Self.maximumDepth
        let inLoop = !scope.loops.isEmpty
        let choice = random.weighted([
            (30, 0), (26, 1), (3, 2), (nested ? 10 : 0, 3), (nested ? 3 : 0, 4), (nested ? 8 : 0, 5),
            (nested ? 2 : 0, 6), (inLoop ? 4 : 0, 7), (nested ? 1 : 0, 8), (1, 9),
        ])
        switch choice {
        case 0: return .text(text())
        case 1: return .variable(variable(scope))
        case 2: return .comment(random.pick([" note ", "", "x {{ y }} {% if %}", "\n multi\nline ", "#", "}"]))
        case 3: return ifBlock(scope)
        case 4: return ifNotBlock(scope)
        case 5: return forBlock(scope)
        case 6: return filterBlock(scope)
        case 7: return loopControl(scope)
        case 8:
            // A block outside inheritance renders its body, which `{{ block.name }}` prints after.
            var inner = scope
            inner.depth += 1
            let name = random.pick(["main", "b1", "x"])
            return .block(DifferentialBlock(open: tag("block \(name)"), body: body(inner, length: random.int(0...3)), close: tag("endblock")))
        default:
            return .variable(" block.\(random.pick(["main", "b1", "x", "count"])) ")
        }
    }

    /// Text: words, spaces, tabs, line breaks (`\r\n` sometimes), odd characters; never a `{` that
    /// would open a tag.
    mutating func text() -> String {
        let parts = [
            "a", "Hello", "x y", " ", "  ", "\t", "\n", "\n", "\n\n", "  \n", "\n  ", "\r\n", "é", "e\u{301}", "😀",
            "👨‍👩‍👧", "中文", "\u{00A0}", "\u{2028}", "}", "%}", "#}", "%", "#", "{a", "{ ", "\"", "'", "\\", "-", "+",
            ":", ",", "|", "nil", "\u{000B}", "0",
        ]
        var text = ""
        for _ in 0..<random.int(1...5) { text += random.pick(parts) }
        return text
    }

    /// The inside of `{{ }}`: an expression, `x if c else y`, or a condition printed.
    mutating func variable(_ scope: DifferentialScope) -> String {
        var inside: String
        switch random.weighted([(12, 0), (3, 1), (2, 2), (2, 3)]) {
        case 1, 2:
            var value = operand(scope, spaces: false)
            for _ in 0..<4 where !value.1.printable { value = operand(scope, spaces: false) }
            guard value.1.printable else { return " \"\" " }
            inside = value.0 + " if " + condition(scope).joined(separator: " ")
            if random.chance(0.7) {
                var otherwise = operand(scope)
                for _ in 0..<4 where !otherwise.1.printable { otherwise = operand(scope) }
                if otherwise.1.printable { inside += " else " + otherwise.0 }
            }
        case 3:
            inside = printedCondition(scope).joined(separator: " ")
        default:
            var value = operand(scope)
            for _ in 0..<6 where !value.1.printable { value = operand(scope) }
            inside = value.1.printable ? value.0 : random.pick(["\"\"", "42"])
            // Marks are read in block tags only: here they are part of the expression.
            if random.chance(0.03) { inside = random.pick(["- \(inside) -", "+ \(inside)", "-\(inside)"]) }
        }
        return spaced(inside)
    }

    /// `inside` with the spaces around it that a template may have.
    mutating func spaced(_ inside: String) -> String {
        random.weighted([(16, " \(inside) "), (4, inside), (2, "  \(inside) "), (2, " \(inside)\n"), (2, "\n \(inside) "), (1, "\t\(inside) "), (1, " \(inside)\r\n"), (1, "\u{301} \(inside) ")])
    }

    mutating func tag(_ inside: String) -> DifferentialTag {
        DifferentialTag(inside: spaced(inside), leading: mark(), trailing: mark())
    }

    private mutating func mark() -> String {
        random.weighted([(6, ""), (2, "-"), (1, "+")])
    }

    mutating func ifBlock(_ scope: DifferentialScope) -> DifferentialPiece {
        var inner = scope
        inner.depth += 1
        let open = tag("if " + condition(scope).joined(separator: " "))
        var block = DifferentialBlock(open: open, body: body(inner, length: random.int(0...4)), close: tag("endif"))
        for _ in 0..<random.weighted([(6, 0), (2, 1), (1, 2)]) {
            block.middles.append(.init(tag: tag("elif " + condition(scope).joined(separator: " ")), body: body(inner, length: random.int(0...3))))
        }
        if random.chance(0.4) {
            block.middles.append(.init(tag: tag("else"), body: body(inner, length: random.int(0...3))))
        }
        return .block(block)
    }

    mutating func ifNotBlock(_ scope: DifferentialScope) -> DifferentialPiece {
        var inner = scope
        inner.depth += 1
        let operand = random.chance(0.8) ? path(scope).0 : literal().0
        let word = operand.contains(" ") ? "flag" : operand
        var block = DifferentialBlock(open: tag("ifnot " + word), body: body(inner, length: random.int(0...3)), close: tag("endif"))
        if random.chance(0.4) {
            block.middles.append(.init(tag: tag("else"), body: body(inner, length: random.int(0...3))))
        }
        return .block(block)
    }

    mutating func forBlock(_ scope: DifferentialScope) -> DifferentialPiece {
        let (source, elements) = loopSource(scope)
        var variables = [random.pick(Self.loopNames.filter { $0 != "_" })]
        if random.chance(0.3) || elements.hasPairs && random.chance(0.5) {
            variables.append(random.pick(Self.loopNames))
        }
        let label = random.chance(0.2) ? random.pick(Self.labels.filter { !scope.loops.contains($0) }) : nil
        var words = ["for", variables.joined(separator: random.chance(0.8) ? ", " : ","), "in", source]
        if let label { words.insert(label + ":", at: 0) }
        if random.chance(0.25) {
            words += ["where"] + condition(scope.binding(variables: variables, elements: elements))
        }
        let inner = scope.enteringLoop(variables: variables, elements: elements, label: label)
        var block = DifferentialBlock(open: tag(words.joined(separator: " ")), body: body(inner, length: random.int(0...4)), close: tag("endfor"))
        if random.chance(0.3) {
            var empty = scope
            empty.depth += 1
            block.middles.append(.init(tag: tag("empty"), body: body(empty, length: random.int(0...2))))
        }
        return .block(block)
    }

    /// What a loop walks: a path, a range, or a string split; and the elements it may give.
    private mutating func loopSource(_ scope: DifferentialScope) -> (String, DifferentialGuess) {
        switch random.weighted([(7, 0), (2, 1), (1, 2)]) {
        case 1:
            let (text, guess) = range(scope)
            return (text, guess.elements)
        case 2:
            return ("s|split:\",\"", DifferentialGuess([.someString]))
        default:
            for _ in 0..<6 {
                let (text, guess) = path(scope)
                if guess.shapes.contains(where: { !$0.elements.isEmpty }) { return (text, guess.elements) }
            }
            let (text, guess) = path(scope)
            return (text, guess.elements)
        }
    }

    mutating func filterBlock(_ scope: DifferentialScope) -> DifferentialPiece {
        var inner = scope
        inner.depth += 1
        let filters = random.pick([
            "uppercase", "lowercase", "capitalize", "lowercase|capitalize", "indent:2", "split:\",\"", "join", "default:\"x\"",
            "filter:\"uppercase\"", "split|join:\"-\"",
        ])
        return .block(DifferentialBlock(open: tag("filter " + filters), body: body(inner, length: random.int(0...3)), close: tag("endfilter")))
    }

    mutating func loopControl(_ scope: DifferentialScope) -> DifferentialPiece {
        let kind = random.pick(["break", "continue"])
        let labels = scope.loops.compactMap { $0 }
        if !labels.isEmpty, random.chance(0.4) { return .tag(tag(kind + " " + random.pick(labels))) }
        return .tag(tag(kind))
    }
}
