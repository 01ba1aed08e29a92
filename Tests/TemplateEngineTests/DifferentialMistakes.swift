/// Deliberate mistakes in generated templates: unknown tags and filters, tags whose words do not
/// parse, tags left unbalanced or never closed, and mistakes found only while rendering.
extension DifferentialGenerator {
    mutating func insertMistake(into pieces: inout [DifferentialPiece], _ scope: DifferentialScope) {
        let mistake: DifferentialPiece
        switch random.int(0...8) {
        case 7, 8:
            mistake = noise(scope)
        case 0:
            mistake = .tag(tag(random.pick(["frobnicate", "iff x", "endfro", "elseif x", "end", "For x in nums", "endif", "endfor", "else", "elif x", "empty", "endfilter", "endblock"])))
        case 1:
            let (value, _) = operand(scope, filters: 0)
            mistake = .variable(" \(value)|\(random.pick(["uppercas", "nosuch", "Default", "joins", "lower", "indnet", "filters", "x"])) ")
        case 2:
            mistake = .tag(tag(random.pick([
                "for x y", "for in", "for x in", "for x in nums where", "for x in nums extra", "if", "if x ==", "if and x", "if x y", "if (x",
                "if x )", "if ( )", "if not", "ifnot", "ifnot a b", "filter", "filter a b", "break a b", "include", "include a b c", "if x ( y )",
                "elif", "if x|", "include \"other.stencil\"", "if 1...", "for x in ...3", "if x == == y",
            ])))
        case 3:
            mistake = .variable(random.pick([
                " ", "", " a.[b] ", " a[b ", " a] ", " .a ", " a..b ", " x if a b ", " x if a else ", " a[missing] ", " a[] ",
                " nums|join:\"a\",\"b\" ", " s|indent:\"a\" ", " s|indent:1,2 ", " s|indent:1,\" \",3 ", " s|split:\"a\",\"b\" ",
                " s|filter ", " s|uppercase:1 ", " s|default ", " nums[dict] ", " x if (a ", " - x ",
            ]))
        case 4:
            // A block left unbalanced: its closing tag dropped.
            let target = statementWithBody(scope)
            guard case .block(var block) = target else { return }
            block.close = nil
            mistake = .block(block)
        case 5:
            // A tag never closed, or running into the next one.
            mistake = .raw(random.pick(["{{ x ", "{% if x ", "{# note ", "{{ a.b }", "{% endif %", "{{ x }{{ y }}", "{% if x }"]))
        default:
            mistake = runtimeMistake(scope)
        }
        pieces.insert(mistake, at: random.int(0...pieces.count))
    }

    private mutating func statementWithBody(_ scope: DifferentialScope) -> DifferentialPiece {
        switch random.int(0...3) {
        case 0: ifBlock(scope)
        case 1: forBlock(scope)
        case 2: filterBlock(scope)
        default: ifNotBlock(scope)
        }
    }

    /// Mistakes found while rendering: bad range bounds, tuples with too few values, loop labels
    /// not running, includes without a loader, filters given the wrong arguments.
    private mutating func runtimeMistake(_ scope: DifferentialScope) -> DifferentialPiece {
        let failing = random.pick(["nums[missing]", "s|indent:\"2\"", "nums|join:1,2", "s|filter:\"nosuch\"", "1...s"])
        switch random.int(0...7) {
        case 5:
            let body: [DifferentialPiece] = [.text("\n"), .variable(" s ")]
            return .block(DifferentialBlock(open: tag("ifnot \(failing)"), body: body, middles: random.chance(0.5) ? [.init(tag: tag("else"), body: body)] : [], close: tag("endif")))
        case 6:
            return .block(DifferentialBlock(open: tag("if false"), body: [.text("\n")], middles: [.init(tag: tag("elif \(failing)"), body: [.text("x\n")])], close: tag("endif")))
        case 7:
            return .block(DifferentialBlock(open: tag("for x in nums where \(failing)"), body: [.text("\n")], middles: random.chance(0.5) ? [.init(tag: tag("empty"), body: [])] : [], close: tag("endfor")))
        case 0:
            let bound = random.pick(["\"a\"", "s", "missing", "true", "nums", "1.5"])
            let words = random.chance(0.5) ? "for i in \(bound)...3" : "for i in 1...\(bound)"
            return .block(DifferentialBlock(open: tag(words), body: [.variable(" i ")], close: tag("endfor")))
        case 1:
            return .block(DifferentialBlock(open: tag("for a, b, c in small"), body: [.variable(" a ")], close: tag("endfor")))
        case 2:
            let loop = DifferentialBlock(open: tag("for x in nums"), body: [.tag(tag("break nolabel"))], close: tag("endfor"))
            return .block(loop)
        case 3:
            return .tag(tag("include \"missing.stencil\""))
        default:
            return .variable(random.pick([" nums|indent:\"2\" ", " s|join:\"a\",\"b\" ", " nums[missing] ", " dict|filter:\"nosuch\" "]))
        }
    }

    /// A tag of random words and signs (quotes, brackets, pipes, operators), as someone might
    /// mistype one. Never `|` followed by colons only, which crashes Stencil.
    private mutating func noise(_ scope: DifferentialScope) -> DifferentialPiece {
        let fragments = [
            ".", "count", "first", "0", "1", "2.5", "\"str\"", "'s'", "\"", "'", "(", ")", "|", "uppercase", "default", "join", "split",
            ":", ",", "...", "not", "and", "or", "in", "==", "!=", "<", ">=", "if", "else", " ", " ", " ", "  ", "true", "[0]", "-", "x",
            "nums", "s", "dict", "small.a", "a b", "\"a b\"", "%", "#", "}", "{", "\t", "\n", "for", "where", "endfor", "empty",
        ]
        for _ in 0..<20 {
            var inside = ""
            for _ in 0..<random.int(1...7) { inside += random.pick(fragments) }
            guard !DifferentialCrashGuard.crashesStencil(inside) else { continue }
            switch random.int(0...3) {
            case 0: return .variable(inside)
            case 1: return .tag(DifferentialTag(inside: " if " + inside + " "))
            case 2: return .block(DifferentialBlock(open: DifferentialTag(inside: " for " + inside + " "), body: [.text("\n")], close: tag("endfor")))
            default: return .tag(DifferentialTag(inside: inside))
            }
        }
        return .variable(" s ")
    }
}
