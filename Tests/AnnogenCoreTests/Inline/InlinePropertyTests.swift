@testable import AnnogenCore
import AnnogenModel
import Foundation
import AnnogenTestSupport
import Testing

/// Random sources (declarations, comments, blank lines, LF or CRLF, tabs or spaces) with random existing
/// blocks, and random rendered blocks: the bytes outside the blocks never change, and a second splice
/// changes nothing. `ANNOGEN_PROPERTY_CASES` sets the number of cases (300 by default).
@Suite struct InlinePropertyTests {
    private static let cases = ProcessInfo.processInfo.environment["ANNOGEN_PROPERTY_CASES"].flatMap(Int.init) ?? 300

    @Test func bytesOutsideBlocksAreKeptAndSplicingIsAFixedPoint() {
        let base = UInt64(ProcessInfo.processInfo.environment["ANNOGEN_PROPERTY_SEED"].flatMap(UInt64.init) ?? 0x5EED)
        for index in 0..<Self.cases {
            let seed = base &+ UInt64(index)
            var random = SeededRandom(seed: seed)
            let source = RandomSource.make(&random)
            let rendered = source.renderedBlocks(&random)
            let (once, _) = splice(source.text, rendered: rendered)
            let (twice, _) = splice(once, rendered: rendered)
            #expect(outsideBlocks(once) == outsideBlocks(source.text), "seed \(seed): bytes outside blocks changed\n\(source.text)\n---\n\(once)")
            #expect(twice == once, "seed \(seed): second run changed the file\n\(once)\n---\n\(twice)")
            if source.lineEnding == "\r\n" {
                let bytes = Array(once.utf8)
                let bare = bytes.indices.contains { bytes[$0] == 10 && ($0 == 0 || bytes[$0 - 1] != 13) }
                #expect(!bare, "seed \(seed): a bare LF in a CRLF file")
            }
            for key in source.typeKeys where rendered.contains("inline:\(key)\n") {
                #expect(once.contains("inline:\(key)"), "seed \(seed): block \(key) missing")
            }
        }
    }
}


/// One random source file and the keys that can be rendered for it.
struct RandomSource {
    var text = ""
    var lineEnding = "\n"
    var unit = "    "
    /// `auto:T.k` and `after-auto:T.k` keys for the types declared.
    var typeKeys: [String] = []
    /// Keys of the named blocks written into the source.
    var namedKeys: [String] = []

    static func make(_ random: inout SeededRandom) -> RandomSource {
        var source = RandomSource()
        source.lineEnding = Bool.random(using: &random) ? "\r\n" : "\n"
        source.unit = ["\t", "  ", "    "].randomElement(using: &random) ?? "    "
        for index in 0..<Int.random(in: 1...4, using: &random) {
            source.filler(indentation: "", &random)
            source.type(name: "T\(index)", qualified: "T\(index)", indentation: "", depth: 0, &random)
        }
        source.filler(indentation: "", &random)
        return source
    }

    private mutating func line(_ text: String) { self.text += text + lineEnding }

    private mutating func filler(indentation: String, _ random: inout SeededRandom) {
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: line("")
            case 1: line(indentation + "// a note { with braces }  ")
            case 2: line(indentation + "/// Documentation.")
            case 3: line(indentation + "/* block */")
            default: line(indentation + "  ")
            }
        }
    }

    private mutating func type(name: String, qualified: String, indentation: String, depth: Int, _ random: inout SeededRandom) {
        let kind = ["struct", "final class", "enum"].randomElement(using: &random) ?? "struct"
        line(indentation + "\(kind) \(name) {")
        let member = indentation + unit
        for index in 0..<Int.random(in: 0...3, using: &random) {
            filler(indentation: member, &random)
            line(member + (kind == "enum" ? "static let m\(index) = \(index)" : "var m\(index): Int = \(index)"))
        }
        if depth == 0, Bool.random(using: &random) {
            type(name: "N", qualified: qualified + ".N", indentation: member, depth: 1, &random)
        }
        typeKeys += ["auto:\(qualified).k", "after-auto:\(qualified).k"]
        if Int.random(in: 0..<3, using: &random) == 0 {
            existingBlock(key: "auto:\(qualified).k", indentation: Bool.random(using: &random) ? indentation : member, &random)
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            let key = "named\(namedKeys.count)"
            namedKeys.append(key)
            existingBlock(key: key, indentation: member, &random)
        }
        filler(indentation: member, &random)
        line(indentation + "}")
    }

    private mutating func existingBlock(key: String, indentation: String, _ random: inout SeededRandom) {
        let prefix = Bool.random(using: &random) ? "gen" : "sourcery"
        line(indentation + "// \(prefix):inline:\(key)")
        for index in 0..<Int.random(in: 0...3, using: &random) {
            line(indentation + String(repeating: " ", count: Int.random(in: 0...6, using: &random)) + "let old\(index) = \(index)  ")
        }
        line(indentation + "// \(prefix):end")
    }

    /// Template output with blocks for a random subset of the keys, with random content.
    func renderedBlocks(_ random: inout SeededRandom) -> String {
        var rendered = ""
        for key in (typeKeys + namedKeys + ["auto:Missing.k"]).shuffled(using: &random) where Bool.random(using: &random) {
            let markerIndentation = Bool.random(using: &random) ? "" : "    "
            rendered += markerIndentation + "// gen:inline:\(key)\n"
            for index in 0..<Int.random(in: 0...4, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: rendered += "\n"
                case 1: rendered += markerIndentation + "\tlet tabbed\(index) = 0\n"
                default: rendered += markerIndentation + String(repeating: " ", count: 4 * Int.random(in: 0...2, using: &random)) + "var v\(index): Int { \(index) }   \n"
                }
            }
            rendered += markerIndentation + "// gen:end\n"
        }
        return rendered
    }
}
