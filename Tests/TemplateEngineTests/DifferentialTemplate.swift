/// A generated template as a tree, so that a failing case can be made smaller piece by piece
/// (`DifferentialShrinker`) before it is reported; `text` is what both engines are given.
indirect enum DifferentialPiece: Equatable {
    case text(String)
    case comment(String)
    /// `{{` + inside + `}}` (the inside with its spaces).
    case variable(String)
    /// A block tag on its own (`break`, a stray `endif`, an unknown tag).
    case tag(DifferentialTag)
    /// A block tag with a body: `if`/`elif`/`else`/`endif`, `for`/`empty`/`endfor`, `filter`.
    case block(DifferentialBlock)
    /// Written as it is (a tag left open, on purpose).
    case raw(String)

    var text: String {
        switch self {
        case .text(let text), .raw(let text): text
        case .comment(let inside): "{#" + inside + "#}"
        case .variable(let inside): "{{" + inside + "}}"
        case .tag(let tag): tag.text
        case .block(let block): block.text
        }
    }
}

/// `{%` + mark + inside + mark + `%}`, marks being `-`, `+` or nothing.
struct DifferentialTag: Equatable {
    var inside: String
    var leading = ""
    var trailing = ""

    var text: String { "{%" + leading + inside + trailing + "%}" }
}

struct DifferentialBlock: Equatable {
    var open: DifferentialTag
    var body: [DifferentialPiece]
    /// `elif`, `else`, `empty`, each with the body after it.
    var middles: [Middle] = []
    /// nil when left unclosed on purpose.
    var close: DifferentialTag?

    struct Middle: Equatable {
        var tag: DifferentialTag
        var body: [DifferentialPiece]
    }

    var text: String {
        var result = open.text + body.text
        for middle in middles { result += middle.tag.text + middle.body.text }
        return result + (close?.text ?? "")
    }
}

extension [DifferentialPiece] {
    var text: String { map(\.text).joined() }
}

/// One generated case: a template, a context, and the trim behaviour it is rendered with.
struct DifferentialCase {
    var pieces: [DifferentialPiece]
    var context: DifferentialContext
    var smartTrim: Bool

    var text: String { pieces.text }
}
