/// Compares the two engines' answers for a case: the same bytes when both render; when either
/// fails, both fail for the same reason, ours at the right token and line. Deliberate differences
/// (docs/TemplateEngine.md, "Differences from Stencil 0.15.1") are expected as ours.
enum DifferentialComparator {
    struct Mismatch: Error, CustomStringConvertible {
        enum Kind: Equatable { case output, outcome, reason, location }
        var kind: Kind
        var message: String
        var description: String { message }
    }

    static func compare(_ testCase: DifferentialCase, map: DifferentialTokenMap? = nil) -> Mismatch? {
        let text = testCase.text
        let map = map ?? DifferentialTokenMap(text)
        let ours = DifferentialOracle.ours(text, testCase.context, smartTrim: testCase.smartTrim)
        if let unclosed = map.unclosed {
            // Deliberate: a tag never closed, or running into the next one, is an error at its
            // opening (Stencil drops the rest of the template or renders the tags as garbage).
            let expected = unclosed.neverClosed ? "is never closed" : "is not closed before the next tag"
            guard case .failed(let reason, _, let line, _) = ours, reason.contains(expected), line == unclosed.line else {
                return Mismatch(kind: .outcome, message: "expected ours to fail at line \(unclosed.line) (\(expected)); ours \(ours.summary)")
            }
            return nil
        }
        let stencil = DifferentialOracle.stencil(text, testCase.context, smartTrim: testCase.smartTrim, map: map)
        switch (ours, stencil) {
        case (.rendered(let mine), .rendered(let theirs)):
            guard Array(mine.utf8) != Array(theirs.utf8) else { return nil }
            // Deliberate: a dictionary prints with its keys in order (Stencil: in hash order).
            if DifferentialDictionaryOrder.canonical(mine) == DifferentialDictionaryOrder.canonical(theirs) { return nil }
            return Mismatch(kind: .output, message: "output differs\n  ours:    \(mine.debugDescription)\n  Stencil: \(theirs.debugDescription)")
        case (.failed(let reason, let offset, let line, _), .failed(let theirs, _, _, let token)):
            guard sameReason(reason, theirs) else {
                return Mismatch(kind: .reason, message: "reasons differ\n  ours:    \(reason)\n  Stencil: \(theirs)")
            }
            return checkLocation(reason: reason, offset: offset, line: line, stencilToken: token, map: map)
        default:
            return Mismatch(kind: .outcome, message: "outcomes differ\n  ours:    \(ours.summary)\n  Stencil: \(stencil.summary)")
        }
    }

    /// Equal, except that ours suggests only filters with close names after an unknown one.
    private static func sameReason(_ ours: String, _ theirs: String) -> Bool {
        if ours == theirs { return true }
        // Deliberate: `include` is annogen's, with its message for a name that is not a string.
        if theirs.hasPrefix("'Variable(variable: "), theirs.hasSuffix("' could not be resolved as a string") {
            return ours.hasSuffix("' could not be resolved as a template name")
        }
        if theirs.hasPrefix("Unknown filter '") {
            let head = theirs.range(of: ". Found similar filters: ").map { String(theirs[..<$0.lowerBound]) + "." } ?? theirs
            return ours == head || ours.hasPrefix(head + " Found similar filters: '")
        }
        // Deliberate: a dictionary printed in a message has its keys in order.
        return DifferentialDictionaryOrder.canonical(ours) == DifferentialDictionaryOrder.canonical(theirs)
    }

    /// Ours must point at a token's line (at its filter's name for an unknown filter), and at the
    /// token Stencil names, or the one it stands for where Stencil's placing is deliberately not copied.
    private static func checkLocation(reason: String, offset: Int?, line: Int?, stencilToken: Int?, map: DifferentialTokenMap) -> Mismatch? {
        guard let offset, let line, let mine = map.entry(at: offset) else {
            return Mismatch(kind: .location, message: "ours has no place in a token (offset \(offset.map(String.init) ?? "nil")): \(reason)")
        }
        let entry = map.entries[mine]
        let lineIsRight = reason.hasPrefix("Unknown filter") ? (entry.line...entry.lastLine).contains(line) && line == map.line(of: offset) : line == entry.line
        guard lineIsRight else {
            return Mismatch(kind: .location, message: "ours at line \(line), its token \(entry.contents.debugDescription) is at line \(entry.line): \(reason)")
        }
        guard related(mine, stencilToken, reason: reason, map: map) else {
            let theirs = stencilToken.map { "\(map.entries[$0].contents.debugDescription) (line \(map.entries[$0].line))" } ?? "no token"
            return Mismatch(kind: .location, message: "ours at \(entry.contents.debugDescription) (line \(line)), Stencil at \(theirs): \(reason)")
        }
        return nil
    }

    private static func related(_ mine: Int, _ theirs: Int?, reason: String, map: DifferentialTokenMap) -> Bool {
        let entry = map.entries[mine]
        if reason.hasPrefix("Unknown template tag") { return mine == theirs }
        if let theirs {
            let other = map.entries[theirs]
            let opener = other.opener.map { map.entries[$0].tagName }
            // Deliberate: a loop's errors at its `for` (Stencil: its `endfor` or `empty`); an
            // `ifnot`'s at itself (Stencil: its `else` or `endif`).
            if ["endfor", "empty"].contains(other.firstWord), opener == "for" { return mine == other.opener }
            if ["else", "endif"].contains(other.firstWord), opener == "ifnot" { return mine == other.opener }
            if mine == theirs { return true }
            // Deliberate: an `elif`'s at itself (Stencil: at its `if`).
            if entry.tagName == "elif", entry.opener == theirs { return true }
        }
        // Deliberate: a `{{ x if … }}` whose condition does not parse, at itself (Stencil: nowhere,
        // or at the block tag it is in).
        if entry.kind == .variable, reason.hasPrefix("'if' expression error"), entry.contents.contains(" if ") {
            return theirs.map { map.entries[$0].kind == .block && map.entries[$0].start < entry.start } ?? true
        }
        return false
    }
}
